import type { Frame } from './frame.js';
import { assertColumnsExist, resolveColumn, rowCount, takeRows } from './frame-columns.js';
import { groupRows } from './group-rows.js';
import { isMissing } from './numeric-values.js';
import { OptionReader } from './option-reader.js';

/** Options of `sort`: Superset's `{ columns: { name: ascending } }`, or its newer `by` / `ascending` / `is_sort_index`. */
export type SortOptions = {
  columns?: Record<string, boolean>;
  by?: string | string[];
  ascending?: boolean | boolean[];
  /** Sort by the index (the pivot's x-axis) instead of by values. */
  is_sort_index?: boolean;
};

/**
 * Sorts rows by one or more columns (or by the index), each ascending or descending. The sort is
 * stable and missing values go last in either direction, as pandas' `sort_values` does.
 *
 * @example
 * sort(frame, { columns: { gender: true, total: false } })
 * sort(pivoted, { is_sort_index: true, ascending: false })
 */
export function sort(frame: Frame, options: SortOptions): Frame {
  const reader = new OptionReader('sort', options, ['columns', 'by', 'ascending', 'is_sort_index']);
  const byIndex = reader.boolean('is_sort_index', false);
  const columnsMap = reader.record('columns');
  const rawAscending = reader.value('ascending');
  if (rawAscending !== undefined && typeof rawAscending !== 'boolean' && !(Array.isArray(rawAscending) && rawAscending.every((v) => typeof v === 'boolean'))) {
    reader.fail('"ascending" must be a boolean or a list of booleans');
  }

  let keys: string[];
  let ascending: boolean[];
  const n = rowCount(frame);
  if (byIndex) {
    keys = frame.index ?? [];
    if (keys.length === 0) {
      // A plain frame's index is the row number.
      const descending = rawAscending === false;
      return descending ? takeRows(frame, Int32Array.from({ length: n }, (_, i) => n - 1 - i)) : frame;
    }
  } else if (columnsMap) {
    keys = Object.keys(columnsMap);
    if (!Object.values(columnsMap).every((value) => typeof value === 'boolean')) reader.fail('"columns" must map column names to true (ascending) or false');
  } else {
    keys = reader.stringArray('by') ?? [];
    if (keys.length === 0) reader.fail('one of "columns", "by" or "is_sort_index" is required');
  }
  if (columnsMap && !byIndex) ascending = keys.map((key) => columnsMap[key] as boolean);
  else if (Array.isArray(rawAscending)) {
    if (rawAscending.length !== keys.length) reader.fail(`length of "ascending" (${rawAscending.length}) != length of "by" (${keys.length})`);
    ascending = rawAscending as boolean[];
  } else ascending = keys.map(() => rawAscending !== false);
  assertColumnsExist(frame, keys);

  // Each key becomes its sorted distinct-value rank (missing values ranked last), so the row sort
  // compares integers instead of cells.
  const ranks = keys.map((key) => {
    const column = frame.data[resolveColumn(frame, key)[0]!]!;
    const groups = groupRows([column], n, false);
    const last = groups.count - 1;
    const missingRank = last >= 0 && isMissing(column[groups.firstRow[last]!]) ? last : -1;
    return { order: groups.groupOf, missingRank };
  });
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => {
    for (let k = 0; k < ranks.length; k++) {
      const { order: rank, missingRank } = ranks[k]!;
      const x = rank[a]!;
      const y = rank[b]!;
      if (x === y) continue;
      // Missing values stay last whatever the direction.
      if (x === missingRank || y === missingRank) return x === missingRank ? 1 : -1;
      return ascending[k] ? x - y : y - x;
    }
    return 0;
  });
  return takeRows(frame, order);
}
