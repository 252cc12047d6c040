import { buildQueryObject, parseDatasourceKey, type QueryContext, type QueryFormMetric, type QueryFormOrderBy } from '@core/plugin-api/index.js';
import { withGaugeDefaults, type GaugeFormData } from './form-data.schema.js';

/**
 * The query of `gauge_chart`: the metric per group (or over all rows without one), largest first
 * when `sort_by_metric` is on, at most `row_limit` groups.
 *
 * @example
 * buildGaugeQuery({ datasource: '3__table', viz_type: 'gauge_chart', groupby: ['gender'], metric: 'count' });
 * // queries[0]: { columns: ['gender'], metrics: ['count'], orderby: [], row_limit: 10, … }
 */
export function buildGaugeQuery(formData: GaugeFormData): QueryContext {
  const filled = withGaugeDefaults(formData);
  const metric: QueryFormMetric | null = filled.metric === '' ? null : filled.metric;
  const metrics = metric ? [metric] : [];
  const query = {
    ...buildQueryObject({ ...filled, metric: undefined, metrics, columns: [] }),
    orderby: metric && filled.sort_by_metric ? [[metric, false] as QueryFormOrderBy] : [],
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
