import type { LastDayUnit } from './last-day-of-unit.js';
import type { NaiveDateTime } from './naive-date-time.js';
import type { TimeUnit } from './time-unit.js';

/** The named instants: `now`, and midnight of today, yesterday or tomorrow. */
export type InstantName = 'now' | 'today' | 'yesterday' | 'tomorrow';

/**
 * What relative phrases ("last 2 weeks", "start of next month") count from: midnight today or the
 * current instant. Left unset, day-and-longer units count from today and sub-day units from now.
 */
export type RelativeAnchor = 'today' | 'now';

/**
 * A parsed time expression that evaluates to one instant. Every node keeps the source `text` it
 * was parsed from, so that evaluation errors can quote it.
 */
export type TimeExpression =
  | { kind: 'instant'; name: InstantName; text: string }
  | { kind: 'literal'; value: NaiveDateTime; text: string }
  /** The base of a relative phrase: see {@link RelativeAnchor}. */
  | { kind: 'anchor'; unit: TimeUnit; text: string }
  | { kind: 'add'; base: TimeExpression; amount: IntegerExpression; unit: TimeUnit; text: string }
  | { kind: 'truncate'; base: TimeExpression; unit: TimeUnit; text: string }
  | { kind: 'lastDay'; base: TimeExpression; unit: LastDayUnit; text: string };

/** An integer operand: a literal, or `DATEDIFF(from, to[, day|year])`. */
export type IntegerExpression =
  | { kind: 'integer'; value: number; text: string }
  | { kind: 'dateDiff'; from: TimeExpression; to: TimeExpression; unit: 'day' | 'year'; text: string };

/** `this`, `last`/`prior` or `next`: which occurrence of a unit a phrase means. */
export type RelativeScope = 'this' | 'last' | 'prior' | 'next';

/**
 * The instant a scoped phrase starts from: the anchor itself for `this`, `amount` units before it
 * for `last`/`prior`, `amount` units after it for `next`.
 */
export function scopedAnchor(scope: RelativeScope, amount: number, unit: TimeUnit, text: string): TimeExpression {
  const anchor: TimeExpression = { kind: 'anchor', unit, text };
  if (scope === 'this') return anchor;
  const signed = scope === 'next' ? amount : -amount;
  return { kind: 'add', base: anchor, amount: { kind: 'integer', value: signed, text }, unit, text };
}
