import { isTemporalColumn, rowCountOf, toEpochMs, type ColumnTypes, type SerializableFrame } from './serializable-frame.js';

export interface CsvOptions {
  /** Generic type per column; temporal columns are written as ISO date-times. */
  types?: ColumnTypes;
  /** Field separator, `,` by default (Superset's `CSV_EXPORT.sep`). */
  delimiter?: string;
  /** Record separator, CRLF by default as RFC 4180 says. */
  lineTerminator?: string;
  /** Write the column names first (default true). */
  header?: boolean;
  /** Text for a missing value (default empty). */
  nullValue?: string;
  /**
   * Neutralise text a spreadsheet would run as a formula (default true): a cell starting with
   * `=`, `+`, `-`, `@`, tab or CR gets a leading `'`, unless it is just a number.
   */
  escapeFormulas?: boolean;
  /** Start with a UTF-8 byte-order mark so Excel detects the encoding. */
  bom?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The frame as CSV text: a header row, then one record per row, fields quoted per RFC 4180 when
 * they hold the delimiter, a quote or a line break. Timestamps come out as ISO-8601 date-times
 * (`2024-01-31T08:00:00`, milliseconds only when present, no zone: engine timestamps are wall
 * clock), booleans as `True`/`False` and missing values as `nullValue`, as Superset's pandas
 * export writes them.
 *
 * @example
 * ```ts
 * toCsv({ columns: ['ds', 'name'], data: [[0], ['=HYPERLINK("x")']] }, { types: ['temporal', 'string'] });
 * // 'ds,name\r\n1970-01-01T00:00:00,"\'=HYPERLINK(""x"")"\r\n'
 * ```
 */
export function toCsv(frame: SerializableFrame, options: CsvOptions = {}): string {
  const delimiter = options.delimiter ?? ',';
  const terminator = options.lineTerminator ?? '\r\n';
  const nullValue = options.nullValue ?? '';
  const escapeFormulas = options.escapeFormulas ?? true;
  if (delimiter.length === 0 || /["\r\n]/.test(delimiter)) throw new RangeError('The CSV delimiter must be non-empty and hold no quote or line break');
  const needsQuotes = new RegExp(`["\\r\\n]|${delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  const field = (text: string): string => {
    const safe = escapeFormulas && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text.replaceAll('|', '\\|')}` : text;
    return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };

  const width = frame.columns.length;
  const formatters = frame.columns.map((_, c) => (isTemporalColumn(frame, options.types, c) ? formatTemporal : formatValue));
  const lines: string[] = [];
  if (options.header ?? true) lines.push(frame.columns.map(field).join(delimiter));
  const rowCount = rowCountOf(frame);
  const cells = new Array<string>(width);
  for (let row = 0; row < rowCount; row++) {
    for (let c = 0; c < width; c++) {
      const text = formatters[c]!(frame.data[c]![row]);
      cells[c] = text === null ? nullValue : field(text);
    }
    lines.push(cells.join(delimiter));
  }
  return (options.bom ? '\ufeff' : '') + lines.join(terminator) + (lines.length > 0 ? terminator : '');
}

/** Cell text, or null for a missing value (including NaN, as pandas writes it). */
function formatValue(value: unknown): string | null {
  switch (typeof value) {
    case 'string': return value;
    case 'number': return Number.isNaN(value) ? null : String(value);
    case 'bigint': return value.toString();
    case 'boolean': return value ? 'True' : 'False';
    case 'undefined': return null;
    case 'object':
      if (value === null) return null;
      if (value instanceof Date) return formatTemporal(value);
      if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex');
      return JSON.stringify(value, (_key, member: unknown) => (typeof member === 'bigint' ? member.toString() : member));
    default: return String(value);
  }
}

function formatTemporal(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const ms = toEpochMs(value);
  if (ms === null) return typeof value === 'string' ? value : null;
  return isoDateTime(ms);
}

/** `YYYY-MM-DDTHH:mm:ss[.sss]` in UTC, the wall-clock time the engine returned. */
export function isoDateTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  return iso.endsWith('.000Z') ? iso.slice(0, -5) : iso.slice(0, -1);
}
