import type { TableColumn, TableRow } from './table-chart-props.js';

/** Rows whose text is measured per column: enough to see typical widths, cheap on 100k rows. */
const SAMPLE_ROWS = 200;
const CHAR_WIDTH = 7.4;
const HEADER_CHAR_WIDTH = 7.8;
/** Cell padding plus room for the sort arrow. */
const PADDING = 28;
const MIN_WIDTH = 64;
const MAX_WIDTH = 360;

/**
 * Column widths in pixels, estimated from the header and a sample of formatted cells (text width is
 * approximated per character, since measuring text would need a layout pass per cell), clamped to a
 * readable range and stretched to fill `available` when the table is narrower than its box.
 */
export function columnWidths(columns: readonly TableColumn[], rows: readonly TableRow[], available: number): number[] {
  const step = Math.max(1, Math.floor(rows.length / SAMPLE_ROWS));
  const natural = columns.map((column) => {
    let longest = 0;
    for (let i = 0; i < rows.length; i += step) longest = Math.max(longest, column.formatter(rows[i]![column.key]).length);
    const width = Math.max(column.label.length * HEADER_CHAR_WIDTH, longest * CHAR_WIDTH) + PADDING;
    return Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));
  });
  const total = natural.reduce((sum, width) => sum + width, 0);
  if (total === 0 || total >= available) return natural;
  // Stretch proportionally; the rounding remainder goes to the last column so the row fills the box exactly.
  const stretched = natural.map((width) => Math.floor((width * available) / total));
  stretched[stretched.length - 1]! += available - stretched.reduce((sum, width) => sum + width, 0);
  return stretched;
}
