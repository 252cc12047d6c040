import type { QueryFormData } from '@core/plugin-api/index.js';
import type { BubbleFormData } from './form-data.schema.js';

/** The legacy bubble chart's `viz_type`, which opens as `bubble_v2`. */
export const LEGACY_BUBBLE_KEY = 'bubble';

/** Superset's MigrateBubbleChart renames. */
const LEGACY_RENAMES: ReadonlyArray<readonly [string, string]> = [
  ['bottom_margin', 'x_axis_title_margin'],
  ['left_margin', 'y_axis_title_margin'],
  ['limit', 'row_limit'],
  ['x_axis_format', 'xAxisFormat'],
  ['x_log_scale', 'logXAxis'],
  ['x_ticks_layout', 'xAxisLabelRotation'],
  ['y_axis_showminmax', 'truncateYAxis'],
  ['y_log_scale', 'logYAxis'],
];
/** Fields that hold one column or metric. */
const SINGLE_FIELDS = ['entity', 'series', 'x', 'y', 'size', 'orderby'];

const isUnset = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Upgrades saved bubble form data. A chart saved as Superset's legacy `bubble` is translated as
 * Superset's own migration does: its margins, `limit`, axis format, log scales and tick layout get
 * the new names (a 45° tick layout becomes a 45° label rotation, a titled x-axis gets a 30 pixel
 * title margin), the y-axis is truncated to the data, and it becomes `bubble_v2`. Then, for any
 * bubble chart: a list saved where one column or metric belongs gives its first entry, a numeric
 * row limit saved as text becomes a number, and `legendOrientation` gets Tessera's name.
 * Idempotent; the input is not modified.
 */
export function migrateBubble(formData: QueryFormData): BubbleFormData {
  const next: Record<string, unknown> = { ...formData };
  if (next.viz_type === LEGACY_BUBBLE_KEY) {
    if (next.x_axis_label && (isUnset(next.bottom_margin) || next.bottom_margin === 'auto')) next.bottom_margin = 30;
    if ('x_ticks_layout' in next) next.x_ticks_layout = next.x_ticks_layout === '45°' ? 45 : 0;
    next.y_axis_showminmax = true;
    for (const [from, to] of LEGACY_RENAMES) {
      if (!(from in next)) continue;
      next[to] = next[from];
      delete next[from];
    }
    delete next.x_axis_showminmax;
    next.viz_type = 'bubble_v2';
  }

  for (const key of SINGLE_FIELDS) {
    if (Array.isArray(next[key])) next[key] = (next[key] as unknown[])[0] ?? null;
  }
  if (typeof next.row_limit === 'string' && next.row_limit.trim() !== '' && Number.isInteger(Number(next.row_limit))) next.row_limit = Number(next.row_limit);
  if ('legendOrientation' in next) {
    if (next.legend_orientation === undefined && next.legendOrientation !== 'none') next.legend_orientation = next.legendOrientation;
    if (next.legendOrientation === 'none') next.show_legend = false;
    delete next.legendOrientation;
  }
  return next as BubbleFormData;
}
