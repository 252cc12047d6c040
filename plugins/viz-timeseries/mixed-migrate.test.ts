import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@core/plugin-api/index.js';
import { migrateMixedTimeseries } from './mixed-migrate.js';

const filter = { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: '==', comparator: 'CA' };

/** An NVD3 dual-axis line chart as Superset stored it: births on the left, names counted on the right. */
const DUAL_LINE: QueryFormData = Object.freeze({
  datasource: '3__table',
  viz_type: 'dual_line',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1Y',
  time_range: 'No filter',
  metric: 'sum__num',
  metric_2: 'count',
  adhoc_filters: [filter],
  x_axis_format: 'smart_date',
  y_axis_format: '.3s',
  y_axis_2_format: ',d',
  y_axis_2_bounds: [0, null],
  color_scheme: 'supersetColors',
});

describe('migrateMixedTimeseries', () => {
  it('opens `dual_line` as a mixed chart: metric on the primary axis, metric_2 as query B on the secondary', () => {
    expect(migrateMixedTimeseries(DUAL_LINE)).toEqual({
      datasource: '3__table',
      viz_type: 'mixed_timeseries',
      x_axis: 'ds',
      time_grain_sqla: 'P1Y',
      time_range: 'No filter',
      metrics: ['sum__num'],
      metrics_b: ['count'],
      adhoc_filters: [filter],
      adhoc_filters_b: [filter],
      yAxisIndex: 0,
      yAxisIndexB: 1,
      truncateYAxis: true,
      truncateYAxisSecondary: true,
      x_axis_time_format: 'smart_date',
      y_axis_format: '.3s',
      y_axis_format_secondary: ',d',
      y_axis_bounds_secondary: [0, null],
      color_scheme: 'supersetColors',
    });
  });

  it('truncates the secondary axis of a chart saved truncating its y-axis without saying so for the secondary one', () => {
    const chart = { datasource: '3__table', viz_type: 'mixed_timeseries', metrics: ['count'], metrics_b: ['sum__num'], yAxisIndexB: 1 };
    expect(migrateMixedTimeseries({ ...chart, truncateYAxis: true })).toMatchObject({ truncateYAxis: true, truncateYAxisSecondary: true });
    expect(migrateMixedTimeseries({ ...chart, truncateYAxis: true, truncateYAxisSecondary: false })).toMatchObject({ truncateYAxisSecondary: false });
    expect(migrateMixedTimeseries({ ...chart, truncateYAxis: false, truncateYAxisSecondary: true })).toMatchObject({ truncateYAxis: false, truncateYAxisSecondary: true });
    expect(migrateMixedTimeseries(chart)).not.toHaveProperty('truncateYAxisSecondary');
  });

  it('opens `line_multi` as a mixed chart with its second set of lines on the secondary axis', () => {
    const migrated = migrateMixedTimeseries({
      datasource: '3__table',
      viz_type: 'line_multi',
      time_range: 'Last decade',
      line_charts: [12, 13],
      line_charts_2: [14],
      prefix_metric_with_slice_name: true,
      adhoc_filters: [filter],
      y_axis_format: '.3s',
      y_axis_2_format: '.1%',
      x_axis_format: '%Y',
    });
    expect(migrated).toEqual({
      datasource: '3__table',
      viz_type: 'mixed_timeseries',
      time_range: 'Last decade',
      line_charts: [12, 13],
      line_charts_2: [14],
      adhoc_filters: [filter],
      adhoc_filters_b: [filter],
      yAxisIndex: 0,
      yAxisIndexB: 1,
      y_axis_format: '.3s',
      y_axis_format_secondary: '.1%',
      x_axis_time_format: '%Y',
    });
  });

  it('upgrades a mixed chart saved by an older Superset', () => {
    const migrated = migrateMixedTimeseries({
      datasource: '3__table',
      viz_type: 'mixed_timeseries',
      granularity_sqla: 'ds',
      legendOrientation: 'bottom',
      time_compare_b: '1 year ago',
      stack: 'Stack',
      stackB: null,
      yAxisIndexB: '1',
    });
    expect(migrated).toEqual({
      datasource: '3__table',
      viz_type: 'mixed_timeseries',
      x_axis: 'ds',
      legend_orientation: 'bottom',
      time_compare_b: ['1 year ago'],
      stack: true,
      stackB: false,
      yAxisIndexB: 1,
    });
  });

  it('is idempotent and leaves its input alone', () => {
    const once = migrateMixedTimeseries(structuredClone(DUAL_LINE));
    expect(migrateMixedTimeseries(once)).toEqual(once);
    expect(DUAL_LINE['metric_2']).toBe('count');
    // B's filters are a copy: editing them in explore does not edit A's.
    expect(once['adhoc_filters_b']).not.toBe(once['adhoc_filters']);
  });
});
