import {
  buildQueryObject,
  formDataList,
  parseDatasourceKey,
  xAxisColumn,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormMetric,
  type QueryFormOrderBy,
} from '@core/plugin-api/index.js';
import { withWaterfallDefaults, type WaterfallFormData } from './form-data.schema.js';

/**
 * The query of `waterfall`, as Superset builds it: the metric per x-axis value (truncated to the
 * time grain) and breakdown value, ordered by those columns ascending so the running total follows
 * the axis.
 *
 * @example
 * buildWaterfallQuery({ datasource: '3__table', viz_type: 'waterfall', x_axis: 'ds', time_grain_sqla: 'P1Y', metric: 'count' });
 * // queries[0]: { columns: [{ sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y', … }], metrics: ['count'], orderby: [[…, true]] }
 */
export function buildWaterfallQuery(formData: WaterfallFormData): QueryContext {
  const filled = withWaterfallDefaults(formData);
  const metric = filled.metric === '' || filled.metric === null ? null : filled.metric;
  const xAxis = xAxisColumn(filled);
  const breakdown = formDataList<QueryFormColumn>(filled.groupby).slice(0, 1);
  const columns: QueryFormColumn[] = [...(xAxis ? [xAxis] : []), ...breakdown];
  const query = {
    ...buildQueryObject({ ...filled, metric: undefined, metrics: metric ? [metric as QueryFormMetric] : [], groupby: [], columns: [] }),
    columns,
    orderby: columns.map((column): QueryFormOrderBy => [column as QueryFormOrderBy[0], true]),
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
