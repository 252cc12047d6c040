import { creatorFor } from './action-creator.js';
import type { PersistedSqlLabState } from './persisted-sqllab-state.js';
import type { SyncTaskKind } from './sync-task.js';

/** Actions of the server sync and of the stored state. Times (`now`) are epoch milliseconds. */
export type SqlLabSyncAction =
  | { type: 'sqlLab/syncCycleStarted'; now: number }
  | { type: 'sqlLab/syncTaskStarted'; kind: SyncTaskKind; entityId: string; now: number }
  | { type: 'sqlLab/syncTaskFailed'; kind: SyncTaskKind; entityId: string; status: number | null; now: number }
  | { type: 'sqlLab/queryEditorMigrated'; queryEditorId: string; tabViewId: string; syncedUpdatedAt: number }
  | { type: 'sqlLab/tableMigrated'; tableId: string; remoteId: number }
  | { type: 'sqlLab/queryMigrated'; queryId: string }
  | { type: 'sqlLab/queryEditorSynced'; queryEditorId: string; syncedUpdatedAt: number }
  | { type: 'sqlLab/queryEditorDeleted'; queryEditorId: string }
  | { type: 'sqlLab/activeQueryEditorSynced'; queryEditorId: string }
  | { type: 'sqlLab/dismissNotice'; key: string }
  | { type: 'sqlLab/restoreState'; persisted: Partial<PersistedSqlLabState>; now: number }
  | { type: 'sqlLab/pruneStoredResults'; now: number };

const creator = creatorFor<SqlLabSyncAction>();

/** Creators of {@link SqlLabSyncAction}s. */
export const sqlLabSyncActions = Object.freeze({
  /** A sync cycle begins (every `SQLLAB_SYNC_INTERVAL_MS`). */
  syncCycleStarted: creator('sqlLab/syncCycleStarted'),
  /** A request of a sync task was sent (migrate started, save started, …). */
  syncTaskStarted: creator('sqlLab/syncTaskStarted'),
  /**
   * A sync request failed; it is retried after `SQLLAB_SYNC_INTERVAL_MS`. Migration failures raise
   * the 'will retry later' warning, a failed save the 'storing your query' notice. A 404 on a
   * delete counts as deleted; a 404 on a save or activation makes the tab local again so that it
   * is migrated anew.
   */
  syncTaskFailed: creator('sqlLab/syncTaskFailed'),
  /** The server created the tab state of a local tab (migration succeeded). */
  queryEditorMigrated: creator('sqlLab/queryEditorMigrated'),
  /** The server created the table schema of a local table (migration succeeded). */
  tableMigrated: creator('sqlLab/tableMigrated'),
  /** The server linked a local query to its tab (migration succeeded). */
  queryMigrated: creator('sqlLab/queryMigrated'),
  /** The server stored a tab's edits up to `syncedUpdatedAt`. */
  queryEditorSynced: creator('sqlLab/queryEditorSynced'),
  /** The server deleted a removed tab's state. */
  queryEditorDeleted: creator('sqlLab/queryEditorDeleted'),
  /** The server recorded the active tab. */
  activeQueryEditorSynced: creator('sqlLab/activeQueryEditorSynced'),
  dismissNotice: creator('sqlLab/dismissNotice'),
  /** Replaces tabs, tables, queries and history with those stored in the browser. */
  restoreState: creator('sqlLab/restoreState'),
  /** Drops stored results older than a day or beyond about 5 MB (see `pruneStoredResults`). */
  pruneStoredResults: creator('sqlLab/pruneStoredResults'),
});
