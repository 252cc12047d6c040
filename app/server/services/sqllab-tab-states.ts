import type { Kysely, Selectable, Updateable } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { canSeeDatabase } from '../security/datasource-access.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import type { TabStateTable, TableSchemaTable } from '../store/tables/sqllab-tables.js';
import { loadQueryRecords, queryToDict } from './sqllab-query-serializer.js';
import { savedQueryWritten } from './sqllab-saved-query-serializer.js';

/** A row of `tab_state`: one editor tab. */
export type TabStateRow = Selectable<TabStateTable>;
/** A row of `table_schema`: one table open in a tab. */
export type TableSchemaRow = Selectable<TableSchemaTable>;

/**
 * Makes a run its tab's latest, when `sqlEditorId` names one of the caller's tabs: the server then
 * knows a tab's last run as soon as it starts, also when the page reloads before the editor's
 * next sync. Runs of tabs not synced yet (client ids) and data previews (no tab) change nothing.
 */
export async function recordLatestRun(db: Kysely<Database>, userId: number, sqlEditorId: string | null | undefined, clientId: string): Promise<void> {
  if (!sqlEditorId || !/^[1-9]\d{0,15}$/.test(sqlEditorId)) return;
  await db.updateTable('tab_state').set({ latest_query_id: clientId }).where('id', '=', Number(sqlEditorId)).where('user_id', '=', userId).execute();
}

/** A new tab as the editor posts it (Superset's `queryEditor`). */
export interface QueryEditorInput {
  name?: string | null;
  title?: string | null;
  dbId?: number | null;
  catalog?: string | null;
  schema?: string | null;
  sql?: string | null;
  queryLimit?: number | null;
  hideLeftBar?: boolean | null;
  autorun?: boolean | null;
  remoteId?: number | null;
  templateParams?: unknown;
}

/** The fields `PUT /tabstateview/{id}` may change (the tab's columns, with `selected_text` kept in `extra_json`). */
export interface TabStateChanges {
  label?: string | null;
  database_id?: number | null;
  catalog?: string | null;
  schema?: string | null;
  sql?: string | null;
  query_limit?: number | null;
  latest_query_id?: string | null;
  autorun?: boolean;
  template_params?: unknown;
  hide_left_bar?: boolean;
  saved_query_id?: number | null;
  extra_json?: unknown;
  selected_text?: string | null;
}

/** Superset's default tab name (spec §9). */
export const DEFAULT_TAB_LABEL = 'Untitled query';

