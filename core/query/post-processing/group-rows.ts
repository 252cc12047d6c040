import { compareValues } from './compare-values.js';
import { isMissing } from './numeric-values.js';

/**
 * Rows partitioned by the values of some key columns. Groups are numbered in sorted key order, as
 * pandas' `groupby(sort=True)` yields them; rows of group `g` are
 * `order[offsets[g]..offsets[g + 1])`, in their original order.
 */
export interface RowGroups {
  count: number;
  /** One row of each group: the key columns' values at that row are the group's key. */
  firstRow: Int32Array;
  /** Group number of each row; -1 for a row left out because a key value is missing. */
  groupOf: Int32Array;
  order: Int32Array;
  offsets: Int32Array;
}

const MISSING_KEY = Symbol('missing');

/** A Map key for a tuple of cells: collision-free (typed, length-prefixed). */
function encodeKey(keyColumns: readonly ArrayLike<unknown>[], row: number): string {
  let key = '';
  for (const column of keyColumns) {
    const value = column[row];
    if (isMissing(value)) key += 'z;';
    else if (typeof value === 'string') key += `s${value.length}:${value}`;
    else if (typeof value === 'number') key += `n${value};`;
    else if (value instanceof Date) key += `n${value.getTime()};`;
    else key += `${typeof value}${String(value)};`;
  }
  return key;
}

function hasMissing(keyColumns: readonly ArrayLike<unknown>[], row: number): boolean {
  for (const column of keyColumns) if (isMissing(column[row])) return true;
  return false;
}

/** Group ids ordered by their keys; numeric single keys avoid the generic comparison. */
function sortGroups(keyColumns: readonly ArrayLike<unknown>[], firstRows: number[]): Int32Array {
  const ids = Int32Array.from(firstRows, (_, id) => id);
  const single = keyColumns.length === 1 ? keyColumns[0]! : null;
  if (single && firstRows.every((row) => typeof single[row] === 'number' || isMissing(single[row]))) {
    const keys = Float64Array.from(firstRows, (row) => (isMissing(single[row]) ? Number.NaN : (single[row] as number)));
    return ids.sort((a, b) => {
      const x = keys[a]!;
      const y = keys[b]!;
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
      return x - y;
    });
  }
  return ids.sort((a, b) => {
    for (const column of keyColumns) {
      const order = compareValues(column[firstRows[a]!], column[firstRows[b]!]);
      if (order !== 0) return order;
    }
    return 0;
  });
}

/**
 * The fast path for one numeric key column (timestamps, combined keys): a native sort of the keys
 * gives the distinct values in order, and a binary search gives each row its group. Null when a
 * present value is not a number.
 */
function groupNumericKeys(column: ArrayLike<unknown>, rowCount: number, dropMissing: boolean): RowGroups | null {
  const keys = new Float64Array(rowCount);
  for (let row = 0; row < rowCount; row++) {
    const value = column[row];
    if (typeof value === 'number') keys[row] = value;
    else if (isMissing(value)) keys[row] = Number.NaN;
    else return null;
  }
  // Typed-array sorting is numeric and puts NaN (missing) last.
  const sorted = keys.slice().sort();
  const distinct: number[] = [];
  let hasMissing = false;
  for (let i = 0; i < sorted.length; i++) {
    const value = sorted[i]!;
    if (Number.isNaN(value)) {
      hasMissing = true;
      break;
    }
    if (i === 0 || value !== sorted[i - 1]) distinct.push(value);
  }
  const missingGroup = hasMissing && !dropMissing ? distinct.length : -1;
  const count = distinct.length + (missingGroup >= 0 ? 1 : 0);
  const groupOf = new Int32Array(rowCount);
  const firstRow = new Int32Array(count).fill(-1);
  const offsets = new Int32Array(count + 1);
  for (let row = 0; row < rowCount; row++) {
    const key = keys[row]!;
    let g: number;
    if (Number.isNaN(key)) g = missingGroup;
    else {
      let low = 0;
      let high = distinct.length - 1;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (distinct[mid]! < key) low = mid + 1;
        else high = mid;
      }
      g = low;
    }
    groupOf[row] = g;
    if (g < 0) continue;
    if (firstRow[g] === -1) firstRow[g] = row;
    offsets[g + 1] = offsets[g + 1]! + 1;
  }
  for (let g = 0; g < count; g++) offsets[g + 1] = offsets[g + 1]! + offsets[g]!;
  const order = new Int32Array(offsets[count]!);
  const cursor = offsets.slice(0, count);
  for (let row = 0; row < rowCount; row++) {
    const g = groupOf[row]!;
    if (g >= 0) order[cursor[g]!++] = row;
  }
  return { count, firstRow, groupOf, order, offsets };
}

