import type { TimeGrain } from '@core/plugin-api/index.js';

/** Seconds since midnight: never negative, so integer division buckets correctly before 1970 too. */
const SECOND_OF_DAY =
  "(CAST(STRFTIME('%H', {col}) AS INTEGER) * 3600 + CAST(STRFTIME('%M', {col}) AS INTEGER) * 60 + CAST(STRFTIME('%S', {col}) AS INTEGER))";

const seconds = (size: number) => `DATETIME({col}, 'start of day', (${SECOND_OF_DAY} / ${size} * ${size}) || ' seconds')`;

/**
 * SQLite expressions per time grain, over timestamps stored as ISO text. Each yields
 * `YYYY-MM-DD HH:MM:SS` text, which the connection reads back as a timestamp. Weeks use the
 * `weekday N` modifier (forward to the next such day): going back six days first lands on the
 * week's start.
 */
export const SQLITE_TIME_GRAINS: Readonly<Record<TimeGrain, string>> = {
  PT1S: 'DATETIME({col})',
  PT5S: seconds(5),
  PT30S: seconds(30),
  PT1M: "STRFTIME('%Y-%m-%d %H:%M:00', {col})",
  PT5M: seconds(300),
  PT10M: seconds(600),
  PT15M: seconds(900),
  PT30M: seconds(1800),
  'PT0.5H': seconds(1800),
  PT1H: "STRFTIME('%Y-%m-%d %H:00:00', {col})",
  PT6H: seconds(21600),
  P1D: "DATETIME({col}, 'start of day')",
  P1W: "DATETIME({col}, 'start of day', '-6 days', 'weekday 1')",
  P1M: "DATETIME({col}, 'start of month')",
  P3M: "DATETIME({col}, 'start of month', '-' || ((CAST(STRFTIME('%m', {col}) AS INTEGER) - 1) % 3) || ' months')",
  'P0.25Y': "DATETIME({col}, 'start of month', '-' || ((CAST(STRFTIME('%m', {col}) AS INTEGER) - 1) % 3) || ' months')",
  P1Y: "DATETIME({col}, 'start of year')",
  '1969-12-28T00:00:00Z/P1W': "DATETIME({col}, 'start of day', '-6 days', 'weekday 0')",
  '1969-12-29T00:00:00Z/P1W': "DATETIME({col}, 'start of day', '-6 days', 'weekday 1')",
  'P1W/1970-01-03T00:00:00Z': "DATETIME({col}, 'start of day', 'weekday 6')",
  'P1W/1970-01-04T00:00:00Z': "DATETIME({col}, 'start of day', 'weekday 0')",
};
