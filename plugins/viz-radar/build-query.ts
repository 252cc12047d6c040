import { buildQueryObject, formDataList, parseDatasourceKey, type QueryContext, type QueryFormMetric, type QueryFormOrderBy } from '@core/plugin-api/index.js';
import { withRadarDefaults, type RadarFormData } from './form-data.schema.js';

/**
 * The query of `radar`: every metric per combination of the dimensions, ranked by the sort metric
 * (the first metric when none), largest first, at most `row_limit` categories.
 *
 * @example
 * buildRadarQuery({ datasource: '3__table', viz_type: 'radar', groupby: ['state'], metrics: ['count', 'sum__num'] });
 * // queries[0]: { columns: ['state'], metrics: ['count', 'sum__num'], orderby: [['count', false]], row_limit: 10, … }
 */
export function buildRadarQuery(formData: RadarFormData): QueryContext {
  const filled = withRadarDefaults(formData);
  const metrics = formDataList<QueryFormMetric>(filled.metrics);
  const sortMetric = filled.series_limit_metric || metrics[0];
  const base = buildQueryObject({ ...filled, metric: undefined, metrics, columns: [], series_limit_metric: undefined, timeseries_limit_metric: undefined });
  const query = { ...base, orderby: sortMetric ? [[sortMetric, false] as QueryFormOrderBy] : [] };
  delete query.series_limit_metric;
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
