import type { TimeGrain } from '@core/plugin-api/index.js';

/**
 * Buckets of `size` units within the next larger unit, e.g. 5 minutes within the hour. The
 * inner DATE_TRUNC makes the EXTRACT work on DATE columns too (PostgreSQL refuses EXTRACT(MINUTE FROM date)).
 */
const within = (outer: string, unit: string, size: number) =>
  `DATE_TRUNC('${outer}', {col}) + FLOOR(EXTRACT(${unit.toUpperCase()} FROM DATE_TRUNC('${unit}', {col})) / ${size}) * ${size} * INTERVAL '1 ${unit}'`;

/**
 * PostgreSQL expressions per time grain (no DATE_BIN, so PostgreSQL before 14 works too).
 * Weeks start on Monday (ISO); the anchored variants shift by a day around DATE_TRUNC('week').
 */
export const POSTGRES_TIME_GRAINS: Readonly<Record<TimeGrain, string>> = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT5S: within('minute', 'second', 5),
  PT30S: within('minute', 'second', 30),
  PT1M: "DATE_TRUNC('minute', {col})",
  PT5M: within('hour', 'minute', 5),
  PT10M: within('hour', 'minute', 10),
  PT15M: within('hour', 'minute', 15),
  PT30M: within('hour', 'minute', 30),
  'PT0.5H': within('hour', 'minute', 30),
  PT1H: "DATE_TRUNC('hour', {col})",
  PT6H: within('day', 'hour', 6),
  P1D: "DATE_TRUNC('day', {col})",
  P1W: "DATE_TRUNC('week', {col})",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  'P0.25Y': "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
  '1969-12-28T00:00:00Z/P1W': "DATE_TRUNC('week', {col} + INTERVAL '1 day') - INTERVAL '1 day'",
  '1969-12-29T00:00:00Z/P1W': "DATE_TRUNC('week', {col})",
  'P1W/1970-01-03T00:00:00Z': "DATE_TRUNC('week', {col} + INTERVAL '1 day') + INTERVAL '5 days'",
  'P1W/1970-01-04T00:00:00Z': "DATE_TRUNC('week', {col}) + INTERVAL '6 days'",
};
