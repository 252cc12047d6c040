import { composeNaive, daysInMonth, fieldsOf, FIXED_UNIT_MS, type NaiveDateTime } from './naive-date-time.js';
import type { TimeUnit } from './time-unit.js';

/**
 * Moves a date-time by `amount` units (negative goes back). Seconds to weeks are fixed lengths;
 * months, quarters and years move the calendar and keep the time of day, clamping the day to the
 * end of a shorter month (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year), as users of
 * `relativedelta`-style date arithmetic expect.
 */
export function addTimeUnits(value: NaiveDateTime, amount: number, unit: TimeUnit): NaiveDateTime {
  if (unit === 'month' || unit === 'quarter' || unit === 'year') {
    const months = amount * (unit === 'year' ? 12 : unit === 'quarter' ? 3 : 1);
    const f = fieldsOf(value);
    const monthIndex = f.year * 12 + (f.month - 1) + months;
    const year = Math.floor(monthIndex / 12);
    const month = monthIndex - year * 12 + 1;
    const day = Math.min(f.day, daysInMonth(year, month));
    return composeNaive(year, month, day, f.hour, f.minute, f.second);
  }
  return (value + amount * FIXED_UNIT_MS[unit]) as NaiveDateTime;
}
