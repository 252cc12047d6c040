import type { QueryFormData } from '@core/plugin-api/index.js';
import type { PieFormData } from './form-data.schema.js';
import { PIE_LABEL_TYPES } from './pie-controls.js';

/** Superset's (and the legacy NVD3 pie's) field names, and Tessera's. */
const RENAMES: ReadonlyArray<readonly [string, string]> = [
  ['pie_label_type', 'label_type'],
  ['show_labels_outside', 'labels_outside'],
  ['legendOrientation', 'legend_orientation'],
  ['innerRadius', 'inner_radius'],
  ['outerRadius', 'outer_radius'],
];

/**
 * Upgrades saved `pie` form data: Superset's camel-case fields (`innerRadius`, `outerRadius`,
 * `legendOrientation`) and the legacy `pie_label_type` and `show_labels_outside` get Tessera's names; a legacy `metrics`
 * list gives its first entry as `metric`; `columns` join `groupby`; a label type Tessera does not
 * draw (`template`) and a legend position it has not (`none`, which hides the legend) fall back.
 * Idempotent; the input is not modified.
 */
export function migratePie(formData: QueryFormData): PieFormData {
  const next: Record<string, unknown> = { ...formData };
  for (const [from, to] of RENAMES) {
    if (!(from in next)) continue;
    if (next[to] === undefined || next[to] === null) next[to] = next[from];
    delete next[from];
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

  if (next.label_type !== undefined && !(PIE_LABEL_TYPES as readonly unknown[]).includes(next.label_type)) delete next.label_type;
  if (next.legend_orientation === 'none') {
    next.show_legend = false;
    delete next.legend_orientation;
  }
  for (const radius of ['inner_radius', 'outer_radius']) {
    if (typeof next[radius] === 'string' && next[radius] !== '' && Number.isFinite(Number(next[radius]))) next[radius] = Math.round(Number(next[radius]));
  }
  if (typeof next.show_labels_threshold === 'string') {
    const threshold = Number(next.show_labels_threshold);
    if (next.show_labels_threshold.trim() !== '' && Number.isFinite(threshold)) next.show_labels_threshold = threshold;
    else delete next.show_labels_threshold;
  }
  return next as PieFormData;
}
