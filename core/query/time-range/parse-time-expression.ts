import { evaluateTimeExpression } from './evaluate-time-expression.js';
import { formatNaive, naiveFromLocalDate } from './naive-date-time.js';
import { parseTimeExpressionSyntax } from './parse-time-expression-syntax.js';
import type { RelativeAnchor } from './time-expression.js';

/** The clock and anchor {@link parseTimeExpression} resolves relative phrases against. */
export interface ParseTimeExpressionOptions {
  /** The current time (its local wall-clock reading is used); defaults to the real clock. */
  now?: Date;
  /** What relative phrases count from; by default today for days and longer, now for shorter units. */
  relativeTo?: RelativeAnchor;
}

/**
 * Resolves one side of a time range to an ISO local date-time `YYYY-MM-DDTHH:mm:ss`: a date or
 * date-time literal, `now` / `today` / `yesterday` / `tomorrow`, `7 days ago`, `2 weeks later`,
 * `last 3 months`, `start of this month`, `end of last year`, `first day of the quarter`, or the
 * functions `DATETIME("…")`, `DATEADD(expr, n, unit)`, `DATETRUNC(expr, unit)`,
 * `LASTDAY(expr, unit)` (with `DATEDIFF(a, b[, day|year])` as an integer operand).
 *
 * @example
 * ```ts
 * parseTimeExpression('DATEADD(DATETIME("today"), -7, day)', { now: new Date(2024, 0, 15, 10) });
 * // '2024-01-08T00:00:00'
 * ```
 * @throws TimeRangeError naming the part that could not be understood.
 */
export function parseTimeExpression(expression: string, options: ParseTimeExpressionOptions = {}): string {
  const syntax = parseTimeExpressionSyntax(expression.trim());
  const now = naiveFromLocalDate(options.now ?? new Date());
  return formatNaive(evaluateTimeExpression(syntax, { now, relativeTo: options.relativeTo }));
}
