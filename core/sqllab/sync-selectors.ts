import { SQLLAB_SYNC_INTERVAL_MS } from './constants.js';
import { hasUnsyncedEdits, selectActiveQueryEditor } from './editor-selectors.js';
import type { QueryEditor } from './query-editor.js';
import type { SqlLabQuery } from './sqllab-query.js';
import type { SqlLabState } from './sqllab-state.js';
import { syncTaskKey, type SyncTaskKind } from './sync-task.js';
import type { TableSchema } from './table-schema.js';

/** A synced tab and the server id to address it by. */
export interface SyncedQueryEditorRef {
  queryEditorId: string;
  tabViewId: string;
}

/** The requests a sync cycle should send now; each list holds only tasks not running nor waiting for a retry. */
export interface SqlLabSyncWork {
  /** Local tabs to create on the server (POST /tabstateview/). */
  migrateQueryEditors: QueryEditor[];
  /** Local tables of synced tabs to create (POST /tableschemaview/). */
  migrateTables: { table: TableSchema; tabViewId: string }[];
  /** Local queries of synced tabs to link (POST /tabstateview/{id}/migrate_query). */
  migrateQueries: { query: SqlLabQuery; tabViewId: string }[];
  /** Synced tabs with unsaved edits (PUT /tabstateview/{id}). */
  updateQueryEditors: { queryEditor: QueryEditor; tabViewId: string }[];
  /** Removed synced tabs still to delete (DELETE /tabstateview/{id}; 404 tolerated). */
  deleteQueryEditors: SyncedQueryEditorRef[];
  /** The active tab, when the server has not recorded it (POST /tabstateview/{id}/activate). */
  activateQueryEditor: SyncedQueryEditorRef | null;
}

/** Whether a sync cycle is due: backend persistence is on and `SQLLAB_SYNC_INTERVAL_MS` passed since the last one. */
export function isSqlLabSyncDue(state: SqlLabState, now: number): boolean {
  return state.config.backendPersistence && (state.lastSyncAt === null || now - state.lastSyncAt >= SQLLAB_SYNC_INTERVAL_MS);
}

/**
 * The sync work to do at `now`. Empty without backend persistence. Tables and queries wait until
 * their tab has been migrated; failed tasks wait until their retry time.
 *
 * @example
 * ```ts
 * const work = selectSqlLabSyncWork(state, now);
 * for (const queryEditor of work.migrateQueryEditors) {
 *   dispatch(sqlLabActions.syncTaskStarted({ kind: 'migrateQueryEditor', entityId: queryEditor.id, now }));
 * }
 * ```
 */
export function selectSqlLabSyncWork(state: SqlLabState, now: number): SqlLabSyncWork {
  const work: SqlLabSyncWork = {
    migrateQueryEditors: [],
    migrateTables: [],
    migrateQueries: [],
    updateQueryEditors: [],
    deleteQueryEditors: [],
    activateQueryEditor: null,
  };
  if (!state.config.backendPersistence) return work;
  const ready = (kind: SyncTaskKind, entityId: string): boolean => {
    const task = state.syncTasks[syncTaskKey(kind, entityId)];
    return !task || (task.status === 'failed' && (task.retryAt ?? 0) <= now);
  };
  const tabViewIds = new Map<string, string>();
  for (const queryEditor of state.queryEditors) {
    if (queryEditor.tabViewId === null) {
      if (ready('migrateQueryEditor', queryEditor.id)) work.migrateQueryEditors.push(queryEditor);
      continue;
    }
    tabViewIds.set(queryEditor.id, queryEditor.tabViewId);
    if (hasUnsyncedEdits(queryEditor) && ready('updateQueryEditor', queryEditor.id)) {
      work.updateQueryEditors.push({ queryEditor, tabViewId: queryEditor.tabViewId });
    }
  }
  for (const table of state.tables) {
    const tabViewId = tabViewIds.get(table.queryEditorId);
    if (table.inLocalStorage && tabViewId !== undefined && ready('migrateTable', table.id)) work.migrateTables.push({ table, tabViewId });
  }
  for (const query of Object.values(state.queries)) {
    const tabViewId = query.sqlEditorId === null ? undefined : tabViewIds.get(query.sqlEditorId);
    if (query.inLocalStorage && tabViewId !== undefined && ready('migrateQuery', query.id)) work.migrateQueries.push({ query, tabViewId });
  }
  for (const [queryEditorId, destroyed] of Object.entries(state.destroyedQueryEditors)) {
    if (destroyed.deletePending && destroyed.tabViewId !== null && ready('deleteQueryEditor', queryEditorId)) {
      work.deleteQueryEditors.push({ queryEditorId, tabViewId: destroyed.tabViewId });
    }
  }
  const active = selectActiveQueryEditor(state);
  if (active?.tabViewId && active.id !== state.syncedActiveQueryEditorId && ready('activateQueryEditor', active.id)) {
    work.activateQueryEditor = { queryEditorId: active.id, tabViewId: active.tabViewId };
  }
  return work;
}
