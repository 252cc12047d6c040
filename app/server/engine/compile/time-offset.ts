import { ErrorType } from '@core/errors/index.js';
import { resolveTimeRange, TimeRangeError, type TimeRange } from '@core/query/time-range/index.js';
import { CompileError } from './compile-error.js';
import { epochMsToIso } from './filter-values.js';

const MS_PER_DAY = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const SIMPLE_SHIFT = /^\s*(-)?\s*(\d+)\s+([A-Za-z]+)\s*(ago|before|later|after)?\s*$/i;

function isoToMs(iso: string): number {
  return Date.parse(`${iso}Z`);
}

function daysShift(fromIso: string, toIso: string): string {
  const ms = isoToMs(fromIso) - isoToMs(toIso);
  const whole = ms % MS_PER_DAY === 0;
  const amount = Math.abs(whole ? ms / MS_PER_DAY : ms / 1000);
  return `${amount} ${whole ? 'days' : 'seconds'} ${ms >= 0 ? 'ago' : 'later'}`;
}

function shiftIso(iso: string, shift: string): string {
  const moved = resolveTimeRange(`${iso} : ${iso}`, { shift }).since;
  if (moved === null) throw new TimeRangeError(`Error parsing time range: cannot shift by "${shift}"`);
  return moved;
}

/**
 * Turns a time comparison offset into a shift the time-range grammar reads: `1 year ago` and
 * `52 weeks ago` as they are; `inherit` as the length of the main range (`7 days ago` after a
 * week); a date `2023-01-01` as the distance from it to the main range's start; a range
 * `A : B` as the distance between the two starts.
 *
 * @throws CompileError for an offset the grammar cannot read.
 */
export function normalizeTimeOffset(offset: string, main: { since: string; until: string }): string {
  const text = offset.trim();
  try {
    if (text.toLowerCase() === 'inherit') return daysShift(main.until, main.since);
    if (DATE_ONLY.test(text)) return daysShift(main.since, `${text}T00:00:00`);
    if (text.includes(':') && !DATE_ONLY.test(text)) {
      const since = resolveTimeRange(text).since;
      if (since === null) throw new TimeRangeError(`Error parsing time range: "${text}" has no start`);
      return daysShift(main.since, since);
    }
    shiftIso(main.since, text);
    return text;
  } catch (error) {
    if (error instanceof TimeRangeError) throw new CompileError(`Invalid time offset "${offset}": ${error.message}`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
    throw error;
  }
}

/** Moves both ends of a closed range by a normalised shift (see {@link normalizeTimeOffset}). */
export function shiftTimeRange(range: { since: string; until: string }, shift: string): { since: string; until: string } {
  return { since: shiftIso(range.since, shift), until: shiftIso(range.until, shift) };
}

/** The shift that undoes `shift`: `1 year ago` ↔ `1 year later`. */
export function invertTimeShift(shift: string): string {
  const match = SIMPLE_SHIFT.exec(shift);
  if (!match) throw new CompileError(`Cannot invert the time shift "${shift}"`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  const [, minus, amount, unit, direction = 'ago'] = match;
  const later = (direction.toLowerCase() === 'later' || direction.toLowerCase() === 'after') && !minus;
  return `${amount} ${unit} ${later ? 'ago' : 'later'}`;
}

/**
 * Shifts a temporal result value (epoch ms, as engines return them) by a time offset, with
 * calendar arithmetic (a month back from March 31st is February's last day). `apply` moves it the
 * way the offset says; `revert` moves it back, which is how a time comparison lines the rows of
 * the shifted query up with the main rows before joining.
 *
 * @example
 * ```ts
 * shiftTimestamp(Date.UTC(2023, 0, 1), '1 year ago', 'revert') === Date.UTC(2024, 0, 1); // true
 * ```
 */
export function shiftTimestamp(epochMs: number, shift: string, direction: 'apply' | 'revert'): number {
  const fraction = ((epochMs % 1000) + 1000) % 1000;
  const whole = epochMsToIso(epochMs - fraction);
  const moved = shiftIso(whole, direction === 'apply' ? shift : invertTimeShift(shift));
  return isoToMs(moved) + fraction;
}

/** Whether a range has both ends, as a time comparison requires. */
export function isClosedRange(range: TimeRange | null): range is { since: string; until: string } {
  return range !== null && range.since !== null && range.until !== null;
}
