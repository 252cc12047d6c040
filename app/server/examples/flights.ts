import { exampleMetric, type ExampleTable } from './example-table.js';
import { flightsData } from './flights-data.js';
import { sqlRandom } from './sql-random.js';
import { sqlText } from './sql-text.js';

const YEAR = 2015;
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
    const [, , , , lat1, lon1] = ap[o]!;
    const [, , , , lat2, lon2] = ap[d]!;
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

/** Minutes after local midnight (any integer) as the hhmm number the flight records use, e.g. 1435. */
function hhmm(minutes: string): string {
  const m = `((CAST(${minutes} AS BIGINT) % 1440 + 1440) % 1440)`;
  return `(${m} // 60 * 100 + ${m} % 60)`;
}

/** Column metadata, in table order, with Superset's upper-case names. */
const COLUMNS: ExampleTable['columns'] = {
  YEAR: { verbose_name: 'Year', groupby: true },
  MONTH: { verbose_name: 'Month', groupby: true },
  DAY: { verbose_name: 'Day of month', groupby: true },
  DAY_OF_WEEK: { verbose_name: 'Day of week', description: '1 = Monday … 7 = Sunday.', groupby: true },
  AIRLINE: { verbose_name: 'Airline', description: 'IATA code of the operating airline.' },
  FLIGHT_NUMBER: { verbose_name: 'Flight number', groupby: true },
  TAIL_NUMBER: { verbose_name: 'Tail number' },
  ORIGIN_AIRPORT: { verbose_name: 'Origin airport', description: 'IATA code of the departure airport.' },
  DESTINATION_AIRPORT: { verbose_name: 'Destination airport', description: 'IATA code of the arrival airport.' },
  SCHEDULED_DEPARTURE: { verbose_name: 'Scheduled departure (hhmm)', description: 'Local time as hhmm, e.g. 1435.' },
  DEPARTURE_TIME: { verbose_name: 'Departure time (hhmm)', description: 'Local time as hhmm; NULL when cancelled.' },
  DEPARTURE_DELAY: { verbose_name: 'Departure delay (min)', description: 'Negative when early; NULL when cancelled.' },
  TAXI_OUT: { verbose_name: 'Taxi out (min)' },
  WHEELS_OFF: { verbose_name: 'Wheels off (hhmm)' },
  SCHEDULED_TIME: { verbose_name: 'Scheduled time (min)' },
  ELAPSED_TIME: { verbose_name: 'Elapsed time (min)' },
  AIR_TIME: { verbose_name: 'Air time (min)' },
  DISTANCE: { verbose_name: 'Distance (mi)', description: 'Great-circle distance in statute miles.' },
  WHEELS_ON: { verbose_name: 'Wheels on (hhmm)' },
  TAXI_IN: { verbose_name: 'Taxi in (min)' },
  SCHEDULED_ARRIVAL: { verbose_name: 'Scheduled arrival (hhmm)' },
  ARRIVAL_TIME: { verbose_name: 'Arrival time (hhmm)' },
  ARRIVAL_DELAY: { verbose_name: 'Arrival delay (min)', description: 'Negative when early; NULL when cancelled or diverted.' },
  DIVERTED: { verbose_name: 'Diverted', description: '1 when the flight landed elsewhere, else 0.', groupby: true },
  CANCELLED: { verbose_name: 'Cancelled', description: '1 when the flight was cancelled, else 0.', groupby: true },
  CANCELLATION_REASON: { verbose_name: 'Cancellation reason', description: 'A = airline, B = weather, C = air system, D = security.' },
  AIR_SYSTEM_DELAY: { verbose_name: 'Air system delay (min)' },
  SECURITY_DELAY: { verbose_name: 'Security delay (min)' },
  AIRLINE_DELAY: { verbose_name: 'Airline delay (min)' },
  LATE_AIRCRAFT_DELAY: { verbose_name: 'Late aircraft delay (min)' },
  WEATHER_DELAY: { verbose_name: 'Weather delay (min)' },
  ds: { verbose_name: 'Date' },
  AIRPORT: { verbose_name: 'Origin airport name' },
  CITY: { verbose_name: 'Origin city' },
  STATE: { verbose_name: 'Origin state' },
  COUNTRY: { verbose_name: 'Origin country' },
  LATITUDE: { verbose_name: 'Origin latitude' },
  LONGITUDE: { verbose_name: 'Origin longitude' },
  AIRPORT_DEST: { verbose_name: 'Destination airport name' },
  CITY_DEST: { verbose_name: 'Destination city' },
  STATE_DEST: { verbose_name: 'Destination state' },
  COUNTRY_DEST: { verbose_name: 'Destination country' },
  LATITUDE_DEST: { verbose_name: 'Destination latitude' },
  LONGITUDE_DEST: { verbose_name: 'Destination longitude' },
};

