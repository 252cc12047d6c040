import { DEFAULT_QUERY_EDITOR_NAME, DEFAULT_SQLLAB_QUERY_LIMIT } from './constants.js';
import { createQueryEditor } from './create-query-editor.js';
import type { DestroyedQueryEditor, QueryEditor } from './query-editor.js';
import type { SqlLabQuery } from './sqllab-query.js';
import type { SqlLabNotice, SyncTask } from './sync-task.js';
import type { TableSchema } from './table-schema.js';

/** Server-given settings SQL Lab's state needs (bootstrap data). */
export interface SqlLabConfig {
  /** Tabs, tables and queries are synced to the server (SQLLAB_BACKEND_PERSISTENCE). */
  backendPersistence: boolean;
  /** Database of a new tab when no tab gives one (SQLLAB_DEFAULT_DBID). */
  defaultDbId: number | null;
  /** Row limit of a new tab (DEFAULT_SQLLAB_LIMIT). */
  defaultQueryLimit: number;
  /** Most rows a query may return (SQL_MAX_ROW); caps the row limit of tabs. */
  maxRow: number | null;
}

/** The whole SQL Lab state. Plain data: it can be stored and compared. */
export interface SqlLabState {
  /** Tabs, in the order they are shown. */
  queryEditors: QueryEditor[];
  /** Editor ids, least recently active first; the last one is the active tab. */
  tabHistory: string[];
  /** Table schema panels of all tabs; the newest of a tab first. */
  tables: TableSchema[];
  queries: Record<string, SqlLabQuery>;
  /** Latest server change time seen when polling queries (epoch ms). */
  queriesLastUpdate: number;
  destroyedQueryEditors: Record<string, DestroyedQueryEditor>;
  /** Sync tasks running or waiting to be retried, keyed by `syncTaskKey`. */
  syncTasks: Record<string, SyncTask>;
  /** When the last sync cycle started (epoch ms). */
  lastSyncAt: number | null;
  /** Editor whose activation the server last recorded. */
  syncedActiveQueryEditorId: string | null;
  /** The server could not be reached when polling; the UI shows in-progress queries as offline. */
  offline: boolean;
  notices: SqlLabNotice[];
  config: SqlLabConfig;
}

/** Options of {@link createSqlLabState}. */
export interface CreateSqlLabStateOptions extends Partial<SqlLabConfig> {
  /** Creates a first tab named 'Untitled query' with this id. */
  initialQueryEditorId?: string;
  /** Creation time of the first tab. */
  now?: number;
}

/**
 * The initial SQL Lab state.
 *
 * @example
 * ```ts
 * const state = createSqlLabState({ initialQueryEditorId: 'a1', defaultDbId: 1, now: Date.now() });
 * ```
 */
export function createSqlLabState(options: CreateSqlLabStateOptions = {}): SqlLabState {
  const config: SqlLabConfig = {
    backendPersistence: options.backendPersistence ?? false,
    defaultDbId: options.defaultDbId ?? null,
    defaultQueryLimit: options.defaultQueryLimit ?? DEFAULT_SQLLAB_QUERY_LIMIT,
    maxRow: options.maxRow ?? null,
  };
  const queryEditors =
    options.initialQueryEditorId === undefined
      ? []
      : [
          createQueryEditor(
            {
              id: options.initialQueryEditorId,
              name: DEFAULT_QUERY_EDITOR_NAME,
              dbId: config.defaultDbId,
              queryLimit: config.defaultQueryLimit,
              maxRow: config.maxRow,
            },
            options.now ?? 0,
          ),
        ];
  return {
    queryEditors,
    tabHistory: queryEditors.map((queryEditor) => queryEditor.id),
    tables: [],
    queries: {},
    queriesLastUpdate: 0,
    destroyedQueryEditors: {},
    syncTasks: {},
    lastSyncAt: null,
    syncedActiveQueryEditorId: null,
    offline: false,
    notices: [],
    config,
  };
}
