import { describe, expect, it } from 'vitest';
import { boundsOf, decodePolyline, geohashCenter, parseDelimited, parseLine, spatialColumns, spatialPoint } from './spatial.js';

describe('spatial parsing', () => {
  it('reads longitude and latitude columns, numbers written as text included', () => {
    const spatial = { type: 'latlong', lonCol: 'LON', latCol: 'LAT' } as const;
    expect(spatialPoint({ LON: -122.42, LAT: '37.77' }, spatial)).toEqual([-122.42, 37.77]);
    expect(spatialPoint({ LON: null, LAT: 37.77 }, spatial)).toBeNull();
    expect(spatialPoint({ LON: 200, LAT: 37.77 }, spatial)).toBeNull();
    expect(spatialColumns(spatial)).toEqual(['LON', 'LAT']);
  });

  it('reads a delimited column, latitude first when reversed', () => {
    expect(parseDelimited('-122.42,37.77')).toEqual([-122.42, 37.77]);
    expect(parseDelimited('37.77, -122.42', true)).toEqual([-122.42, 37.77]);
    expect(parseDelimited('not a point')).toBeNull();
    expect(spatialPoint({ d: '37.77 -122.42' }, { type: 'delimited', lonlatCol: 'd', reverseCheckbox: true })).toEqual([-122.42, 37.77]);
    expect(spatialColumns({ type: 'delimited', lonlatCol: 'd' })).toEqual(['d']);
  });

  it('reads a geohash as its cell centre', () => {
    const [lon, lat] = geohashCenter('9q8yy')!;
    expect(lon).toBeCloseTo(-122.42, 1);
    expect(lat).toBeCloseTo(37.77, 1);
    expect(geohashCenter('ailo')).toBeNull();
    expect(spatialPoint({ g: '9q8yy' }, { type: 'geohash', geohashCol: 'g' })).toEqual([lon, lat]);
  });

  it('reports incomplete controls as no columns and no point', () => {
    expect(spatialColumns(null)).toEqual([]);
    expect(spatialColumns({ type: 'latlong', lonCol: 'LON' })).toEqual([]);
    expect(spatialPoint({ LON: 1, LAT: 2 }, { type: 'latlong', lonCol: 'LON' })).toBeNull();
  });

  it('decodes encoded polylines', () => {
    // Google's documented example.
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ]);
    expect(decodePolyline('_p~iF~ps|U_ul')).toBeNull();
    // The same pairs read longitude first, as Superset's examples encode them.
    expect(decodePolyline('~ps|U_p~iF', 'lon-lat')).toEqual([[-120.2, 38.5]]);
    expect(parseLine('~ps|U_p~iF', 'polyline')).toEqual([[-120.2, 38.5]]);
    expect(parseLine('_p~iF~ps|U', 'polyline', true)).toEqual([[-120.2, 38.5]]);
    expect(parseLine('_p~iF~ps|U', 'polyline')).toBeNull();
  });

  it('reads lines as JSON positions, GeoJSON geometries and geohash cells', () => {
    expect(parseLine('[[-122.4, 37.8], [-122.3, 37.7]]', 'json')).toEqual([[-122.4, 37.8], [-122.3, 37.7]]);
    expect(parseLine('[[37.8, -122.4]]', 'json', true)).toEqual([[-122.4, 37.8]]);
    expect(parseLine({ type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]] }, 'json')).toEqual([[0, 0], [1, 0], [1, 1], [0, 0]]);
    expect(parseLine('{"coordinates": [[1, 2], [3, 4]]}', 'json')).toEqual([[1, 2], [3, 4]]);
    expect(parseLine('not json', 'json')).toBeNull();
    expect(parseLine('9q8yy', 'geohash')).toHaveLength(5);
    expect(parseLine(null, 'polyline')).toBeNull();
  });

  it('bounds positions', () => {
    expect(boundsOf([[1, 2], [-3, 5], [4, -1]])).toEqual([[-3, -1], [4, 5]]);
    expect(boundsOf([])).toBeNull();
  });
});
