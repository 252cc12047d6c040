import { exampleMetric, type ExampleTable } from './example-table.js';
import { sqlRandom } from './sql-random.js';
import { sqlText } from './sql-text.js';

const ROWS = 10_000;
const YEAR = 2023;

/** [city, country, centre latitude, centre longitude, share of points, spread in degrees]. */
const CITIES: ReadonlyArray<readonly [string, string, number, number, number, number]> = [
  ['New York', 'United States', 40.7128, -74.006, 12, 0.08],
  ['London', 'United Kingdom', 51.5074, -0.1278, 10, 0.09],
  ['Tokyo', 'Japan', 35.6762, 139.6503, 10, 0.1],
  ['Paris', 'France', 48.8566, 2.3522, 8, 0.06],
  ['San Francisco', 'United States', 37.7749, -122.4194, 6, 0.05],
  ['São Paulo', 'Brazil', -23.5505, -46.6333, 6, 0.1],
  ['Berlin', 'Germany', 52.52, 13.405, 5, 0.07],
  ['Sydney', 'Australia', -33.8688, 151.2093, 5, 0.08],
  ['Mumbai', 'India', 19.076, 72.8777, 5, 0.07],
  ['Mexico City', 'Mexico', 19.4326, -99.1332, 5, 0.09],
  ['Seoul', 'South Korea', 37.5665, 126.978, 5, 0.08],
  ['Chicago', 'United States', 41.8781, -87.6298, 5, 0.08],
  ['Singapore', 'Singapore', 1.3521, 103.8198, 4, 0.05],
  ['Toronto', 'Canada', 43.6532, -79.3832, 4, 0.07],
  ['Amsterdam', 'Netherlands', 52.3676, 4.9041, 3, 0.04],
  ['Cape Town', 'South Africa', -33.9249, 18.4241, 2, 0.06],
];

/** [category, share of points, typical capacity, base occupancy, extra occupancy at daytime]. */
const CATEGORIES: ReadonlyArray<readonly [string, number, number, number, number]> = [
  ['Parking', 30, 220, 0.45, 0.3],
  ['Bike dock', 25, 24, 0.35, 0.25],
  ['EV charger', 20, 6, 0.3, 0.35],
  ['Coworking', 10, 90, 0.15, 0.6],
  ['Hotel', 15, 180, 0.7, -0.1],
];

/** Share of readings per hour of day, 00:00..23:00. */
const HOUR_WEIGHTS = [1, 1, 1, 1, 1, 2, 3, 5, 7, 7, 6, 6, 7, 6, 6, 6, 7, 8, 8, 6, 5, 4, 3, 2];

/**
 * Occupancy readings of urban facilities (parking, bike docks, EV chargers, coworking spaces,
 * hotels) scattered around 16 real city centres: points are normally distributed around each
 * centre with a wider suburban fringe, busier by day and nearer the centre.
 */
