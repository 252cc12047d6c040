/** SQL Lab's state: entities, actions, a pure reducer and selectors (product spec §3, §4, §8, §9). */
export {
  COPY_OF_TEMPLATE,
  DEFAULT_QUERY_EDITOR_NAME,
  DEFAULT_SQLLAB_QUERY_LIMIT,
  QUERY_EDITOR_VERSION,
  QUERY_POLL_MAX_AGE_MS,
  SQLLAB_SYNC_INTERVAL_MS,
  STALE_QUERY_AGE_MS,
  STORED_RESULTS_MAX_AGE_MS,
  STORED_RESULTS_MAX_BYTES,
  UNSAVED_QUERY_EDITOR_DEBOUNCE_MS,
  UNTITLED_QUERY_PREFIX,
} from './constants.js';
export {
  FINISHED_QUERY_STATES,
  IN_PROGRESS_QUERY_STATES,
  isQueryFinished,
  isQueryInProgress,
  isSqlQueryState,
  SqlQueryState,
} from './query-state.js';
export type { DisplayedQueryState } from './query-state.js';
export type { CursorPosition, DestroyedQueryEditor, QueryEditor, QueryEditorInit, SavedQuery } from './query-editor.js';
export type { RequestedQueryPayload } from './requested-query.js';
export type { NewSqlLabQuery, QueryResultColumn, QueryResults, SqlLabQuery, SqlLabQueryUpdate } from './sqllab-query.js';
export type { TableSchema, TableSchemaColumn, TableSchemaInit, TableSchemaKey, TableSchemaMetadata } from './table-schema.js';
export { syncTaskKey } from './sync-task.js';
export type { SqlLabNotice, SyncTask, SyncTaskKind } from './sync-task.js';
export { createSqlLabState } from './sqllab-state.js';
export type { CreateSqlLabStateOptions, SqlLabConfig, SqlLabState } from './sqllab-state.js';
export { createQueryEditor } from './create-query-editor.js';
export { createSqlLabQuery } from './create-sqllab-query.js';
export { createTableSchema } from './create-table-schema.js';
export { newQueryTabName } from './new-query-tab-name.js';
export { estimateJsonBytes } from './estimate-json-bytes.js';
export { pruneStoredResults } from './prune-stored-results.js';
export type { StoredResultsLimits } from './prune-stored-results.js';
export { restorePersistedSqlLabState, selectPersistedSqlLabState } from './persisted-sqllab-state.js';
export type { PersistedSqlLabState } from './persisted-sqllab-state.js';
export { sqlLabQueryActions } from './query-actions.js';
export type { SqlLabQueryAction } from './query-actions.js';
export { sqlLabEditorActions } from './editor-actions.js';
export type { CloneSource, SqlLabEditorAction } from './editor-actions.js';
export { sqlLabTableActions } from './table-actions.js';
export type { SqlLabTableAction } from './table-actions.js';
export { sqlLabSyncActions } from './sync-actions.js';
export type { SqlLabSyncAction } from './sync-actions.js';
export { sqlLabActions } from './sqllab-action.js';
export type { SqlLabAction, SqlLabActionOf } from './sqllab-action.js';
export { sqlLabReducer } from './sqllab-reducer.js';
export {
  hasUnsyncedEdits,
  selectActiveQueryEditor,
  selectActiveQueryEditorId,
  selectLatestQuery,
  selectQueryEditor,
  selectTablesOfQueryEditor,
} from './editor-selectors.js';
export {
  displayedQueryState,
  queryDurationMs,
  selectDisplayedQueryState,
  selectInProgressQueries,
  selectQueriesAwaitingResults,
  selectQueriesToPoll,
  selectQueryHistory,
} from './query-selectors.js';
export type { QueryHistoryEntry } from './query-selectors.js';
export { isSqlLabSyncDue, selectSqlLabSyncWork } from './sync-selectors.js';
export type { SqlLabSyncWork, SyncedQueryEditorRef } from './sync-selectors.js';
