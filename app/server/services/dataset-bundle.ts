import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../store/database.js';
import type { DbsTable, SqlMetricsTable, TableColumnsTable, TablesTable } from '../store/tables/dataset-tables.js';
import { loadUserNames, type UserName } from './user-names.js';

export type DatasetRow = Selectable<TablesTable>;
export type ColumnRow = Selectable<TableColumnsTable>;
export type MetricRow = Selectable<SqlMetricsTable>;

/** A dataset with everything its API answers carry: database, columns, metrics, owners, audit users. */
export interface DatasetBundle {
  dataset: DatasetRow;
  database: Selectable<DbsTable>;
  columns: ColumnRow[];
  metrics: MetricRow[];
  owners: UserName[];
  users: Map<number, UserName>;
}

/** Loads one dataset and what belongs to it; null when there is no such dataset. */
export async function loadDatasetBundle(db: Kysely<Database>, id: number): Promise<DatasetBundle | null> {
  const dataset = await db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
  if (!dataset) return null;
  const [database, columns, metrics, ownerRows] = await Promise.all([
    db.selectFrom('dbs').selectAll().where('id', '=', dataset.database_id).executeTakeFirstOrThrow(),
    db.selectFrom('table_columns').selectAll().where('table_id', '=', id).orderBy('id').execute(),
    db.selectFrom('sql_metrics').selectAll().where('table_id', '=', id).orderBy('id').execute(),
    db.selectFrom('sqlatable_user').select('user_id').where('table_id', '=', id).orderBy('id').execute(),
  ]);
  const users = await loadUserNames(db, [dataset.created_by_fk, dataset.changed_by_fk, ...ownerRows.map((o) => o.user_id)]);
  const owners = ownerRows.map((o) => users.get(o.user_id)).filter((u): u is UserName => u !== undefined);
  return { dataset, database, columns, metrics, owners, users };
}