/**
 * One year of US domestic flights between 32 real airports, with Superset's `flights` columns
 * (the US DOT on-time record joined twice with the airport list): hub-weighted routes with
 * great-circle distances, more flights in summer and fewer on Saturdays, local clock times in
 * each airport's time zone, and departure delays that are mostly small but heavily
 * right-skewed: worse in summer and winter, late in the day, at congested airports and on some
 * airlines, with occasional storm days that cancel many departures from one airport. Delays of
 * 15+ minutes on arrival are split into Superset's five cause columns.
 */
export const flights: ExampleTable = {
  tableName: 'flights',
  description: 'US domestic flights in 2015 with routes, airports, clock times, delays and their causes (synthetic).',
  mainDttmCol: 'ds',
  columns: COLUMNS,
  metrics: [
    exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' }),
    exampleMetric('avg__DEPARTURE_DELAY', 'AVG("DEPARTURE_DELAY")', {
      verbose_name: 'Average departure delay',
      metric_type: 'avg',
      d3format: ',.1f',
    }),
    exampleMetric('avg__ARRIVAL_DELAY', 'AVG("ARRIVAL_DELAY")', { verbose_name: 'Average arrival delay', metric_type: 'avg', d3format: ',.1f' }),
    exampleMetric('sum__DISTANCE', 'SUM("DISTANCE")', { verbose_name: 'Miles flown', metric_type: 'sum', d3format: ',d' }),
    exampleMetric('cancellation_rate', 'AVG("CANCELLED")', {
      verbose_name: 'Cancellation rate',
      metric_type: 'avg',
      d3format: '.2%',
    }),
    exampleMetric('delayed_share', 'AVG(CASE WHEN "DEPARTURE_DELAY" >= 15 THEN 1 ELSE 0 END)', {
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
      name: sqlText.stringList(ap.map(([, name]) => name)),
      city: sqlText.stringList(ap.map(([, , city]) => city)),
      state: sqlText.stringList(ap.map(([, , , state]) => state)),
      lat: sqlText.numberList(ap.map(([, , , , lat]) => lat)),
      lon: sqlText.numberList(ap.map(([, , , , , lon]) => lon)),
      congestion: sqlText.numberList(ap.map(([, , , , , , , congestion]) => congestion)),
      tz: sqlText.numberList(ap.map(([, , , , , , , , tz]) => tz)),
      airline: sqlText.stringList(al.map(([code]) => code)),
      airlineDelay: sqlText.numberList(al.map(([, , , d]) => d)),
      weekday: sqlText.numberList(flightsData.weekdayVolume),
      month: sqlText.numberList(flightsData.monthVolume),
      monthDelay: sqlText.numberList(flightsData.monthDelay),
    };
    const R = sqlRandom;
    const traffic = ap.map(([, , , , , , w]) => w);
    const tables = routeTables();
    const routes = { valid: sqlText.numberList(tables.valid), fallback: sqlText.numberList(tables.fallback) };
    const active = 'NOT is_cancelled';
    const landed = 'NOT is_cancelled AND NOT is_diverted';
    const causes = `${landed} AND arr_delay >= 15`;
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
located AS (
  -- Constant-list lookups, not joins: the rows keep range()'s order, so no sort is needed.
  SELECT *,
    ${list.lat}[o] AS o_lat, ${list.lon}[o] AS o_lon, ${list.congestion}[o] AS o_congestion, ${list.tz}[o] AS o_tz,
    ${list.lat}[d] AS d_lat, ${list.lon}[d] AS d_lon, ${list.congestion}[d] AS d_congestion, ${list.tz}[d] AS d_tz
  FROM routed
),
base AS (
  SELECT *,
    -- About one airport-day in 80 has a storm: many cancellations and long delays.
    u_storm < 0.012 AS storm,
    0.11 + ${list.monthDelay}[month(day)] + 0.012 * (hour - 6) + ${list.airlineDelay}[a] + o_congestion AS p_delay,
    7917.6 * asin(sqrt(
      pow(sin(radians(d_lat - o_lat) / 2), 2)
      + cos(radians(o_lat)) * cos(radians(d_lat)) * pow(sin(radians(d_lon - o_lon) / 2), 2))) AS miles
  FROM ${R.withUniforms('located', {
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
    END AS dep,
    hour * 60 + minute AS sched_dep,
    -- Cruise at about 8 miles a minute plus climb and descent.
    round(miles / 8.0 + 14) AS sched_air
  FROM base
),
timed AS (
  SELECT *,
    u_divert < 0.003 AS is_diverted,
    sched_air + 24 + round(30 * o_congestion) + round(20 * d_congestion) AS sched_time,
    greatest(4, round(14 + 60 * o_congestion + 4 * ${R.normal('u_to1', 'u_to2')})) AS taxi_out,
    greatest(15, round(sched_air * (1 + 0.04 * ${R.normal('u_air1', 'u_air2')}))) AS air_time,
    greatest(2, round(7 + 30 * d_congestion + 2.5 * ${R.normal('u_ti1', 'u_ti2')})) AS taxi_in,
    60 * (d_tz - o_tz) AS tz_shift
  FROM ${R.withUniforms('outcome', {
    u_divert: ['i', 55],
    u_to1: ['i', 56],
    u_to2: ['i', 156],
    u_air1: ['i', 57],
    u_air2: ['i', 157],
    u_ti1: ['i', 58],
    u_ti2: ['i', 158],
  })}
),
arrived AS (
  SELECT *,
    dep + taxi_out + air_time + taxi_in - sched_time AS arr_delay,
    -- Shares of an arrival delay of 15+ minutes by cause; late aircraft takes the rest.
    CASE WHEN storm THEN 0.25 ELSE 0.1 + 0.25 * u_sys END AS s_system,
    CASE WHEN storm THEN 0.55 ELSE 0.04 * u_wx END AS s_weather,
    CASE WHEN storm THEN 0.1 ELSE 0.15 + 0.35 * u_carrier END AS s_airline,
    CASE WHEN u_sec < 0.004 THEN 0.05 ELSE 0 END AS s_security
  FROM ${R.withUniforms('timed', {
    u_sys: ['i', 59],
    u_wx: ['i', 60],
    u_carrier: ['i', 61],
    u_sec: ['i', 62],
    u_reason: ['i', 63],
    u_tail: ['i', 64],
  })}
)
SELECT
  CAST(year(day) AS BIGINT) AS "YEAR",
  CAST(month(day) AS BIGINT) AS "MONTH",
  CAST(dayofmonth(day) AS BIGINT) AS "DAY",
  CAST(isodow(day) AS BIGINT) AS "DAY_OF_WEEK",
  ${list.airline}[a] AS "AIRLINE",
  CAST(100 + ${R.int('u_flight_no', 4900)} AS BIGINT) AS "FLIGHT_NUMBER",
  'N' || CAST(100 + ${R.int('u_tail', 890)} AS VARCHAR) || ${list.airline}[a] AS "TAIL_NUMBER",
  ${list.code}[o] AS "ORIGIN_AIRPORT",
  ${list.code}[d] AS "DESTINATION_AIRPORT",
  CAST(${hhmm('sched_dep')} AS BIGINT) AS "SCHEDULED_DEPARTURE",
  CAST(CASE WHEN ${active} THEN ${hhmm('sched_dep + dep')} END AS DOUBLE) AS "DEPARTURE_TIME",
  CAST(CASE WHEN ${active} THEN dep END AS DOUBLE) AS "DEPARTURE_DELAY",
  CAST(CASE WHEN ${active} THEN taxi_out END AS DOUBLE) AS "TAXI_OUT",
  CAST(CASE WHEN ${active} THEN ${hhmm('sched_dep + dep + taxi_out')} END AS DOUBLE) AS "WHEELS_OFF",
  CAST(sched_time AS DOUBLE) AS "SCHEDULED_TIME",
  CAST(CASE WHEN ${landed} THEN taxi_out + air_time + taxi_in END AS DOUBLE) AS "ELAPSED_TIME",
  CAST(CASE WHEN ${landed} THEN air_time END AS DOUBLE) AS "AIR_TIME",
  CAST(round(miles) AS BIGINT) AS "DISTANCE",
  CAST(CASE WHEN ${landed} THEN ${hhmm('sched_dep + dep + taxi_out + air_time + tz_shift')} END AS DOUBLE) AS "WHEELS_ON",
  CAST(CASE WHEN ${landed} THEN taxi_in END AS DOUBLE) AS "TAXI_IN",
  CAST(${hhmm('sched_dep + sched_time + tz_shift')} AS BIGINT) AS "SCHEDULED_ARRIVAL",
  CAST(CASE WHEN ${landed} THEN ${hhmm('sched_dep + dep + taxi_out + air_time + taxi_in + tz_shift')} END AS DOUBLE) AS "ARRIVAL_TIME",
  CAST(CASE WHEN ${landed} THEN arr_delay END AS DOUBLE) AS "ARRIVAL_DELAY",
  CAST(CASE WHEN ${active} AND is_diverted THEN 1 ELSE 0 END AS BIGINT) AS "DIVERTED",
  CAST(CASE WHEN is_cancelled THEN 1 ELSE 0 END AS BIGINT) AS "CANCELLED",
  CASE WHEN NOT is_cancelled THEN NULL
    WHEN storm THEN 'B'
    WHEN u_reason < 0.5 THEN 'A'
    WHEN u_reason < 0.6 THEN 'B'
    WHEN u_reason < 0.995 THEN 'C'
    ELSE 'D' END AS "CANCELLATION_REASON",
  CAST(CASE WHEN ${causes} THEN floor(arr_delay * s_system) END AS DOUBLE) AS "AIR_SYSTEM_DELAY",
  CAST(CASE WHEN ${causes} THEN floor(arr_delay * s_security) END AS DOUBLE) AS "SECURITY_DELAY",
  CAST(CASE WHEN ${causes} THEN floor(arr_delay * s_airline) END AS DOUBLE) AS "AIRLINE_DELAY",
  CAST(CASE WHEN ${causes} THEN arr_delay - floor(arr_delay * s_system) - floor(arr_delay * s_security)
    - floor(arr_delay * s_airline) - floor(arr_delay * s_weather) END AS DOUBLE) AS "LATE_AIRCRAFT_DELAY",
  CAST(CASE WHEN ${causes} THEN floor(arr_delay * s_weather) END AS DOUBLE) AS "WEATHER_DELAY",
  CAST(day AS TIMESTAMP) AS ds,
  ${list.name}[o] AS "AIRPORT",
  ${list.city}[o] AS "CITY",
  ${list.state}[o] AS "STATE",
  'USA' AS "COUNTRY",
  CAST(o_lat AS DOUBLE) AS "LATITUDE",
  CAST(o_lon AS DOUBLE) AS "LONGITUDE",
  ${list.name}[d] AS "AIRPORT_DEST",
  ${list.city}[d] AS "CITY_DEST",
  ${list.state}[d] AS "STATE_DEST",
  'USA' AS "COUNTRY_DEST",
  CAST(d_lat AS DOUBLE) AS "LATITUDE_DEST",
  CAST(d_lon AS DOUBLE) AS "LONGITUDE_DEST"
FROM ${R.withUniforms('arrived', {
  u_flight_no: ['(a * 100 + o) * 100 + d', 53],
})}`,
    ];
  },
};
