import type { LastDayUnit } from './last-day-of-unit.js';
import { naiveDateTime } from './naive-date-time.js';
import { scopedAnchor, type IntegerExpression, type InstantName, type RelativeScope, type TimeExpression } from './time-expression.js';
import { TimeRangeError } from './time-range-error.js';
import { SUB_DAY_UNITS, timeUnitOf, TIME_UNITS, type TimeUnit } from './time-unit.js';
import { TokenCursor } from './token-cursor.js';
import { tokenizeTimeExpression } from './tokenize-time-expression.js';

/*
 * One instant, by recursive descent (words are case-insensitive):
 *
 *   expression := function | literal | count | instant | boundary | first-of | scoped
 *   function   := DATETIME "(" string ")"
 *               | DATEADD "(" expression "," integer "," unit [","] ")"
 *               | DATETRUNC "(" expression "," unit [","] ")"
 *               | LASTDAY "(" expression "," day|week|month|quarter|year [","] ")"
 *   integer    := ["-"|"+"] NUMBER | DATEDIFF "(" expression "," expression ["," day|year] [","] ")"
 *   literal    := YYYY | YYYY-MM | YYYY-MM-DD[(T| )HH:mm[:ss[.fff]]]
 *   count      := NUMBER unit ("ago" | "later" | "from" "now")
 *   instant    := now | today | yesterday | tomorrow
 *   boundary   := ("start" | "beginning" | "end") "of" scope [NUMBER] calendar-unit
 *   first-of   := ("first" | "1st") ["day"] "of" [scope] ["the"] calendar-unit
 *   scoped     := scope [NUMBER] unit
 *   scope      := this | last | prior | next
 *
 * The string inside DATETIME("…") is itself an expression, so `DATETIME("7 days ago")`,
 * `DATETIME("2024-01-01")` and `DATETIME("start of this month")` all work.
 */

const CALENDAR_UNITS: readonly LastDayUnit[] = ['day', 'week', 'month', 'quarter', 'year'];
const SCOPES: readonly RelativeScope[] = ['this', 'last', 'prior', 'next'];
const INSTANTS: readonly InstantName[] = ['now', 'today', 'yesterday', 'tomorrow'];
const UNIT_NAMES = 'second, minute, hour, day, week, month, quarter or year';
const CALENDAR_UNIT_NAMES = 'day, week, month, quarter or year';

/**
 * Parses one time expression (one side of a time range) into its syntax tree.
 *
 * @throws TimeRangeError naming the part that could not be understood.
 */
export function parseTimeExpressionSyntax(source: string): TimeExpression {
  const cursor = new TokenCursor(source, tokenizeTimeExpression(source));
  const expression = parseExpression(cursor);
  if (!cursor.atEnd()) cursor.fail('the end of the expression');
  return expression;
}

/** Reads a unit word from the allowed set. */
export function parseUnit<U extends TimeUnit>(cursor: TokenCursor, allowed: readonly U[], description: string): U {
  const token = cursor.peek();
  const unit = token?.kind === 'word' ? timeUnitOf(token.text) : null;
  if (!unit || !(allowed as readonly TimeUnit[]).includes(unit)) cursor.fail(description);
  cursor.next(description);
  return unit as U;
}

/** Reads `this`, `last`, `prior` or `next`. */
export function parseScope(cursor: TokenCursor): RelativeScope {
  return cursor.expectWord('this, last, next or prior', ...SCOPES).text.toLowerCase() as RelativeScope;
}

/** Reads an optional count before a unit ("last 3 days"), 1 when absent. */
function parseOptionalCount(cursor: TokenCursor): number {
  const token = cursor.accept('number');
  return token ? safeInteger(cursor, token.text) : 1;
}

function safeInteger(cursor: TokenCursor, digits: string): number {
  const value = Number(digits);
  if (!Number.isSafeInteger(value)) throw new TimeRangeError(`Error parsing time range: ${digits} is too large in "${cursor.source}"`);
  return value;
}