/** JSON text for a value sent either as JSON text or as the object itself. */
function jsonText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function parseObject(text: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A table pane as the editor reads it back (Superset's `TableSchema.to_dict()`). */
export function tableSchemaToDict(row: TableSchemaRow): Record<string, unknown> {
  let description: unknown = null;
  try {
    description = row.description ? JSON.parse(row.description) : null;
  } catch {
    description = null;
  }
  return { id: row.id, tab_state_id: row.tab_state_id, database_id: row.database_id, catalog: row.catalog, schema: row.schema, table: row.table, description, expanded: row.expanded };
}

/**
 * SQL Lab's editor tabs kept per user (`/tabstateview/…`), with Superset's behaviour: a new tab
 * becomes the active one, a tab is read and changed only by the user it belongs to (everyone
 * else, administrators included, gets 403), and deleting a tab deletes its table panes.
 */
export class SqlLabTabStates {
  constructor(private readonly db: Kysely<Database>) {}

  /** The caller's tab: 404 when missing, 403 when it is someone else's. */
  async owned(principal: Principal, id: number): Promise<TabStateRow> {
    const row = await this.db.selectFrom('tab_state').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw HttpError.notFound();
    if (row.user_id !== principal.userId) throw HttpError.forbidden();
    return row;
  }

  private async checkReferences(principal: Principal, refs: { databaseId?: number | null; savedQueryId?: number | null; latestQueryId?: string | null }): Promise<void> {
    if (refs.databaseId !== undefined && refs.databaseId !== null) {
      const database = await this.db.selectFrom('dbs').select(['id', 'database_name']).where('id', '=', refs.databaseId).executeTakeFirst();
      if (!database || !canSeeDatabase(principal, database)) throw HttpError.unprocessable({ database_id: ['Database does not exist.'] });
    }
    if (refs.savedQueryId !== undefined && refs.savedQueryId !== null) {
      const saved = await this.db.selectFrom('saved_query').select('id').where('id', '=', refs.savedQueryId).where('created_by_fk', '=', principal.userId).executeTakeFirst();
      if (!saved) throw HttpError.unprocessable({ saved_query_id: ['Saved query does not exist.'] });
    }
    if (refs.latestQueryId !== undefined && refs.latestQueryId !== null) {
      const query = await this.db.selectFrom('query').select('id').where('client_id', '=', refs.latestQueryId).where('user_id', '=', principal.userId).executeTakeFirst();
      if (!query) throw HttpError.unprocessable({ latest_query_id: ['Query does not exist.'] });
    }
  }

  /** Creates a tab from the editor's state and makes it the active one. */
  async create(principal: Principal, editor: QueryEditorInput): Promise<number> {
    await this.checkReferences(principal, { databaseId: editor.dbId, savedQueryId: editor.remoteId });
    const now = nowIso();
    return this.db.transaction().execute(async (trx) => {
      await trx.updateTable('tab_state').set({ active: false }).where('user_id', '=', principal.userId).execute();
      const { id } = await trx
        .insertInto('tab_state')
        .values({
          user_id: principal.userId,
          label: editor.name || editor.title || DEFAULT_TAB_LABEL,
          active: true,
          database_id: editor.dbId ?? null,
          catalog: editor.catalog ?? null,
          schema: editor.schema ?? null,
          sql: editor.sql ?? 'SELECT ...',
          query_limit: editor.queryLimit ?? null,
          hide_left_bar: editor.hideLeftBar ?? false,
          autorun: editor.autorun ?? false,
          saved_query_id: editor.remoteId ?? null,
          template_params: jsonText(editor.templateParams),
          created_on: now,
          changed_on: now,
          created_by_fk: principal.userId,
          changed_by_fk: principal.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  }

  /** Superset's `TabState.to_dict()`: the tab with its table panes, latest run and saved query. */
  async toDict(row: TabStateRow): Promise<Record<string, unknown>> {
    const tables = await this.db.selectFrom('table_schema').selectAll().where('tab_state_id', '=', row.id).orderBy('id').execute();
    const latest = row.latest_query_id ? await this.db.selectFrom('query').selectAll().where('client_id', '=', row.latest_query_id).executeTakeFirst() : undefined;
    const latestRecord = latest ? (await loadQueryRecords(this.db, [latest]))[0] : undefined;
    const saved = row.saved_query_id ? await this.db.selectFrom('saved_query').selectAll().where('id', '=', row.saved_query_id).executeTakeFirst() : undefined;
    return {
      id: row.id,
      user_id: row.user_id,
      label: row.label,
      active: row.active,
      database_id: row.database_id,
      catalog: row.catalog,
      schema: row.schema,
      table_schemas: tables.map(tableSchemaToDict),
      sql: row.sql,
      query_limit: row.query_limit,
      latest_query: latestRecord ? queryToDict(latestRecord) : null,
      autorun: row.autorun,
      template_params: row.template_params,
      hide_left_bar: row.hide_left_bar,
      saved_query: saved ? { id: saved.id, ...savedQueryWritten(saved) } : null,
      extra_json: parseObject(row.extra_json),
    };
  }

  async update(principal: Principal, id: number, changes: TabStateChanges): Promise<void> {
    const row = await this.owned(principal, id);
    await this.checkReferences(principal, { databaseId: changes.database_id, savedQueryId: changes.saved_query_id, latestQueryId: changes.latest_query_id });
    const { selected_text: selectedText, extra_json: extra, template_params: templateParams, ...columns } = changes;
    const values: Updateable<TabStateTable> = { ...columns, changed_on: nowIso(), changed_by_fk: principal.userId };
    if (templateParams !== undefined) values.template_params = jsonText(templateParams);
    if (extra !== undefined || selectedText !== undefined) {
      const merged = extra === undefined ? parseObject(row.extra_json) : typeof extra === 'string' ? parseObject(extra) : (extra as Record<string, unknown> | null) ?? {};
      values.extra_json = JSON.stringify(selectedText === undefined ? merged : { ...merged, selectedText });
    }
    await this.db.updateTable('tab_state').set(values).where('id', '=', id).execute();
  }

  async activate(principal: Principal, id: number): Promise<void> {
    await this.owned(principal, id);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('tab_state').set({ active: false }).where('user_id', '=', principal.userId).where('id', '<>', id).execute();
      await trx.updateTable('tab_state').set({ active: true }).where('id', '=', id).execute();
    });
  }

  async remove(principal: Principal, id: number): Promise<void> {
    await this.owned(principal, id);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('table_schema').where('tab_state_id', '=', id).execute();
      await trx.deleteFrom('tab_state').where('id', '=', id).execute();
    });
  }

  /** Moves one of the caller's runs into the tab (a run started before the tab reached the server). */
  async migrateQuery(principal: Principal, id: number, clientId: string): Promise<void> {
    const tab = await this.owned(principal, id);
    const result = await this.db.updateTable('query').set({ sql_editor_id: String(id), changed_on: nowIso() }).where('client_id', '=', clientId).where('user_id', '=', principal.userId).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw HttpError.notFound(`Query with client_id ${clientId} not found`);
    // A run started in the tab before it reached the server is its latest unless a later one is.
    const startOf = async (client: string | null) =>
      client === null ? null : ((await this.db.selectFrom('query').select('start_time').where('client_id', '=', client).executeTakeFirst())?.start_time ?? null);
    const [moved, latest] = await Promise.all([startOf(clientId), startOf(tab.latest_query_id)]);
    if (tab.latest_query_id === null || (moved !== null && (latest === null || moved > latest))) {
      await this.db.updateTable('tab_state').set({ latest_query_id: clientId }).where('id', '=', id).execute();
    }
  }

  /** Deletes one of the caller's runs from the tab's history. */
  async removeQuery(principal: Principal, id: number, clientId: string): Promise<void> {
    await this.owned(principal, id);
    const query = await this.db.selectFrom('query').select('id').where('client_id', '=', clientId).where('user_id', '=', principal.userId).where('sql_editor_id', '=', String(id)).executeTakeFirst();
    if (!query) return;
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('tab_state').set({ latest_query_id: null }).where('latest_query_id', '=', clientId).where('user_id', '=', principal.userId).execute();
      await trx.deleteFrom('query').where('id', '=', query.id).execute();
    });
  }
}
