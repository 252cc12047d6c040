import { describe, expect, it } from 'vitest';
import { buildDeckQuery } from './build-query.js';
import type { DeckFormData } from './form-data.js';

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
};

const sumOccupancy = { expressionType: 'SIMPLE' as const, aggregate: 'SUM' as const, column: { column_name: 'occupancy' }, label: 'SUM(occupancy)' };
const filter = { expressionType: 'SIMPLE' as const, clause: 'WHERE' as const, subject: 'CITY', operator: '==' as const, comparator: 'Oakland' };

describe('buildDeckQuery', () => {
  it('deck_scatter: raw rows of the coordinates, category and tooltip columns, without null locations', () => {
    const formData = deepFreeze<DeckFormData>({ datasource: '7__table', viz_type: 'deck_scatter', spatial: { type: 'latlong', lonCol: 'LON', latCol: 'LAT' }, dimension: 'CITY', js_columns: ['STREET', 'CITY'], adhoc_filters: [filter], row_limit: 300 });
    const context = buildDeckQuery('deck_scatter', formData);
    expect(context.datasource).toEqual({ id: 7, type: 'table' });
    const [query] = context.queries;
    expect(query).toMatchObject({ columns: ['LON', 'LAT', 'CITY', 'STREET'], metrics: [], row_limit: 300 });
    expect(query!.filters).toEqual([{ col: 'CITY', op: '==', val: 'Oakland' }, { col: 'LON', op: 'IS NOT NULL' }, { col: 'LAT', op: 'IS NOT NULL' }]);
  });

  it('deck_scatter: a radius metric groups by location', () => {
    const context = buildDeckQuery('deck_scatter', { datasource: '1__table', viz_type: 'deck_scatter', spatial: { type: 'geohash', geohashCol: 'geohash' }, point_radius_fixed: { type: 'metric', value: sumOccupancy }, filter_nulls: false });
    expect(context.queries[0]).toMatchObject({ columns: ['geohash'], metrics: [sumOccupancy], filters: [] });
  });

  it('deck_arc: both ends', () => {
    const context = buildDeckQuery('deck_arc', {
      datasource: '1__table',
      viz_type: 'deck_arc',
      start_spatial: { type: 'latlong', lonCol: 'LONGITUDE', latCol: 'LATITUDE' },
      end_spatial: { type: 'delimited', lonlatCol: 'DEST' },
    });
    expect(context.queries[0]!.columns).toEqual(['LONGITUDE', 'LATITUDE', 'DEST']);
  });

  it('deck_hex: the weight metric by location', () => {
    const context = buildDeckQuery('deck_hex', { datasource: '1__table', viz_type: 'deck_hex', spatial: { type: 'latlong', lonCol: 'LON', latCol: 'LAT' }, size: 'count' });
    expect(context.queries[0]).toMatchObject({ columns: ['LON', 'LAT'], metrics: ['count'], row_limit: 5000 });
  });

  it('deck_polygon: the line column, category and metrics once each', () => {
    const context = buildDeckQuery('deck_polygon', { datasource: '1__table', viz_type: 'deck_polygon', line_column: 'contour', metric: sumOccupancy, point_radius_fixed: { type: 'metric', value: sumOccupancy }, dimension: 'zipcode' });
    expect(context.queries[0]).toMatchObject({ columns: ['contour', 'zipcode'], metrics: [sumOccupancy] });
  });

  it('mapbox: the coordinate, group, radius and label columns', () => {
    const context = buildDeckQuery('mapbox', { datasource: '1__table', viz_type: 'mapbox', all_columns_x: 'LON', all_columns_y: 'LAT', groupby: ['CITY'], point_radius: 'NUMBER', mapbox_label: ['count', 'STREET'] });
    expect(context.queries[0]!.columns).toEqual(['LON', 'LAT', 'CITY', 'NUMBER', 'STREET']);
  });

  it('deck_multi: a row count under its filters', () => {
    const context = buildDeckQuery('deck_multi', { datasource: '1__table', viz_type: 'deck_multi', deck_slices: [1, 2], adhoc_filters: [filter] });
    expect(context.queries[0]).toMatchObject({ columns: [], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' }], filters: [{ col: 'CITY', op: '==', val: 'Oakland' }] });
    expect(context.queries[0]!.row_limit).toBeUndefined();
  });

  it('works on the defaults alone', () => {
    const context = buildDeckQuery('deck_path', deepFreeze({ datasource: '1__table', viz_type: 'deck_path' }));
    expect(context.queries[0]).toMatchObject({ columns: [], metrics: [] });
  });
});
