import type { QueryEditor } from './query-editor.js';
import type { SqlLabQuery } from './sqllab-query.js';
import type { SqlLabState } from './sqllab-state.js';
import type { TableSchema } from './table-schema.js';

/** The editor with this id. */
export function selectQueryEditor(state: SqlLabState, queryEditorId: string): QueryEditor | undefined {
  return state.queryEditors.find((queryEditor) => queryEditor.id === queryEditorId);
}

/** The active tab: the most recent tab of the history that is still open, else the first tab. */
export function selectActiveQueryEditor(state: SqlLabState): QueryEditor | undefined {
  for (let index = state.tabHistory.length - 1; index >= 0; index -= 1) {
    const queryEditor = selectQueryEditor(state, state.tabHistory[index]!);
    if (queryEditor) return queryEditor;
  }
  return state.queryEditors[0];
}

/** Id of the active tab, null when no tab is open. */
export function selectActiveQueryEditorId(state: SqlLabState): string | null {
  return selectActiveQueryEditor(state)?.id ?? null;
}

/** The table schema panels of a tab, newest first. */
export function selectTablesOfQueryEditor(state: SqlLabState, queryEditorId: string): TableSchema[] {
  return state.tables.filter((table) => table.queryEditorId === queryEditorId);
}

/** The last query run in a tab. */
export function selectLatestQuery(state: SqlLabState, queryEditorId: string): SqlLabQuery | undefined {
  const latestQueryId = selectQueryEditor(state, queryEditorId)?.latestQueryId;
  return latestQueryId ? state.queries[latestQueryId] : undefined;
}

/** Whether a tab has edits the server has not stored yet. */
export function hasUnsyncedEdits(queryEditor: QueryEditor): boolean {
  return queryEditor.syncedUpdatedAt === null || queryEditor.updatedAt > queryEditor.syncedUpdatedAt;
}
