import type { QueryFormData } from '@core/plugin-api/index.js';
import type { HistogramFormData } from './form-data.schema.js';
import { MAX_BINS } from './histogram-controls.js';

/** The legacy histogram's `viz_type`, which opens as `histogram_v2`. */
export const LEGACY_HISTOGRAM_KEY = 'histogram';

/** Superset's MigrateHistogramChart renames. */
const LEGACY_RENAMES: ReadonlyArray<readonly [string, string]> = [
  ['x_axis_label', 'x_axis_title'],
  ['y_axis_label', 'y_axis_title'],
  ['normalized', 'normalize'],
];
/** Legacy fields `histogram_v2` has no use for. */
const LEGACY_REMOVED = ['all_columns_x', 'link_length', 'queryFields'];

/**
 * Upgrades saved histogram form data. A chart saved as Superset's legacy `histogram` is translated
 * as Superset's own migration does: the first of `all_columns_x` becomes `column`, `link_length`
 * the number of `bins`, `x_axis_label` / `y_axis_label` the axis titles and `normalized` →
 * `normalize`; it becomes `histogram_v2`. Then, for any histogram: `bins` stored as text becomes
 * a number (dropped when out of range, so the default applies), a single `groupby` column becomes
 * a list and a `legendOrientation` gets Tessera's name. Idempotent; the input is not modified.
 */
export function migrateHistogram(formData: QueryFormData): HistogramFormData {
  const next: Record<string, unknown> = { ...formData };
  if (next.viz_type === LEGACY_HISTOGRAM_KEY) {
    const columns = next.all_columns_x;
    const first = Array.isArray(columns) ? columns[0] : columns;
    if (first !== undefined && first !== null && first !== '') next.column = first;
    if (next.link_length !== undefined && next.link_length !== null && next.link_length !== '') next.bins = next.link_length;
    for (const [from, to] of LEGACY_RENAMES) {
      if (!(from in next)) continue;
      next[to] = next[from];
      delete next[from];
    }
    for (const key of LEGACY_REMOVED) delete next[key];
    next.viz_type = 'histogram_v2';
  }

  if ('bins' in next) {
    const raw = next.bins;
    const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof n === 'number' && Number.isFinite(n) && Math.trunc(n) >= 1 && Math.trunc(n) <= MAX_BINS) next.bins = Math.trunc(n);
    else delete next.bins;
  }
  if (typeof next.groupby === 'string' || (next.groupby && typeof next.groupby === 'object' && !Array.isArray(next.groupby))) next.groupby = [next.groupby];
  if (next.groupby === null) next.groupby = [];
  if ('legendOrientation' in next) {
    if (next.legend_orientation === undefined && next.legendOrientation !== 'none') next.legend_orientation = next.legendOrientation;
    if (next.legendOrientation === 'none') next.show_legend = false;
    delete next.legendOrientation;
  }
  return next as HistogramFormData;
}
