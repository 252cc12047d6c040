import type { QueryFormData } from '@core/plugin-api/index.js';
import type { HeatmapFormData } from './form-data.schema.js';
import { AXIS_SORTS, NORMALIZE_ACROSS } from './heatmap-controls.js';

/** The legacy heatmap's `viz_type`, which opens as `heatmap_v2`. */
export const LEGACY_HEATMAP_KEY = 'heatmap';

/** Superset's MigrateHeatmapChart renames. */
const LEGACY_RENAMES: ReadonlyArray<readonly [string, string]> = [
  ['all_columns_x', 'x_axis'],
  ['all_columns_y', 'groupby'],
  ['y_axis_bounds', 'value_bounds'],
  ['show_perc', 'show_percentage'],
];
/** Legacy fields `heatmap_v2` has no use for. */
const LEGACY_REMOVED = ['sort_by_metric', 'canvas_image_rendering'];

const isUnset = (value: unknown) => value === undefined || value === null || value === '';

function toInteger(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

/**
 * Upgrades saved heatmap form data. A chart saved as Superset's legacy `heatmap` is translated as
 * Superset's own migration does (`all_columns_x` → `x_axis`, `all_columns_y` → `groupby`,
 * `y_axis_bounds` → `value_bounds`, `show_perc` → `show_percentage`, a continuous legend, the
 * canvas and sort-by-metric options dropped) and becomes `heatmap_v2`; its time column and range
 * stay as the time filter. Then, for any heatmap: a `groupby` list gives its first column (the
 * y-axis is one column), intervals stored as text become numbers, and choices Tessera does not
 * know are dropped so the defaults apply. Idempotent; the input is not modified.
 */
export function migrateHeatmap(formData: QueryFormData): HeatmapFormData {
  const next: Record<string, unknown> = { ...formData };
  if (next.viz_type === LEGACY_HEATMAP_KEY) {
    for (const [from, to] of LEGACY_RENAMES) {
      if (!(from in next)) continue;
      next[to] = next[from];
      delete next[from];
    }
    for (const key of LEGACY_REMOVED) delete next[key];
    next.legend_type = 'continuous';
    next.viz_type = 'heatmap_v2';
  }

  if (Array.isArray(next.groupby)) next.groupby = next.groupby.length > 0 ? next.groupby[0] : null;
  for (const key of ['xscale_interval', 'yscale_interval']) {
    if (!(key in next)) continue;
    const interval = toInteger(next[key]);
    if (interval === undefined || interval === 0 || interval < -1 || interval > 50) delete next[key];
    else next[key] = interval;
  }
  for (const key of ['sort_x_axis', 'sort_y_axis']) {
    if (!isUnset(next[key]) && !(AXIS_SORTS as readonly unknown[]).includes(next[key])) delete next[key];
  }
  if (!isUnset(next.normalize_across) && !(NORMALIZE_ACROSS as readonly unknown[]).includes(next.normalize_across)) delete next.normalize_across;
  if (next.legend_type !== undefined && next.legend_type !== 'continuous' && next.legend_type !== 'piecewise') delete next.legend_type;
  for (const key of ['left_margin', 'bottom_margin']) {
    const margin = next[key];
    if (typeof margin === 'string' && margin !== 'auto' && Number.isFinite(Number(margin)) && margin.trim() !== '') next[key] = Math.round(Number(margin));
  }
  return next as HeatmapFormData;
}