export const longLat: ExampleTable = {
  tableName: 'long_lat',
  description: 'Facility occupancy readings at points clustered around 16 world cities in 2023 (synthetic).',
  mainDttmCol: 'recorded_at',
  columns: {
    lon: { verbose_name: 'Longitude' },
    lat: { verbose_name: 'Latitude' },
    name: { verbose_name: 'Name', description: 'Facility name.' },
    category: { verbose_name: 'Category' },
    city: { verbose_name: 'City' },
    country: { verbose_name: 'Country' },
    capacity: { verbose_name: 'Capacity', description: 'Spaces, docks, chargers, desks or rooms.' },
    value: { verbose_name: 'Occupancy (%)', description: 'Share of capacity in use at recorded_at, 0-100.' },
    distance_km: { verbose_name: 'Distance to centre (km)' },
    recorded_at: { verbose_name: 'Recorded at' },
  },
  metrics: [
    exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' }),
    exampleMetric('avg__value', 'AVG(value)', { verbose_name: 'Average occupancy (%)', metric_type: 'avg', d3format: ',.1f' }),
    exampleMetric('sum__capacity', 'SUM(capacity)', { verbose_name: 'Total capacity', metric_type: 'sum', d3format: ',d' }),
    exampleMetric('occupied', 'SUM(capacity * value / 100.0)', {
      verbose_name: 'Occupied units',
      metric_type: 'sum',
      d3format: ',.0f',
    }),
  ],
  createSql(target) {
    const R = sqlRandom;
    const list = {
      city: sqlText.stringList(CITIES.map(([c]) => c)),
      country: sqlText.stringList(CITIES.map(([, c]) => c)),
      lat: sqlText.numberList(CITIES.map(([, , lat]) => lat)),
      lon: sqlText.numberList(CITIES.map(([, , , lon]) => lon)),
      spread: sqlText.numberList(CITIES.map(([, , , , , s]) => s)),
      category: sqlText.stringList(CATEGORIES.map(([c]) => c)),
      capacity: sqlText.numberList(CATEGORIES.map(([, , cap]) => cap)),
      base: sqlText.numberList(CATEGORIES.map(([, , , b]) => b)),
      daytime: sqlText.numberList(CATEGORIES.map(([, , , , d]) => d)),
    };
    return [
      `
CREATE TABLE ${target} AS
WITH points AS (
  SELECT i,
    ${R.pick('u_city', CITIES.map(([, , , , w]) => w))} AS c,
    ${R.pick('u_category', CATEGORIES.map(([, w]) => w))} AS k,
    -- One point in eight sits in the wider suburban fringe.
    CASE WHEN u_fringe < 0.125 THEN 3.0 ELSE 1.0 END AS fringe,
    ${R.normal('u_y1', 'u_y2')} AS dy,
    ${R.normal('u_x1', 'u_x2')} AS dx,
    ${R.pick('u_hour', HOUR_WEIGHTS)} - 1 AS hour,
    u_cap1, u_cap2, u_occ1, u_occ2, u_day, u_minute
  FROM ${R.withUniforms(`(SELECT range AS i FROM range(${ROWS}))`, {
    u_city: ['i', 61],
    u_category: ['i', 62],
    u_fringe: ['i', 63],
    u_y1: ['i', 64],
    u_y2: ['i', 164],
    u_x1: ['i', 65],
    u_x2: ['i', 165],
    u_hour: ['i', 66],
    u_cap1: ['i', 67],
    u_cap2: ['i', 167],
    u_occ1: ['i', 68],
    u_occ2: ['i', 168],
    u_day: ['i', 69],
    u_minute: ['i', 70],
  })}
),
placed AS (
  SELECT *,
    round(${list.lat}[c] + ${list.spread}[c] * fringe * dy, 6) AS p_lat,
    round(${list.lon}[c] + ${list.spread}[c] * fringe * dx / cos(radians(${list.lat}[c])), 6) AS p_lon,
    111.2 * ${list.spread}[c] * fringe * sqrt(dx * dx + dy * dy) AS dist
  FROM points
)
SELECT
  p_lon AS lon,
  p_lat AS lat,
  ${list.city}[c] || ' ' || ${list.category}[k] || ' #' || CAST(1 + i AS VARCHAR) AS name,
  ${list.category}[k] AS category,
  ${list.city}[c] AS city,
  ${list.country}[c] AS country,
  CAST(greatest(1, round(${list.capacity}[k] * exp(0.5 * ${R.normal('u_cap1', 'u_cap2')}))) AS INTEGER) AS capacity,
  round(100 * least(1.0, greatest(0.0,
    ${list.base}[k]
    + ${list.daytime}[k] * greatest(0.0, sin(pi() * (hour - 6) / 15.0))
    + 0.15 * exp(-dist / 5.0)
    + 0.12 * ${R.normal('u_occ1', 'u_occ2')})), 1) AS value,
  round(dist, 2) AS distance_km,
  TIMESTAMP '${YEAR}-01-01 00:00:00'
    + to_days(${R.int('u_day', 365)})
    + to_minutes(CAST(hour * 60 + ${R.int('u_minute', 60)} AS BIGINT)) AS recorded_at
FROM placed
ORDER BY i`,
    ];
  },
};
