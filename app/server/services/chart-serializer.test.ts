import { describe, expect, it } from 'vitest';
import { chartFormData, datasourceNameText, datasourceUrl } from './chart-serializer.js';

const chart = { id: 5, viz_type: 'pie', datasource_id: 3, datasource_type: 'table', cache_timeout: null, params: null as string | null };

describe('chartFormData', () => {
  it('puts the chart id, viz type and datasource over the stored params', () => {
    const params = JSON.stringify({ viz_type: 'table', slice_id: 1, datasource: '9__table', metrics: ['count'] });
    expect(chartFormData({ ...chart, params })).toEqual({ viz_type: 'pie', slice_id: 5, datasource: '3__table', metrics: ['count'] });
  });

  it('folds legacy since/until into time_range and adds a cache timeout', () => {
    const params = JSON.stringify({ since: '2020-01-01', until: '' });
    expect(chartFormData({ ...chart, params, cache_timeout: 60 })).toMatchObject({ time_range: '2020-01-01 : ', cache_timeout: 60 });
    expect(chartFormData({ ...chart, params })).not.toHaveProperty('since');
  });

  it('survives params that are not a JSON object, and a chart without a dataset', () => {
    expect(chartFormData({ ...chart, params: '[1]', datasource_id: null })).toEqual({ slice_id: 5, viz_type: 'pie', datasource: 'None__table' });
  });
});

describe('dataset names and links', () => {
  it('name the dataset schema.table and link to explore on it unless it has a default endpoint', () => {
    expect(datasourceNameText({ schema: 'main', table_name: 'events' })).toBe('main.events');
    expect(datasourceNameText({ schema: null, table_name: 'events' })).toBe('events');
    expect(datasourceUrl({ id: 3, default_endpoint: null })).toBe('/explore/?datasource_type=table&datasource_id=3');
    expect(datasourceUrl({ id: 3, default_endpoint: '/custom/' })).toBe('/custom/');
  });
});
