import { ErrorType } from '@core/errors/index.js';
import type { QueryObject } from '@core/plugin-api/index.js';
import { resolveTimeRange, TimeRangeError, type RelativeAnchor, type TimeRange } from '@core/query/time-range/index.js';
import type { CompileContext } from './compile-context.js';
import { CompileError } from './compile-error.js';
import { timestampSql } from './filter-values.js';

/**
 * Resolves a time-range string (`Last week`, `2024-01-01 : 2024-02-01` …) against the
 * compilation's clock, the query's `extras.relative_start` and its legacy `time_shift`; grammar
 * errors become a {@link CompileError} with the grammar's message.
 */
export function resolveQueryTimeRange(ctx: CompileContext, query: QueryObject, timeRange: string | null | undefined, shift?: string | null): TimeRange {
  const relative = query.extras?.relative_start;
  const relativeTo: RelativeAnchor | undefined = relative === 'now' || relative === 'today' ? relative : undefined;
  try {
    return resolveTimeRange(timeRange, { now: ctx.now, relativeTo, shift: shift ?? query.time_shift ?? null });
  } catch (error) {
    if (error instanceof TimeRangeError) throw new CompileError(error.message, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
    throw error;
  }
}

/**
 * `<col> >= since AND <col> < until`, leaving out an open end; null when both are open. `bound`
 * writes a bound (timestamp literals by default; epoch numbers for an epoch column).
 */
export function timeBoundsPredicate(ctx: CompileContext, sql: string, bounds: TimeRange, bound: (iso: string) => string = (iso) => timestampSql(ctx, iso)): string | null {
  const parts: string[] = [];
  if (bounds.since !== null) parts.push(`${sql} >= ${bound(bounds.since)}`);
  if (bounds.until !== null) parts.push(`${sql} < ${bound(bounds.until)}`);
  return parts.length > 0 ? parts.join(' AND ') : null;
}
