import { resolveTimeRange, TimeRangeError } from '@core/query/time-range/index.js';
import { isEmptyValue, type ControlValidator } from './control-validator.js';

// Any closed range will do: shifting it proves the grammar reads the shift.
const PROBE_RANGE = '2000-01-01T00:00:00 : 2000-01-02T00:00:00';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function isTimeShift(text: string): boolean {
  const shift = text.trim();
  // What the server's time comparison reads besides deltas: the previous range of the same length,
  // a date to compare with, or a whole range.
  if (shift.toLowerCase() === 'inherit' || DATE_ONLY.test(shift)) return true;
  try {
    if (shift.includes(' : ')) return resolveTimeRange(shift).since !== null;
    resolveTimeRange(PROBE_RANGE, { shift });
    return true;
  } catch (error) {
    if (error instanceof TimeRangeError) return false;
    throw error;
  }
}

/**
 * Time-comparison shifts (`time_compare`, one or several): natural-language deltas such as
 * `1 day ago`, `52 weeks ago` or `2 years later`, or `inherit`, a date `2023-01-01`, or a range
 * `A : B`. The message names the first shift that cannot be read.
 */
export const timeShift: ControlValidator = {
  name: 'timeShift',
  message: '"%s" is not a time shift: write an amount and a unit, such as "1 week ago" or "2 years later"',
  placeholder: 'the first shift that cannot be read',
  validate(value) {
    if (isEmptyValue(value)) return null;
    const shifts = Array.isArray(value) ? value : [value];
    const bad = shifts.find((shift) => typeof shift !== 'string' || !isTimeShift(shift));
    return bad === undefined ? null : timeShift.message.replace('%s', String(bad));
  },
};
