import type { QueryFormData } from '@core/plugin-api/index.js';
import { asList, migrateNvd3Common, renameField, type MutableFormData } from './legacy-nvd3.js';
import type { MixedTimeseriesFormData } from './mixed-form-data.js';
import { MIXED_VIZ_KEY } from './timeseries-variant.js';

const isUnset = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * `dual_line` (NVD3 dual-axis line chart) as Superset migrates it: `metric` on the left axis is
 * query A, `metric_2` on the right axis query B (`yAxisIndexB: 1`), B filtered as A is, the
 * right axis' format and bounds renamed, both axes truncated as NVD3 drew them.
 */
export function fromDualLine(formData: QueryFormData): MutableFormData {
  const next: MutableFormData = { ...formData };
  if (isUnset(next['metrics']) && !isUnset(next['metric'])) next['metrics'] = [next['metric']];
  if (isUnset(next['metrics_b']) && !isUnset(next['metric_2'])) next['metrics_b'] = [next['metric_2']];
  delete next['metric'];
  delete next['metric_2'];
  next['yAxisIndex'] ??= 0;
  next['yAxisIndexB'] ??= 1;
  next['truncateYAxis'] ??= true;
  if (next['adhoc_filters_b'] === undefined) next['adhoc_filters_b'] = structuredClone(asList(next['adhoc_filters']));
  renameField(next, 'y_axis_2_format', 'y_axis_format_secondary');
  renameField(next, 'y_axis_2_bounds', 'y_axis_bounds_secondary');
  migrateNvd3Common(next);
  return next;
}

/**
 * `line_multi` (NVD3 "Multiple Line Charts"): lines of other saved line charts (`line_charts`) on
 * the left axis and more (`line_charts_2`) on the right. Its own form data holds only those chart
 * ids, the time range, filters and formats, so it opens as a mixed chart with the second set on
 * the secondary axis (`yAxisIndexB: 1`), both queries filtered alike and the right axis' format
 * kept; the metrics live in the referenced charts and are chosen again in explore.
 */
export function fromLineMulti(formData: QueryFormData): MutableFormData {
  const next: MutableFormData = { ...formData };
  next['yAxisIndex'] ??= 0;
  next['yAxisIndexB'] ??= asList(next['line_charts_2']).length > 0 ? 1 : 0;
  if (next['adhoc_filters_b'] === undefined) next['adhoc_filters_b'] = structuredClone(asList(next['adhoc_filters']));
  renameField(next, 'y_axis_2_format', 'y_axis_format_secondary');
  delete next['prefix_metric_with_slice_name'];
  migrateNvd3Common(next);
  return next;
}

const LEGACY: Readonly<Record<string, (formData: QueryFormData) => MutableFormData>> = { dual_line: fromDualLine, line_multi: fromLineMulti };

/** A y-axis choice stored as text (`'1'`) as the number Superset's select keeps. */
function yAxisIndex(value: unknown): unknown {
  if (value === '0' || value === '1') return Number(value);
  return value;
}

/**
 * Upgrades mixed-chart form data: charts saved as Superset's `dual_line` or `line_multi` first
 * (see {@link fromDualLine}, {@link fromLineMulti}); then, for every mixed chart, the legacy time
 * column becomes the shared x-axis, `legendOrientation` → `legend_orientation`, `x_axis_format` →
 * `x_axis_time_format`, single `time_compare` / `time_compare_b` strings become lists, Superset's
 * stack styles (`'Stack'`) become `true`, y-axis choices stored as text become numbers, and a chart
 * truncating its y-axis without saying so for the secondary one truncates both, as it was drawn.
 * Idempotent; the input is not modified.
 *
 * @example
 * migrateMixedTimeseries({ datasource: '1__table', viz_type: 'dual_line', metric: 'count', metric_2: 'sum__num', granularity_sqla: 'ds' });
 * // { viz_type: 'mixed_timeseries', metrics: ['count'], metrics_b: ['sum__num'], yAxisIndexB: 1, x_axis: 'ds', … }
 */
export function migrateMixedTimeseries(formData: QueryFormData): MixedTimeseriesFormData {
  const legacy = Object.hasOwn(LEGACY, formData.viz_type) ? LEGACY[formData.viz_type] : undefined;
  const next: MutableFormData = legacy ? { ...legacy(formData), viz_type: MIXED_VIZ_KEY } : { ...formData };

  const timeColumn = next['granularity_sqla'];
  if (!isUnset(timeColumn)) {
    if (isUnset(next['x_axis'])) next['x_axis'] = timeColumn;
    if (next['x_axis'] === timeColumn) delete next['granularity_sqla'];
  }
  renameField(next, 'legendOrientation', 'legend_orientation');
  renameField(next, 'x_axis_format', 'x_axis_time_format');
  for (const field of ['time_compare', 'time_compare_b']) {
    if (typeof next[field] === 'string') next[field] = (next[field] as string).trim() === '' ? [] : [next[field]];
  }
  for (const field of ['stack', 'stackB']) {
    if (field in next && typeof next[field] !== 'boolean') next[field] = typeof next[field] === 'string' && next[field] !== '';
  }
  for (const field of ['yAxisIndex', 'yAxisIndexB']) if (field in next) next[field] = yAxisIndex(next[field]);
  // Charts saved before the secondary axis had its own truncation (Superset draws both axes by
  // `truncateYAxis`) keep both axes as they were drawn.
  if (typeof next['truncateYAxisSecondary'] !== 'boolean' && next['truncateYAxis'] === true) next['truncateYAxisSecondary'] = true;
  return next as MixedTimeseriesFormData;
}
