import { ErrorType } from '@core/errors/index.js';
import type { DatabaseEngineContribution, QueryObject } from '@core/plugin-api/index.js';
import { createCompileContext, type CompileContext } from './compile-context.js';
import { CompileError } from './compile-error.js';
import type { CompiledQuery, TimeOffsetQuery } from './compiled-query.js';
import type { CompilerDatasource } from './compiler-datasource.js';
import { planQuery } from './plan-query.js';
import type { QueryPlan } from './query-plan.js';
import { renderQuery } from './render-query.js';
import { isClosedRange, normalizeTimeOffset, shiftTimeRange } from './time-offset.js';

/** What {@link compileQueryObject} reads. */
export interface CompileQueryObjectInput {
  query: QueryObject;
  datasource: CompilerDatasource;
  spec: DatabaseEngineContribution;
  /** The clock relative time ranges count from; defaults to the real one. */
  now?: Date;
  /** Row-level-security predicates of the caller, ANDed into every WHERE (also of sub-queries). */
  rowLevelSecurity?: readonly string[];
}

/** Superset's time-comparison keys: `SUM(num)` of the `1 year ago` query becomes `SUM(num)__1 year ago`. */
export const TIME_COMPARISON_SEPARATOR = '__';

function planTimeOffsets(ctx: CompileContext, query: QueryObject, plan: QueryPlan): TimeOffsetQuery[] {
  const offsets = (query.time_offsets ?? []).filter((o) => typeof o === 'string' && o.trim() !== '');
  if (offsets.length === 0 || plan.isRowcount) return [];
  const range = plan.mainTime?.bounds ?? null;
  if (!isClosedRange(range)) {
    throw new CompileError('An enclosed time range (both start and end) must be specified when using a Time Comparison.', ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  }
  const joinColumns = plan.columns.map((c) => c.label);
  if (plan.xAxis !== null) joinColumns.sort((a, b) => Number(b === plan.xAxis) - Number(a === plan.xAxis));
  return offsets.map((offset) => {
    const shift = normalizeTimeOffset(offset, range);
    const shifted = shiftTimeRange(range, shift);
    return {
      offset,
      sql: renderQuery(ctx, plan, { mainBounds: shifted, innerBounds: range, unbounded: true }),
      joinColumns,
      metrics: plan.metrics.map((m) => m.label),
      xAxis: plan.xAxis,
      shift,
      since: shifted.since,
      until: shifted.until,
    };
  });
}

/**
 * Compiles a Superset query object into one SQL statement for an engine, without I/O: metrics
 * (saved, SIMPLE, SQL), columns (physical, computed, adhoc SQL, the x-axis at its time grain),
 * every filter operator, extras where/having, the main time filter, GROUP BY / ORDER BY / LIMIT /
 * OFFSET, a series limit by a ranked derived table, row counts, virtual datasets, and the extra
 * queries of a time comparison. Identifiers go through `spec.quoteIdentifier`, values through
 * `spec.formatLiteral` / `spec.timestampLiteral`; SQL people wrote is listed in `fragments`,
 * which the caller must check before running anything (`compileCheckedQuery` does both).
 *
 * @example
 * ```ts
 * const compiled = compileQueryObject({
 *   query: { columns: ['gender'], metrics: ['count'], orderby: [['count', false]], row_limit: 10 },
 *   datasource, spec: duckdbEngine,
 * });
 * compiled.sql; // SELECT "gender" AS "gender", COUNT(*) AS "count" FROM "main"."birth_names" GROUP BY "gender" ORDER BY COUNT(*) DESC LIMIT 10
 * compiled.fragments; // [{ sql: 'COUNT(*)', subject: 'The expression of metric count', author: 'owner', namesMetrics: false }]
 * ```
 * @throws CompileError with an `errorType` from core/errors when the query cannot be compiled
 *   (unknown column or metric, unknown grain, bad time range …).
 */
export function compileQueryObject(input: CompileQueryObjectInput): CompiledQuery {
  const ctx = createCompileContext({ spec: input.spec, datasource: input.datasource, now: input.now ?? new Date(), rowLevelSecurity: input.rowLevelSecurity });
  const plan = planQuery(ctx, input.query);
  return {
    sql: renderQuery(ctx, plan),
    labels: plan.isRowcount ? { columns: [], metrics: ['rowcount'] } : { columns: plan.columns.map((c) => c.label), metrics: plan.metrics.map((m) => m.label) },
    appliedFilters: plan.appliedFilters,
    rejectedFilters: plan.rejectedFilters,
    timeOffsets: planTimeOffsets(ctx, input.query, plan),
    timeRange: plan.mainTime?.bounds ?? { since: null, until: null },
    fragments: ctx.fragments,
  };
}
