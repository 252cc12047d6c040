import { isTemporalColumn, rowCountOf, toEpochMs, type ColumnTypes, type SerializableFrame } from './serializable-frame.js';

export interface XlsxOptions {
  /** Generic type per column; temporal columns become Excel dates. */
  types?: ColumnTypes;
  /** Worksheet name, `Sheet1` by default as pandas names it. */
  sheetName?: string;
}

/** Excel's own limits: rows per sheet and characters per cell. */
const MAX_ROWS = 1_048_576;
const MAX_CELL_CHARS = 32_767;
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';

type ExcelJsModule = typeof import('exceljs');

let excelJs: Promise<ExcelJsModule> | null = null;

/** exceljs takes half a second to import, so the server loads it on the first export only. */
function loadExcelJs(): Promise<ExcelJsModule> {
  excelJs ??= import('exceljs').then((module) => ((module as { default?: ExcelJsModule }).default ?? module));
  return excelJs;
}

/**
 * The frame as an XLSX workbook with one sheet: a bold, frozen header row, then typed cells:
 * numbers as numbers, booleans as booleans, timestamps as Excel dates (shown
 * `yyyy-mm-dd hh:mm:ss`), text as text. Text is never stored as a formula, so a cell reading
 * `=cmd()` stays text. Throws a RangeError past Excel's 1,048,576 rows.
 *
 * @example
 * ```ts
 * const bytes = await toXlsx(frame, { types: ['temporal', 'string', 'numeric'] });
 * reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(Buffer.from(bytes));
 * ```
 */
export async function toXlsx(frame: SerializableFrame, options: XlsxOptions = {}): Promise<Uint8Array> {
  const rowCount = rowCountOf(frame);
  if (rowCount + 1 > MAX_ROWS) throw new RangeError(`An XLSX sheet holds at most ${MAX_ROWS - 1} data rows; this result has ${rowCount}`);
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(options.sheetName ?? 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  const width = frame.columns.length;
  const temporal = frame.columns.map((_, c) => isTemporalColumn(frame, options.types, c));

  const header = sheet.addRow([...frame.columns]);
  header.font = { bold: true };
  for (let c = 0; c < width; c++) {
    const column = sheet.getColumn(c + 1);
    column.width = Math.min(50, Math.max(10, frame.columns[c]!.length + 2));
    if (temporal[c]) column.numFmt = DATE_FORMAT;
  }

  const cells = new Array<unknown>(width);
  for (let row = 0; row < rowCount; row++) {
    for (let c = 0; c < width; c++) cells[c] = temporal[c] ? toExcelDate(frame.data[c]![row]) : toCellValue(frame.data[c]![row]);
    sheet.addRow(cells);
  }
  // Formats set on the column reach cells added later, the header included: keep it plain text.
  header.eachCell((cell) => { cell.numFmt = 'General'; });
  // exceljs declares its own Buffer type; at run time it is Node's, itself a Uint8Array.
  const written: unknown = await workbook.xlsx.writeBuffer();
  return written instanceof Uint8Array ? written : new Uint8Array(written as ArrayBuffer);
}

/** exceljs turns a Date into an Excel serial from its UTC fields: the engine's wall-clock time. */
function toExcelDate(value: unknown): Date | string | null {
  if (value === null || value === undefined) return null;
  const ms = toEpochMs(value);
  if (ms === null) return typeof value === 'string' ? value : null;
  return new Date(ms);
}

function toCellValue(value: unknown): string | number | boolean | null {
  switch (typeof value) {
    case 'number': return Number.isFinite(value) ? value : null;
    case 'string': return value.length > MAX_CELL_CHARS ? value.slice(0, MAX_CELL_CHARS) : value;
    case 'boolean': return value;
    case 'bigint': return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
    case 'undefined': return null;
    case 'object':
      if (value === null) return null;
      if (value instanceof Date) return toCellValue(value.toISOString());
      return toCellValue(JSON.stringify(value, (_key, member: unknown) => (typeof member === 'bigint' ? member.toString() : member)));
    default: return String(value);
  }
}
