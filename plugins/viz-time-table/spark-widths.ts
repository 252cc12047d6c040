/** Width the row-name column is expected to take. */
export const NAME_COLUMN_WIDTH = 160;
/** Width a number column is expected to take. */
export const VALUE_COLUMN_WIDTH = 90;
/** The narrowest a sparkline is drawn. */
export const MIN_SPARK_WIDTH = 60;
/** The widest an automatically sized sparkline is drawn. */
export const MAX_SPARK_WIDTH = 300;
/** Room kept for the table's edges. */
const EDGE = 16;
/** Left and right padding of a cell. */
export const CELL_PADDING = 20;

/** What the widths depend on: a column's kind and, for a sparkline, the width it asks for (null: automatic). */
export interface SparkColumnSize {
  colType: string;
  width: number | null;
}

/** The widest text (header or value, without padding) of the name column and of each column; null for a sparkline column. */
export interface TableTextWidths {
  name: number;
  columns: readonly (number | null)[];
}

/**
 * The width of each sparkline column (null for the other columns) so that the table fits `width`:
 * automatic sparklines share what the name, number and fixed-width columns leave (between 60 and
 * 300 pixels); a sparkline that asks for a width keeps it while the table fits, and is narrowed in
 * proportion (to no less than 60 pixels) when it would push the number columns out of sight. The
 * name and number columns take their measured `text` widths plus padding when given, else 160 and
 * 90 pixels.
 *
 * @example
 * ```ts
 * sparkColumnWidths([{ colType: 'spark', width: 300 }, { colType: 'time', width: null }], 490);
 * // [224, null]: 490 − 160 − 90 − 16 leaves 224 pixels for the sparkline
 * ```
 */
export function sparkColumnWidths(columns: readonly SparkColumnSize[], width: number, text?: TableTextWidths): (number | null)[] {
  const sparks = columns.filter((column) => column.colType === 'spark');
  const autoCount = sparks.filter((column) => column.width === null).length;
  const requested = sparks.reduce((sum, column) => sum + (column.width ?? 0), 0);
  const nameWidth = text ? text.name + CELL_PADDING : NAME_COLUMN_WIDTH;
  const otherWidths = columns.reduce(
    (sum, column, i) => sum + (column.colType === 'spark' ? (text ? CELL_PADDING : 0) : text ? (text.columns[i] ?? 0) + CELL_PADDING : VALUE_COLUMN_WIDTH),
    0,
  );
  const room = width - nameWidth - otherWidths - EDGE;
  const roomForRequested = Math.max(0, room - MIN_SPARK_WIDTH * autoCount);
  const scale = requested > roomForRequested ? roomForRequested / requested : 1;
  const autoWidth = autoCount > 0 ? Math.max(MIN_SPARK_WIDTH, Math.min(MAX_SPARK_WIDTH, (room - requested * scale) / autoCount)) : 0;
  return columns.map((column) => {
    if (column.colType !== 'spark') return null;
    if (column.width === null) return Math.floor(autoWidth);
    return Math.max(MIN_SPARK_WIDTH, Math.floor(column.width * scale));
  });
}
