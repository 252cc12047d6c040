import type { TimeGrain } from '@core/plugin-api/index.js';

/** Buckets of `size` seconds within the day (every such grain divides a day, so buckets line up with the epoch). */
const seconds = (size: number) => `TIMESTAMPADD(SECOND, FLOOR(TIME_TO_SEC({col}) / ${size}) * ${size}, DATE({col}))`;

/**
 * MySQL/MariaDB expressions per time grain (MySQL has no DATE_TRUNC). Sub-day grains are
 * DATETIMEs, day and longer grains DATEs. Weeks start on Monday (ISO, via WEEKDAY: Monday = 0);
 * the Sunday variants use DAYOFWEEK (Sunday = 1).
 */
export const MYSQL_TIME_GRAINS: Readonly<Record<TimeGrain, string>> = {
  PT1S: seconds(1),
  PT5S: seconds(5),
  PT30S: seconds(30),
  PT1M: seconds(60),
  PT5M: seconds(300),
  PT10M: seconds(600),
  PT15M: seconds(900),
  PT30M: seconds(1800),
  'PT0.5H': seconds(1800),
  PT1H: seconds(3600),
  PT6H: seconds(21600),
  P1D: 'DATE({col})',
  P1W: 'DATE_SUB(DATE({col}), INTERVAL WEEKDAY({col}) DAY)',
  P1M: 'DATE_SUB(DATE({col}), INTERVAL DAYOFMONTH({col}) - 1 DAY)',
  P3M: 'MAKEDATE(YEAR({col}), 1) + INTERVAL QUARTER({col}) - 1 QUARTER',
  'P0.25Y': 'MAKEDATE(YEAR({col}), 1) + INTERVAL QUARTER({col}) - 1 QUARTER',
  P1Y: 'MAKEDATE(YEAR({col}), 1)',
  '1969-12-28T00:00:00Z/P1W': 'DATE_SUB(DATE({col}), INTERVAL DAYOFWEEK({col}) - 1 DAY)',
  '1969-12-29T00:00:00Z/P1W': 'DATE_SUB(DATE({col}), INTERVAL WEEKDAY({col}) DAY)',
  'P1W/1970-01-03T00:00:00Z': 'DATE_ADD(DATE({col}), INTERVAL 7 - DAYOFWEEK({col}) DAY)',
  'P1W/1970-01-04T00:00:00Z': 'DATE_ADD(DATE({col}), INTERVAL 6 - WEEKDAY({col}) DAY)',
};
