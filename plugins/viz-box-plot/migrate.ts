import type { QueryFormData } from '@core/plugin-api/index.js';
import type { BoxPlotFormData } from './form-data.schema.js';

const asList = (value: unknown): unknown[] => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]);

/**
 * Upgrades saved `box_plot` form data: Superset's older `timeseries_limit_metric` and `limit`
 * become `series_limit_metric` and `series_limit` (0 meaning none), single columns become lists,
 * and a `metric` saved alone joins `metrics`. Idempotent; the input is not modified.
 */
export function migrateBoxPlot(formData: QueryFormData): BoxPlotFormData {
  const next: Record<string, unknown> = { ...formData };
  if ('timeseries_limit_metric' in next) {
    if (next.series_limit_metric === undefined || next.series_limit_metric === null) next.series_limit_metric = next.timeseries_limit_metric;
    delete next.timeseries_limit_metric;
  }
  if ('limit' in next) {
    const limit = Number(next.limit);
    if (next.series_limit === undefined || next.series_limit === null) next.series_limit = Number.isInteger(limit) && limit > 0 ? limit : null;
    delete next.limit;
  }
  for (const key of ['columns', 'groupby', 'metrics']) {
    if (key in next && !Array.isArray(next[key])) next[key] = asList(next[key]);
  }
  if ('metric' in next) {
    const metrics = asList(next.metrics);
    if (metrics.length === 0 && next.metric !== null && next.metric !== undefined && next.metric !== '') next.metrics = [next.metric];
    delete next.metric;
  }
  return next as BoxPlotFormData;
}
