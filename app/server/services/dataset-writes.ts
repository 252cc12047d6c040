import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../store/database.js';
import type { SqlMetricsTable, TableColumnsTable } from '../store/tables/dataset-tables.js';
import type { ColumnSync, DiscoveredColumn } from './dataset-columns.js';

/**
 * Row-level writes shared by dataset creation, update and refresh. Each takes the caller's
 * transaction; none commits on its own.
 */

type Db = Kysely<Database>;

/** Superset's default saved metric on a new dataset. */
export const DEFAULT_COUNT_METRIC = { metric_name: 'count', verbose_name: 'COUNT(*)', metric_type: 'count', expression: 'COUNT(*)' } as const;

/** New dataset columns from discovered ones, with Superset's defaults (groupable, filterable, temporal when the type is). */
export function newColumnRows(tableId: number, found: readonly DiscoveredColumn[], now: string, userId: number | null): Insertable<TableColumnsTable>[] {
  return found.map((c) => ({
    table_id: tableId,
    column_name: c.column_name,
    type: c.type,
    is_dttm: c.is_dttm,
    groupby: true,
    filterable: true,
    is_active: true,
    extra: null,
    created_on: now,
    changed_on: now,
    created_by_fk: userId,
    changed_by_fk: userId,
  }));
}

export async function insertColumns(db: Db, rows: Insertable<TableColumnsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('table_columns').values(rows).execute();
}

export async function insertMetrics(db: Db, rows: Insertable<SqlMetricsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('sql_metrics').values(rows).execute();
}

/** Replaces a dataset's owners. */
export async function setOwners(db: Db, tableId: number, owners: readonly number[]): Promise<void> {
  await db.deleteFrom('sqlatable_user').where('table_id', '=', tableId).execute();
  if (owners.length > 0) await db.insertInto('sqlatable_user').values(owners.map((user_id) => ({ table_id: tableId, user_id }))).execute();
}

/** Applies a column refresh: drops vanished physical columns, retypes changed ones, adds new ones. */
export async function applyColumnSync(db: Db, tableId: number, sync: ColumnSync, now: string, userId: number | null): Promise<void> {
  if (sync.removed.length > 0) await db.deleteFrom('table_columns').where('id', 'in', sync.removed).execute();
  for (const change of sync.modified) {
    await db
      .updateTable('table_columns')
      .set({ type: change.type, is_dttm: change.is_dttm, changed_on: now, changed_by_fk: userId })
      .where('id', '=', change.id)
      .execute();
  }
  await insertColumns(db, newColumnRows(tableId, sync.added, now, userId));
}

/** Sets the dataset's main temporal column to its first temporal column when it has none (Superset's `fetch_metadata`). */
export async function defaultMainDttmCol(db: Db, tableId: number): Promise<void> {
  const table = await db.selectFrom('tables').select('main_dttm_col').where('id', '=', tableId).executeTakeFirstOrThrow();
  const columns = await db.selectFrom('table_columns').select(['column_name', 'is_dttm']).where('table_id', '=', tableId).orderBy('id').execute();
  const names = new Set(columns.map((c) => c.column_name));
  if (table.main_dttm_col && names.has(table.main_dttm_col)) return;
  const first = columns.find((c) => c.is_dttm)?.column_name ?? null;
  if (first !== table.main_dttm_col) await db.updateTable('tables').set({ main_dttm_col: first }).where('id', '=', tableId).execute();
}
