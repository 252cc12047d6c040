import { buildQueryObject, formDataList, getMetricLabel, parseDatasourceKey, type QueryContext, type QueryFormColumn, type QueryFormMetric } from '@core/plugin-api/index.js';
import { withPairedTTestDefaults, type PairedTTestFormData } from './form-data.schema.js';

/**
 * The query of `paired_ttest`, as Superset's legacy viz runs it: a time series of the metrics on
 * the time column per group (the groups limited to the top `limit` by the sort metric), so each
 * group has one value per time. A sort metric that is not among the metrics is fetched too.
 *
 * @example
 * buildPairedTTestQuery({ datasource: '3__table', viz_type: 'paired_ttest', granularity_sqla: 'ds', metrics: ['count'], groupby: ['state'] });
 * // queries[0]: { is_timeseries: true, granularity: 'ds', columns: ['state'], series_columns: ['state'], metrics: ['count'], … }
 */
export function buildPairedTTestQuery(formData: PairedTTestFormData): QueryContext {
  const filled = withPairedTTestDefaults(formData);
  const groupby = formDataList<QueryFormColumn>(filled.groupby);
  const metrics = formDataList<QueryFormMetric>(filled.metrics);
  const sortBy = filled.timeseries_limit_metric;
  const sortLabel = getMetricLabel(sortBy);
  const withSort = sortBy && sortLabel && !metrics.some((metric) => getMetricLabel(metric) === sortLabel) ? [...metrics, sortBy] : metrics;
  const query = {
    ...buildQueryObject({ ...filled, metrics: withSort, metric: undefined, groupby: [], columns: [] }),
    columns: groupby,
    series_columns: groupby,
    is_timeseries: true,
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
