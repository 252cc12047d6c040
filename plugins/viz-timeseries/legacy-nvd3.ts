import type { QueryFormData } from '@core/plugin-api/index.js';

/** A form data record being migrated (a copy: the helpers below write to it). */
export type MutableFormData = Record<string, unknown>;

const isUnset = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The value as a list: `[]` for nothing, `[value]` for a single value. */
export function asList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** Moves `from` to `to` unless `to` already holds a value; drops `from` either way. */
export function renameField(formData: MutableFormData, from: string, to: string, convert: (value: unknown) => unknown = (value) => value): void {
  if (!(from in formData)) return;
  if (isUnset(formData[to]) && !isUnset(formData[from])) formData[to] = convert(formData[from]);
  delete formData[from];
}

/** Superset's default time grain of a legacy chart whose x-axis was its time column. */
export const LEGACY_TIME_GRAIN = 'P1D';

/** NVD3 display fields with no counterpart (margins, tick layout, interpolation, min/max labels …). */
const DROPPED_NVD3_FIELDS = [
  'bottom_margin',
  'left_margin',
  'x_ticks_layout',
  'reduce_x_ticks',
  'x_axis_showminmax',
  'y_axis_showminmax',
  'show_controls',
  'line_interpolation',
  'y_log_scale',
  'show_brush',
  'show_markers',
  'contribution',
  'num_period_compare',
  'period_ratio_type',
] as const;

/**
 * The part every NVD3 time-series chart (`line`, `bar`, `dist_bar`, `area`, `dual_line`) shares
 * when it opens as an ECharts-era type, after Superset's own migration: axis labels become axis
 * titles, the brush (`show_brush: 'yes'`) becomes zooming, `show_markers` markers, `contribution`
 * a row contribution mode, `time_compare` periods gain their " ago" (an `absolute` comparison
 * stays: it is this form data's name of a difference), and the legacy time column becomes the x-axis (at a daily grain when none was
 * chosen) unless `timeColumnIsXAxis` is false (a distribution bar chart, whose x-axis is a
 * dimension: the time column then stays the time range's column). Writes to `formData`.
 */
export function migrateNvd3Common(formData: MutableFormData, timeColumnIsXAxis = true): void {
  renameField(formData, 'x_axis_label', 'x_axis_title');
  renameField(formData, 'y_axis_label', 'y_axis_title');
  renameField(formData, 'x_axis_format', 'x_axis_time_format');
  if ('show_brush' in formData && formData['zoomable'] === undefined) formData['zoomable'] = formData['show_brush'] === 'yes' || formData['show_brush'] === true;
  if ('show_markers' in formData && formData['markerEnabled'] === undefined) formData['markerEnabled'] = formData['show_markers'] === true;
  if (formData['contribution'] === true && isUnset(formData['contributionMode'])) formData['contributionMode'] = 'row';

  const shifts = asList(formData['time_compare']).filter((shift): shift is string => typeof shift === 'string' && shift.trim() !== '');
  if ('time_compare' in formData) formData['time_compare'] = shifts.map((shift) => (/\bago$/i.test(shift.trim()) ? shift.trim() : `${shift.trim()} ago`));

  const timeColumn = formData['granularity_sqla'] ?? formData['granularity'];
  delete formData['granularity'];
  if (!isUnset(timeColumn)) {
    if (timeColumnIsXAxis && isUnset(formData['x_axis'])) {
      formData['x_axis'] = timeColumn;
      if (isUnset(formData['time_grain_sqla'])) formData['time_grain_sqla'] = LEGACY_TIME_GRAIN;
    }
    if (formData['x_axis'] === timeColumn) delete formData['granularity_sqla'];
    else formData['granularity_sqla'] = timeColumn;
  }
  for (const field of DROPPED_NVD3_FIELDS) delete formData[field];
}

/** NVD3 stepped curves: they open as a Stepped Line with the step where NVD3 drew it. */
const STEP_POSITIONS: Readonly<Record<string, 'start' | 'end'>> = { 'step-before': 'start', 'step-after': 'end' };

/**
 * The current key a `line` chart opens as by its NVD3 `line_interpolation` (Superset's
 * `MigrateLineChart`): stepped curves as a Stepped Line, smoothed curves as a Smooth Line; any
 * other value (`linear`, none) leaves it a Line Chart. The line chart declares it as the registry's
 * redirect of `line`, and its migration names the same key.
 */
