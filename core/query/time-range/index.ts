/**
 * The time-range grammar of the time-range picker and of chart form data's `time_range`:
 * `No filter`, `Last week`, `previous calendar month`, `Current quarter`, `Last 3 days`,
 * `Next 2 hours`, `A : B` with ISO dates, `DATETIME`, `DATEADD`, `DATETRUNC`, `LASTDAY`,
 * `start of` / `end of` phrases. Pure: no I/O, no time zones; deterministic given `now`.
 */
export { parseTimeExpression } from './parse-time-expression.js';
export type { ParseTimeExpressionOptions } from './parse-time-expression.js';
export { NO_TIME_RANGE, resolveTimeRange } from './resolve-time-range.js';
export type { ResolveTimeRangeOptions, TimeRange } from './resolve-time-range.js';
export type { RelativeAnchor } from './time-expression.js';
export { TimeRangeError } from './time-range-error.js';
export type { TimeUnit } from './time-unit.js';
