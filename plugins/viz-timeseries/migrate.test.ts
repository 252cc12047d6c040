import { describe, expect, it } from 'vitest';
import { migrateTimeseriesFormData } from './migrate.js';

const base = { datasource: '1__table', viz_type: 'echarts_timeseries_line' };

describe('migrateTimeseriesFormData', () => {
  it('upgrades Superset legacy fields', () => {
    const legacy = Object.freeze({
      ...base,
      granularity_sqla: 'ds',
      timeseries_limit_metric: 'count',
      limit: 5,
      x_axis_format: '%Y',
      legendOrientation: 'bottom',
      time_compare: '1 year ago',
      stack: 'Stack',
      metrics: ['count'],
    });
    expect(migrateTimeseriesFormData(legacy)).toEqual({
      ...base,
      x_axis: 'ds',
      series_limit_metric: 'count',
      series_limit: 5,
      x_axis_time_format: '%Y',
      legend_orientation: 'bottom',
      time_compare: ['1 year ago'],
      stack: true,
      metrics: ['count'],
    });
  });

  it('is idempotent', () => {
    const once = migrateTimeseriesFormData({ ...base, granularity_sqla: 'ds', limit: 0, stack: null, time_compare: '' });
    expect(once).toEqual({ ...base, x_axis: 'ds', series_limit: null, stack: false, time_compare: [] });
    expect(migrateTimeseriesFormData(once)).toEqual(once);
  });

  it('keeps what newer fields already say', () => {
    const migrated = migrateTimeseriesFormData({ ...base, x_axis: 'created_at', granularity_sqla: 'ds', series_limit_metric: 'sum__num', timeseries_limit_metric: 'count', series_limit: 10, limit: 3 });
    // A different x-axis was chosen: the time column stays as the time filter's column.
    expect(migrated).toEqual({ ...base, x_axis: 'created_at', granularity_sqla: 'ds', series_limit_metric: 'sum__num', series_limit: 10 });
  });

  it('drops a legacy time column that the x-axis already is', () => {
    expect(migrateTimeseriesFormData({ ...base, x_axis: 'ds', granularity_sqla: 'ds' })).toEqual({ ...base, x_axis: 'ds' });
  });

  it('leaves current form data as it is', () => {
    const current = { ...base, x_axis: 'ds', metrics: ['count'], groupby: ['gender'], stack: false, time_compare: [] };
    expect(migrateTimeseriesFormData(current)).toEqual(current);
  });
});
