import { buildQueryObject, parseDatasourceKey, type QueryContext, type QueryFormMetric } from '@core/plugin-api/index.js';
import { withPopKpiDefaults, type PopKpiFormData } from './form-data.schema.js';
import { timeOffsetOf } from './time-offset.js';

/**
 * The query of `pop_kpi`: the metric over the filtered rows, with the time comparison's offset as
 * `time_offsets`, so the server runs the same query over the shifted period and returns its value
 * as `<metric>__<offset>` next to the current one.
 *
 * @example
 * buildPopKpiQuery({ datasource: '3__table', viz_type: 'pop_kpi', metric: 'count', time_range: 'Last year', time_compare: '1 year ago' });
 * // queries[0]: { metrics: ['count'], columns: [], time_range: 'Last year', time_offsets: ['1 year ago'], post_processing: [], … }
 */
export function buildPopKpiQuery(formData: PopKpiFormData): QueryContext {
  const filled = withPopKpiDefaults(formData);
  const metric: QueryFormMetric | null = filled.metric === '' ? null : filled.metric;
  const offset = timeOffsetOf(filled);
  const query = {
    ...buildQueryObject({ ...filled, metric: undefined, metrics: metric ? [metric] : [], groupby: [], columns: [], time_compare: undefined }),
    orderby: [],
    time_offsets: offset ? [offset] : [],
    post_processing: [],
  };
  delete query.row_limit;
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
