import { DuckDBInstance } from '@duckdb/node-api';
import ngeohash from 'ngeohash';
import { describe, expect, it } from 'vitest';
import { SF_OUTLINE, SF_ZIPCODES } from './sf-data.js';
import { areaKm2, encodePolyline, zipAreas } from './sf-geometry.js';
import { geohashCell, geohashSql } from './sql-geohash.js';

describe('zipAreas', () => {
  it('tiles San Francisco: one area per ZIP code, containing its centre, adding up to the whole city', () => {
    const areas = zipAreas();
    expect(areas.map((a) => a.zip)).toEqual(SF_ZIPCODES.map(([zip]) => zip));
    const total = areas.reduce((sum, a) => sum + areaKm2(a.ring), 0);
    const city = areaKm2(SF_OUTLINE.map(([x, y]) => [x, y]));
    expect(city).toBeGreaterThan(100);
    expect(city).toBeLessThan(140);
    expect(Math.abs(total - city) / city).toBeLessThan(0.001);
    for (const area of areas) {
      expect(area.ring.length).toBeGreaterThanOrEqual(3);
      const [lons, lats] = [area.ring.map((p) => p[0]), area.ring.map((p) => p[1])];
      expect(area.centre[0]).toBeGreaterThanOrEqual(Math.min(...lons));
      expect(area.centre[0]).toBeLessThanOrEqual(Math.max(...lons));
      expect(area.centre[1]).toBeGreaterThanOrEqual(Math.min(...lats));
      expect(area.centre[1]).toBeLessThanOrEqual(Math.max(...lats));
    }
  });
});

describe('encodePolyline', () => {
  it("encodes Google's documented example", () => {
    // Points given as [lat, lon], the format's usual order.
    expect(encodePolyline([[38.5, -120.2], [40.7, -120.95], [43.252, -126.453]])).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });
});

describe('geohashSql', () => {
  it('computes the same geohash as a reference implementation', async () => {
    const points: Array<[number, number]> = [
      [57.64911, 10.40744],
      [37.7749, -122.4194],
      [-33.8688, 151.2093],
      [0.1, -0.1],
      [-89.9, -179.9],
      [89.9, 179.9],
    ];
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      const values = points.map(([lat, lon]) => `(${lat}, ${lon})`).join(', ');
      const reader = await connection.runAndReadAll(
        `SELECT ${geohashSql('la', 'lo')} FROM (SELECT ${geohashCell('lat', 90)} AS la, ${geohashCell('lon', 180)} AS lo
         FROM (VALUES ${values}) AS t(lat, lon))`,
      );
      expect(reader.getRows().map((r) => r[0])).toEqual(points.map(([lat, lon]) => ngeohash.encode(lat, lon, 12)));
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });

  it('rejects a precision outside 1..12', () => {
    expect(() => geohashSql('a', 'b', 13)).toThrow(/1..12/);
  });
});
