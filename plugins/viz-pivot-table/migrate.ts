import type { QueryFormData } from '@core/plugin-api/index.js';
import type { AggregateFunction } from './aggregate-functions.js';
import type { PivotTableFormData } from './form-data.schema.js';

/** The legacy pivot table's pandas aggregate names → the aggregate functions of `pivot_table_v2`. */
const PANDAS_AGGREGATES: Readonly<Record<string, AggregateFunction>> = {
  sum: 'Sum',
  mean: 'Average',
  median: 'Median',
  min: 'Minimum',
  max: 'Maximum',
  std: 'Sample Standard Deviation',
  var: 'Sample Variance',
  count: 'Count',
  nunique: 'Count Unique Values',
  first: 'First',
  last: 'Last',
};

/** Legacy field → its `pivot_table_v2` name, copied when the new field is missing. */
const RENAMED_FIELDS: ReadonlyArray<readonly [legacy: string, current: string]> = [
  ['groupby', 'groupbyRows'],
  ['columns', 'groupbyColumns'],
  ['combine_metric', 'combineMetric'],
  ['transpose_pivot', 'transposePivot'],
  ['number_format', 'valueFormat'],
  ['timeseries_limit_metric', 'series_limit_metric'],
  ['limit', 'series_limit'],
];

const isMissing = (value: unknown): boolean => value === undefined || value === null || (Array.isArray(value) && value.length === 0);

/**
 * Upgrades form data of Superset's legacy pivot table (`pivot_table`) or an older save: `groupby`
 * → `groupbyRows`, `columns` → `groupbyColumns`, `pandas_aggfunc` ('sum', 'mean' …) →
 * `aggregateFunction` ('Sum', 'Average' …), `pivot_margins` → `rowTotals` and `colTotals`,
 * `combine_metric`, `transpose_pivot`, `number_format`, `timeseries_limit_metric` and `limit` to
 * their new names. A field already set under its new name wins; the legacy fields are dropped.
 * Idempotent and pure.
 *
 * @example
 * ```ts
 * migrate({ datasource: '1__table', viz_type: 'pivot_table', groupby: ['region'], pandas_aggfunc: 'mean' });
 * // { datasource: '1__table', viz_type: 'pivot_table_v2', groupbyRows: ['region'], aggregateFunction: 'Average' }
 * ```
 */
export function migrate(formData: QueryFormData): PivotTableFormData {
  const next: Record<string, unknown> = { ...formData, viz_type: 'pivot_table_v2' };
  for (const [legacy, current] of RENAMED_FIELDS) {
    if (!(legacy in next)) continue;
    if (isMissing(next[current]) && !isMissing(next[legacy])) next[current] = next[legacy];
    delete next[legacy];
  }
  if ('pandas_aggfunc' in next) {
    const aggregate = typeof next.pandas_aggfunc === 'string' ? PANDAS_AGGREGATES[next.pandas_aggfunc] : undefined;
    if (aggregate && next.aggregateFunction === undefined) next.aggregateFunction = aggregate;
    delete next.pandas_aggfunc;
  }
  if ('pivot_margins' in next) {
    if (typeof next.pivot_margins === 'boolean') {
      if (next.rowTotals === undefined) next.rowTotals = next.pivot_margins;
      if (next.colTotals === undefined) next.colTotals = next.pivot_margins;
    }
    delete next.pivot_margins;
  }
  return next as PivotTableFormData;
}
