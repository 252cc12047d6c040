import type { QueryFormData } from '@core/plugin-api/index.js';
import type { CalHeatmapFormData } from './form-data.schema.js';

const INTEGER_FIELDS = ['cell_size', 'cell_padding', 'cell_radius', 'steps'];

/**
 * Upgrades saved `cal_heatmap` form data: the cell sizes and steps Superset's text inputs stored as
 * text become integers (unreadable ones are dropped so the defaults apply), a single `metric`
 * joins `metrics`, and the legacy `since` / `until` bounds become a time range when none is set.
 * Idempotent; the input is not modified.
 */
export function migrateCalHeatmap(formData: QueryFormData): CalHeatmapFormData {
  const next: Record<string, unknown> = { ...formData };
  for (const key of INTEGER_FIELDS) {
    if (!(key in next) || typeof next[key] === 'number') continue;
    const value = typeof next[key] === 'string' && next[key].trim() !== '' ? Number(next[key]) : Number.NaN;
    if (Number.isInteger(value)) next[key] = value;
    else delete next[key];
  }
  if ('metric' in next) {
    const metrics = Array.isArray(next.metrics) ? next.metrics : [];
    if (metrics.length === 0 && next.metric !== null && next.metric !== undefined && next.metric !== '') next.metrics = [next.metric];
    delete next.metric;
  }
  if (('since' in next || 'until' in next) && (next.time_range === undefined || next.time_range === null || next.time_range === '')) {
    const since = typeof next.since === 'string' ? next.since.trim() : '';
    const until = typeof next.until === 'string' ? next.until.trim() : '';
    if (since || until) next.time_range = `${since} : ${until}`;
  }
  delete next.since;
  delete next.until;
  return next as CalHeatmapFormData;
}
