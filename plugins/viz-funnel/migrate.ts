import type { QueryFormData } from '@core/plugin-api/index.js';
import type { FunnelFormData } from './form-data.schema.js';
import { FUNNEL_LABEL_TYPES, PERCENT_CALCULATION_TYPES } from './funnel-controls.js';

/** Superset's camel-case legend fields, and Tessera's names. */
const RENAMES: ReadonlyArray<readonly [string, string]> = [['legendOrientation', 'legend_orientation']];

/** A label type as stored: Superset's number, or the same number as a string. */
function labelTypeOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && (FUNNEL_LABEL_TYPES as readonly number[]).includes(number) ? number : undefined;
}

/**
 * Upgrades saved `funnel` form data: Superset's `legendOrientation` becomes `legend_orientation`
 * (`none` hides the legend); a legacy `metrics` list gives its first entry as `metric`; `columns`
 * join `groupby`; label types stored as strings become numbers and unknown ones are dropped, as is
 * an unknown percent calculation, so the defaults apply. Idempotent; the input is not modified.
 */
export function migrateFunnel(formData: QueryFormData): FunnelFormData {
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
  for (const field of ['label_type', 'tooltip_label_type']) {
    if (next[field] === undefined) continue;
    const type = labelTypeOf(next[field]);
    if (type === undefined) delete next[field];
    else next[field] = type;
  }
  if (next.percent_calculation_type !== undefined && !(PERCENT_CALCULATION_TYPES as readonly unknown[]).includes(next.percent_calculation_type)) {
    delete next.percent_calculation_type;
  }
  if (next.legend_orientation === 'none') {
    next.show_legend = false;
    delete next.legend_orientation;
  }
  if (typeof next.row_limit === 'string' && /^\d+$/.test(next.row_limit.trim())) next.row_limit = Number(next.row_limit);
  return next as FunnelFormData;
}
