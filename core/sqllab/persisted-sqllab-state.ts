import { QUERY_EDITOR_VERSION } from './constants.js';
import { createQueryEditor } from './create-query-editor.js';
import { createSqlLabQuery } from './create-sqllab-query.js';
import { createTableSchema } from './create-table-schema.js';
import { pruneStoredResults } from './prune-stored-results.js';
import type { DestroyedQueryEditor, QueryEditor } from './query-editor.js';
import type { SqlLabQuery } from './sqllab-query.js';
import type { SqlLabState } from './sqllab-state.js';
import type { TableSchema } from './table-schema.js';

/** The part of the SQL Lab state kept in the browser's local storage between visits. */
export interface PersistedSqlLabState {
  version: number;
  queryEditors: QueryEditor[];
  /** Tab history; its last entry is the active tab. */
  tabHistory: string[];
  tables: TableSchema[];
  queries: Record<string, SqlLabQuery>;
  destroyedQueryEditors: Record<string, DestroyedQueryEditor>;
}

/**
 * What to store in the browser: tabs, active tab and history, tables, queries and destroyed
 * tabs, with old or oversized results dropped (see `pruneStoredResults`).
 *
 * @example
 * ```ts
 * localStorage.setItem('sqlLab', JSON.stringify(selectPersistedSqlLabState(state, Date.now())));
 * ```
 */
export function selectPersistedSqlLabState(state: SqlLabState, now: number): PersistedSqlLabState {
  const pruned = pruneStoredResults(state, now);
  return {
    version: QUERY_EDITOR_VERSION,
    queryEditors: pruned.queryEditors,
    tabHistory: pruned.tabHistory,
    tables: pruned.tables,
    queries: pruned.queries,
    destroyedQueryEditors: pruned.destroyedQueryEditors,
  };
}

/**
 * `state` with the tabs, tables, queries and history read back from the browser. Records from an
 * older layout get the fields they lack; a history entry or table whose tab is missing is dropped.
 */
export function restorePersistedSqlLabState(state: SqlLabState, persisted: Partial<PersistedSqlLabState>, now: number): SqlLabState {
  const destroyedQueryEditors = { ...(persisted.destroyedQueryEditors ?? {}) };
  const queryEditors = (persisted.queryEditors ?? [])
    .filter((queryEditor) => !Object.hasOwn(destroyedQueryEditors, queryEditor.id))
    .map((queryEditor) => createQueryEditor({ ...queryEditor, version: QUERY_EDITOR_VERSION }, now));
  const editorIds = new Set(queryEditors.map((queryEditor) => queryEditor.id));
  const tables = (persisted.tables ?? [])
    .filter((table) => editorIds.has(table.queryEditorId))
    .map((table) => createTableSchema(table));
  const queries = Object.fromEntries(
    Object.values(persisted.queries ?? {})
      .filter((query) => query.sqlEditorId === null || query.sqlEditorId === undefined || editorIds.has(query.sqlEditorId))
      .map((query) => [query.id, createSqlLabQuery(query)]),
  );
  let tabHistory = (persisted.tabHistory ?? []).filter((id, index, all) => editorIds.has(id) && all.lastIndexOf(id) === index);
  if (tabHistory.length === 0 && queryEditors.length > 0) tabHistory = [queryEditors[0]!.id];
  return { ...state, queryEditors, tabHistory, tables, queries, destroyedQueryEditors, syncTasks: {} };
}
