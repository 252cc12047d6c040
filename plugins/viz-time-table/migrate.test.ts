import { describe, expect, it } from 'vitest';
import { migrateTimeTable } from './migrate.js';

describe('migrateTimeTable', () => {
  it('listifies single values, renames series limits and parses a JSON column collection', () => {
    const input = Object.freeze({ datasource: '1__table', viz_type: 'time_table', metrics: 'count', groupby: 'state', series_limit: 5, series_limit_metric: 'count', column_collection: '[{"key":"a","colType":"spark"}]' });
    const migrated = migrateTimeTable(input);
    expect(migrated).toEqual({ datasource: '1__table', viz_type: 'time_table', metrics: ['count'], groupby: ['state'], limit: 5, timeseries_limit_metric: 'count', column_collection: [{ key: 'a', colType: 'spark' }] });
    expect(input.metrics).toBe('count');
    expect(migrateTimeTable(migrated)).toEqual(migrated);
  });

  it('drops an unreadable column collection and keeps an explicit limit', () => {
    expect(migrateTimeTable({ datasource: '1__table', viz_type: 'time_table', column_collection: '{oops', limit: 2, series_limit: 9 })).toEqual({ datasource: '1__table', viz_type: 'time_table', limit: 2 });
  });
});
