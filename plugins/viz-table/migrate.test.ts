import { describe, expect, it } from 'vitest';
import { migrateTableFormData } from './migrate.js';

describe('migrateTableFormData', () => {
  it('renames the legacy sort metric and makes percentage metrics a list', () => {
    const legacy = Object.freeze({ datasource: '3__table', viz_type: 'table', timeseries_limit_metric: 'count', percent_metrics: null, metrics: ['count'] });
    const migrated = migrateTableFormData(legacy);
    expect(migrated.series_limit_metric).toBe('count');
    expect('timeseries_limit_metric' in migrated).toBe(false);
    expect(migrated.percent_metrics).toEqual([]);
    expect(migrated.query_mode).toBe('aggregate');
    expect(legacy.timeseries_limit_metric).toBe('count');
  });

  it('keeps a sort metric that is already set', () => {
    const migrated = migrateTableFormData({ datasource: '3__table', viz_type: 'table', series_limit_metric: 'sum', timeseries_limit_metric: 'count' });
    expect(migrated.series_limit_metric).toBe('sum');
  });

  it('wraps a single percentage metric in a list', () => {
    expect(migrateTableFormData({ datasource: '3__table', viz_type: 'table', percent_metrics: 'count' }).percent_metrics).toEqual(['count']);
  });

  it('infers raw mode from raw columns and fills all_columns from columns', () => {
    expect(migrateTableFormData({ datasource: '3__table', viz_type: 'table', all_columns: ['name'] }).query_mode).toBe('raw');
    const migrated = migrateTableFormData({ datasource: '3__table', viz_type: 'table', query_mode: 'raw', columns: ['name', 'num'] });
    expect(migrated.all_columns).toEqual(['name', 'num']);
    expect('columns' in migrated).toBe(false);
  });

  it('reads page sizes stored as text and the legacy time column', () => {
    const migrated = migrateTableFormData({ datasource: '3__table', viz_type: 'table', page_length: '25', server_page_length: '50', granularity: 'ds' });
    expect(migrated).toMatchObject({ page_length: 25, server_page_length: 50, granularity_sqla: 'ds' });
    expect(migrateTableFormData({ datasource: '3__table', viz_type: 'table', page_length: null }).page_length).toBe(0);
  });

  it('is idempotent', () => {
    const inputs = [
      { datasource: '3__table', viz_type: 'table', timeseries_limit_metric: 'count', percent_metrics: null, page_length: '10' },
      { datasource: '3__table', viz_type: 'table', query_mode: 'raw', columns: ['a'], order_by_cols: '["a", true]' },
      { datasource: '3__table', viz_type: 'table', groupby: 'state', granularity: 'ds', server_page_length: null },
    ];
    for (const input of inputs) {
      const once = migrateTableFormData(input);
      expect(migrateTableFormData(once)).toEqual(once);
    }
  });

  it("opens Superset's AG Grid table as this table, leaving out the raw columns the grid hid", () => {
    const agGrid = Object.freeze({
      datasource: '3__table',
      viz_type: 'ag-grid-table',
      query_mode: 'raw',
      all_columns: ['name', 'gender', 'num', 'ds'],
      order_by_cols: ['["num", false]'],
      server_pagination: true,
      server_page_length: '20',
      include_search: true,
      column_config: { ds: { visible: false }, num: { d3NumberFormat: ',d', visible: true } },
      row_limit: 1000,
    });
    const migrated = migrateTableFormData(agGrid);
    expect(migrated).toEqual({
      datasource: '3__table',
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['name', 'gender', 'num'],
      order_by_cols: ['["num", false]'],
      server_pagination: true,
      server_page_length: 20,
      include_search: true,
      row_limit: 1000,
    });
    expect(migrateTableFormData(migrated)).toEqual(migrated);
    expect(agGrid.all_columns).toHaveLength(4);
  });

  it('keeps every column of an aggregated AG Grid table and only drops its column settings', () => {
    const migrated = migrateTableFormData({ datasource: '3__table', viz_type: 'ag-grid-table', groupby: ['state'], metrics: ['count'], column_config: { state: { visible: false } } });
    expect(migrated).toMatchObject({ viz_type: 'table', query_mode: 'aggregate', groupby: ['state'], metrics: ['count'] });
    expect(migrated).not.toHaveProperty('column_config');
  });
});
