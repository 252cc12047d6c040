import type { TimeGrain } from '@core/plugin-api/index.js';

const bucket = (interval: string) => `TIME_BUCKET(INTERVAL '${interval}', {col})`;

/**
 * DuckDB expressions per time grain. TIME_BUCKET's default origin is a midnight, so buckets that
 * divide a day line up with the epoch like every other engine's. Weeks start on Monday (ISO);
 * the anchored variants shift by a day around DATE_TRUNC('week').
 */
export const DUCKDB_TIME_GRAINS: Readonly<Record<TimeGrain, string>> = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT5S: bucket('5 seconds'),
  PT30S: bucket('30 seconds'),
  PT1M: "DATE_TRUNC('minute', {col})",
  PT5M: bucket('5 minutes'),
  PT10M: bucket('10 minutes'),
  PT15M: bucket('15 minutes'),
  PT30M: bucket('30 minutes'),
  'PT0.5H': bucket('30 minutes'),
  PT1H: "DATE_TRUNC('hour', {col})",
  PT6H: bucket('6 hours'),
  P1D: "DATE_TRUNC('day', {col})",
  P1W: "DATE_TRUNC('week', {col})",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  'P0.25Y': "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
  '1969-12-28T00:00:00Z/P1W': "DATE_TRUNC('week', {col} + INTERVAL 1 DAY) - INTERVAL 1 DAY",
  '1969-12-29T00:00:00Z/P1W': "DATE_TRUNC('week', {col})",
  'P1W/1970-01-03T00:00:00Z': "DATE_TRUNC('week', {col} + INTERVAL 1 DAY) + INTERVAL 5 DAY",
  'P1W/1970-01-04T00:00:00Z': "DATE_TRUNC('week', {col}) + INTERVAL 6 DAY",
};
