import { exampleMetric, type ExampleTable } from './example-table.js';
import { SF_STREETS } from './sf-data.js';
import { areaKm2, zipAreas } from './sf-geometry.js';
import { geohashCell, geohashSql } from './sql-geohash.js';
import { sqlRandom } from './sql-random.js';
import { sqlText } from './sql-text.js';

const ROWS = 10_000;
/** The readings cover one day, spread evenly from midnight (as in Superset's example). */
const DAY = '2023-06-01';

/**
 * The ZIP areas cut into triangles fanned from each area's centre, weighted so that points
 * fall in each area in proportion to its population and uniformly within it.
 */
function triangles() {
  const out: Array<{ zip: number; district: string; corners: number[]; weight: number }> = [];
  for (const area of zipAreas()) {
    const total = areaKm2(area.ring);
    area.ring.forEach((a, i) => {
      const b = area.ring[(i + 1) % area.ring.length]!;
      const part = areaKm2([area.centre, a, b]);
      if (part > 0) out.push({ zip: area.zip, district: area.name, corners: [...area.centre, ...a, ...b], weight: (area.population * part) / total });
    });
  }
  return out;
}

/**
 * Street addresses across San Francisco with Superset's `long_lat` columns: points are spread
 * over the city's ZIP areas by population (uniformly within each area, never in the bay), on
 * real street names, with an occupancy, a radius, the geohash and a "lat,lon" text column that
 * Superset's map examples read.
 */
export const longLat: ExampleTable = {
  tableName: 'long_lat',
  description: 'Street addresses across San Francisco with an occupancy and radius for map layers (synthetic).',
  mainDttmCol: 'datetime',
  columns: {
    LON: { verbose_name: 'Longitude' },
    LAT: { verbose_name: 'Latitude' },
    NUMBER: { verbose_name: 'House number' },
    STREET: { verbose_name: 'Street' },
    UNIT: { verbose_name: 'Unit', description: 'Apartment or suite; NULL for most addresses.' },
    CITY: { verbose_name: 'City' },
    DISTRICT: { verbose_name: 'District', description: 'Neighbourhood of the ZIP code area.' },
    REGION: { verbose_name: 'Region', description: 'US state.' },
    POSTCODE: { verbose_name: 'ZIP code', groupby: true },
    ID: { verbose_name: 'Address id' },
    datetime: { verbose_name: 'Recorded at' },
    occupancy: { verbose_name: 'Occupancy', description: 'People at the address, 1-6.' },
    radius_miles: { verbose_name: 'Radius (mi)', description: 'Service radius around the address, 1-3 miles.' },
    geohash: { verbose_name: 'Geohash', description: 'Geohash of the point, 12 characters.' },
    delimited: { verbose_name: 'Latitude,longitude', description: 'The point as "lat,lon" text.' },
  },
  metrics: [
    exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' }),
    exampleMetric('sum__occupancy', 'SUM("occupancy")', { verbose_name: 'Total occupancy', metric_type: 'sum', d3format: ',d' }),
    exampleMetric('avg__occupancy', 'AVG("occupancy")', { verbose_name: 'Average occupancy', metric_type: 'avg', d3format: ',.2f' }),
    exampleMetric('avg__radius_miles', 'AVG("radius_miles")', { verbose_name: 'Average radius (mi)', metric_type: 'avg', d3format: ',.2f' }),
  ],
  createSql(target) {
    const R = sqlRandom;
    const tri = triangles();
    const corner = (k: number) => sqlText.numberList(tri.map((t) => t.corners[k]!));
    const list = {
      zip: sqlText.numberList(tri.map((t) => t.zip)),
      district: sqlText.stringList(tri.map((t) => t.district)),
      street: sqlText.stringList(SF_STREETS),
    };
    return [
      `
CREATE TABLE ${target} AS
WITH drawn AS (
  SELECT i,
    ${R.pick('u_tri', tri.map((t) => t.weight))} AS t,
    sqrt(u_p1) AS r1, u_p2 AS r2,
    u_street, u_number, u_unit, u_apt, u_occupancy, u_radius
  FROM ${R.withUniforms(`(SELECT range AS i FROM range(${ROWS}))`, {
    u_tri: ['i', 71],
    u_p1: ['i', 72],
    u_p2: ['i', 73],
    u_street: ['i', 74],
    u_number: ['i', 75],
    u_unit: ['i', 76],
    u_apt: ['i', 77],
    u_occupancy: ['i', 78],
    u_radius: ['i', 79],
  })}
),
placed AS (
  -- A uniform point in triangle t: (1 - r1) A + r1 (1 - r2) B + r1 r2 C.
  SELECT *,
    round((1 - r1) * ${corner(0)}[t] + r1 * (1 - r2) * ${corner(2)}[t] + r1 * r2 * ${corner(4)}[t], 6) AS lon,
    round((1 - r1) * ${corner(1)}[t] + r1 * (1 - r2) * ${corner(3)}[t] + r1 * r2 * ${corner(5)}[t], 6) AS lat
  FROM drawn
),
cells AS (
  SELECT *, ${geohashCell('lat', 90)} AS lat_cell, ${geohashCell('lon', 180)} AS lon_cell FROM placed
)
SELECT
  CAST(lon AS DOUBLE) AS "LON",
  CAST(lat AS DOUBLE) AS "LAT",
  CAST(1 + ${R.int('u_number', 3999)} AS VARCHAR) AS "NUMBER",
  ${list.street}[1 + ${R.int('u_street', SF_STREETS.length)}] AS "STREET",
  CASE WHEN u_unit < 0.12 THEN '#' || CAST(1 + ${R.int('u_apt', 40)} AS VARCHAR) END AS "UNIT",
  'SAN FRANCISCO' AS "CITY",
  upper(${list.district}[t]) AS "DISTRICT",
  'CA' AS "REGION",
  CAST(${list.zip}[t] AS BIGINT) AS "POSTCODE",
  substr(md5('long_lat-' || CAST(i AS VARCHAR)), 1, 16) AS "ID",
  TIMESTAMP '${DAY} 00:00:00' + to_milliseconds(CAST(i * ${Math.floor(86_400_000 / (ROWS - 1))} AS BIGINT)) AS datetime,
  CAST(1 + ${R.int('u_occupancy', 6)} AS DOUBLE) AS occupancy,
  1.0 + 2.0 * u_radius AS radius_miles,
  ${geohashSql('lat_cell', 'lon_cell')} AS geohash,
  CAST(lat AS VARCHAR) || ',' || CAST(lon AS VARCHAR) AS delimited
FROM cells
ORDER BY i`,
    ];
  },
};
