import { sql, type Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { tableLabel } from './dataset-columns.js';
import type { ColumnRow, MetricRow } from './dataset-bundle.js';
import { checkSqlExpression } from './select-statement.js';

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

/**
 * Superset's rules for a PUT's `columns`: no name twice, every id one of this dataset's
 * columns, no new column named like an existing one (unless the columns are being overridden),
 * and expressions that are single, comment-free SQL expressions.
 */
export function checkColumnsInput(existing: readonly ColumnRow[], columns: readonly ColumnInput[], override: boolean, errors: FieldErrors): void {
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
    const check = checkSqlExpression(column.expression);
    if (!check.ok) errors.add('columns', `Invalid expression for column ${column.column_name}: ${check.reason}`);
  }
}

/** The same rules for a PUT's `metrics`. */
export function checkMetricsInput(existing: readonly MetricRow[], metrics: readonly MetricInput[], errors: FieldErrors): void {
  if (duplicates(metrics.map((m) => m.metric_name))) {
    errors.add('metrics', 'One or more metrics are duplicated');
  } else {
    const ids = new Set(existing.map((m) => m.id));
    if (metrics.some((m) => m.id !== undefined && !ids.has(m.id))) errors.add('metrics', 'One or more metrics do not exist');
    const names = new Set(existing.map((m) => m.metric_name));
    if (metrics.some((m) => m.id === undefined && names.has(m.metric_name))) errors.add('metrics', 'One or more metrics already exist');
  }
  for (const metric of metrics) {
    const check = checkSqlExpression(metric.expression);
    if (!metric.expression.trim()) errors.add('metrics', `The expression of metric ${metric.metric_name} is empty`);
    else if (!check.ok) errors.add('metrics', `Invalid expression for metric ${metric.metric_name}: ${check.reason}`);
  }
}