function parseExpression(cursor: TokenCursor): TimeExpression {
  const first = cursor.peek() ?? cursor.fail('a time expression');
  if (first.kind === 'word' && cursor.peek(1)?.kind === '(') return parseFunction(cursor);
  if (first.kind === 'datetime') return parseLiteral(cursor);
  if (first.kind === 'number') return parseCount(cursor);
  if (first.kind === 'word') {
    const word = first.text.toLowerCase();
    if ((INSTANTS as readonly string[]).includes(word)) {
      cursor.next('an instant');
      return { kind: 'instant', name: word as InstantName, text: first.text };
    }
    if (word === 'start' || word === 'beginning' || word === 'end') return parseBoundary(cursor);
    if (word === 'first' || word === '1st') return parseFirstOf(cursor);
    if ((SCOPES as readonly string[]).includes(word)) return parseScoped(cursor);
  }
  return cursor.fail('a date, a date-time, a function or a phrase such as "today" or "last week"');
}

function parseFunction(cursor: TokenCursor): TimeExpression {
  const name = cursor.peek()!;
  const lower = name.text.toLowerCase();
  if (lower === 'holiday') throw new TimeRangeError(`Error parsing time range: HOLIDAY is not supported in "${cursor.source}"`);
  if (!['datetime', 'dateadd', 'datetrunc', 'lastday'].includes(lower)) cursor.fail('DATETIME, DATEADD, DATETRUNC or LASTDAY');
  cursor.next('a function');
  cursor.expect('(', '"("');
  if (lower === 'datetime') {
    const argument = cursor.expect('string', 'a quoted date-time such as "2024-01-01" or "7 days ago"');
    cursor.expect(')', '")"');
    return parseTimeExpressionSyntax(argument.text);
  }
  const base = parseExpression(cursor);
  cursor.expect(',', '","');
  let expression: TimeExpression;
  if (lower === 'dateadd') {
    const amount = parseInteger(cursor);
    cursor.expect(',', '","');
    const unit = parseUnit(cursor, TIME_UNITS, `a unit (${UNIT_NAMES})`);
    expression = { kind: 'add', base, amount, unit, text: '' };
  } else if (lower === 'datetrunc') {
    expression = { kind: 'truncate', base, unit: parseUnit(cursor, TIME_UNITS, `a unit (${UNIT_NAMES})`), text: '' };
  } else {
    const unit = parseUnit(cursor, CALENDAR_UNITS, `a unit (${CALENDAR_UNIT_NAMES})`);
    expression = { kind: 'lastDay', base, unit, text: '' };
  }
  cursor.accept(',');
  cursor.expect(')', '")"');
  expression.text = cursor.textFrom(name);
  return expression;
}

function parseInteger(cursor: TokenCursor): IntegerExpression {
  const first = cursor.peek() ?? cursor.fail('an integer');
  if (first.kind === 'word' && first.text.toLowerCase() === 'datediff' && cursor.peek(1)?.kind === '(') {
    cursor.next('DATEDIFF');
    cursor.expect('(', '"("');
    const from = parseExpression(cursor);
    cursor.expect(',', '","');
    const to = parseExpression(cursor);
    let unit: 'day' | 'year' = 'day';
    if (cursor.accept(',') && !(cursor.peek()?.kind === ')')) {
      unit = parseUnit(cursor, ['day', 'year'] as const, 'day or year');
      cursor.accept(',');
    }
    cursor.expect(')', '")"');
    return { kind: 'dateDiff', from, to, unit, text: cursor.textFrom(first) };
  }
  const negative = cursor.accept('-') !== null;
  if (!negative) cursor.accept('+');
  const digits = cursor.expect('number', 'an integer').text;
  const magnitude = safeInteger(cursor, digits);
  return { kind: 'integer', value: negative ? -magnitude : magnitude, text: cursor.textFrom(first) };
}

