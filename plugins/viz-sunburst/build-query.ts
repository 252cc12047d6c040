import { buildQueryObject, getMetricLabel, parseDatasourceKey, type QueryContext, type QueryFormMetric } from '@core/plugin-api/index.js';
import { withSunburstDefaults, type SunburstFormData } from './form-data.schema.js';

const chosen = (metric: QueryFormMetric | null | undefined): metric is QueryFormMetric => metric !== null && metric !== undefined && metric !== '';

/**
 * The query of `sunburst_v2`: the primary metric (and the secondary one, when it is another)
 * per combination of the hierarchy's columns, largest first with `sort_by_metric`.
 *
 * @example
 * buildSunburstQuery({ datasource: '3__table', viz_type: 'sunburst_v2', columns: ['state', 'gender'], metric: 'count' });
 * // queries[0]: { columns: ['state', 'gender'], metrics: ['count'], orderby: [['count', false]], … }
 */
export function buildSunburstQuery(formData: SunburstFormData): QueryContext {
  const filled = withSunburstDefaults(formData);
  const metrics: QueryFormMetric[] = [];
  if (chosen(filled.metric)) metrics.push(filled.metric);
  if (chosen(filled.secondary_metric) && !metrics.some((metric) => getMetricLabel(metric) === getMetricLabel(filled.secondary_metric!))) {
    metrics.push(filled.secondary_metric);
  }
  const query = {
    ...buildQueryObject({ ...filled, metric: undefined, metrics, groupby: [] }),
    orderby: filled.sort_by_metric && chosen(filled.metric) ? [[filled.metric, false] as [QueryFormMetric, boolean]] : [],
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
