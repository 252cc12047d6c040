import type { LastDayUnit } from './last-day-of-unit.js';
import { parseScope, parseTimeExpressionSyntax, parseUnit } from './parse-time-expression-syntax.js';
import { scopedAnchor, type RelativeScope, type TimeExpression } from './time-expression.js';
import { TimeRangeError } from './time-range-error.js';
import { isFinerUnit, TIME_UNITS, type TimeUnit } from './time-unit.js';
import { TokenCursor } from './token-cursor.js';
import { tokenizeTimeExpression } from './tokenize-time-expression.js';

/** The two sides of a time range, each null when that end is open. */
export interface TimeRangeSyntax {
  since: TimeExpression | null;
  until: TimeExpression | null;
}

/*
 * A time range is either two expressions around the separator, each side possibly empty:
 *
 *   range     := [expression] ":" [expression]
 *
 * or one of the named ranges of the time-range picker (words are case-insensitive):
 *
 *   shorthand := ("last" | "next") [NUMBER] unit            -- back from / ahead of today (now for sub-day units)
 *              | "previous" "calendar" calendar-unit          -- the whole previous week, month, …
 *              | "current" calendar-unit                      -- the whole current week, month, …
 *              | ("first" | "1st") calendar-unit "of" [scope] ["the"] calendar-unit
 *                                                             -- e.g. first week of this year
 */

const CALENDAR_UNITS: readonly LastDayUnit[] = ['day', 'week', 'month', 'quarter', 'year'];
const CALENDAR_UNIT_NAMES = 'a unit (day, week, month, quarter or year)';
const SCOPES: readonly RelativeScope[] = ['this', 'last', 'prior', 'next'];

const TODAY: TimeExpression = { kind: 'instant', name: 'today', text: 'today' };

function add(base: TimeExpression, amount: number, unit: TimeUnit, text: string): TimeExpression {
  return { kind: 'add', base, amount: { kind: 'integer', value: amount, text }, unit, text };
}

function truncate(base: TimeExpression, unit: TimeUnit, text: string): TimeExpression {
  return { kind: 'truncate', base, unit, text };
}

function parseSide(text: string): TimeExpression | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : parseTimeExpressionSyntax(trimmed);
}

function parseShorthand(source: string, cursor: TokenCursor): TimeRangeSyntax {
  const first = cursor.peek();
  let range: TimeRangeSyntax;
  if (cursor.acceptWord('last', 'next')) {
    const isLast = first!.text.toLowerCase() === 'last';
    const countToken = cursor.accept('number');
    const amount = countToken ? Number(countToken.text) : 1;
    if (!Number.isSafeInteger(amount)) throw new TimeRangeError(`Error parsing time range: ${countToken!.text} is too large in "${source}"`);
    const unit = parseUnit(cursor, TIME_UNITS, 'a unit (second, minute, hour, day, week, month, quarter or year)');
    // Both ends count from the same anchor, so the range is exactly `amount` units long.
    const anchor: TimeExpression = { kind: 'anchor', unit, text: source };
    range = isLast ? { since: add(anchor, -amount, unit, source), until: anchor } : { since: anchor, until: add(anchor, amount, unit, source) };
  } else if (cursor.acceptWord('previous')) {
    cursor.expectWord('"calendar"', 'calendar');
    const unit = parseUnit(cursor, CALENDAR_UNITS, CALENDAR_UNIT_NAMES);
    range = { since: truncate(add(TODAY, -1, unit, source), unit, source), until: truncate(TODAY, unit, source) };
  } else if (cursor.acceptWord('current')) {
    const unit = parseUnit(cursor, CALENDAR_UNITS, CALENDAR_UNIT_NAMES);
    range = { since: truncate(TODAY, unit, source), until: truncate(add(TODAY, 1, unit, source), unit, source) };
  } else if (cursor.acceptWord('first', '1st')) {
    const part = parseUnit(cursor, CALENDAR_UNITS, CALENDAR_UNIT_NAMES);
    cursor.expectWord('"of"', 'of');
    const scope: RelativeScope = cursor.peekWord(...SCOPES) ? parseScope(cursor) : 'this';
    cursor.acceptWord('the');
    const whole = parseUnit(cursor, CALENDAR_UNITS, CALENDAR_UNIT_NAMES);
    if (!isFinerUnit(part, whole)) {
      throw new TimeRangeError(`Error parsing time range: a ${part} is not part of a ${whole} in "${source}"`);
    }
    const start = truncate(scopedAnchor(scope, 1, whole, source), whole, source);
    range = { since: start, until: add(start, 1, part, source) };
  } else {
    throw new TimeRangeError(
      `Error parsing time range: "${source}" is neither "start : end" nor one of "No filter", "Last …", "Next …", "previous calendar …", "Current …"`,
    );
  }
  if (!cursor.atEnd()) cursor.fail('the end of the time range');
  return range;
}

/**
 * Parses a time range into the syntax of its two ends. `No filter` and the empty string are
 * handled by the caller.
 *
 * @throws TimeRangeError naming the part that could not be understood.
 */
export function parseTimeRangeSyntax(source: string): TimeRangeSyntax {
  const tokens = tokenizeTimeExpression(source);
  const separators = tokens.filter((token) => token.kind === ':');
  if (separators.length > 1) {
    throw new TimeRangeError(`Error parsing time range: expected one " : " between the start and the end in "${source}"`);
  }
  const separator = separators[0];
  if (separator) return { since: parseSide(source.slice(0, separator.start)), until: parseSide(source.slice(separator.end)) };
  return parseShorthand(source, new TokenCursor(source, tokens));
}
