import type { Kysely } from 'kysely';
import type { Database } from '../store/database.js';
import type { QueryRow } from './sqllab-query-store.js';
import { loadUserNames, type UserName } from './user-names.js';

/** A run with what its serialised forms name besides its own row: the database and the user. */
export interface QueryRecord {
  row: QueryRow;
  databaseName: string | null;
  user: UserName | null;
}

/** The parsed `extra_json` of a run, `{}` when unreadable. */
export function queryExtra(row: { extra_json: string | null }): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(row.extra_json ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Superset's `user_label`: the full name, else nothing. */
function userLabel(user: UserName | null): string | null {
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || null;
}

/** Loads the database names and users of some runs in two queries. */
export async function loadQueryRecords(db: Kysely<Database>, rows: readonly QueryRow[]): Promise<QueryRecord[]> {
  const databaseIds = [...new Set(rows.map((r) => r.database_id))];
  const databases = databaseIds.length === 0
    ? new Map<number, string>()
    : new Map((await db.selectFrom('dbs').select(['id', 'database_name']).where('id', 'in', databaseIds).execute()).map((d) => [d.id, d.database_name]));
  const users = await loadUserNames(db, rows.map((r) => r.user_id));
  return rows.map((row) => ({ row, databaseName: databases.get(row.database_id) ?? null, user: row.user_id === null ? null : (users.get(row.user_id) ?? null) }));
}

/**
 * A run as SQL Lab's client reads it (Superset's `Query.to_dict()`): camel-cased fields, the
 * client id as `id`, the row id as `queryId`/`serverId`, times in epoch milliseconds.
 */
export function queryToDict({ row, databaseName, user }: QueryRecord): Record<string, unknown> {
  return {
    changed_on: row.changed_on,
    dbId: row.database_id,
    db: databaseName,
    endDttm: row.end_time,
    errorMessage: row.error_message,
    executedSql: row.executed_sql,
    id: row.client_id,
    queryId: row.id,
    limit: row.limit,
    limitingFactor: row.limiting_factor,
    progress: row.progress,
    rows: row.rows,
    catalog: row.catalog,
    schema: row.schema,
    ctas: Boolean(row.select_as_cta),
    serverId: row.id,
    sql: row.sql,
    sqlEditorId: row.sql_editor_id,
    startDttm: row.start_time,
    state: row.status.toLowerCase(),
    tab: row.tab_name,
    tempSchema: row.tmp_schema_name,
    tempTable: row.tmp_table_name,
    userId: row.user_id,
    user: userLabel(user),
    resultsKey: row.results_key,
    trackingUrl: row.tracking_url,
    extra: queryExtra(row),
  };
}

/** `GET /api/v1/query/{pk}`: Superset's show columns. */
export function queryShowItem({ row }: QueryRecord): Record<string, unknown> {
  return {
    id: row.id,
    changed_on: row.changed_on,
    client_id: row.client_id,
    database: { id: row.database_id },
    end_result_backend_time: row.end_result_backend_time,
    end_time: row.end_time,
    error_message: row.error_message,
    executed_sql: row.executed_sql,
    limit: row.limit,
    progress: row.progress,
    results_key: row.results_key,
    rows: row.rows,
    schema: row.schema,
    select_as_cta: row.select_as_cta,
    select_as_cta_used: row.select_as_cta_used,
    select_sql: row.select_sql,
    sql: row.sql,
    sql_editor_id: row.sql_editor_id,
    start_running_time: row.start_running_time,
    start_time: row.start_time,
    status: row.status,
    tab_name: row.tab_name,
    tmp_schema_name: row.tmp_schema_name,
    tmp_table_name: row.tmp_table_name,
    tracking_url: row.tracking_url,
  };
}

/** The columns `GET /api/v1/query/{pk}` shows. */
export const QUERY_SHOW_COLUMNS = Object.keys(queryShowItem({ row: { database_id: 0 } as QueryRow, databaseName: null, user: null }));

/** A row of `GET /api/v1/query/` (Superset's list columns); `sqlTables` lists the tables it reads. */
export function queryListItem({ row, databaseName, user }: QueryRecord, sqlTables: unknown[]): Record<string, unknown> {
  return {
    id: row.id,
    changed_on: row.changed_on,
    database: { id: row.database_id, database_name: databaseName },
    executed_sql: row.executed_sql,
    rows: row.rows,
    schema: row.schema,
    sql: row.sql,
    sql_tables: sqlTables,
    status: row.status,
    tab_name: row.tab_name,
    user: user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null,
    start_time: row.start_time,
    end_time: row.end_time,
    tmp_table_name: row.tmp_table_name,
    tracking_url: row.tracking_url,
  };
}
