import { ErrorType } from '@core/errors/index.js';
import type { AdhocColumn, GenericColumnType, QueryFormColumn } from '@core/plugin-api/index.js';
import { applyTimeGrain } from './apply-time-grain.js';
import type { CompileContext } from './compile-context.js';
import { CompileError } from './compile-error.js';
import type { CompilerColumn } from './compiler-datasource.js';
import { columnSql } from './temporal-column.js';

/** A column reference turned into SQL. */
export interface ResolvedColumn {
  /** The SQL expression (quoted column, parenthesised computed expression, or adhoc SQL, maybe truncated to a grain). */
  sql: string;
  /** The output name Superset gives it. */
  label: string;
  /** The dataset column behind it, when there is one. */
  column: CompilerColumn | null;
  genericType: GenericColumnType | null;
}

/** Superset's `get_column_name`: a physical column's name, an adhoc column's label or else its SQL. */
export function columnLabel(column: QueryFormColumn): string {
  if (typeof column === 'string') return column;
  return column.label || column.sqlExpression;
}

/** True for an adhoc column object (rather than a column name). */
export function isAdhocColumn(value: unknown): value is AdhocColumn {
  return typeof value === 'object' && value !== null && typeof (value as AdhocColumn).sqlExpression === 'string';
}

/** The SQL of a dataset column as stored: quoted name, or its computed expression in parentheses. */
export function datasetColumnSql(ctx: CompileContext, column: CompilerColumn): string {
  return columnSql(ctx, column, false);
}

/**
 * The dataset column adhoc SQL designates by name alone: `year`, or quoted the engine's way
 * (`"year"`), possibly in parentheses. Anything else is free SQL.
 */
function namedColumn(ctx: CompileContext, sqlExpression: string): CompilerColumn | null {
  let text = sqlExpression.trim();
  while (text.startsWith('(') && text.endsWith(')')) text = text.slice(1, -1).trim();
  const direct = ctx.columnsByName.get(text);
  if (direct) return direct;
  for (const column of ctx.columnsByName.values()) {
    if (ctx.quote(column.column_name) === text) return column;
  }
  return null;
}

/** Looks a column name up in the dataset; unknown names are an error (`COLUMN_DOES_NOT_EXIST_ERROR`). */
function requireColumn(ctx: CompileContext, name: string, usage = 'Columns missing in dataset'): CompilerColumn {
  const column = ctx.columnsByName.get(name);
  if (!column) throw new CompileError(`${usage}: ${name}`, ErrorType.COLUMN_DOES_NOT_EXIST_ERROR);
  return column;
}

/**
 * Resolves a column reference of a query object. A name must be a dataset column. An adhoc
 * column whose SQL is just a dataset column's name is that column (so it is quoted, and typed);
 * any other adhoc SQL is a user fragment. The x-axis (`columnType: 'BASE_AXIS'`) is
 * truncated to its `timeGrain`, or `defaultGrain` (`extras.time_grain_sqla`), when it is temporal
 * or free SQL; a dataset column that is not temporal (a numeric x-axis) is left as it is, so the
 * grain a chart always sends does not break it. A temporal x-axis stored as a number or as text
 * is read as a timestamp by its `python_date_format` first.
 *
 * @example
 * ```ts
 * resolveColumn(ctx, { sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1D', expressionType: 'SQL' });
 * // { sql: "DATE_TRUNC('day', \"ds\")", label: 'ds', … }
 * ```
 */
export function resolveColumn(ctx: CompileContext, ref: QueryFormColumn, defaultGrain?: string | null): ResolvedColumn {
  if (typeof ref === 'string') {
    const column = requireColumn(ctx, ref);
    return { sql: datasetColumnSql(ctx, column), label: ref, column, genericType: ctx.genericTypeOf(column) };
  }
  if (!isAdhocColumn(ref)) throw new CompileError(`Invalid column: ${JSON.stringify(ref)}`, ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  const label = columnLabel(ref);
  const column = namedColumn(ctx, ref.sqlExpression);
  let sql: string;
  let genericType: GenericColumnType | null = null;
  if (column) {
    genericType = ctx.genericTypeOf(column);
    sql = columnSql(ctx, column, ref.columnType === 'BASE_AXIS' && genericType === 'temporal');
  } else {
    sql = `(${ctx.userSql(ref.sqlExpression, `Custom SQL of column ${label}`)})`;
  }
  if (ref.columnType === 'BASE_AXIS') {
    const grain = ref.timeGrain || defaultGrain || null;
    if (grain && (column === null || genericType === 'temporal')) {
      sql = applyTimeGrain(ctx, sql, grain);
      genericType = 'temporal';
    }
  }
  return { sql, label, column, genericType };
}

/** The first x-axis column of a list, if any. */
export function findBaseAxis(columns: readonly QueryFormColumn[]): AdhocColumn | undefined {
  return columns.find((c): c is AdhocColumn => isAdhocColumn(c) && c.columnType === 'BASE_AXIS');
}

/** Whether a filter's `col` designates the same column as `ref` (by label, or by the column behind it). */
export function sameColumn(a: QueryFormColumn, b: QueryFormColumn): boolean {
  if (columnLabel(a) === columnLabel(b)) return true;
  const underlying = (c: QueryFormColumn) => (typeof c === 'string' ? c : c.sqlExpression.trim());
  return underlying(a) === underlying(b);
}
