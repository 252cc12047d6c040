import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@core/plugin-api/index.js';
import { migrateTimeseriesFormData } from './migrate.js';

/** What Superset stored for an NVD3 line chart of births by gender (its example data, before 3.0). */
const NVD3_LINE: QueryFormData = Object.freeze({
  datasource: '3__table',
  viz_type: 'line',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1Y',
  time_range: 'No filter',
  metrics: ['sum__num'],
  adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: '==', comparator: 'CA' }],
  groupby: ['gender'],
  limit: 25,
  timeseries_limit_metric: 'sum__num',
  order_desc: true,
  row_limit: 50000,
  color_scheme: 'supersetColors',
  show_brush: 'yes',
  show_legend: true,
  rich_tooltip: true,
  show_markers: true,
  line_interpolation: 'linear',
  x_axis_label: 'Year',
  bottom_margin: 'auto',
  x_ticks_layout: 'auto',
  x_axis_format: '%Y',
  x_axis_showminmax: false,
  y_axis_label: 'Births',
  left_margin: 'auto',
  y_axis_showminmax: false,
  y_log_scale: false,
  y_axis_format: '.3s',
  rolling_type: 'None',
  time_compare: ['1 year'],
  comparison_type: 'percentage',
  annotation_layers: [],
  contribution: true,
});

describe('charts saved under NVD3 keys', () => {
  it('opens `line` as the line chart with the same query and look', () => {
    const migrated = migrateTimeseriesFormData(NVD3_LINE);
    expect(migrated).toEqual({
      datasource: '3__table',
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      time_grain_sqla: 'P1Y',
      time_range: 'No filter',
      metrics: ['sum__num'],
      adhoc_filters: NVD3_LINE['adhoc_filters'],
      groupby: ['gender'],
      series_limit: 25,
      series_limit_metric: 'sum__num',
      order_desc: true,
      row_limit: 50000,
      color_scheme: 'supersetColors',
      zoomable: true,
      markerEnabled: true,
      contributionMode: 'row',
      show_legend: true,
      rich_tooltip: true,
      x_axis_title: 'Year',
      x_axis_time_format: '%Y',
      y_axis_title: 'Births',
      y_axis_format: '.3s',
      rolling_type: 'None',
      time_compare: ['1 year ago'],
      comparison_type: 'percentage',
      annotation_layers: [],
    });
  });

  it('takes a daily grain when the legacy chart chose none, and keeps a brush that was off as no zoom', () => {
    const migrated = migrateTimeseriesFormData({ ...NVD3_LINE, time_grain_sqla: undefined, show_brush: 'auto', show_markers: false, contribution: false });
    expect(migrated).toMatchObject({ x_axis: 'ds', time_grain_sqla: 'P1D', zoomable: false, markerEnabled: false });
    expect(migrated).not.toHaveProperty('contributionMode');
  });

  it('opens `bar` as the bar chart, stacked and labelled as it was', () => {
    const migrated = migrateTimeseriesFormData({ ...NVD3_LINE, viz_type: 'bar', bar_stacked: true, show_bar_value: true, contribution: false });
    expect(migrated).toMatchObject({ viz_type: 'echarts_timeseries_bar', x_axis: 'ds', stack: true, show_value: true, metrics: ['sum__num'], groupby: ['gender'] });
    expect(migrated).not.toHaveProperty('bar_stacked');
    expect(migrated).not.toHaveProperty('show_bar_value');
  });

  it('opens `dist_bar` as a bar chart over its first dimension, the rest and the breakdown as series', () => {
    const distBar: QueryFormData = {
      datasource: '3__table',
      viz_type: 'dist_bar',
      granularity_sqla: 'ds',
      time_range: 'Last year',
      metrics: ['sum__num', 'count'],
      groupby: ['state', 'name'],
      columns: ['gender'],
      row_limit: 100,
      bar_stacked: true,
      show_bar_value: false,
      order_bars: true,
      y_axis_format: ',d',
      x_ticks_layout: '45°',
      contribution: false,
      show_legend: true,
    };
    const migrated = migrateTimeseriesFormData(distBar);
    expect(migrated).toEqual({
      datasource: '3__table',
      viz_type: 'echarts_timeseries_bar',
      // The time column still filters by the time range; the x-axis is the first dimension.
      granularity_sqla: 'ds',
      time_range: 'Last year',
      x_axis: 'state',
      metrics: ['sum__num', 'count'],
      groupby: ['name', 'gender'],
      row_limit: 100,
      stack: true,
      show_value: false,
      y_axis_format: ',d',
      show_legend: true,
    });
    expect(migrated).not.toHaveProperty('time_grain_sqla');
  });

  it.each([
    ['stack', {}],
    ['stream', {}],
    ['expand', { contributionMode: 'row' }],
    [null, {}],
  ])('opens `area` (stacked_style %s) as a stacked area chart', (stackedStyle, extra) => {
    const migrated = migrateTimeseriesFormData({ ...NVD3_LINE, viz_type: 'area', stacked_style: stackedStyle, contribution: false });
    expect(migrated).toMatchObject({ viz_type: 'echarts_area', stack: true, opacity: 0.7, x_axis: 'ds', ...extra });
    expect(migrated).not.toHaveProperty('stacked_style');
    if (stackedStyle !== 'expand') expect(migrated).not.toHaveProperty('contributionMode');
  });

  it.each(['line', 'bar', 'dist_bar', 'area'])('migrates `%s` idempotently without touching its input', (vizType) => {
    const stored = Object.freeze({ ...NVD3_LINE, viz_type: vizType, columns: ['gender'], bar_stacked: false, stacked_style: 'stack' });
    const once = migrateTimeseriesFormData(structuredClone(stored));
    expect(migrateTimeseriesFormData(once)).toEqual(once);
    expect(stored.viz_type).toBe(vizType);
    expect((stored as QueryFormData)['time_compare']).toEqual(['1 year']);
  });

  it('keeps `compare` (its own type) and translates its NVD3 fields, idempotently', () => {
    const migrated = migrateTimeseriesFormData({ ...NVD3_LINE, viz_type: 'compare' });
    expect(migrated).toMatchObject({ viz_type: 'compare', x_axis: 'ds', x_axis_title: 'Year', zoomable: true, series_limit: 25, time_compare: ['1 year ago'] });
    expect(migrated).not.toHaveProperty('x_axis_label');
    expect(migrateTimeseriesFormData(migrated)).toEqual(migrated);
  });
});
