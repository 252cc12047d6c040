import type { SqlLabEditorAction } from './editor-actions.js';
import type { SqlLabQueryAction } from './query-actions.js';
import { reduceEditorAction } from './reduce-editor-action.js';
import { reduceQueryAction } from './reduce-query-action.js';
import { reduceSyncAction } from './reduce-sync-action.js';
import { reduceTableAction } from './reduce-table-action.js';
import type { SqlLabAction } from './sqllab-action.js';
import type { SqlLabState } from './sqllab-state.js';
import type { SqlLabSyncAction } from './sync-actions.js';
import type { SqlLabTableAction } from './table-actions.js';

type Area = 'query' | 'editor' | 'table' | 'sync';

/** Which partial reducer handles each action; `satisfies` keeps it complete. */
const AREA_OF_ACTION: Readonly<Record<string, Area>> = Object.freeze({
  'sqlLab/startQuery': 'query',
  'sqlLab/requestQueryResults': 'query',
  'sqlLab/querySuccess': 'query',
  'sqlLab/queryFailed': 'query',
  'sqlLab/stopQuery': 'query',
  'sqlLab/clearQueryResults': 'query',
  'sqlLab/removeQuery': 'query',
  'sqlLab/refreshQueries': 'query',
  'sqlLab/clearInactiveQueries': 'query',
  'sqlLab/setOffline': 'query',
  'sqlLab/addQueryEditor': 'editor',
  'sqlLab/removeQueryEditor': 'editor',
  'sqlLab/setActiveQueryEditor': 'editor',
  'sqlLab/switchQueryEditor': 'editor',
  'sqlLab/cloneQueryToNewTab': 'editor',
  'sqlLab/renameQueryEditor': 'editor',
  'sqlLab/setQueryEditorDb': 'editor',
  'sqlLab/setQueryEditorCatalog': 'editor',
  'sqlLab/setQueryEditorSchema': 'editor',
  'sqlLab/setQueryEditorSql': 'editor',
  'sqlLab/setQueryEditorSelectedText': 'editor',
  'sqlLab/setQueryEditorQueryLimit': 'editor',
  'sqlLab/setQueryEditorTemplateParams': 'editor',
  'sqlLab/setQueryEditorAutorun': 'editor',
  'sqlLab/setQueryEditorCursorPosition': 'editor',
  'sqlLab/setQueryEditorSplit': 'editor',
  'sqlLab/setQueryEditorHideLeftBar': 'editor',
  'sqlLab/linkSavedQuery': 'editor',
  'sqlLab/loadQueryEditors': 'editor',
  'sqlLab/queryEditorFetchFailed': 'editor',
  'sqlLab/addTable': 'table',
  'sqlLab/mergeTableMetadata': 'table',
  'sqlLab/expandTable': 'table',
  'sqlLab/collapseTable': 'table',
  'sqlLab/removeTables': 'table',
  'sqlLab/setDataPreviewQueryId': 'table',
  'sqlLab/syncCycleStarted': 'sync',
  'sqlLab/syncTaskStarted': 'sync',
  'sqlLab/syncTaskFailed': 'sync',
  'sqlLab/queryEditorMigrated': 'sync',
  'sqlLab/tableMigrated': 'sync',
  'sqlLab/queryMigrated': 'sync',
  'sqlLab/queryEditorSynced': 'sync',
  'sqlLab/queryEditorDeleted': 'sync',
  'sqlLab/activeQueryEditorSynced': 'sync',
  'sqlLab/dismissNotice': 'sync',
  'sqlLab/restoreState': 'sync',
  'sqlLab/pruneStoredResults': 'sync',
} satisfies Record<SqlLabAction['type'], Area>);

/**
 * SQL Lab's pure reducer: never mutates `state`, returns `state` itself when an action changes
 * nothing (or is not a SQL Lab action), and performs no I/O: times come in the actions.
 *
 * @example
 * ```ts
 * let state = createSqlLabState({ initialQueryEditorId: 'a1', now: 0 });
 * const query = { id: 'q1', sqlEditorId: 'a1', dbId: 1, sql: 'SELECT 1', runAsync: true };
 * state = sqlLabReducer(state, sqlLabActions.startQuery({ query, now: 10 }));
 * ```
 */
export function sqlLabReducer(state: SqlLabState, action: SqlLabAction): SqlLabState {
  switch (Object.hasOwn(AREA_OF_ACTION, action.type) ? AREA_OF_ACTION[action.type] : undefined) {
    case 'query':
      return reduceQueryAction(state, action as SqlLabQueryAction);
    case 'editor':
      return reduceEditorAction(state, action as SqlLabEditorAction);
    case 'table':
      return reduceTableAction(state, action as SqlLabTableAction);
    case 'sync':
      return reduceSyncAction(state, action as SqlLabSyncAction);
    default:
      return state;
  }
}
