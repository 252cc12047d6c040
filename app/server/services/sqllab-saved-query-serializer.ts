import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../store/database.js';
import type { SavedQueryTable } from '../store/tables/sqllab-tables.js';
import { humanizeDelta } from './humanize-delta.js';
import { scriptReading } from './sqllab-statements.js';
import { sqlTables } from './sqllab-sql-tables.js';
import { loadUserNames, type UserName } from './user-names.js';
import { parseJsonObject } from '../store/json-object-column.js';

/** A row of `saved_query`. */
export type SavedQueryRow = Selectable<SavedQueryTable>;

/** A saved query with the names its serialised forms show. */
export interface SavedQueryRecord {
  row: SavedQueryRow;
  database: { id: number; database_name: string; engine: string } | null;
  users: Map<number, UserName>;
}

/** Superset's saved-query list columns. */
export const SAVED_QUERY_LIST_COLUMNS = [
  'changed_on', 'changed_on_delta_humanized', 'changed_by.first_name', 'changed_by.id', 'changed_by.last_name', 'created_on',
  'created_by.first_name', 'created_by.id', 'created_by.last_name', 'database.database_name', 'database.id', 'db_id', 'description', 'extra', 'id', 'label', 'last_run_delta_humanized', 'rows',
  'catalog', 'schema', 'sql', 'sql_tables', 'tags.id', 'tags.name', 'tags.type',
];

/** Superset's saved-query show columns. */
export const SAVED_QUERY_SHOW_COLUMNS = [
  'changed_on', 'changed_on_delta_humanized', 'changed_by.first_name', 'changed_by.id', 'changed_by.last_name', 'created_by.first_name',
  'created_by.id', 'created_by.last_name', 'database.database_name', 'database.id', 'description', 'id', 'label', 'catalog', 'schema',
  'sql', 'sql_tables', 'template_parameters',
];

const userOf = (users: Map<number, UserName>, id: number | null) => {
  const user = id === null ? undefined : users.get(id);
  return user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null;
};

/** Loads the databases and users of some saved queries in two queries. */
export async function loadSavedQueryRecords(db: Kysely<Database>, rows: readonly SavedQueryRow[]): Promise<SavedQueryRecord[]> {
  const ids = [...new Set(rows.map((r) => r.db_id).filter((id): id is number => id !== null))];
  const databases = ids.length === 0
    ? new Map<number, { id: number; database_name: string; engine: string }>()
    : new Map((await db.selectFrom('dbs').select(['id', 'database_name', 'sqlalchemy_uri']).where('id', 'in', ids).execute())
      .map((d) => [d.id, { id: d.id, database_name: d.database_name, engine: d.sqlalchemy_uri.split(':')[0]!.split('+')[0]! }]));
  const users = await loadUserNames(db, rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]));
  return rows.map((row) => ({ row, database: row.db_id === null ? null : (databases.get(row.db_id) ?? null), users }));
}

function tablesOf(record: SavedQueryRecord) {
  return sqlTables(record.row.sql ?? '', scriptReading(undefined));
}

/** A row of `GET /api/v1/saved_query/`. */
export function savedQueryListItem(record: SavedQueryRecord): Record<string, unknown> {
  const { row, database, users } = record;
  return {
    id: row.id,
    changed_on: row.changed_on,
    changed_on_delta_humanized: humanizeDelta(row.changed_on),
    changed_by: userOf(users, row.changed_by_fk),
    created_on: row.created_on,
    created_by: userOf(users, row.created_by_fk),
    database: database ? { id: database.id, database_name: database.database_name } : null,
    db_id: row.db_id,
    description: row.description,
    extra: parseJsonObject(row.extra_json),
    label: row.label,
    last_run_delta_humanized: humanizeDelta(row.last_run),
    rows: row.rows,
    catalog: row.catalog,
    schema: row.schema,
    sql: row.sql,
    sql_tables: tablesOf(record),
    tags: [],
  };
}

/** `GET /api/v1/saved_query/{pk}`. */
export function savedQueryShowItem(record: SavedQueryRecord): Record<string, unknown> {
  const { row, database, users } = record;
  return {
    id: row.id,
    changed_on: row.changed_on,
    changed_on_delta_humanized: humanizeDelta(row.changed_on),
    changed_by: userOf(users, row.changed_by_fk),
    created_by: userOf(users, row.created_by_fk),
    database: database ? { id: database.id, database_name: database.database_name } : null,
    description: row.description,
    label: row.label,
    catalog: row.catalog,
    schema: row.schema,
    sql: row.sql,
    sql_tables: tablesOf(record),
    template_parameters: row.template_parameters,
  };
}

/** The writable fields as create and update answer them (`result`). */
export function savedQueryWritten(row: SavedQueryRow): Record<string, unknown> {
  return {
    db_id: row.db_id,
    catalog: row.catalog,
    schema: row.schema,
    label: row.label,
    description: row.description,
    sql: row.sql,
    template_parameters: row.template_parameters,
    extra_json: row.extra_json,
  };
}
