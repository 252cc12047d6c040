/**
 * Charts as Superset stored them under its retired `viz_type` keys, each with the key it opens as
 * and fields that must carry the same meaning once opened (Superset's own migrations,
 * `superset/migrations/shared/migrate_viz/processors.py`, say what each field becomes). The
 * legacy-keys suite opens one per legacy key any registered viz type declares; a declared key
 * without a fixture here fails it, naming the key.
 */
export interface LegacyChartFixture {
  /** The form data as stored, `viz_type` the legacy key. */
  stored: Record<string, unknown>;
  /** The current key it must open as. */
  opensAs: string;
  /** Fields of the opened form data (matched as a subset). */
  expected: Record<string, unknown>;
  /** Legacy fields that must be gone once translated. */
  gone: readonly string[];
}

const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num', type: 'BIGINT' }, label: 'SUM(num)' };
const inCalifornia = { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: '==', comparator: 'CA' };

/** The fields every NVD3 time-series chart of births stored. */
const NVD3 = {
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1Y',
  time_range: 'No filter',
  metrics: [sumNum],
  adhoc_filters: [inCalifornia],
  groupby: ['gender'],
  limit: 10,
  row_limit: 50000,
  color_scheme: 'supersetColors',
  show_legend: true,
  rich_tooltip: true,
  x_axis_label: 'Year',
  y_axis_label: 'Births',
  x_axis_format: 'smart_date',
  y_axis_format: '.3s',
  bottom_margin: 'auto',
  left_margin: 'auto',
  x_ticks_layout: 'auto',
  show_brush: 'auto',
  rolling_type: 'None',
  time_compare: [],
  comparison_type: 'values',
};

const NVD3_OPENED = { x_axis: 'ds', time_grain_sqla: 'P1Y', metrics: [sumNum], groupby: ['gender'], adhoc_filters: [inCalifornia], x_axis_title: 'Year', y_axis_title: 'Births', series_limit: 10 };
const NVD3_GONE = ['granularity_sqla', 'x_axis_label', 'y_axis_label', 'bottom_margin', 'left_margin', 'x_ticks_layout', 'show_brush', 'limit'];

