import {
  buildQueryObject,
  formDataList,
  getColumnLabel,
  getMetricLabel,
  parseDatasourceKey,
  type AdhocColumn,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormMetric,
  type QueryFormOrderBy,
  type QueryObject,
} from '@core/plugin-api/index.js';
import type { PivotTableFormData } from './form-data.schema.js';

/**
 * The grouping columns of rows then columns, each once (by label). A physical column that the
 * form data marks temporal becomes a `BASE_AXIS` adhoc column carrying the time grain, so the
 * database truncates it.
 */
function groupingColumns(formData: PivotTableFormData): QueryFormColumn[] {
  const grain = typeof formData.time_grain_sqla === 'string' && formData.time_grain_sqla ? formData.time_grain_sqla : undefined;
  const temporal = formData.temporal_columns_lookup ?? {};
  const seen = new Set<string>();
  const columns: QueryFormColumn[] = [];
  for (const column of [...formDataList(formData.groupbyRows), ...formDataList(formData.groupbyColumns)]) {
    const label = getColumnLabel(column);
    if (label === undefined || seen.has(label)) continue;
    seen.add(label);
    if (typeof column === 'string' && grain && temporal[column] === true) {
      const axis: AdhocColumn = { expressionType: 'SQL', sqlExpression: column, label: column, columnType: 'BASE_AXIS', timeGrain: grain };
      columns.push(axis);
    } else {
      columns.push(column);
    }
  }
  return columns;
}

/**
 * The pivot table's chart-data request: one query grouped by the row and column columns, with
 * the metrics, filters, time range, row and series limits, sorted by the sort metric (or the
 * first metric), descending with `order_desc`. No post-processing: the browser pivots.
 *
 * @example
 * ```ts
 * buildQuery({ datasource: '3__table', viz_type: 'pivot_table_v2', groupbyRows: ['region'], groupbyColumns: ['year'], metrics: ['count'] });
 * // { datasource: { id: 3, type: 'table' }, queries: [{ columns: ['region', 'year'], metrics: ['count'], orderby: [['count', false]], … }], … }
 * ```
 */
export function buildQuery(formData: PivotTableFormData): QueryContext {
  // Legacy `groupby` / `columns` / `metric` are not pivot-table fields (migrate renames them).
  const base = buildQueryObject({ ...formData, groupby: [], columns: [], metric: undefined });
  const metrics = (base.metrics ?? []).filter((metric) => getMetricLabel(metric) !== undefined);
  const chosen = formData.series_limit_metric;
  const sortMetric: QueryFormMetric | undefined = chosen && getMetricLabel(chosen) ? chosen : metrics[0];
  const orderby: QueryFormOrderBy[] = sortMetric ? [[sortMetric, formData.order_desc === false]] : [];
  const query: QueryObject = { ...base, columns: groupingColumns(formData), metrics, orderby, post_processing: [] };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
