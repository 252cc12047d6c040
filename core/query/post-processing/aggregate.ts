import type { Frame } from './frame.js';
import { assertColumnsExist, deriveFrame, resolveColumn, rowCount } from './frame-columns.js';
import { groupKeyValues, groupRows } from './group-rows.js';
import { OptionReader } from './option-reader.js';
import { resolveAggregates, type AggregateSpec } from './resolve-aggregates.js';

/** Options of `aggregate` (Superset's `ChartDataAggregateOptionsSchema` plus `groupby`). */
export type AggregateOptions = {
  groupby?: string[];
  aggregates?: Record<string, AggregateSpec>;
};

/**
 * Groups rows by `groupby` and reduces each group with `aggregates`, keyed by output label:
 * `{ total: { column: 'num', operator: 'sum' } }`. Groups come out sorted by key and rows whose key
 * is missing are left out (pandas' `groupby`); without `groupby` the result is one row. Missing
 * values are skipped by every operator.
 *
 * @example
 * aggregate(frame, { groupby: ['gender'], aggregates: { total: { column: 'num', operator: 'sum' } } })
 * // columns ['gender', 'total']
 */
export function aggregate(frame: Frame, options: AggregateOptions): Frame {
  const reader = new OptionReader('aggregate', options, ['groupby', 'aggregates']);
  const groupby = reader.stringArray('groupby') ?? [];
  assertColumnsExist(frame, groupby);
  const aggregates = resolveAggregates(frame, reader.record('aggregates') ?? {});

  const keyColumns = groupby.map((name) => frame.data[resolveColumn(frame, name)[0]!]!);
  const groups = groupRows(keyColumns, rowCount(frame));

  const data: unknown[][] = keyColumns.map((column) => groupKeyValues(groups, column));
  for (const { source, reduce } of aggregates) {
    const values = new Array<unknown>(groups.count);
    for (let g = 0; g < groups.count; g++) values[g] = reduce(source, groups.order, groups.offsets[g]!, groups.offsets[g + 1]!);
    data.push(values);
  }
  const columns = [...groupby, ...aggregates.map((a) => a.label)];
  return deriveFrame({ columns: [], data: [], temporalColumns: frame.temporalColumns }, columns, data);
}
