import { isSqlLabSyncDue, selectSqlLabSyncWork, sqlLabActions, type SyncTaskKind } from '@core/sqllab/index.js';
import type { SqlLabApi } from './sqllab-api';
import { toRequestError } from './sqllab-query-lane';
import type { SqlLabStore } from './sqllab-store';
import { queryEditorPayload, tabStateChanges } from './server-records';
import type { TabSyncBaselines } from './tab-sync-baselines';

/** The server calls a sync cycle makes. */
export type SqlLabSyncApi = Pick<
  SqlLabApi,
  'createTabState' | 'updateTabState' | 'deleteTabState' | 'activateTabState' | 'migrateQuery' | 'createTableSchema' | 'setTableSchemaExpanded'
>;

/**
 * One sync cycle (every `SQLLAB_SYNC_INTERVAL_MS`, when due): sends what `selectSqlLabSyncWork`
 * lists — new tabs, their tables and queries, edited tabs, removed tabs, the active tab — each
 * marked started, then migrated/synced or failed with its HTTP status (the reducer warns and
 * retries later). Local edits are never held back: the state stays the source of truth. What a
 * tab sent becomes its baseline in `baselines` once the server stored it.
 *
 * @example
 * ```ts
 * setInterval(() => void runSqlLabSyncCycle(store, createSqlLabApi(dispatch)), 1_000);
 * ```
 */
export async function runSqlLabSyncCycle(store: SqlLabStore, api: SqlLabSyncApi, now = Date.now(), baselines?: TabSyncBaselines): Promise<void> {
  if (!isSqlLabSyncDue(store.getState(), now)) return;
  store.dispatch(sqlLabActions.syncCycleStarted({ now }));
  const state = store.getState();
  const work = selectSqlLabSyncWork(state, now);
  const requests: Promise<void>[] = [];
  const send = (kind: SyncTaskKind, entityId: string, request: () => Promise<void>) => {
    store.dispatch(sqlLabActions.syncTaskStarted({ kind, entityId, now }));
    requests.push(
      request().catch(async (error: unknown) => {
        const failure = await toRequestError(error);
        store.dispatch(sqlLabActions.syncTaskFailed({ kind, entityId, status: failure.status, now }));
      }),
    );
  };

  for (const queryEditor of work.migrateQueryEditors) {
    send('migrateQueryEditor', queryEditor.id, async () => {
      const { id } = await api.createTabState(queryEditorPayload(queryEditor));
      baselines?.record(queryEditor.id, queryEditor);
      store.dispatch(sqlLabActions.queryEditorMigrated({ queryEditorId: queryEditor.id, tabViewId: String(id), syncedUpdatedAt: queryEditor.updatedAt }));
      // Creating a tab makes it the server's active one; the next cycle re-activates the right tab.
      store.dispatch(sqlLabActions.activeQueryEditorSynced({ queryEditorId: queryEditor.id }));
    });
  }
  for (const { queryEditor, tabViewId } of work.updateQueryEditors) {
    send('updateQueryEditor', queryEditor.id, async () => {
      const latest = queryEditor.latestQueryId ? state.queries[queryEditor.latestQueryId] : undefined;
      await api.updateTabState(tabViewId, tabStateChanges(queryEditor, latest));
      baselines?.record(queryEditor.id, queryEditor);
      store.dispatch(sqlLabActions.queryEditorSynced({ queryEditorId: queryEditor.id, syncedUpdatedAt: queryEditor.updatedAt }));
    });
  }
  for (const { table, tabViewId } of work.migrateTables) {
    send('migrateTable', table.id, async () => {
      const { id } = await api.createTableSchema({
        queryEditorId: tabViewId,
        dbId: table.dbId,
        name: table.name,
        schema: table.schema,
        catalog: table.catalog,
        columns: table.columns,
        selectStar: table.selectStar,
        primaryKey: table.primaryKey,
        foreignKeys: table.foreignKeys,
        indexes: table.indexes,
      });
      // The server opens a table expanded; a table collapsed meanwhile says so.
      if (!table.expanded) await api.setTableSchemaExpanded(id, false);
      store.dispatch(sqlLabActions.tableMigrated({ tableId: table.id, remoteId: id }));
    });
  }
  for (const { query, tabViewId } of work.migrateQueries) {
    send('migrateQuery', query.id, async () => {
      await api.migrateQuery(tabViewId, query.id);
      store.dispatch(sqlLabActions.queryMigrated({ queryId: query.id }));
    });
  }
  for (const { queryEditorId, tabViewId } of work.deleteQueryEditors) {
    send('deleteQueryEditor', queryEditorId, async () => {
      await api.deleteTabState(tabViewId);
      store.dispatch(sqlLabActions.queryEditorDeleted({ queryEditorId }));
    });
  }
  const activate = work.activateQueryEditor;
  if (activate) {
    send('activateQueryEditor', activate.queryEditorId, async () => {
      await api.activateTabState(activate.tabViewId);
      store.dispatch(sqlLabActions.activeQueryEditorSynced({ queryEditorId: activate.queryEditorId }));
    });
  }
  await Promise.all(requests);
}
