import { isoDateTime } from '../../engine/serialize/index.js';
import { isTemporalColumn, rowCountOf, toEpochMs, type ColumnTypes, type SerializableFrame } from '../../engine/serialize/serializable-frame.js';

/** Rows a TEXT report shows in the mail body; the rest is counted under the table. */
export const TEXT_REPORT_MAX_ROWS = 100;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function cellText(value: unknown, temporal: boolean): string {
  if (value === null || value === undefined) return '';
  if (temporal) {
    const ms = toEpochMs(value);
    return ms === null ? String(value) : isoDateTime(ms);
  }
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value instanceof Uint8Array) return Buffer.from(value).toString('hex');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A chart's data as an HTML table for a TEXT report's mail body: a header of the column names and
 * at most `maxRows` rows, every cell escaped; when rows were left out, a line under the table says
 * how many there were. Timestamps are ISO date-times, as the CSV export writes them.
 *
 * @example
 * ```ts
 * htmlTable({ columns: ['name'], data: [['<b>']] }); // '<table …><thead><tr><th>name</th></tr></thead><tbody><tr><td>&lt;b&gt;</td></tr></tbody></table>'
 * ```
 */
export function htmlTable(frame: SerializableFrame, options: { types?: ColumnTypes; maxRows?: number } = {}): string {
  const maxRows = options.maxRows ?? TEXT_REPORT_MAX_ROWS;
  const total = rowCountOf(frame);
  const shown = Math.min(total, maxRows);
  const temporal = frame.columns.map((_, c) => isTemporalColumn(frame, options.types, c));
  const head = frame.columns.map((column) => `<th style="border:1px solid #ccc;padding:4px 8px;text-align:left">${escapeHtml(column)}</th>`).join('');
  const rows: string[] = [];
  for (let row = 0; row < shown; row++) {
    const cells = frame.columns.map((_, c) => `<td style="border:1px solid #ccc;padding:4px 8px">${escapeHtml(cellText(frame.data[c]?.[row], temporal[c]!))}</td>`);
    rows.push(`<tr>${cells.join('')}</tr>`);
  }
  const table = `<table style="border-collapse:collapse;font-family:sans-serif;font-size:13px"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
  return shown < total ? `${table}<p style="font-family:sans-serif;font-size:12px;color:#666">Showing ${shown} of ${total} rows.</p>` : table;
}
