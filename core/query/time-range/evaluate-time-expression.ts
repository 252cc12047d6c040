import { addTimeUnits } from './add-time-units.js';
import { lastDayOfUnit } from './last-day-of-unit.js';
import { fieldsOf, FIXED_UNIT_MS, isSupportedNaive, MAX_YEAR, MIN_YEAR, type NaiveDateTime } from './naive-date-time.js';
import type { InstantName, IntegerExpression, RelativeAnchor, TimeExpression } from './time-expression.js';
import { TimeRangeError } from './time-range-error.js';
import { SUB_DAY_UNITS } from './time-unit.js';
import { truncateToUnit } from './truncate-to-unit.js';

/** What a time expression is evaluated against. */
export interface TimeExpressionContext {
  /** The current wall-clock time. */
  now: NaiveDateTime;
  /** What relative phrases count from; by default today for days and longer, now for shorter units. */
  relativeTo?: RelativeAnchor;
}

function instant(name: InstantName, now: NaiveDateTime): number {
  if (name === 'now') return now;
  const today = truncateToUnit(now, 'day');
  if (name === 'today') return today;
  return addTimeUnits(today, name === 'yesterday' ? -1 : 1, 'day');
}

function evaluateInteger(expression: IntegerExpression, context: TimeExpressionContext): number {
  if (expression.kind === 'integer') return expression.value;
  const from = evaluateTimeExpression(expression.from, context);
  const to = evaluateTimeExpression(expression.to, context);
  // Whole days rounded down, as a Python timedelta's `.days` counts them.
  if (expression.unit === 'day') return Math.floor((to - from) / FIXED_UNIT_MS.day);
  return fieldsOf(to).year - fieldsOf(from).year;
}

/**
 * The instant a parsed time expression stands for, given the current time.
 *
 * @throws TimeRangeError when the result falls outside the years 1 to 9999.
 */
export function evaluateTimeExpression(expression: TimeExpression, context: TimeExpressionContext): NaiveDateTime {
  let value: number;
  switch (expression.kind) {
    case 'instant':
      value = instant(expression.name, context.now);
      break;
    case 'literal':
      value = expression.value;
      break;
    case 'anchor':
      value = instant(context.relativeTo ?? (SUB_DAY_UNITS.has(expression.unit) ? 'now' : 'today'), context.now);
      break;
    case 'add':
      value = addTimeUnits(evaluateTimeExpression(expression.base, context), evaluateInteger(expression.amount, context), expression.unit);
      break;
    case 'truncate':
      value = truncateToUnit(evaluateTimeExpression(expression.base, context), expression.unit);
      break;
    case 'lastDay':
      value = lastDayOfUnit(evaluateTimeExpression(expression.base, context), expression.unit);
      break;
  }
  if (!isSupportedNaive(value)) {
    throw new TimeRangeError(`Error parsing time range: "${expression.text}" falls outside the years ${MIN_YEAR} to ${MAX_YEAR}`);
  }
  return value;
}
