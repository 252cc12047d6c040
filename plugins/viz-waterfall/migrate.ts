import type { QueryFormData } from '@core/plugin-api/index.js';
import type { WaterfallFormData } from './form-data.schema.js';

/**
 * Upgrades saved `waterfall` form data: the legacy time column `granularity_sqla` becomes
 * `x_axis` when none is set, a single breakdown column becomes a list, and a `metrics` list saved
 * in place of `metric` gives its first entry. Idempotent; the input is not modified.
 */
export function migrateWaterfall(formData: QueryFormData): WaterfallFormData {
  const next: Record<string, unknown> = { ...formData };
  if ('granularity_sqla' in next) {
    if ((next.x_axis === undefined || next.x_axis === null || next.x_axis === '') && next.granularity_sqla) next.x_axis = next.granularity_sqla;
    delete next.granularity_sqla;
  }
  if ('groupby' in next && !Array.isArray(next.groupby)) {
    next.groupby = next.groupby === null || next.groupby === undefined || next.groupby === '' ? [] : [next.groupby];
  }
  if ('metrics' in next) {
    const metrics = Array.isArray(next.metrics) ? next.metrics : [next.metrics];
    if ((next.metric === undefined || next.metric === null || next.metric === '') && metrics[0] !== undefined && metrics[0] !== null) next.metric = metrics[0];
    delete next.metrics;
  }
  return next as WaterfallFormData;
}
