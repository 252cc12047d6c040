import type { QueryFormData } from '@core/plugin-api/index.js';
import type { RadarFormData } from './form-data.schema.js';
import { LABEL_POSITIONS } from './radar-controls.js';

/** Superset's older and camel-case field names, and Tessera's. */
const RENAMES: ReadonlyArray<readonly [string, string]> = [
  ['legendOrientation', 'legend_orientation'],
  ['timeseries_limit_metric', 'series_limit_metric'],
];

/**
 * Upgrades saved `radar` form data: Superset's `legendOrientation` and the older
 * `timeseries_limit_metric` get Tessera's names (`none` hides the legend); a single `metric`
 * joins `metrics`; `columns` join `groupby`; a label type or position Tessera does not know is
 * dropped so the default applies. Idempotent; the input is not modified.
 */
export function migrateRadar(formData: QueryFormData): RadarFormData {
  const next: Record<string, unknown> = { ...formData };
  for (const [from, to] of RENAMES) {
    if (!(from in next)) continue;
    if (next[to] === undefined || next[to] === null || next[to] === '') next[to] = next[from];
    delete next[from];
  }
  if ('metric' in next) {
    const metrics = Array.isArray(next.metrics) ? next.metrics : [];
    if (next.metric !== null && next.metric !== undefined && next.metric !== '' && metrics.length === 0) next.metrics = [next.metric];
    delete next.metric;
  }
  if ('columns' in next) {
    const groupby = Array.isArray(next.groupby) ? next.groupby : [];
    const columns = Array.isArray(next.columns) ? next.columns : [];
    next.groupby = [...groupby, ...columns.filter((column) => !groupby.some((g) => JSON.stringify(g) === JSON.stringify(column)))];
    delete next.columns;
  }
  if (next.label_type !== undefined && next.label_type !== 'value' && next.label_type !== 'key_value') delete next.label_type;
  if (next.label_position !== undefined && !(LABEL_POSITIONS as readonly unknown[]).includes(next.label_position)) delete next.label_position;
  if (next.legend_orientation === 'none') {
    next.show_legend = false;
    delete next.legend_orientation;
  }
  return next as RadarFormData;
}
