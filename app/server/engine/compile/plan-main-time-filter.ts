import { ErrorType } from '@core/errors/index.js';
import type { QueryFormColumn, QueryObject, QueryObjectFilterClause } from '@core/plugin-api/index.js';
import { NO_TIME_RANGE } from '@core/query/time-range/index.js';
import type { CompileContext } from './compile-context.js';
import { CompileError } from './compile-error.js';
import type { CompilerColumn } from './compiler-datasource.js';
import { resolveFilterTarget, temporalRangeTarget } from './compile-filter.js';
import type { MainTimeFilter } from './query-plan.js';
import { columnLabel, findBaseAxis, isAdhocColumn, sameColumn } from './resolve-column.js';
import { timeRangeTarget } from './temporal-column.js';
import { resolveQueryTimeRange } from './time-bounds.js';

/** The query's columns and filters once the main time filter has been taken out of them. */
export interface MainTimeFilterPlan {
  /** The legacy time column (`granularity`), resolved. */
  granularityColumn: CompilerColumn | null;
  columns: QueryFormColumn[];
  /** Filters left to compile (the main time filter and those it replaces removed). */
  filters: QueryObjectFilterClause[];
  mainTime: MainTimeFilter | null;
  /** The column the main time filter reports as applied, when it came from a filter clause. */
  appliedColumn: string | null;
}

function isTemporalRange(clause: QueryObjectFilterClause): boolean {
  return String(clause.op).toUpperCase() === 'TEMPORAL_RANGE';
}

function underlyingName(column: QueryFormColumn): string {
  return typeof column === 'string' ? column : column.sqlExpression.trim();
}

/** The query's `time_range` when it bounds anything: null when absent, empty or "No filter". */
function activeTimeRange(query: QueryObject): string | null {
  const range = query.time_range;
  return range && range.trim().toLowerCase() !== NO_TIME_RANGE.toLowerCase() ? range : null;
}

/** A main time filter on a dataset column, bounded by `range`. */
function columnTimeFilter(ctx: CompileContext, query: QueryObject, column: CompilerColumn, range: string | null): MainTimeFilter {
  const bounds = resolveQueryTimeRange(ctx, query, range);
  return { ...timeRangeTarget(ctx, column), bounds };
}

/** The plan with `mainTime` (or none) when it does not come from a filter clause. */
function planWithoutClause(plan: Pick<MainTimeFilterPlan, 'granularityColumn' | 'columns' | 'filters'>, mainTime: MainTimeFilter | null): MainTimeFilterPlan {
  return { ...plan, mainTime, appliedColumn: null };
}

/** Superset's rule: a granularity that is not a temporal column falls back to the dataset's main one. */
function resolveGranularity(ctx: CompileContext, query: QueryObject): CompilerColumn | null {
  const name = query.granularity;
  if (!name) {
    if (query.is_timeseries) {
      throw new CompileError('Datetime column not provided as part table configuration and is required by this type of chart', ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
    }
    return null;
  }
  let column = ctx.columnsByName.get(name);
  if (!column || !ctx.isTemporal(column)) column = ctx.datasource.mainDttmCol ? ctx.columnsByName.get(ctx.datasource.mainDttmCol) : undefined;
  if (!column) throw new CompileError(`Time column "${name}" does not exist in dataset`, ErrorType.COLUMN_DOES_NOT_EXIST_ERROR);
  return column;
}

/**
 * Finds the time filter that bounds the query, which a time comparison shifts:
 *
 * - with a `granularity` (legacy time column, or a dashboard's time-column filter), that column
 *   filtered by `time_range`, or else by the range of the x-axis's (or the first) TEMPORAL_RANGE
 *   filter, which it replaces; a temporal x-axis becomes the granularity column, as Superset's
 *   query-context factory does;
 * - otherwise the TEMPORAL_RANGE filter on the x-axis; or `time_range` applied to a temporal
 *   x-axis that has no such filter; or the first TEMPORAL_RANGE filter.
 */
export function planMainTimeFilter(ctx: CompileContext, query: QueryObject, columnsIn: QueryFormColumn[]): MainTimeFilterPlan {
  const granularityColumn = resolveGranularity(ctx, query);
  let columns = [...columnsIn];
  let filters = (query.filters ?? []).filter((f) => f && f.col && f.op);
  const temporal = filters.filter(isTemporalRange);
  const xAxis = findBaseAxis(columns);
  const onXAxis = xAxis ? temporal.find((f) => sameColumn(f.col, xAxis)) : undefined;

  if (granularityColumn) {
    const granularity = granularityColumn.column_name;
    let toRemove: string | null = null;
    const xAxisColumn = xAxis ? ctx.columnsByName.get(underlyingName(xAxis)) : undefined;
    if (xAxis && xAxisColumn && ctx.isTemporal(xAxisColumn)) {
      toRemove = underlyingName(xAxis);
      columns = columns.map((c) => (c === xAxis ? { ...xAxis, sqlExpression: granularity, label: granularity } : c));
    } else if (temporal.length > 0) {
      toRemove = temporal.some((f) => underlyingName(f.col) === granularity) ? granularity : underlyingName(temporal[0]!.col);
    }
    if (toRemove !== null) filters = filters.filter((f) => !(isTemporalRange(f) && underlyingName(f.col) === toRemove));
    const range = query.time_range ?? (onXAxis ?? temporal[0])?.val;
    return planWithoutClause({ granularityColumn, columns, filters }, columnTimeFilter(ctx, query, granularityColumn, typeof range === 'string' ? range : null));
  }

  const kept = { granularityColumn, columns, filters };
  const timeRange = activeTimeRange(query);
  if (!onXAxis && xAxis && timeRange !== null) {
    const column = ctx.columnsByName.get(underlyingName(xAxis));
    if (column && ctx.isTemporal(column)) return planWithoutClause(kept, columnTimeFilter(ctx, query, column, timeRange));
  }
  const main = onXAxis ?? temporal[0];
  if (!main) {
    // A dashboard's time-range filter reaching a chart that has no time column of its own bounds
    // the dataset's main datetime column (the chart is then narrowed like every other one).
    const fromDashboard = query.applied_time_extras?.['__time_range'];
    const mainDttm = ctx.datasource.mainDttmCol ? ctx.columnsByName.get(ctx.datasource.mainDttmCol) : undefined;
    if (typeof fromDashboard === 'string' && timeRange !== null && mainDttm && ctx.isTemporal(mainDttm)) {
      return planWithoutClause(kept, columnTimeFilter(ctx, query, mainDttm, timeRange));
    }
  }
  if (!main || typeof main.val !== 'string') return planWithoutClause(kept, null);
  const target = resolveFilterTarget(ctx, main, { aggregate: false, timeseriesColumn: null });
  if (!target || target.clause !== 'where') return planWithoutClause(kept, null);
  const time = temporalRangeTarget(ctx, target, main.grain);
  return {
    granularityColumn,
    columns,
    filters: filters.filter((f) => f !== main),
    mainTime: { ...time, bounds: resolveQueryTimeRange(ctx, query, main.val) },
    appliedColumn: columnLabel(main.col),
  };
}

/** Whether a column reference is (or wraps) a temporal dataset column, for the time-comparison join. */
export function isTemporalReference(ctx: CompileContext, column: QueryFormColumn): boolean {
  const dataset = ctx.columnsByName.get(underlyingName(column));
  if (dataset) return ctx.isTemporal(dataset);
  return isAdhocColumn(column) && column.columnType === 'BASE_AXIS' && Boolean(column.timeGrain);
}
