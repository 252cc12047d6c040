import type { AdhocFilter, PivotAggregateFunction, QueryFormData } from '@core/plugin-api/index.js';
import type { PivotTableFormData } from './form-data.schema.js';

/** The `viz_type` of Superset's legacy pivot table, which opens as `pivot_table_v2`. */
export const LEGACY_PIVOT_TABLE = 'pivot_table';

/** The legacy pivot table's pandas aggregate names → the aggregate functions of `pivot_table_v2`. */
const PANDAS_AGGREGATES: Readonly<Record<string, PivotAggregateFunction>> = {
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

/** Legacy field → its `pivot_table_v2` name (Superset's pivot table migration renames these). */
const LEGACY_RENAMES: ReadonlyArray<readonly [legacy: string, current: string]> = [
  ['groupby', 'groupbyRows'],
  ['columns', 'groupbyColumns'],
  ['combine_metric', 'combineMetric'],
  ['transpose_pivot', 'transposePivot'],
  ['number_format', 'valueFormat'],
  ['timeseries_limit_metric', 'series_limit_metric'],
  // The legacy chart's row limit bounded its series; the new chart has a row limit of its own.
  ['row_limit', 'series_limit'],
];

/** Stray legacy fields an older `pivot_table_v2` save may still hold, and their current names. */
const OLDER_RENAMES: ReadonlyArray<readonly [legacy: string, current: string]> = [...LEGACY_RENAMES.filter(([legacy]) => legacy !== 'row_limit'), ['limit', 'series_limit']];

/** Superset's `DEFAULT_TIME_FILTER`: the range of a legacy time column saved without one. */
const NO_TIME_FILTER = 'No filter';

const isMissing = (value: unknown): boolean => value === undefined || value === null || (Array.isArray(value) && value.length === 0);

function aggregateOf(pandas: unknown): PivotAggregateFunction | undefined {
  return typeof pandas === 'string' ? PANDAS_AGGREGATES[pandas] : undefined;
}

/**
 * Superset's pivot table migration, over form data saved as `pivot_table`: the legacy names win
 * over any current ones; `pivot_margins` shows the column totals and subtotals; rows sort by value,
 * largest first; the legacy time column and range become a TEMPORAL_RANGE filter.
 */
function fromLegacyPivotTable(formData: QueryFormData): Record<string, unknown> {
  const next: Record<string, unknown> = { ...formData, viz_type: 'pivot_table_v2' };
  if (next['pivot_margins']) {
    next['colTotals'] = true;
    next['colSubTotals'] = true;
  }
  delete next['pivot_margins'];
  if ('pandas_aggfunc' in next) {
    const aggregate = aggregateOf(next['pandas_aggfunc']);
    if (aggregate) next['aggregateFunction'] = aggregate;
    delete next['pandas_aggfunc'];
  }
  next['rowOrder'] = 'value_z_to_a';
  for (const [legacy, current] of LEGACY_RENAMES) {
    if (!(legacy in next)) continue;
    next[current] = next[legacy];
    delete next[legacy];
  }
  const granularity = next['granularity_sqla'];
  const timeRange = next['time_range'];
  delete next['granularity_sqla'];
  delete next['time_range'];
  if (typeof granularity === 'string' && granularity !== '') {
    const timeFilter: AdhocFilter = {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: granularity,
      operator: 'TEMPORAL_RANGE',
      comparator: typeof timeRange === 'string' && timeRange !== '' ? timeRange : NO_TIME_FILTER,
    };
    next['adhoc_filters'] = [...(Array.isArray(next['adhoc_filters']) ? (next['adhoc_filters'] as AdhocFilter[]) : []), timeFilter];
  }
  return next;
}

/** Moves stray legacy fields of an older `pivot_table_v2` save to their names; a current value wins. */
function withoutStrayLegacyFields(formData: Record<string, unknown>): Record<string, unknown> {
  const next: Record<string, unknown> = { ...formData, viz_type: 'pivot_table_v2' };
  for (const [legacy, current] of OLDER_RENAMES) {
    if (!(legacy in next)) continue;
    if (isMissing(next[current]) && !isMissing(next[legacy])) next[current] = next[legacy];
    delete next[legacy];
  }
  if ('pandas_aggfunc' in next) {
    const aggregate = aggregateOf(next['pandas_aggfunc']);
    if (aggregate && next['aggregateFunction'] === undefined) next['aggregateFunction'] = aggregate;
    delete next['pandas_aggfunc'];
  }
  if ('pivot_margins' in next) {
    if (next['pivot_margins'] === true) {
      next['colTotals'] ??= true;
      next['colSubTotals'] ??= true;
    }
    delete next['pivot_margins'];
  }
  return next;
}

/**
 * Opens Superset's legacy pivot table (`viz_type: 'pivot_table'`) as `pivot_table_v2`, as
 * Superset's own migration does: `groupby` → `groupbyRows`, `columns` → `groupbyColumns`,
 * `pandas_aggfunc` ('sum', 'mean' …) → `aggregateFunction` ('Sum', 'Average' …), `pivot_margins`
 * → `colTotals` and `colSubTotals`, `combine_metric` → `combineMetric`, `transpose_pivot` →
 * `transposePivot`, `number_format` → `valueFormat`, `row_limit` → `series_limit`,
 * `timeseries_limit_metric` → `series_limit_metric`, rows ordered by value (largest first), and
 * `granularity_sqla` with `time_range` turned into a TEMPORAL_RANGE filter on that column. An older
 * `pivot_table_v2` save only has stray legacy fields moved to their names (a current value wins).
 * Idempotent and pure.
 *
 * @example
 * ```ts
 * migrate({ datasource: '1__table', viz_type: 'pivot_table', groupby: ['region'], pandas_aggfunc: 'mean' });
 * // { datasource: '1__table', viz_type: 'pivot_table_v2', groupbyRows: ['region'], aggregateFunction: 'Average', rowOrder: 'value_z_to_a' }
 * ```
 */
export function migrate(formData: QueryFormData): PivotTableFormData {
  const current = formData.viz_type === LEGACY_PIVOT_TABLE ? fromLegacyPivotTable(formData) : formData;
  return withoutStrayLegacyFields(current) as PivotTableFormData;
}
