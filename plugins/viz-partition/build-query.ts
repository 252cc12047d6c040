import { buildQueryObject, getMetricLabel, parseDatasourceKey, type QueryContext, type QueryFormMetric, type QueryFormOrderBy } from '@core/plugin-api/index.js';
import { withPartitionDefaults, type PartitionFormData } from './form-data.schema.js';

const chosen = (metric: QueryFormMetric | null | undefined): metric is QueryFormMetric => metric !== null && metric !== undefined && metric !== '';

/**
 * The query of `partition`, as Superset's legacy partition asks for it: the metrics grouped by
 * every level of the hierarchy, by period too (`is_timeseries`) for every time series option but
 * "not time series". A sort metric joins the metrics when it is not one of them, and orders the
 * rows largest first with `order_desc`.
 *
 * @example
 * buildPartitionQuery({ datasource: '3__table', viz_type: 'partition', metrics: ['count'], groupby: ['state'] });
 * // queries[0]: { columns: ['state'], metrics: ['count'], is_timeseries: false, … }
 */
export function buildPartitionQuery(formData: PartitionFormData): QueryContext {
  const filled = withPartitionDefaults(formData);
  let metrics = [...(filled.metrics ?? [])];
  const orderby: QueryFormOrderBy[] = [];
  const sortBy = filled.timeseries_limit_metric;
  if (chosen(sortBy)) {
    const label = getMetricLabel(sortBy);
    if (!metrics.some((metric) => getMetricLabel(metric) === label)) metrics = [...metrics, sortBy];
    if (filled.order_desc) orderby.push([sortBy, false]);
  }
  const query = {
    ...buildQueryObject({ ...filled, metrics, metric: undefined, columns: [] }),
    is_timeseries: filled.time_series_option !== 'not_time',
    orderby,
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