/**
 * Composite keys as one number per row whose order is the keys' order: each column's sorted group
 * rank, combined in mixed radix. Cheaper than hashing an encoded string per row; null when the
 * combinations outgrow exact integers (then the caller encodes strings).
 */
function combineKeys(keyColumns: readonly ArrayLike<unknown>[], rowCount: number, dropMissing: boolean): Float64Array | null {
  const perColumn = keyColumns.map((column) => groupRows([column], rowCount, dropMissing));
  if (perColumn.reduce((product, groups) => product * Math.max(groups.count, 1), 1) > Number.MAX_SAFE_INTEGER) return null;
  const combined = new Float64Array(rowCount);
  for (let row = 0; row < rowCount; row++) {
    let key = 0;
    for (const groups of perColumn) {
      const rank = groups.groupOf[row]!;
      if (rank < 0) {
        key = Number.NaN;
        break;
      }
      key = key * groups.count + rank;
    }
    combined[row] = key;
  }
  return combined;
}

/**
 * Groups `rowCount` rows by `keyColumns` (pandas' `groupby(keys, sort=True, dropna=…)`): with
 * `dropMissing` (pandas' default) rows with a missing key value belong to no group, otherwise
 * missing values form groups of their own, sorted last. With no key columns every row is in one
 * group. Hashing assigns groups in one pass; only the distinct keys are sorted.
 */
export function groupRows(keyColumns: readonly ArrayLike<unknown>[], rowCount: number, dropMissing = true): RowGroups {
  if (keyColumns.length > 1) {
    const combined = combineKeys(keyColumns, rowCount, dropMissing);
    if (combined) return groupRows([combined], rowCount);
  }
  if (keyColumns.length === 1) {
    const numeric = groupNumericKeys(keyColumns[0]!, rowCount, dropMissing);
    if (numeric) return numeric;
  }
  const groupOf = new Int32Array(rowCount);
  const firstRows: number[] = [];
  if (keyColumns.length === 0) {
    if (rowCount > 0) firstRows.push(0);
  } else {
    // A single key is used as the Map key itself; composite keys are encoded once per row.
    const single = keyColumns.length === 1 ? keyColumns[0]! : null;
    const ids = new Map<unknown, number>();
    for (let row = 0; row < rowCount; row++) {
      if (dropMissing && hasMissing(keyColumns, row)) {
        groupOf[row] = -1;
        continue;
      }
      let key: unknown = single ? single[row] : encodeKey(keyColumns, row);
      if (key instanceof Date) key = key.getTime();
      else if (single && isMissing(key)) key = MISSING_KEY;
      let id = ids.get(key);
      if (id === undefined) {
        id = firstRows.length;
        ids.set(key, id);
        firstRows.push(row);
      }
      groupOf[row] = id;
    }
  }

  const sorted = sortGroups(keyColumns, firstRows);
  const count = sorted.length;
  const rank = new Int32Array(count);
  for (let position = 0; position < count; position++) rank[sorted[position]!] = position;

  // Counting sort of the rows by group.
  const offsets = new Int32Array(count + 1);
  for (let row = 0; row < rowCount; row++) {
    const id = groupOf[row]!;
    if (id < 0) continue;
    const g = rank[id]!;
    groupOf[row] = g;
    offsets[g + 1] = offsets[g + 1]! + 1;
  }
  for (let g = 0; g < count; g++) offsets[g + 1] = offsets[g + 1]! + offsets[g]!;
  const order = new Int32Array(offsets[count]!);
  const cursor = offsets.slice(0, count);
  for (let row = 0; row < rowCount; row++) {
    const g = groupOf[row]!;
    if (g >= 0) order[cursor[g]!++] = row;
  }
  const firstRow = Int32Array.from(sorted, (id) => firstRows[id]!);
  return { count, firstRow, groupOf, order, offsets };
}

/** The values of one key column for each group, in group order (an output column of a group-by). */
export function groupKeyValues(groups: RowGroups, column: ArrayLike<unknown>): unknown[] {
  return Array.from(groups.firstRow, (row) => column[row]);
}
