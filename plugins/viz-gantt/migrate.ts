import type { QueryFormData } from '@core/plugin-api/index.js';
import type { GanttFormData } from './form-data.schema.js';

const single = (value: unknown) => (Array.isArray(value) ? (value[0] ?? null) : value);

/**
 * Upgrades saved `gantt_chart` form data: single-column fields saved as one-element lists
 * (`start_time`, `end_time`, `y_axis`, `series`) become the column, and a single tooltip metric or
 * column becomes a list. Idempotent; the input is not modified.
 */
export function migrateGantt(formData: QueryFormData): GanttFormData {
  const next: Record<string, unknown> = { ...formData };
  for (const key of ['start_time', 'end_time', 'y_axis', 'series']) {
    if (key in next && Array.isArray(next[key])) next[key] = single(next[key]);
  }
  for (const key of ['tooltip_metrics', 'tooltip_values']) {
    if (key in next && !Array.isArray(next[key])) next[key] = next[key] === null || next[key] === undefined || next[key] === '' ? [] : [next[key]];
  }
  return next as GanttFormData;
}
