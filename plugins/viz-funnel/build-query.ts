import { buildQueryObject, parseDatasourceKey, type QueryContext, type QueryFormMetric, type QueryFormOrderBy } from '@core/plugin-api/index.js';
import { withFunnelDefaults, type FunnelFormData } from './form-data.schema.js';

/**
 * The query of `funnel`: the metric per combination of the dimensions, largest first when
 * `sort_by_metric` is on, at most `row_limit` steps.
 *
 * @example
 * buildFunnelQuery({ datasource: '3__table', viz_type: 'funnel', groupby: ['stage'], metric: 'count' });
 * // queries[0]: { columns: ['stage'], metrics: ['count'], orderby: [['count', false]], row_limit: 10, … }
 */
export function buildFunnelQuery(formData: FunnelFormData): QueryContext {
  const filled = withFunnelDefaults(formData);
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
