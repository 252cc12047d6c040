import { exampleMetric, type ExampleTable } from './example-table.js';
import { flightsData } from './flights-data.js';
import { sqlRandom } from './sql-random.js';
import { sqlText } from './sql-text.js';

const YEAR = 2023;
/** Scheduled slots generated before the weekday/month volume filter keeps ~83% of them. */
const CANDIDATES = 120_000;
/** Routes shorter than this (same metro area, e.g. JFK-LGA) are not flown. */
const MIN_ROUTE_MILES = 150;

function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 7917.6 * Math.asin(Math.sqrt(h));
}

/**
 * Route tables indexed by (o - 1) * n + d for origin o and drawn destination d (1-based):
 * `valid` is 1 where d may be flown from o; `fallback` is d itself or the next airport in the
 * list that may be.
 */
function routeTables(): { valid: number[]; fallback: number[] } {
  const ap = flightsData.airports;
  const n = ap.length;
  const ok = (o: number, d: number): boolean => {
    const [, , lat1, lon1] = ap[o]!;
    const [, , lat2, lon2] = ap[d]!;
    return o !== d && milesBetween(lat1, lon1, lat2, lon2) >= MIN_ROUTE_MILES;
  };
  const valid: number[] = [];
  const fallback: number[] = [];
  for (let o = 0; o < n; o++) {
    for (let d = 0; d < n; d++) {
      valid.push(ok(o, d) ? 1 : 0);
      let step = 0;
      while (step < n && !ok(o, (d + step) % n)) step++;
      fallback.push(((d + step) % n) + 1);
    }
  }
  return { valid, fallback };
}

/**
 * One year of US domestic flights between 32 real airports: hub-weighted routes with
 * great-circle distances, more flights in summer and fewer on Saturdays, and departure
 * delays that are mostly small but heavily right-skewed: worse in summer and winter, late in
 * the day, at congested airports and on some airlines, with occasional storm days that
 * cancel many departures from one airport.
 */
