import type { Kysely } from 'kysely';
import { accessibleDatabaseFilter } from '../security/datasource-access.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { backendOf, databaseExtra } from './database-serializer.js';
import { loadQueryRecords, queryToDict } from './sqllab-query-serializer.js';
import type { SqlLabTabStates } from './sqllab-tab-states.js';

/**
 * `GET /api/v1/sqllab/`: what the SQL Lab page opens with (Superset's `bootstrap_sqllab_data`):
 * the caller's tabs (`tab_state_ids` as `{id, label}`), the active one in full (else the first),
 * the databases the caller can see with the fields the editor reads, and the caller's runs that
 * belong to those tabs, by client id.
 */
export async function sqlLabBootstrap(db: Kysely<Database>, tabs: SqlLabTabStates, principal: Principal) {
  const tabRows = await db.selectFrom('tab_state').selectAll().where('user_id', '=', principal.userId).orderBy('id').execute();
  const active = tabRows.find((t) => t.active) ?? tabRows[0];

  let databaseQuery = db.selectFrom('dbs').selectAll().orderBy('database_name');
  const access = accessibleDatabaseFilter(principal);
  if (access) databaseQuery = databaseQuery.where(access);
  const databases: Record<string, Record<string, unknown>> = {};
  for (const row of await databaseQuery.execute()) {
    const extra = databaseExtra(row);
    databases[row.id] = {
      id: row.id,
      database_name: row.database_name,
      backend: backendOf(row.sqlalchemy_uri),
      allow_file_upload: row.allow_file_upload,
      allow_ctas: row.allow_ctas,
      allow_cvas: row.allow_cvas,
      allow_dml: row.allow_dml,
      allow_run_async: row.allow_run_async,
      allows_subquery: true,
      expose_in_sqllab: row.expose_in_sqllab,
      force_ctas_schema: row.force_ctas_schema,
      disable_data_preview: Boolean(extra['disable_data_preview']),
      disable_drill_to_detail: Boolean(extra['disable_drill_to_detail']),
      allow_multi_catalog: Boolean(extra['allow_multi_catalog']),
    };
  }

  const editorIds = tabRows.map((t) => String(t.id));
  const queryRows = editorIds.length === 0
    ? []
    : await db.selectFrom('query').selectAll().where('user_id', '=', principal.userId).where('sql_editor_id', 'in', editorIds).orderBy('id').execute();
  const queries: Record<string, Record<string, unknown>> = {};
  for (const record of await loadQueryRecords(db, queryRows)) queries[record.row.client_id] = queryToDict(record);

  return {
    tab_state_ids: tabRows.map((t) => ({ id: t.id, label: t.label })),
    active_tab: active ? await tabs.toDict(active) : null,
    databases,
    queries,
  };
}
