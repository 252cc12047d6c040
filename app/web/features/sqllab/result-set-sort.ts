import type { ResultColumnKind, ResultSet } from './result-set';

/** Which column the grid is sorted by, and which way. */
export interface ResultSort {
  /** Index into the result set's columns. */
  column: number;
  direction: 'asc' | 'desc';
}

/** Past this many rows strings compare by code unit: a locale-aware collator would take seconds. */
export const COLLATED_SORT_MAX_ROWS = 100_000;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A value as a number for numeric, temporal and boolean columns; NaN when it has none. */
function numericKey(value: unknown, kind: ResultColumnKind): number {
  if (value === null || value === undefined) return Number.NaN;
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' && value.trim() !== '') {
    if (kind === 'temporal') return Date.parse(value);
    return Number(value);
  }
  return Number.NaN;
}

/**
 * The row order of a result set sorted by one column: nulls (and unparsable numbers) last both
 * ways, ties in their original order. Keys are read once per row into a typed array, so a million
 * numeric rows sort in a few hundred milliseconds.
 *
 * @example
 * ```ts
 * const order = sortedRowOrder(resultSet, { column: 2, direction: 'desc' });
 * resultSet.value(order[0]!, 2); // the largest value
 * ```
 */
export function sortedRowOrder(resultSet: ResultSet, sort: ResultSort): Uint32Array {
  const count = resultSet.rowCount;
  const order = new Uint32Array(count);
  for (let row = 0; row < count; row += 1) order[row] = row;
  const column = resultSet.columns[sort.column];
  if (!column) return order;
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (column.kind !== 'string') {
    const keys = new Float64Array(count);
    for (let row = 0; row < count; row += 1) keys[row] = numericKey(resultSet.value(row, sort.column), column.kind);
    return order.sort((a, b) => {
      const left = keys[a]!;
      const right = keys[b]!;
      const leftMissing = Number.isNaN(left);
      const rightMissing = Number.isNaN(right);
      if (leftMissing || rightMissing) return leftMissing === rightMissing ? a - b : leftMissing ? 1 : -1;
      return left === right ? a - b : (left - right) * sign;
    });
  }
  const keys: (string | null)[] = new Array(count);
  for (let row = 0; row < count; row += 1) {
    const value = resultSet.value(row, sort.column);
    keys[row] = value === null || value === undefined ? null : typeof value === 'string' ? value : String(value);
  }
  const compare = count <= COLLATED_SORT_MAX_ROWS ? collator.compare : (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return order.sort((a, b) => {
    const left = keys[a]!;
    const right = keys[b]!;
    if (left === null || right === null) return left === right ? a - b : left === null ? 1 : -1;
    const compared = compare(left, right);
    return compared === 0 ? a - b : compared * sign;
  });
}
