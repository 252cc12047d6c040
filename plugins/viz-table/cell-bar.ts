import { toCellNumber } from './cell-values.js';
import type { TableRow } from './table-chart-props.js';

/** The smallest and largest numeric value of a column; `[0, 0]` when it has none. */
export function columnExtent(rows: readonly TableRow[], key: string): [number, number] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    const value = toCellNumber(row[key]);
    if (value === null || !Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min <= max ? [min, max] : [0, 0];
}

/** Where a cell bar sits, in percent of the cell's width. */
export interface CellBarGeometry {
  left: number;
  width: number;
}

/**
 * The bar behind a value. Aligned, every bar starts at the left edge and is as long as the
 * value's magnitude relative to the column's largest magnitude. Otherwise the cell is split at a
 * zero line placed by the column's negative and positive extents: positive bars grow right of
 * it, negative bars left.
 *
 * @example
 * cellBar(5, [-10, 10], false); // { left: 50, width: 25 }
 */
export function cellBar(value: number, [min, max]: readonly [number, number], align: boolean): CellBarGeometry {
  if (!Number.isFinite(value)) return { left: 0, width: 0 };
  if (align) {
    const scale = Math.max(Math.abs(min), Math.abs(max));
    return { left: 0, width: scale === 0 ? 0 : (Math.abs(value) / scale) * 100 };
  }
  const negative = Math.max(0, -min);
  const positive = Math.max(0, max);
  const total = negative + positive;
  if (total === 0) return { left: 0, width: 0 };
  const zero = (negative / total) * 100;
  const width = (Math.abs(value) / total) * 100;
  return { left: value < 0 ? zero - width : zero, width };
}
