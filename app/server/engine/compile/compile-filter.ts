import { ErrorType } from '@core/errors/index.js';
import type { FilterOperator, GenericColumnType, QueryObject, QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { CompileContext } from './compile-context.js';
import { CompileError } from './compile-error.js';
import type { CompilerColumn } from './compiler-datasource.js';
import { renderTypedValue, timestampSql, typeFilterValue, unescapeFilterValue, UNMATCHABLE, type TypedFilterValue } from './filter-values.js';
import { applyTimeGrain } from './apply-time-grain.js';
import { columnLabel, datasetColumnSql, isAdhocColumn, resolveColumn } from './resolve-column.js';
import { columnSql, storedTimeFormat, timeRangeTarget, type TimeRangeTarget } from './temporal-column.js';
import { resolveQueryTimeRange, timeBoundsPredicate } from './time-bounds.js';

/** What a filter clause became: a predicate for WHERE or HAVING (null when it filters nothing), or rejected. */
export type CompiledFilter =
  | { kind: 'where' | 'having'; column: string; sql: string | null }
  | { kind: 'rejected'; column: string; reason: string };

/** What a filter's column turned into: its SQL and type, and the dataset column behind it. */
export interface FilterTarget {
  sql: string;
  genericType: GenericColumnType | null;
  clause: 'where' | 'having';
  column?: CompilerColumn | null;
}

const OPERATORS: ReadonlySet<string> = new Set<FilterOperator>([
  '==', '!=', '>', '<', '>=', '<=', 'LIKE', 'NOT LIKE', 'ILIKE', 'IS NULL', 'IS NOT NULL',
  'IN', 'NOT IN', 'REGEX', 'IS TRUE', 'IS FALSE', 'TEMPORAL_RANGE',
]);
const COMPARISONS: Readonly<Record<string, string>> = { '==': '=', '!=': '<>', '>': '>', '<': '<', '>=': '>=', '<=': '<=' };
const NEVER = '1 = 0';

/** Superset's pseudo-column for the legacy time-series x-axis. */
export const DTTM_ALIAS = '__timestamp';

/**
 * Resolves the column a filter is on: `__timestamp` (legacy time series), an adhoc column, a
 * dataset column, or a saved metric (filtered in HAVING, aggregate queries only). Null when the
 * dataset has no such column, which the caller reports as rejected, as Superset does.
 */
export function resolveFilterTarget(
  ctx: CompileContext,
  clause: QueryObjectFilterClause,
  options: { aggregate: boolean; timeseriesColumn: CompilerColumn | null },
): FilterTarget | null {
  const { col } = clause;
  let target: FilterTarget | null = null;
  let column: CompilerColumn | null = null;
  if (col === DTTM_ALIAS && options.timeseriesColumn) {
    column = options.timeseriesColumn;
  } else if (isAdhocColumn(col)) {
    const resolved = resolveColumn(ctx, { ...col, columnType: undefined });
    column = resolved.column;
    if (!column) target = { sql: resolved.sql, genericType: null, clause: 'where' };
  } else if (typeof col === 'string') {
    column = ctx.columnsByName.get(col) ?? null;
    const metric = column ? undefined : ctx.metricsByName.get(col);
    if (metric && options.aggregate) {
      target = { sql: `(${ctx.ownerSql(metric.expression, `The expression of metric ${col}`)})`, genericType: 'numeric', clause: 'having' };
    }
  }
  if (column) {
    // A time stored as a number or text is compared as stored (its values are what a filter's
    // value list offers); a grain or a time range reads it as a timestamp.
    const stored = storedTimeFormat(ctx, column) !== null;
    const genericType = stored ? (column.type ? ctx.spec.genericType(column.type) : null) : ctx.genericTypeOf(column);
    target = { sql: datasetColumnSql(ctx, column), genericType, clause: 'where', column };
  }
  if (target && clause.grain && clause.op !== 'TEMPORAL_RANGE') {
    const sql = target.column ? columnSql(ctx, target.column, true) : target.sql;
    target = { ...target, sql: applyTimeGrain(ctx, sql, clause.grain), genericType: 'temporal' };
  }
  return target;
}

/**
 * What a TEMPORAL_RANGE filter compares with its bounds: the dataset column's time range target
 * (see {@link timeRangeTarget}), or truncated to `grain`, or the free SQL as written.
 */
export function temporalRangeTarget(ctx: CompileContext, target: FilterTarget, grain: string | null | undefined): TimeRangeTarget {
  if (grain) {
    const sql = target.column ? columnSql(ctx, target.column, true) : target.sql;
    return { sql: applyTimeGrain(ctx, sql, grain), bound: (iso) => timestampSql(ctx, iso) };
  }
  if (target.column) return timeRangeTarget(ctx, target.column);
  return { sql: target.sql, bound: (iso) => timestampSql(ctx, iso) };
}

/**
 * Compiles one filter clause of a query object into a predicate, for every operator of the spec:
 * comparisons, LIKE/NOT LIKE/ILIKE (the column cast to text when it is not text, ILIKE emulated
 * with LOWER where the engine lacks it), IS [NOT] NULL, IN/NOT IN (NULL in the list adds
 * `OR col IS NULL`), REGEX (per dialect), IS TRUE/IS FALSE and TEMPORAL_RANGE (`col >= since AND
 * col < until`). Values are typed by the column and rendered by the engine spec.
 */
export function compileFilter(
  ctx: CompileContext,
  query: QueryObject,
  clause: QueryObjectFilterClause,
  options: { aggregate: boolean; timeseriesColumn: CompilerColumn | null },
): CompiledFilter {
  const column = columnLabel(clause.col);
  const op = String(clause.op).toUpperCase();
  if (!OPERATORS.has(op)) throw new CompileError(`Invalid filter operation type: ${clause.op}`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  const target = resolveFilterTarget(ctx, clause, options);
  if (!target) return { kind: 'rejected', column, reason: 'not_in_datasource' };
  return { kind: target.clause, column, sql: predicate(ctx, query, clause, op, target) };
}

function predicate(ctx: CompileContext, query: QueryObject, clause: QueryObjectFilterClause, op: string, target: FilterTarget): string | null {
  const { sql, genericType } = target;
  switch (op) {
    case 'IS NULL':
      return `${sql} IS NULL`;
    case 'IS NOT NULL':
      return `${sql} IS NOT NULL`;
    case 'IS TRUE':
      return `${sql} IS TRUE`;
    case 'IS FALSE':
      return `${sql} IS FALSE`;
    case 'IN':
    case 'NOT IN':
      return inPredicate(ctx, sql, genericType, clause.val, op === 'NOT IN');
    case 'LIKE':
    case 'NOT LIKE':
    case 'ILIKE':
    case 'REGEX':
      return patternPredicate(ctx, op, sql, genericType, clause.val);
    case 'TEMPORAL_RANGE': {
      if (typeof clause.val !== 'string') {
        throw new CompileError(`A TEMPORAL_RANGE filter on ${columnLabel(clause.col)} needs a time range string`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
      }
      const time = temporalRangeTarget(ctx, target, clause.grain);
      return timeBoundsPredicate(ctx, time.sql, resolveQueryTimeRange(ctx, query, clause.val), time.bound);
    }
    default:
      return comparison(ctx, op, sql, genericType, clause.val);
  }
}

function comparison(ctx: CompileContext, op: string, sql: string, genericType: GenericColumnType | null, raw: unknown): string {
  if (Array.isArray(raw)) throw new CompileError(`The ${op} operator takes a single value`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  const value = typeFilterValue(raw, genericType);
  if (value === null) {
    if (op === '==') return `${sql} IS NULL`;
    if (op === '!=') return `${sql} IS NOT NULL`;
    throw new CompileError('Must specify a value for filters with comparison operators', ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  }
  if (value === UNMATCHABLE) return op === '!=' ? `${sql} IS NOT NULL` : NEVER;
  return `${sql} ${COMPARISONS[op]} ${renderTypedValue(ctx, value)}`;
}

function inPredicate(ctx: CompileContext, sql: string, genericType: GenericColumnType | null, raw: unknown, negate: boolean): string {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  if (values.length === 0) throw new CompileError('Filter value list cannot be empty', ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  const typed: TypedFilterValue[] = values.map((v) => typeFilterValue(v, genericType));
  const hasNull = typed.includes(null);
  const rendered = [...new Set(typed.filter((v) => v !== null && v !== UNMATCHABLE).map((v) => renderTypedValue(ctx, v as Exclude<TypedFilterValue, typeof UNMATCHABLE>)))];
  const parts: string[] = [];
  if (hasNull) parts.push(`${sql} IS NULL`);
  if (rendered.length > 0) parts.push(`${sql} IN (${rendered.join(', ')})`);
  const positive = parts.length === 0 ? NEVER : parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
  // NOT (col IN (…)) is unknown, so false, for NULL rows: Superset's semantics for NOT IN.
  return negate ? (parts.length === 0 ? `${sql} IS NOT NULL` : `NOT (${positive})`) : positive;
}

function patternPredicate(ctx: CompileContext, op: string, sql: string, genericType: GenericColumnType | null, raw: unknown): string {
  const value = unescapeFilterValue(raw);
  if (value === null || value === undefined || Array.isArray(value) || typeof value === 'object') {
    throw new CompileError('Must specify a value for filters with comparison operators', ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  }
  const text = genericType === 'string' ? sql : ctx.dialect.castToString(sql);
  const pattern = ctx.literal(String(value));
  if (op === 'LIKE') return `${text} LIKE ${pattern}`;
  if (op === 'NOT LIKE') return `${text} NOT LIKE ${pattern}`;
  if (op === 'ILIKE') return ctx.dialect.ilike ? ctx.dialect.ilike(text, pattern) : `LOWER(${text}) LIKE LOWER(${pattern})`;
  if (!ctx.dialect.regex) {
    throw new CompileError(`REGEX filters are not supported on ${ctx.spec.engineName}: it has no built-in regular expressions`, ErrorType.GENERIC_DB_ENGINE_ERROR);
  }
  return ctx.dialect.regex(text, pattern);
}