export const LINE_INTERPOLATION_TARGETS: Readonly<Record<string, string>> = Object.freeze({
  'step-before': 'echarts_timeseries_step',
  'step-after': 'echarts_timeseries_step',
  cardinal: 'echarts_timeseries_smooth',
  monotone: 'echarts_timeseries_smooth',
  basis: 'echarts_timeseries_smooth',
});

/** The current key a `line` chart opens as, by {@link LINE_INTERPOLATION_TARGETS}. */
export function legacyLineTarget(formData: QueryFormData): string {
  const interpolation = formData['line_interpolation'];
  return typeof interpolation === 'string' && Object.hasOwn(LINE_INTERPOLATION_TARGETS, interpolation) ? LINE_INTERPOLATION_TARGETS[interpolation]! : 'echarts_timeseries_line';
}

/**
 * `line` (NVD3 line chart) → `echarts_timeseries_line`, or the Stepped Line (`seriesType` `start` for
 * `step-before`, `end` for `step-after`) or the Smooth Line its `line_interpolation` drew; the
 * result's `viz_type` is the key it opens as.
 */
export function fromLegacyLine(formData: QueryFormData): MutableFormData {
  const next: MutableFormData = { ...formData, viz_type: legacyLineTarget(formData) };
  const interpolation = formData['line_interpolation'];
  if (typeof interpolation === 'string' && Object.hasOwn(STEP_POSITIONS, interpolation) && isUnset(next['seriesType'])) next['seriesType'] = STEP_POSITIONS[interpolation];
  migrateNvd3Common(next);
  return next;
}

/** NVD3 bar options shared by `bar` and `dist_bar`: stacked bars and value labels. */
function migrateNvd3Bars(formData: MutableFormData): void {
  if ('bar_stacked' in formData) {
    if (formData['stack'] === undefined || formData['stack'] === null) formData['stack'] = formData['bar_stacked'] === true;
    delete formData['bar_stacked'];
  }
  renameField(formData, 'show_bar_value', 'show_value');
  // Sorting the bars by name has no counterpart; the order stays the query's.
  delete formData['order_bars'];
}

/** `bar` (NVD3 time-series bar chart) → `echarts_timeseries_bar`: `bar_stacked` → `stack`, `show_bar_value` → `show_value`. */
export function fromLegacyBar(formData: QueryFormData): MutableFormData {
  const next: MutableFormData = { ...formData };
  migrateNvd3Common(next);
  migrateNvd3Bars(next);
  return next;
}

/**
 * `dist_bar` (NVD3 distribution bar chart) → `echarts_timeseries_bar` over a categorical x-axis:
 * the first `groupby` column becomes the x-axis, the other `groupby` columns and the `columns`
 * (the breakdown) the dimensions; `bar_stacked` → `stack`, `show_bar_value` → `show_value`; the
 * time column stays the column the time range filters.
 */
export function fromLegacyDistBar(formData: QueryFormData): MutableFormData {
  const next: MutableFormData = { ...formData };
  const groupby = asList(next['groupby']);
  const breakdown = asList(next['columns']);
  if (isUnset(next['x_axis']) && groupby.length > 0) next['x_axis'] = groupby[0];
  next['groupby'] = [...groupby.slice(isUnset(formData['x_axis']) ? 1 : 0), ...breakdown];
  delete next['columns'];
  migrateNvd3Common(next, false);
  migrateNvd3Bars(next);
  return next;
}

/**
 * `area` (NVD3 area chart) → `echarts_area`: every `stacked_style` stacks (`expand` as shares of
 * the total at each x, a row contribution), and the NVD3 look's opaque areas are kept (0.7).
 */
export function fromLegacyArea(formData: QueryFormData): MutableFormData {
  const next: MutableFormData = { ...formData };
  const style = typeof next['stacked_style'] === 'string' && next['stacked_style'] !== '' ? next['stacked_style'] : 'stack';
  delete next['stacked_style'];
  if (next['stack'] === undefined || next['stack'] === null) next['stack'] = true;
  if (style === 'expand' && next['contribution'] !== true && isUnset(next['contributionMode'])) next['contributionMode'] = 'row';
  if (next['opacity'] === undefined || next['opacity'] === null) next['opacity'] = 0.7;
  migrateNvd3Common(next);
  return next;
}
