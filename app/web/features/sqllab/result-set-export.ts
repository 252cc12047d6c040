import { formatCell } from '../../chart/results/results-grid-model';
import type { ResultSet } from './result-set';

/** A cell as the grid shows it: null for a missing value. */
export function cellText(resultSet: ResultSet, row: number, column: number): string | null {
  return formatCell(resultSet.value(row, column), resultSet.columns[column]?.kind ?? 'string');
}

const csvField = (text: string | null) => {
  if (text === null) return '';
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const tsvField = (text: string | null) => (text ?? '').replace(/[\t\r\n]+/g, ' ');

/** Rows per chunk of {@link csvChunks}: big results become many small strings, never one huge one. */
const ROWS_PER_CHUNK = 10_000;

/**
 * A result set as CSV (RFC 4180: header line, `,` separators, quoted fields where needed, CRLF
 * line ends), in chunks ready for `new Blob(chunks)`; rows in `order` when given.
 */
export function csvChunks(resultSet: ResultSet, order?: ArrayLike<number>): string[] {
  const columnCount = resultSet.columns.length;
  const rowCount = order ? order.length : resultSet.rowCount;
  const chunks = [`${resultSet.columns.map((column) => csvField(column.name)).join(',')}\r\n`];
  for (let first = 0; first < rowCount; first += ROWS_PER_CHUNK) {
    const lines: string[] = [];
    for (let position = first; position < Math.min(rowCount, first + ROWS_PER_CHUNK); position += 1) {
      const row = order ? order[position]! : position;
      const fields: string[] = new Array(columnCount);
      for (let column = 0; column < columnCount; column += 1) fields[column] = csvField(cellText(resultSet, row, column));
      lines.push(fields.join(','));
    }
    chunks.push(`${lines.join('\r\n')}\r\n`);
  }
  return chunks;
}

/** A result set as tab-separated text, the way spreadsheets paste it; rows in `order` when given. */
export function tsvText(resultSet: ResultSet, order?: ArrayLike<number>): string {
  const rowCount = order ? order.length : resultSet.rowCount;
  const lines = [resultSet.columns.map((column) => tsvField(column.name)).join('\t')];
  for (let position = 0; position < rowCount; position += 1) {
    const row = order ? order[position]! : position;
    lines.push(resultSet.columns.map((_, column) => tsvField(cellText(resultSet, row, column))).join('\t'));
  }
  return lines.join('\n');
}

/** Saves CSV chunks as a file download. */
export function downloadCsv(chunks: string[], fileName: string): void {
  const url = URL.createObjectURL(new Blob(chunks, { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
