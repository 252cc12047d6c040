import { sql, type Kysely } from 'kysely';
import type { DatabaseEngineContribution, SqlDialect } from '@core/plugin-api/index.js';
import { checkSelectStatement, checkSqlExpression, dialectsToCheck, type SqlExpressionScope } from '@core/query/adhoc-sql-guard/index.js';
import { HttpError } from '../http/http-error.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { tableLabel } from './dataset-columns.js';
import type { ColumnRow, MetricRow } from './dataset-bundle.js';

/** Field → messages, collected so one answer lists every problem (Superset's `DatasetInvalidError`). */
export class FieldErrors {
  private readonly messages: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.messages[field] ??= []).push(message);
  }

  /** 422 with every message, when there is any. */
  throwIfAny(): void {
    if (Object.keys(this.messages).length > 0) throw HttpError.unprocessable(this.messages);
  }
}

/**
 * The owners a dataset gets: the ids given (each must be a user), and the caller unless an
 * administrator, as Superset's `populate_owner_list` does; the caller alone when none are given.
 */
export async function resolveOwners(db: Kysely<Database>, principal: Principal, ids: number[] | undefined, errors: FieldErrors): Promise<number[]> {
  if (ids === undefined) return [principal.userId];
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    const found = await db.selectFrom('ab_user').select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) errors.add('owners', 'Owners are invalid');
  }
  if (!principal.isAdmin && !unique.includes(principal.userId)) unique.push(principal.userId);
  return unique;
}

/** Whether another dataset already covers this table of this database. */
export async function datasetExists(
  db: Kysely<Database>,
  databaseId: number,
  ref: { table: string; schema?: string | null; catalog?: string | null },
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('tables')
    .select('id')
    .where('database_id', '=', databaseId)
    .where('table_name', '=', ref.table)
    .where(sql`coalesce(${sql.ref('schema')}, '')`, '=', ref.schema ?? '')
    .where(sql`coalesce(${sql.ref('catalog')}, '')`, '=', ref.catalog ?? '');
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** Superset's "Dataset … already exists" message. */
export function datasetExistsMessage(ref: { table: string; schema?: string | null; catalog?: string | null }): string {
  return `Dataset ${tableLabel(ref)} already exists`;
}

function duplicates(names: string[]): boolean {
  return new Set(names).size !== names.length;
}

/** A column as PUT sends it: with `id` to edit an existing one, without to add one. */
export interface ColumnInput {
  id?: number;
  column_name: string;
  expression?: string | null;
}

/** A metric as PUT sends it. */
export interface MetricInput {
  id?: number;
  metric_name: string;
  expression: string;
}

/** What a saved expression may refer to: the dataset's columns (after the save) and its table. */
export interface ExpressionScope {
  columns: readonly string[];
  table: string | null;
}

/**
 * Superset's rules for a PUT's `columns`: no name twice, every id one of this dataset's
 * columns, no new column named like an existing one (unless the columns are being overridden),
 * and expressions the database engine's parser reads as one expression over the dataset.
 */
export async function checkColumnsInput(
  existing: readonly ColumnRow[],
  columns: readonly ColumnInput[],
  override: boolean,
  rules: DatasetSqlRules,
  scope: ExpressionScope,
  errors: FieldErrors,
): Promise<void> {
  if (duplicates(columns.map((c) => c.column_name))) {
    errors.add('columns', 'One or more columns are duplicated');
  } else {
    const ids = new Set(existing.map((c) => c.id));
    if (!override && columns.some((c) => c.id !== undefined && !ids.has(c.id))) errors.add('columns', 'One or more columns do not exist');
    const names = new Set(existing.map((c) => c.column_name));
    if (!override && columns.some((c) => c.id === undefined && names.has(c.column_name))) errors.add('columns', 'One or more columns already exist');
  }
  for (const column of columns) {
    if (!column.expression) continue;
    const problem = await sqlExpressionProblem(rules.engine, column.expression, { ...scope, subject: 'The expression' });
    if (problem) errors.add('columns', `Invalid expression for column ${column.column_name}: ${problem}`);
  }
}

/** The same rules for a PUT's `metrics`. */
export async function checkMetricsInput(
  existing: readonly MetricRow[],
  metrics: readonly MetricInput[],
  rules: DatasetSqlRules,
  scope: ExpressionScope,
  errors: FieldErrors,
): Promise<void> {
  if (duplicates(metrics.map((m) => m.metric_name))) {
    errors.add('metrics', 'One or more metrics are duplicated');
  } else {
    const ids = new Set(existing.map((m) => m.id));
    if (metrics.some((m) => m.id !== undefined && !ids.has(m.id))) errors.add('metrics', 'One or more metrics do not exist');
    const names = new Set(existing.map((m) => m.metric_name));
    if (metrics.some((m) => m.id === undefined && names.has(m.metric_name))) errors.add('metrics', 'One or more metrics already exist');
  }
  for (const metric of metrics) {
    if (!metric.expression.trim()) {
      errors.add('metrics', `The expression of metric ${metric.metric_name} is empty`);
      continue;
    }
    const problem = await sqlExpressionProblem(rules.engine, metric.expression, { ...scope, subject: 'The expression' });
    if (problem) errors.add('metrics', `Invalid expression for metric ${metric.metric_name}: ${problem}`);
  }
}

/**
 * How a database's SQL is checked: the dialects a whole statement (virtual dataset SQL) is
 * tokenized under, carrying the engine whose parser reads expressions (absent when the engine is
 * not installed).
 */
export type DatasetSqlRules = readonly SqlDialect[] & { readonly engine?: DatabaseEngineContribution };

/**
 * The {@link DatasetSqlRules} of a database's engine: its `sqlDialect`, or every known lexical
 * convention when the engine is not installed (the text must then be safe however it is read).
 */
export function guardDialectsOf(spec: DatabaseEngineContribution | undefined): DatasetSqlRules {
  return Object.assign([...dialectsToCheck(spec?.sqlDialect)], { engine: spec });
}

/**
 * A virtual dataset's SQL, checked by the guard the compiler applies when it runs it: one
 * read-only query. Returns the statement without trailing semicolons, or null after adding the
 * reason under `sql`.
 */
export function checkVirtualSql(sqlText: string, dialects: readonly SqlDialect[], errors: FieldErrors): string | null {
  const check = checkSelectStatement(sqlText, { dialects });
  if (check.ok) return check.sql;
  errors.add('sql', check.violation.message);
  return null;
}

/**
 * Why an expression cannot be saved (or a rule's clause stored), or null: the check the chart
 * compiler applies before running it — read by the engine's parser, one expression over the
 * dataset's columns, no sub-query, no unsafe function.
 *
 * @example
 * ```ts
 * await sqlExpressionProblem(duckdbEngine, 'EXISTS (FROM flights)', { columns: ['num'], table: 'birth_names', subject: 'The clause' });
 * // 'The clause may not contain subqueries.'
 * ```
 */
export async function sqlExpressionProblem(spec: DatabaseEngineContribution | undefined, expression: string, scope: SqlExpressionScope): Promise<string | null> {
  const subject = scope.subject ?? 'Custom SQL';
  if (!spec) return `${subject} cannot be checked: the database's engine is not installed.`;
  if (!spec.parseSqlExpression) return `${subject} cannot be checked: the ${spec.engineName} engine has no SQL parser.`;
  return checkSqlExpression(await spec.parseSqlExpression(expression.trim()), scope)?.message ?? null;
}
