import type { QueryFormData } from '@core/plugin-api/index.js';
import type { GaugeFormData } from './form-data.schema.js';

/** Numeric fields Superset's text controls store as text. */
const INTEGER_FIELDS = ['min_val', 'max_val', 'start_angle', 'end_angle', 'font_size', 'split_number', 'row_limit'] as const;
/** Of those, the ones whose empty value means "pick from the data". */
const NULLABLE = new Set<string>(['min_val', 'max_val']);

/**
 * Upgrades saved `gauge_chart` form data: numbers Superset stored as text (`min_val: "0"`,
 * `start_angle: "225"`) become numbers, rounded as the integer controls want; empty or unreadable
 * bounds become null (picked from the data) and other unreadable numbers are dropped so the
 * defaults apply; a legacy `metrics` list gives its first entry as `metric`; `columns` join
 * `groupby`. Idempotent; the input is not modified.
 */
export function migrateGauge(formData: QueryFormData): GaugeFormData {
  const next: Record<string, unknown> = { ...formData };
  for (const field of INTEGER_FIELDS) {
    const value = next[field];
    if (value === undefined || value === null || typeof value === 'number') continue;
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (Number.isFinite(number)) next[field] = Math.round(number);
    else if (NULLABLE.has(field)) next[field] = null;
    else delete next[field];
  }
  for (const field of ['intervals', 'interval_color_indices']) {
    if (typeof next[field] === 'number') next[field] = String(next[field]);
  }
  if ('metrics' in next) {
    const metrics = next.metrics;
    if ((next.metric === undefined || next.metric === null) && Array.isArray(metrics) && metrics.length > 0) next.metric = metrics[0];
    delete next.metrics;
  }
  if ('columns' in next) {
    const groupby = Array.isArray(next.groupby) ? next.groupby : [];
    const columns = Array.isArray(next.columns) ? next.columns : [];
    next.groupby = [...groupby, ...columns.filter((column) => !groupby.some((g) => JSON.stringify(g) === JSON.stringify(column)))];
    delete next.columns;
  }
  return next as GaugeFormData;
}
