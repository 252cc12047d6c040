import { addTimeUnits } from './add-time-units.js';
import type { NaiveDateTime } from './naive-date-time.js';
import { truncateToUnit } from './truncate-to-unit.js';

/** The units whose last day `LASTDAY` can find. */
export type LastDayUnit = 'day' | 'week' | 'month' | 'quarter' | 'year';

/**
 * Midnight of the last day of the unit a date-time falls in: Dec 31 for a year, Mar 31 / Jun 30 /
 * Sep 30 / Dec 31 for quarters, the month's last day (Feb 29 in leap years), the Sunday of a
 * Monday-first week, and the day itself for a day. Midnight, not the end of that day, as
 * Superset's `LASTDAY` returns it.
 */
export function lastDayOfUnit(value: NaiveDateTime, unit: LastDayUnit): NaiveDateTime {
  const nextStart = addTimeUnits(truncateToUnit(value, unit), 1, unit);
  return addTimeUnits(nextStart, -1, 'day');
}
