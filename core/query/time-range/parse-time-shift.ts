import { parseUnit } from './parse-time-expression-syntax.js';
import { TimeRangeError } from './time-range-error.js';
import { TIME_UNITS, type TimeUnit } from './time-unit.js';
import { TokenCursor } from './token-cursor.js';
import { tokenizeTimeExpression } from './tokenize-time-expression.js';

/** A time shift: move both ends by a signed amount of a unit, or replace the range outright. */
export type TimeShift = { kind: 'offset'; amount: number; unit: TimeUnit } | { kind: 'range'; range: string };

/**
 * Parses a time comparison's shift: `1 week ago`, `52 weeks ago`, `1 year ago`, `2 days later`,
 * `3 months before`, `1 day after`; a bare `1 year` means a year ago, as in Superset's
 * `time_shift`. A shift holding ` : ` is a whole range that replaces the shifted one.
 *
 * @throws TimeRangeError when the shift is neither.
 */
export function parseTimeShift(shift: string): TimeShift {
  const tokens = tokenizeTimeExpression(shift);
  if (tokens.some((token) => token.kind === ':')) return { kind: 'range', range: shift };
  const cursor = new TokenCursor(shift, tokens);
  const negative = cursor.accept('-') !== null;
  const digits = cursor.expect('number', 'a number of units such as "1 week ago"').text;
  const amount = Number(digits);
  if (!Number.isSafeInteger(amount)) throw new TimeRangeError(`Error parsing time range: ${digits} is too large in "${shift}"`);
  const unit = parseUnit(cursor, TIME_UNITS, 'a unit (second, minute, hour, day, week, month, quarter or year)');
  const later = cursor.acceptWord('later', 'after') !== null;
  if (!later) cursor.acceptWord('ago', 'before');
  if (!cursor.atEnd()) cursor.fail('the end of the time shift');
  // "-1 week" reads as a week back either way, like Superset's past-delta parsing.
  return { kind: 'offset', amount: later && !negative ? amount : -amount, unit };
}
