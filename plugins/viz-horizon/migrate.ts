import type { QueryFormData } from '@core/plugin-api/index.js';
import type { HorizonFormData } from './form-data.schema.js';

/**
 * Upgrades saved `horizon` form data: a single metric or group column becomes a list, newer
 * `series_limit` / `series_limit_metric` names (from a switch of viz type) become the legacy
 * `limit` / `timeseries_limit_metric`, a numeric `series_height` becomes the string Superset
 * stores, and an unknown `horizon_color_scale` is dropped so the default applies. Idempotent; the
 * input is not modified.
 */
export function migrateHorizon(formData: QueryFormData): HorizonFormData {
  const next: Record<string, unknown> = { ...formData };
  for (const key of ['metrics', 'groupby']) {
    if (key in next && !Array.isArray(next[key])) next[key] = next[key] === null || next[key] === undefined || next[key] === '' ? [] : [next[key]];
  }
  for (const [from, to] of [
    ['series_limit', 'limit'],
    ['series_limit_metric', 'timeseries_limit_metric'],
  ] as const) {
    if (!(from in next)) continue;
    if (next[to] === undefined || next[to] === null) next[to] = next[from];
    delete next[from];
  }
  if (typeof next.series_height === 'number') next.series_height = Number.isInteger(next.series_height) && next.series_height > 0 ? String(next.series_height) : undefined;
  if (next.series_height === undefined || next.series_height === null) delete next.series_height;
  if ('horizon_color_scale' in next && !['series', 'overall', 'change'].includes(next.horizon_color_scale as string)) delete next.horizon_color_scale;
  return next as HorizonFormData;
}
