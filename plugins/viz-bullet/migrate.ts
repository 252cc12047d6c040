import type { QueryFormData } from '@core/plugin-api/index.js';
import type { BulletFormData } from './form-data.schema.js';

/** The comma-separated fields of Superset's bullet. */
const LIST_FIELDS = ['ranges', 'range_labels', 'markers', 'marker_labels', 'marker_lines', 'marker_line_labels'] as const;

/**
 * Upgrades saved `bullet` form data from Superset's legacy chart: list fields saved as numbers or
 * arrays (`ranges: 300`, `markers: [150, 250]`) become the comma-separated text the controls edit,
 * and null ones empty text; a legacy `metrics` list gives its first entry as `metric`; `columns`
 * join `groupby`. Idempotent; the input is not modified.
 */
export function migrateBullet(formData: QueryFormData): BulletFormData {
  const next: Record<string, unknown> = { ...formData };
  for (const field of LIST_FIELDS) {
    const value = next[field];
    if (value === null) next[field] = '';
    else if (typeof value === 'number') next[field] = String(value);
    else if (Array.isArray(value)) next[field] = value.map(String).join(',');
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
  return next as BulletFormData;
}
