import { buildQueryObject, formDataList, parseDatasourceKey, type QueryContext, type QueryFormMetric } from '@core/plugin-api/index.js';
import { withCalHeatmapDefaults, type CalHeatmapFormData } from './form-data.schema.js';

/** The time grain each subdomain groups by, as Superset maps them. */
export const SUBDOMAIN_TIME_GRAINS: Readonly<Record<string, string>> = {
  min: 'PT1M',
  hour: 'PT1H',
  day: 'P1D',
  week: 'P1W',
  month: 'P1M',
  year: 'P1Y',
};

/**
 * The query of `cal_heatmap`, as Superset's legacy calendar runs it: a time series of the metrics
 * on the time column (`granularity_sqla`, within the time range), grouped by the subdomain's
 * time grain, so each row is one cell.
 *
 * @example
 * buildCalHeatmapQuery({ datasource: '3__table', viz_type: 'cal_heatmap', granularity_sqla: 'ds', metrics: ['count'], subdomain_granularity: 'day' });
 * // queries[0]: { is_timeseries: true, granularity: 'ds', metrics: ['count'], extras: { time_grain_sqla: 'P1D' }, … }
 */
export function buildCalHeatmapQuery(formData: CalHeatmapFormData): QueryContext {
  const filled = withCalHeatmapDefaults(formData);
  const base = buildQueryObject({ ...filled, metrics: formDataList<QueryFormMetric>(filled.metrics), metric: undefined, groupby: [], columns: [] });
  const query = {
    ...base,
    is_timeseries: true,
    extras: { ...base.extras, time_grain_sqla: SUBDOMAIN_TIME_GRAINS[filled.subdomain_granularity] ?? 'PT1M' },
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
