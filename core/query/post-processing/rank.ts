import type { Frame } from './frame.js';
import { assertColumnsExist, deriveFrame, resolveColumn, rowCount } from './frame-columns.js';
import { groupRows } from './group-rows.js';
import { toNumericColumn } from './numeric-values.js';
import { OptionReader } from './option-reader.js';

/** Options of `rank` (Superset's `rank`). */
export type RankOptions = {
  /** The column to rank. */
  metric: string;
  /** Rank within each value of this column (or these columns) instead of over the whole frame. */
  group_by?: string | string[];
};

/** Percentile ranks (pandas' `rank(pct=True)`, ties averaged) of rows `order[start..end)`, written into `out`. */
function rankRows(values: Float64Array, order: Int32Array, start: number, end: number, out: (number | null)[]): void {
  const present: number[] = [];
  for (let k = start; k < end; k++) if (!Number.isNaN(values[order[k]!]!)) present.push(order[k]!);
  present.sort((a, b) => values[a]! - values[b]!);
  for (let start = 0; start < present.length; ) {
    let end = start + 1;
    while (end < present.length && values[present[end]!] === values[present[start]!]) end++;
    // Tied values share the mean of the ranks they span (1-based).
    const rank = (start + 1 + end) / 2;
    for (let k = start; k < end; k++) out[present[k]!] = rank / present.length;
    start = end;
  }
}

/**
 * Adds a `rank` column: each row's percentile rank of `metric` (0 < rank ≤ 1, ties sharing their
 * average rank), over the frame or within each `group_by` value. Missing values, and rows whose
 * group is missing, get no rank.
 *
 * @example
 * rank(frame, { metric: 'total', group_by: 'country' })
 */
export function rank(frame: Frame, options: RankOptions): Frame {
  const reader = new OptionReader('rank', options, ['metric', 'group_by']);
  const metric = reader.requiredString('metric');
  const groupBy = reader.stringArray('group_by') ?? [];
  assertColumnsExist(frame, [metric, ...groupBy]);

  const n = rowCount(frame);
  const values = toNumericColumn(frame.data[resolveColumn(frame, metric)[0]!]!);
  const ranks = new Array<number | null>(n).fill(null);
  const groups = groupRows(groupBy.map((name) => frame.data[resolveColumn(frame, name)[0]!]!), n);
  for (let g = 0; g < groups.count; g++) rankRows(values, groups.order, groups.offsets[g]!, groups.offsets[g + 1]!, ranks);

  const position = frame.columns.indexOf('rank');
  const columns = position >= 0 ? frame.columns : [...frame.columns, 'rank'];
  const data = [...frame.data];
  data[position >= 0 ? position : data.length] = ranks;
  return deriveFrame(frame, columns, data);
}
