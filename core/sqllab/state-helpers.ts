import type { QueryEditor } from './query-editor.js';
import type { SqlLabState } from './sqllab-state.js';
import type { SqlLabNotice, SyncTask } from './sync-task.js';
import type { TableSchema } from './table-schema.js';

/** Applies `changes` to one editor; returns `state` itself when the editor does not exist. */
export function updateQueryEditor(state: SqlLabState, queryEditorId: string, changes: Partial<QueryEditor>): SqlLabState {
  const index = state.queryEditors.findIndex((queryEditor) => queryEditor.id === queryEditorId);
  if (index === -1) return state;
  const queryEditors = state.queryEditors.slice();
  queryEditors[index] = { ...queryEditors[index]!, ...changes };
  return { ...state, queryEditors };
}

/** Applies `changes` to one table; returns `state` itself when the table does not exist. */
export function updateTable(state: SqlLabState, tableId: string, changes: Partial<TableSchema>): SqlLabState {
  const index = state.tables.findIndex((table) => table.id === tableId);
  if (index === -1) return state;
  const tables = state.tables.slice();
  tables[index] = { ...tables[index]!, ...changes };
  return { ...state, tables };
}

/**
 * Removes queries and every reference to them (latest query of a tab, data preview of a table,
 * pending sync tasks).
 */
export function removeQueries(state: SqlLabState, queryIds: Iterable<string>): SqlLabState {
  const removed = new Set([...queryIds].filter((id) => Object.hasOwn(state.queries, id)));
  if (removed.size === 0) return state;
  const queries = Object.fromEntries(Object.entries(state.queries).filter(([id]) => !removed.has(id)));
  const queryEditors = state.queryEditors.map((queryEditor) =>
    queryEditor.latestQueryId !== null && removed.has(queryEditor.latestQueryId) ? { ...queryEditor, latestQueryId: null } : queryEditor,
  );
  const tables = state.tables.map((table) =>
    table.dataPreviewQueryId !== null && removed.has(table.dataPreviewQueryId) ? { ...table, dataPreviewQueryId: null } : table,
  );
  return removeSyncTasks({ ...state, queries, queryEditors, tables }, (task) => task.kind === 'migrateQuery' && removed.has(task.entityId));
}

/** Removes the sync tasks matching `predicate`. */
export function removeSyncTasks(state: SqlLabState, predicate: (task: SyncTask) => boolean): SqlLabState {
  const entries = Object.entries(state.syncTasks);
  const kept = entries.filter(([, task]) => !predicate(task));
  return kept.length === entries.length ? state : { ...state, syncTasks: Object.fromEntries(kept) };
}

/** Adds a notice, replacing one with the same key. */
export function addNotice(state: SqlLabState, notice: SqlLabNotice): SqlLabState {
  return { ...state, notices: [...state.notices.filter((existing) => existing.key !== notice.key), notice] };
}

/** Makes `queryEditorId` the active tab: last in the tab history, with no other occurrence. */
export function activateQueryEditor(state: SqlLabState, queryEditorId: string): SqlLabState {
  if (state.tabHistory.at(-1) === queryEditorId) return state;
  if (!state.queryEditors.some((queryEditor) => queryEditor.id === queryEditorId)) return state;
  return { ...state, tabHistory: [...state.tabHistory.filter((id) => id !== queryEditorId), queryEditorId] };
}

/**
 * Turns a synced tab back into a local one, with its tables and queries, so that the next sync
 * migrates it again (the server no longer has its tab state).
 */
export function makeQueryEditorLocal(state: SqlLabState, queryEditorId: string): SqlLabState {
  const next = updateQueryEditor(state, queryEditorId, { tabViewId: null, inLocalStorage: true, syncedUpdatedAt: null });
  if (next === state) return state;
  const tables = next.tables.map((table) =>
    table.queryEditorId === queryEditorId ? { ...table, remoteId: null, inLocalStorage: true } : table,
  );
  const queries = Object.fromEntries(
    Object.entries(next.queries).map(([id, query]) => [
      id,
      query.sqlEditorId === queryEditorId && !query.isDataPreview ? { ...query, inLocalStorage: true } : query,
    ]),
  );
  const tableIds = new Set(tables.filter((table) => table.queryEditorId === queryEditorId).map((table) => table.id));
  return removeSyncTasks(
    {
      ...next,
      tables,
      queries,
      syncedActiveQueryEditorId: next.syncedActiveQueryEditorId === queryEditorId ? null : next.syncedActiveQueryEditorId,
    },
    (task) =>
      ((task.kind === 'updateQueryEditor' || task.kind === 'activateQueryEditor') && task.entityId === queryEditorId) ||
      (task.kind === 'migrateTable' && tableIds.has(task.entityId)) ||
      (task.kind === 'migrateQuery' && next.queries[task.entityId]?.sqlEditorId === queryEditorId),
  );
}