export const LEGACY_CHART_FIXTURES: Readonly<Record<string, LegacyChartFixture>> = {
  line: {
    stored: { ...NVD3, viz_type: 'line', line_interpolation: 'linear', show_markers: true, contribution: false },
    opensAs: 'echarts_timeseries_line',
    expected: { ...NVD3_OPENED, markerEnabled: true, zoomable: false },
    gone: [...NVD3_GONE, 'show_markers', 'line_interpolation', 'contribution'],
  },
  bar: {
    stored: { ...NVD3, viz_type: 'bar', bar_stacked: true, show_bar_value: true },
    opensAs: 'echarts_timeseries_bar',
    expected: { ...NVD3_OPENED, stack: true, show_value: true },
    gone: [...NVD3_GONE, 'bar_stacked', 'show_bar_value'],
  },
  dist_bar: {
    stored: {
      viz_type: 'dist_bar',
      granularity_sqla: 'ds',
      time_range: 'No filter',
      metrics: [sumNum],
      adhoc_filters: [],
      groupby: ['state'],
      columns: ['gender'],
      row_limit: 50,
      bar_stacked: true,
      show_bar_value: false,
      order_bars: false,
      y_axis_format: '.3s',
      x_ticks_layout: '45°',
      contribution: false,
    },
    opensAs: 'echarts_timeseries_bar',
    expected: { x_axis: 'state', groupby: ['gender'], metrics: [sumNum], stack: true, show_value: false, granularity_sqla: 'ds', row_limit: 50 },
    gone: ['columns', 'bar_stacked', 'show_bar_value', 'order_bars', 'x_ticks_layout', 'contribution'],
  },
  area: {
    stored: { ...NVD3, viz_type: 'area', stacked_style: 'expand' },
    opensAs: 'echarts_area',
    expected: { ...NVD3_OPENED, stack: true, contributionMode: 'row', opacity: 0.7 },
    gone: [...NVD3_GONE, 'stacked_style'],
  },
  dual_line: {
    stored: {
      viz_type: 'dual_line',
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1Y',
      time_range: 'No filter',
      metric: sumNum,
      metric_2: 'count',
      adhoc_filters: [inCalifornia],
      x_axis_format: 'smart_date',
      y_axis_format: '.3s',
      y_axis_2_format: ',d',
    },
    opensAs: 'mixed_timeseries',
    expected: { x_axis: 'ds', metrics: [sumNum], metrics_b: ['count'], adhoc_filters: [inCalifornia], adhoc_filters_b: [inCalifornia], yAxisIndex: 0, yAxisIndexB: 1, y_axis_format_secondary: ',d', truncateYAxis: true },
    gone: ['metric', 'metric_2', 'y_axis_2_format', 'granularity_sqla', 'x_axis_format'],
  },
  line_multi: {
    stored: { viz_type: 'line_multi', time_range: 'Last decade', line_charts: [3, 4], line_charts_2: [5], y_axis_format: '.3s', y_axis_2_format: '.1%', prefix_metric_with_slice_name: false, adhoc_filters: [] },
    opensAs: 'mixed_timeseries',
    expected: { time_range: 'Last decade', yAxisIndexB: 1, y_axis_format: '.3s', y_axis_format_secondary: '.1%', line_charts: [3, 4], line_charts_2: [5] },
    gone: ['y_axis_2_format', 'prefix_metric_with_slice_name'],
  },
  'ag-grid-table': {
    stored: { viz_type: 'ag-grid-table', query_mode: 'aggregate', groupby: ['state'], metrics: [sumNum], percent_metrics: [], row_limit: 100, server_pagination: false, include_search: true, column_config: {} },
    opensAs: 'table',
    expected: { query_mode: 'aggregate', groupby: ['state'], metrics: [sumNum], row_limit: 100, include_search: true },
    gone: ['column_config'],
  },
  pivot_table: {
    stored: { viz_type: 'pivot_table', groupby: ['state'], columns: ['gender'], metrics: [sumNum], pandas_aggfunc: 'sum', pivot_margins: true, number_format: ',d', combine_metric: false, transpose_pivot: false, row_limit: 100 },
    opensAs: 'pivot_table_v2',
    expected: { groupbyRows: ['state'], groupbyColumns: ['gender'], metrics: [sumNum], aggregateFunction: 'Sum', colTotals: true, valueFormat: ',d', combineMetric: false, transposePivot: false },
    gone: ['pandas_aggfunc', 'pivot_margins', 'number_format', 'combine_metric', 'transpose_pivot'],
  },
  treemap: {
    stored: { viz_type: 'treemap', metrics: [sumNum], groupby: ['state', 'gender'], order_desc: true, row_limit: 100, number_format: ',d', adhoc_filters: [] },
    opensAs: 'treemap_v2',
    expected: { metric: sumNum, groupby: ['state', 'gender'], sort_by_metric: true },
    gone: ['metrics', 'order_desc'],
  },
  sunburst: {
    stored: { viz_type: 'sunburst', groupby: ['state', 'gender'], metric: sumNum, secondary_metric: null, row_limit: 100, adhoc_filters: [] },
    opensAs: 'sunburst_v2',
    expected: { columns: ['state', 'gender'], metric: sumNum },
    gone: ['groupby'],
  },
  sankey: {
    stored: { viz_type: 'sankey', groupby: ['gender', 'state'], metric: sumNum, row_limit: 1000, adhoc_filters: [] },
    opensAs: 'sankey_v2',
    expected: { source: 'gender', target: 'state', metric: sumNum },
    gone: ['groupby'],
  },
  heatmap: {
    stored: { viz_type: 'heatmap', all_columns_x: 'state', all_columns_y: 'gender', metric: sumNum, show_perc: true, y_axis_bounds: [0, null], sort_by_metric: false, canvas_image_rendering: 'pixelated', linear_color_scheme: 'blue_white_yellow', adhoc_filters: [] },
    opensAs: 'heatmap_v2',
    expected: { x_axis: 'state', groupby: 'gender', metric: sumNum, show_percentage: true, value_bounds: [0, null] },
    gone: ['all_columns_x', 'all_columns_y', 'show_perc', 'y_axis_bounds', 'canvas_image_rendering'],
  },
  histogram: {
    stored: { viz_type: 'histogram', all_columns_x: ['num'], groupby: ['gender'], link_length: '10', x_axis_label: 'Births', y_axis_label: 'Count', normalized: true, row_limit: 10000, adhoc_filters: [] },
    opensAs: 'histogram_v2',
    expected: { column: 'num', groupby: ['gender'], bins: 10, x_axis_title: 'Births', y_axis_title: 'Count', normalize: true },
    gone: ['all_columns_x', 'link_length', 'x_axis_label', 'y_axis_label', 'normalized'],
  },
  bubble: {
    stored: {
      viz_type: 'bubble',
      entity: 'state',
      series: 'gender',
      x: sumNum,
      y: 'count',
      size: sumNum,
      limit: 50,
      x_log_scale: true,
      y_log_scale: false,
      x_axis_format: '.3s',
      x_axis_label: 'Births',
      bottom_margin: 'auto',
      left_margin: 'auto',
      adhoc_filters: [],
    },
    opensAs: 'bubble_v2',
    expected: { entity: 'state', series: 'gender', x: sumNum, y: 'count', size: sumNum, row_limit: 50, logXAxis: true, logYAxis: false, xAxisFormat: '.3s' },
    gone: ['limit', 'x_log_scale', 'y_log_scale', 'x_axis_format'],
  },
};