function parseLiteral(cursor: TokenCursor): TimeExpression {
  const token = cursor.next('a date');
  if (token.zoned) throw new TimeRangeError(`Error parsing time range: time zones are not supported in "${token.text}"`);
  const [year, month, day = 1, hour = 0, minute = 0, second = 0] = token.fields!;
  const value = naiveDateTime(year!, month!, day, hour, minute, second);
  if (value === null) throw new TimeRangeError(`Error parsing time range: "${token.text}" is not a valid date`);
  return { kind: 'literal', value, text: token.text };
}

/** `2020` (a year) or `7 days ago` / `3 hours later` / `2 weeks from now`. */
function parseCount(cursor: TokenCursor): TimeExpression {
  const first = cursor.next('a number');
  const unitToken = cursor.peek();
  const unit = unitToken?.kind === 'word' ? timeUnitOf(unitToken.text) : null;
  if (unit === null) {
    if (/^\d{4}$/.test(first.text)) {
      const value = naiveDateTime(Number(first.text), 1, 1);
      if (value !== null) return { kind: 'literal', value, text: first.text };
    }
    return cursor.fail(`a unit (${UNIT_NAMES})`);
  }
  cursor.next('a unit');
  const amount = safeInteger(cursor, first.text);
  let sign: number;
  if (cursor.acceptWord('ago')) sign = -1;
  else if (cursor.acceptWord('later')) sign = 1;
  else if (cursor.peekWord('from') && cursor.peek(1)?.kind === 'word' && cursor.peek(1)!.text.toLowerCase() === 'now') {
    cursor.next('from');
    cursor.next('now');
    sign = 1;
  } else {
    const phrase = cursor.textFrom(first);
    throw new TimeRangeError(`Time string is ambiguous. Please specify [${phrase} ago] or [${phrase} later].`);
  }
  // Whole days and longer count from midnight; hours, minutes and seconds from the current instant.
  const base: TimeExpression = { kind: 'instant', name: SUB_DAY_UNITS.has(unit) ? 'now' : 'today', text: first.text };
  return { kind: 'add', base, amount: { kind: 'integer', value: sign * amount, text: first.text }, unit, text: cursor.textFrom(first) };
}

/** `start of next month`, `beginning of this year`, `end of prior 2 quarters`. */
function parseBoundary(cursor: TokenCursor): TimeExpression {
  const first = cursor.next('start, beginning or end');
  const isEnd = first.text.toLowerCase() === 'end';
  cursor.expectWord('"of"', 'of');
  const scope = parseScope(cursor);
  const amount = parseOptionalCount(cursor);
  const unit = parseUnit(cursor, CALENDAR_UNITS, `a unit (${CALENDAR_UNIT_NAMES})`);
  const text = cursor.textFrom(first);
  const base = scopedAnchor(scope, amount, unit, text);
  return isEnd ? { kind: 'lastDay', base, unit, text } : { kind: 'truncate', base, unit, text };
}

/** `first of this month`, `first day of last year`, `1st of the quarter`: the first day of a period. */
function parseFirstOf(cursor: TokenCursor): TimeExpression {
  const first = cursor.next('first');
  cursor.acceptWord('day');
  cursor.expectWord('"of"', 'of');
  const scope: RelativeScope = cursor.peekWord(...SCOPES) ? parseScope(cursor) : 'this';
  cursor.acceptWord('the');
  const unit = parseUnit(cursor, CALENDAR_UNITS, `a unit (${CALENDAR_UNIT_NAMES})`);
  const text = cursor.textFrom(first);
  return { kind: 'truncate', base: scopedAnchor(scope, 1, unit, text), unit, text };
}

/** `this month`, `last week`, `next 3 days`, `prior 2 hours`. */
function parseScoped(cursor: TokenCursor): TimeExpression {
  const first = cursor.peek()!;
  const scope = parseScope(cursor);
  const amount = parseOptionalCount(cursor);
  const unit = parseUnit(cursor, TIME_UNITS, `a unit (${UNIT_NAMES})`);
  return scopedAnchor(scope, amount, unit, cursor.textFrom(first));
}
