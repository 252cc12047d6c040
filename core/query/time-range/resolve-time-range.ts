import { addTimeUnits } from './add-time-units.js';
import { evaluateTimeExpression, type TimeExpressionContext } from './evaluate-time-expression.js';
import { formatNaive, isSupportedNaive, naiveFromLocalDate, type NaiveDateTime } from './naive-date-time.js';
import { parseTimeRangeSyntax } from './parse-time-range-syntax.js';
import { parseTimeShift } from './parse-time-shift.js';
import type { RelativeAnchor } from './time-expression.js';
import { TimeRangeError } from './time-range-error.js';
import type { TimeUnit } from './time-unit.js';

/** The value of a time range that filters nothing (the picker's default). */
export const NO_TIME_RANGE = 'No filter';

/** A resolved range: ISO local date-times, `since` inclusive, `until` exclusive, null for an open end. */
export interface TimeRange {
  since: string | null;
  until: string | null;
}

/** How {@link resolveTimeRange} reads relative phrases and whether it shifts the result. */
export interface ResolveTimeRangeOptions {
  /** The current time (its local wall-clock reading is used); defaults to the real clock. */
  now?: Date;
  /** What relative phrases count from; by default today for days and longer, now for shorter units. */
  relativeTo?: RelativeAnchor;
  /**
   * Moves both ends, as a time comparison does: `1 week ago`, `1 year ago`, `2 days later`
   * (a bare `1 year` means ago), or a whole range `A : B` that replaces the resolved one.
   */
  shift?: string | null;
}

function evaluateEnds(timeRange: string, context: TimeExpressionContext): { since: NaiveDateTime | null; until: NaiveDateTime | null } {
  const syntax = parseTimeRangeSyntax(timeRange);
  return {
    since: syntax.since && evaluateTimeExpression(syntax.since, context),
    until: syntax.until && evaluateTimeExpression(syntax.until, context),
  };
}

function shifted(value: NaiveDateTime | null, amount: number, unit: TimeUnit, shift: string): NaiveDateTime | null {
  if (value === null) return null;
  const moved = addTimeUnits(value, amount, unit);
  if (!isSupportedNaive(moved)) throw new TimeRangeError(`Error parsing time range: shifting by "${shift}" leaves the years 1 to 9999`);
  return moved;
}

/**
 * Resolves a time range as the time-range picker writes it (`Last week`, `previous calendar
 * month`, `2024-01-01 : 2024-02-01`, `DATEADD(DATETIME("today"), -7, day) : today`, …) into ISO
 * local date-times `YYYY-MM-DDTHH:mm:ss`: `since` inclusive, `until` exclusive, null for an
 * open end. `No filter`, the empty string, null and undefined give two open ends. Time zones
 * play no part: the wall-clock reading of `now` is used, and every date-time is naive.
 *
 * @example
 * ```ts
 * resolveTimeRange('Last week', { now: new Date(2024, 0, 15, 10, 30) });
 * // { since: '2024-01-08T00:00:00', until: '2024-01-15T00:00:00' }
 * ```
 * @throws TimeRangeError when the range cannot be parsed (the message names the bad part), or
 *   `From date cannot be larger than to date` when it ends before it starts.
 */
export function resolveTimeRange(timeRange: string | null | undefined, options: ResolveTimeRangeOptions = {}): TimeRange {
  const text = (timeRange ?? '').trim();
  if (text === '' || text.toLowerCase() === NO_TIME_RANGE.toLowerCase()) return { since: null, until: null };
  const context: TimeExpressionContext = { now: naiveFromLocalDate(options.now ?? new Date()), relativeTo: options.relativeTo };
  let { since, until } = evaluateEnds(text, context);

  const shift = options.shift?.trim();
  if (shift) {
    const parsed = parseTimeShift(shift);
    if (parsed.kind === 'range') ({ since, until } = evaluateEnds(parsed.range, context));
    else {
      since = shifted(since, parsed.amount, parsed.unit, shift);
      until = shifted(until, parsed.amount, parsed.unit, shift);
    }
  }

  if (since !== null && until !== null && since > until) throw new TimeRangeError('From date cannot be larger than to date');
  return { since: since === null ? null : formatNaive(since), until: until === null ? null : formatNaive(until) };
}
