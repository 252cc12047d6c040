import { describe, expect, it } from 'vitest';
import { migrateWaterfall } from './migrate.js';

describe('migrateWaterfall', () => {
  it('moves the legacy time column to x_axis, listifies the breakdown and takes metric from metrics', () => {
    const input = Object.freeze({ datasource: '1__table', viz_type: 'waterfall', granularity_sqla: 'ds', groupby: 'gender', metrics: ['count'] });
    const migrated = migrateWaterfall(input);
    expect(migrated).toEqual({ datasource: '1__table', viz_type: 'waterfall', x_axis: 'ds', groupby: ['gender'], metric: 'count' });
    expect(input).toHaveProperty('granularity_sqla', 'ds');
    expect(migrateWaterfall(migrated)).toEqual(migrated);
  });

  it('keeps a chosen x_axis and metric over the legacy fields', () => {
    const migrated = migrateWaterfall({ datasource: '1__table', viz_type: 'waterfall', x_axis: 'state', granularity_sqla: 'ds', metric: 'sum__num', metrics: ['count'], groupby: null });
    expect(migrated).toEqual({ datasource: '1__table', viz_type: 'waterfall', x_axis: 'state', metric: 'sum__num', groupby: [] });
  });
});
