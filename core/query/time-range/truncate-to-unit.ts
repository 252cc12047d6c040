import { composeNaive, fieldsOf, type NaiveDateTime } from './naive-date-time.js';
import type { TimeUnit } from './time-unit.js';

/**
 * The start of the unit a date-time falls in: the second, minute or hour; midnight; the Monday
 * of its week (weeks start on Monday); the first day of its month, quarter or year.
 */
export function truncateToUnit(value: NaiveDateTime, unit: TimeUnit): NaiveDateTime {
  const f = fieldsOf(value);
  switch (unit) {
    case 'second':
      return value;
    case 'minute':
      return composeNaive(f.year, f.month, f.day, f.hour, f.minute);
    case 'hour':
      return composeNaive(f.year, f.month, f.day, f.hour);
    case 'day':
      return composeNaive(f.year, f.month, f.day);
    case 'week':
      return composeNaive(f.year, f.month, f.day - f.weekday);
    case 'month':
      return composeNaive(f.year, f.month, 1);
    case 'quarter':
      return composeNaive(f.year, f.month - ((f.month - 1) % 3), 1);
    case 'year':
      return composeNaive(f.year, 1, 1);
  }
}
