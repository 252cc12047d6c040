import {
  buildQueryObject,
  parseDatasourceKey,
  timeSeriesPostProcessing,
  xAxisColumn,
  type PostProcessingRule,
  type QueryContext,
  type QueryFormMetric,
  type QueryFormOrderBy,
} from '@core/plugin-api/index.js';
import { withBigNumberDefaults, withBigNumberTotalDefaults, type BigNumberFormData, type BigNumberTotalFormData } from './form-data.schema.js';

function metricsOf(metric: QueryFormMetric | null | undefined): QueryFormMetric[] {
  return metric === null || metric === undefined || metric === '' ? [] : [metric];
}

/**
 * The query of `big_number_total`: the one metric over the filtered rows, with no dimension.
 *
 * @example
 * buildBigNumberTotalQuery({ datasource: '3__table', viz_type: 'big_number_total', metric: 'count' });
 * // { datasource: { id: 3, type: 'table' }, queries: [{ metrics: ['count'], columns: [], … }], … }
 */
export function buildBigNumberTotalQuery(formData: BigNumberTotalFormData): QueryContext {
  const filled = withBigNumberTotalDefaults(formData);
  const query = { ...buildQueryObject(filled), metrics: metricsOf(filled.metric), columns: [], orderby: [] };
  delete query.row_limit;
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}

/**
 * The query of `big_number`: the metric per period of the temporal x-axis, newest first so a row
 * limit keeps the latest periods; post-processing pivots on the x-axis, applies the rolling window
 * and resampling of the advanced-analytics controls, and sorts the periods oldest first.
 *
 * @example
 * buildBigNumberQuery({ datasource: '3__table', viz_type: 'big_number', x_axis: 'ds', time_grain_sqla: 'P1W', metric: 'count' });
 * // queries[0]: { columns: [{ columnType: 'BASE_AXIS', sqlExpression: 'ds', timeGrain: 'P1W', … }], metrics: ['count'],
 * //              orderby: [[<x-axis>, false]], post_processing: [pivot, sort, flatten] }
 */
export function buildBigNumberQuery(formData: BigNumberFormData): QueryContext {
  const filled = withBigNumberDefaults(formData);
  const metrics = metricsOf(filled.metric);
  const xAxis = xAxisColumn(filled);
  // Only the x-axis and the one metric: no series, no time comparison on a big number.
  const seriesless = { ...filled, metrics, groupby: [], columns: [], time_compare: [] };
  const postProcessing: PostProcessingRule[] = timeSeriesPostProcessing(seriesless);
  if (postProcessing.length > 0) {
    // Before the final flatten, while the x-axis is still the frame's index.
    postProcessing.splice(postProcessing.length - 1, 0, { operation: 'sort', options: { is_sort_index: true, ascending: true } });
  }
  const query = {
    ...buildQueryObject({ ...filled, metric: undefined, groupby: [], columns: [] }),
    metrics,
    columns: xAxis ? [xAxis] : [],
    orderby: xAxis ? [[xAxis, false] as QueryFormOrderBy] : [],
    post_processing: postProcessing,
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
