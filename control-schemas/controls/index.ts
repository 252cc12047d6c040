import type { ControlDefinition } from '../control-definition.js';
import { adhocFilters } from './adhoc-filters.js';
import { allColumns } from './all-columns.js';
import { annotationLayers } from './annotation-layers.js';
import { colorPicker } from './color-picker.js';
import { colorScheme } from './color-scheme.js';
import { columns } from './columns.js';
import { compareLag } from './compare-lag.js';
import { compareSuffix } from './compare-suffix.js';
import { currencyFormat } from './currency-format.js';
import { linearColorScheme } from './linear-color-scheme.js';
import { comparisonType } from './comparison-type.js';
import { datasource } from './datasource.js';
import { dateFormat } from './date-format.js';
import { granularitySqla } from './granularity-sqla.js';
import { groupby } from './groupby.js';
import { headerFontSize } from './header-font-size.js';
import { includeTime } from './include-time.js';
import { labelColors } from './label-colors.js';
import { legendOrientation } from './legend-orientation.js';
import { limit } from './limit.js';
import { metric } from './metric.js';
import { metrics } from './metrics.js';
import { minPeriods } from './min-periods.js';
import { numberFormat } from './number-format.js';
import { opacity } from './opacity.js';
import { orderByCols } from './order-by-cols.js';
import { orderDesc } from './order-desc.js';
import { percentMetrics } from './percent-metrics.js';
import { queryMode } from './query-mode.js';
import { resampleMethod } from './resample-method.js';
import { resampleRule } from './resample-rule.js';
import { rollingPeriods } from './rolling-periods.js';
import { rollingType } from './rolling-type.js';
import { rowLimit } from './row-limit.js';
import { rowOffset } from './row-offset.js';
import { seriesLimit } from './series-limit.js';
import { seriesLimitMetric } from './series-limit-metric.js';
import { serverPageLength } from './server-page-length.js';
import { serverPagination } from './server-pagination.js';
import { showLegend } from './show-legend.js';
import { showTotals } from './show-totals.js';
import { showTrendLine } from './show-trend-line.js';
import { sortSeriesAscending } from './sort-series-ascending.js';
import { sortSeriesType } from './sort-series-type.js';
import { startYAxisAtZero } from './start-y-axis-at-zero.js';
import { subheader } from './subheader.js';
import { subheaderFontSize } from './subheader-font-size.js';
import { timeCompare } from './time-compare.js';
import { timeFormat } from './time-format.js';
import { timeGrainSqla } from './time-grain-sqla.js';
import { timeRange } from './time-range.js';
import { timeShiftColor } from './time-shift-color.js';
import { timeseriesLimitMetric } from './timeseries-limit-metric.js';
import { truncateMetric } from './truncate-metric.js';
import { vizType } from './viz-type.js';
import { xAxis } from './x-axis.js';
import { xAxisTimeFormat } from './x-axis-time-format.js';
import { xAxisTitle } from './x-axis-title.js';
import { yAxisBounds } from './y-axis-bounds.js';
import { yAxisFormat } from './y-axis-format.js';
import { yAxisTitle } from './y-axis-title.js';

/**
 * The shared controls by name, grouped by section in display order (Query, Time, Advanced
 * analytics, Annotations and layers, Customize). Viz plugins pick from these by name with
 * `composeVizSchema`.
 *
 * @example
 * ```ts
 * CONTROLS.row_limit.schema.default; // 10000
 * ```
 */
export const CONTROLS = Object.freeze({
  datasource,
  viz_type: vizType,
  x_axis: xAxis,
  time_grain_sqla: timeGrainSqla,
  metrics,
  metric,
  groupby,
  columns,
  query_mode: queryMode,
  all_columns: allColumns,
  percent_metrics: percentMetrics,
  order_by_cols: orderByCols,
  adhoc_filters: adhocFilters,
  series_limit: seriesLimit,
  limit,
  series_limit_metric: seriesLimitMetric,
  timeseries_limit_metric: timeseriesLimitMetric,
  order_desc: orderDesc,
  row_limit: rowLimit,
  row_offset: rowOffset,
  server_pagination: serverPagination,
  server_page_length: serverPageLength,
  include_time: includeTime,
  show_totals: showTotals,
  truncate_metric: truncateMetric,
  time_range: timeRange,
  granularity_sqla: granularitySqla,
  rolling_type: rollingType,
  rolling_periods: rollingPeriods,
  min_periods: minPeriods,
  time_compare: timeCompare,
  comparison_type: comparisonType,
  time_shift_color: timeShiftColor,
  resample_rule: resampleRule,
  resample_method: resampleMethod,
  annotation_layers: annotationLayers,
  color_scheme: colorScheme,
  linear_color_scheme: linearColorScheme,
  label_colors: labelColors,
  show_legend: showLegend,
  legend_orientation: legendOrientation,
  x_axis_title: xAxisTitle,
  y_axis_title: yAxisTitle,
  y_axis_format: yAxisFormat,
  number_format: numberFormat,
  currency_format: currencyFormat,
  x_axis_time_format: xAxisTimeFormat,
  time_format: timeFormat,
  date_format: dateFormat,
  sort_series_type: sortSeriesType,
  sort_series_ascending: sortSeriesAscending,
  subheader,
  header_font_size: headerFontSize,
  subheader_font_size: subheaderFontSize,
  compare_lag: compareLag,
  compare_suffix: compareSuffix,
  show_trend_line: showTrendLine,
  start_y_axis_at_zero: startYAxisAtZero,
  y_axis_bounds: yAxisBounds,
  opacity,
  color_picker: colorPicker,
} satisfies Record<string, ControlDefinition>);

/** The name of a shared control. */
export type SharedControlName = keyof typeof CONTROLS;

/** Every shared control, in display order. */
export const SHARED_CONTROLS: readonly ControlDefinition[] = Object.freeze(Object.values(CONTROLS));

/** Whether `name` is a shared control. */
export function isSharedControlName(name: string): name is SharedControlName {
  return Object.hasOwn(CONTROLS, name);
}
