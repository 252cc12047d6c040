import { describe, expect, it } from 'vitest';
import { exploreUrlOf } from './legacy-explore-redirect.js';

describe('exploreUrlOf', () => {
  it('keeps the query string of /superset/explore/', () => {
    expect(exploreUrlOf('/superset/explore/?form_data_key=k1&slice_id=3')).toBe('/explore/?form_data_key=k1&slice_id=3');
    expect(exploreUrlOf('/superset/explore/')).toBe('/explore/');
  });

  it('adds the datasource of /superset/explore/<type>/<id>/', () => {
    expect(exploreUrlOf('/superset/explore/table/4/', { type: 'table', id: '4' })).toBe('/explore/?datasource_type=table&datasource_id=4');
  });

  it('lifts slice_id, else the datasource, out of an old form_data parameter', () => {
    const bySlice = exploreUrlOf(`/superset/explore/?form_data=${encodeURIComponent('{"slice_id":9}')}`);
    expect(new URL(bySlice, 'http://x').searchParams.get('slice_id')).toBe('9');
    const byDatasource = new URL(exploreUrlOf(`/superset/explore/?form_data=${encodeURIComponent('{"datasource":"5__table"}')}`), 'http://x').searchParams;
    expect([byDatasource.get('datasource_id'), byDatasource.get('datasource_type')]).toEqual(['5', 'table']);
    expect(exploreUrlOf('/superset/explore/?form_data=oops')).toBe('/explore/?form_data=oops');
  });
});