export const flights: ExampleTable = {
  tableName: 'flights',
  description: 'US domestic flights in 2023 with routes, distances, delays and cancellations (synthetic).',
  mainDttmCol: 'departure_time',
  columns: {
    flight_date: { verbose_name: 'Flight date' },
    departure_time: { verbose_name: 'Scheduled departure' },
    airline: { verbose_name: 'Airline code' },
    airline_name: { verbose_name: 'Airline' },
    flight_number: { verbose_name: 'Flight number', groupby: true },
    origin: { verbose_name: 'Origin', description: 'IATA code of the departure airport.' },
    origin_city: { verbose_name: 'Origin city' },
    destination: { verbose_name: 'Destination', description: 'IATA code of the arrival airport.' },
    destination_city: { verbose_name: 'Destination city' },
    origin_lat: { verbose_name: 'Origin latitude' },
    origin_lon: { verbose_name: 'Origin longitude' },
    destination_lat: { verbose_name: 'Destination latitude' },
    destination_lon: { verbose_name: 'Destination longitude' },
    distance: { verbose_name: 'Distance (mi)', description: 'Great-circle distance in statute miles.' },
    departure_delay: { verbose_name: 'Departure delay (min)', description: 'Negative when early; NULL when cancelled.' },
    arrival_delay: { verbose_name: 'Arrival delay (min)', description: 'Negative when early; NULL when cancelled.' },
    cancelled: { verbose_name: 'Cancelled' },
  },
  metrics: [
    exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' }),
    exampleMetric('avg__departure_delay', 'AVG(departure_delay)', {
      verbose_name: 'Average departure delay',
      metric_type: 'avg',
      d3format: ',.1f',
    }),
    exampleMetric('avg__arrival_delay', 'AVG(arrival_delay)', { verbose_name: 'Average arrival delay', metric_type: 'avg', d3format: ',.1f' }),
    exampleMetric('sum__distance', 'SUM(distance)', { verbose_name: 'Miles flown', metric_type: 'sum', d3format: ',d' }),
    exampleMetric('cancellation_rate', 'AVG(CASE WHEN cancelled THEN 1 ELSE 0 END)', {
      verbose_name: 'Cancellation rate',
      metric_type: 'avg',
      d3format: '.2%',
    }),
    exampleMetric('delayed_share', 'AVG(CASE WHEN departure_delay >= 15 THEN 1 ELSE 0 END)', {
      verbose_name: 'Share delayed 15+ min',
      metric_type: 'avg',
      d3format: '.1%',
      description: 'Share of flights departing at least 15 minutes late (cancelled flights count as not delayed).',
    }),
  ],
  createSql(target) {
    const ap = flightsData.airports;
    const al = flightsData.airlines;
    const n = ap.length;
    const list = {
      code: sqlText.stringList(ap.map(([code]) => code)),
      city: sqlText.stringList(ap.map(([, city]) => city)),
      lat: sqlText.numberList(ap.map(([, , lat]) => lat)),
      lon: sqlText.numberList(ap.map(([, , , lon]) => lon)),
      congestion: sqlText.numberList(ap.map(([, , , , , c]) => c)),
      airline: sqlText.stringList(al.map(([code]) => code)),
      airlineName: sqlText.stringList(al.map(([, name]) => name)),
      airlineDelay: sqlText.numberList(al.map(([, , , d]) => d)),
      weekday: sqlText.numberList(flightsData.weekdayVolume),
      month: sqlText.numberList(flightsData.monthVolume),
      monthDelay: sqlText.numberList(flightsData.monthDelay),
    };
    const R = sqlRandom;
    const traffic = ap.map(([, , , , w]) => w);
    const tables = routeTables();
    const routes = { valid: sqlText.numberList(tables.valid), fallback: sqlText.numberList(tables.fallback) };
    return [
      `
CREATE TABLE ${target} AS
WITH slots AS (
  SELECT range AS i, DATE '${YEAR}-01-01' + CAST(range * 365 // ${CANDIDATES} AS INTEGER) AS day
  FROM range(${CANDIDATES})
),
drawn AS (
  SELECT i, day,
    ${R.pick('u_o', traffic)} AS o,
    ${R.pick('u_d0', traffic)} AS d0,
    ${R.pick('u_d1', traffic)} AS d1,
    ${R.pick('u_a', al.map(([, , share]) => share))} AS a,
    4 + ${R.pick('u_hour', flightsData.hourWeights)} AS hour,
    5 * ${R.int('u_minute', 12)} AS minute,
    u_keep < ${list.weekday}[isodow(day)] * ${list.month}[month(day)] AS scheduled,
    CAST(day - DATE '${YEAR}-01-01' AS INTEGER) AS doy
  FROM ${R.withUniforms('slots', {
    u_o: ['i', 41],
    u_d0: ['i', 42],
    u_d1: ['i', 40],
    u_a: ['i', 43],
    u_hour: ['i', 44],
    u_minute: ['i', 45],
    u_keep: ['i', 46],
  })}
),
routed AS (
  -- Redraw a destination equal to (or next door to) the origin once, then fall back.
  SELECT *,
    CASE
      WHEN ${routes.valid}[(o - 1) * ${n} + d0] = 1 THEN d0
      WHEN ${routes.valid}[(o - 1) * ${n} + d1] = 1 THEN d1
      ELSE ${routes.fallback}[(o - 1) * ${n} + d1]
    END AS d
  FROM drawn
  WHERE scheduled
),
base AS (
  SELECT *,
    -- About one airport-day in 80 has a storm: many cancellations and long delays.
    u_storm < 0.012 AS storm,
    0.11 + ${list.monthDelay}[month(day)] + 0.012 * (hour - 6) + ${list.airlineDelay}[a] + ${list.congestion}[o] AS p_delay
  FROM ${R.withUniforms('routed', {
    u_storm: ['doy * 100 + o', 47],
    u_cancel: ['i', 48],
    u_delayed: ['i', 49],
    u_long: ['i', 50],
    u_small1: ['i', 51],
    u_small2: ['i', 52],
  })}
),
outcome AS (
  SELECT *,
    u_cancel < (CASE WHEN storm THEN 0.3 ELSE 0.006 END
      + CASE WHEN month(day) IN (1, 2, 12) THEN 0.01 ELSE 0 END) AS is_cancelled,
    CASE
      WHEN u_delayed < p_delay + CASE WHEN storm THEN 0.4 ELSE 0 END
        THEN 15 + round(-ln(1.0 - u_long) * (CASE WHEN storm THEN 90 ELSE 38 END))
      ELSE -10 + floor(11 * (u_small1 + u_small2))
    END AS dep
  FROM base
)
SELECT
  day AS flight_date,
  CAST(day AS TIMESTAMP) + to_minutes(CAST(hour * 60 + minute AS BIGINT)) AS departure_time,
  ${list.airline}[a] AS airline,
  ${list.airlineName}[a] AS airline_name,
  CAST(100 + ${R.int('u_flight_no', 4900)} AS INTEGER) AS flight_number,
  ${list.code}[o] AS origin,
  ${list.city}[o] AS origin_city,
  ${list.code}[d] AS destination,
  ${list.city}[d] AS destination_city,
  ${list.lat}[o] AS origin_lat,
  ${list.lon}[o] AS origin_lon,
  ${list.lat}[d] AS destination_lat,
  ${list.lon}[d] AS destination_lon,
  CAST(round(7917.6 * asin(sqrt(
    pow(sin(radians(${list.lat}[d] - ${list.lat}[o]) / 2), 2)
    + cos(radians(${list.lat}[o])) * cos(radians(${list.lat}[d]))
      * pow(sin(radians(${list.lon}[d] - ${list.lon}[o]) / 2), 2)))) AS INTEGER) AS distance,
  CASE WHEN is_cancelled THEN NULL ELSE CAST(dep AS INTEGER) END AS departure_delay,
  CASE WHEN is_cancelled THEN NULL
    ELSE CAST(dep - 5 + round(9 * ${R.normal('u_arr1', 'u_arr2')}) AS INTEGER) END AS arrival_delay,
  is_cancelled AS cancelled
FROM ${R.withUniforms('outcome', {
  u_flight_no: ['(a * 100 + o) * 100 + d', 53],
  u_arr1: ['i', 54],
  u_arr2: ['i', 154],
})}
ORDER BY i`,
    ];
  },
};
