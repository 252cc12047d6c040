import { DangerToast, WarningToast } from '../errors/index.js';
import { SQLLAB_SYNC_INTERVAL_MS } from './constants.js';
import { restorePersistedSqlLabState } from './persisted-sqllab-state.js';
import { pruneStoredResults } from './prune-stored-results.js';
import type { SqlLabState } from './sqllab-state.js';
import { addNotice, makeQueryEditorLocal, removeSyncTasks, updateQueryEditor, updateTable } from './state-helpers.js';
import type { SqlLabSyncAction } from './sync-actions.js';
import { syncTaskKey, type SqlLabNotice, type SyncTaskKind } from './sync-task.js';

/** The notice a failed task raises: migration warnings ('will retry later'), or the lost-save danger. */
const FAILURE_NOTICES: Partial<Record<SyncTaskKind, Pick<SqlLabNotice, 'level' | 'text'>>> = {
  migrateQueryEditor: { level: 'warning', text: WarningToast.MIGRATE_TAB_STATE_FAILED },
  migrateTable: { level: 'warning', text: WarningToast.MIGRATE_TABLE_STATE_FAILED },
  migrateQuery: { level: 'warning', text: WarningToast.MIGRATE_QUERY_STATE_FAILED },
  updateQueryEditor: { level: 'danger', text: DangerToast.STORE_QUERY_FAILED },
};

/** Requests that address the tab's server state by id: a 404 means the server lost the tab. */
const TAB_ADDRESSING_KINDS: readonly SyncTaskKind[] = ['updateQueryEditor', 'activateQueryEditor', 'migrateQuery'];

/** Reduces the actions of the server sync and of the stored state. */
export function reduceSyncAction(state: SqlLabState, action: SqlLabSyncAction): SqlLabState {
  switch (action.type) {
    case 'sqlLab/syncCycleStarted':
      return { ...state, lastSyncAt: action.now };
    case 'sqlLab/syncTaskStarted': {
      const key = syncTaskKey(action.kind, action.entityId);
      const attempts = (state.syncTasks[key]?.attempts ?? 0) + 1;
      return {
        ...state,
        syncTasks: {
          ...state.syncTasks,
          [key]: { kind: action.kind, entityId: action.entityId, status: 'in_flight', attempts, lastAttemptAt: action.now, retryAt: null },
        },
      };
    }
    case 'sqlLab/syncTaskFailed':
      return syncTaskFailed(state, action.kind, action.entityId, action.status, action.now);
    case 'sqlLab/queryEditorMigrated': {
      const next = withoutTask(state, 'migrateQueryEditor', action.queryEditorId);
      const queryEditor = next.queryEditors.find((candidate) => candidate.id === action.queryEditorId);
      if (queryEditor) {
        return updateQueryEditor(next, queryEditor.id, {
          tabViewId: action.tabViewId,
          inLocalStorage: false,
          syncedUpdatedAt: Math.max(queryEditor.syncedUpdatedAt ?? action.syncedUpdatedAt, action.syncedUpdatedAt),
        });
      }
      const destroyed = next.destroyedQueryEditors[action.queryEditorId];
      if (!destroyed) return next;
      // Removed while its migration was in flight: the new server tab must be deleted too.
      return {
        ...next,
        destroyedQueryEditors: {
          ...next.destroyedQueryEditors,
          [action.queryEditorId]: { ...destroyed, tabViewId: action.tabViewId, deletePending: next.config.backendPersistence },
        },
      };
    }
    case 'sqlLab/tableMigrated':
      return updateTable(withoutTask(state, 'migrateTable', action.tableId), action.tableId, { remoteId: action.remoteId, inLocalStorage: false });
    case 'sqlLab/queryMigrated': {
      const next = withoutTask(state, 'migrateQuery', action.queryId);
      const query = next.queries[action.queryId];
      return query ? { ...next, queries: { ...next.queries, [query.id]: { ...query, inLocalStorage: false } } } : next;
    }
    case 'sqlLab/queryEditorSynced': {
      const next = withoutTask(state, 'updateQueryEditor', action.queryEditorId);
      const queryEditor = next.queryEditors.find((candidate) => candidate.id === action.queryEditorId);
      if (!queryEditor) return next;
      return updateQueryEditor(next, queryEditor.id, {
        syncedUpdatedAt: Math.max(queryEditor.syncedUpdatedAt ?? action.syncedUpdatedAt, action.syncedUpdatedAt),
      });
    }
    case 'sqlLab/queryEditorDeleted':
      return markDeleted(state, action.queryEditorId);
    case 'sqlLab/activeQueryEditorSynced':
      return { ...withoutTask(state, 'activateQueryEditor', action.queryEditorId), syncedActiveQueryEditorId: action.queryEditorId };
    case 'sqlLab/dismissNotice': {
      const notices = state.notices.filter((notice) => notice.key !== action.key);
      return notices.length === state.notices.length ? state : { ...state, notices };
    }
    case 'sqlLab/restoreState':
      return pruneStoredResults(restorePersistedSqlLabState(state, action.persisted, action.now), action.now);
    case 'sqlLab/pruneStoredResults':
      return pruneStoredResults(state, action.now);
  }
}

function withoutTask(state: SqlLabState, kind: SyncTaskKind, entityId: string): SqlLabState {
  const key = syncTaskKey(kind, entityId);
  if (!Object.hasOwn(state.syncTasks, key)) return state;
  const { [key]: _removed, ...syncTasks } = state.syncTasks;
  return { ...state, syncTasks };
}

function markDeleted(state: SqlLabState, queryEditorId: string): SqlLabState {
  const next = withoutTask(state, 'deleteQueryEditor', queryEditorId);
  const destroyed = next.destroyedQueryEditors[queryEditorId];
  if (!destroyed || !destroyed.deletePending) return next;
  return { ...next, destroyedQueryEditors: { ...next.destroyedQueryEditors, [queryEditorId]: { ...destroyed, deletePending: false } } };
}

function syncTaskFailed(state: SqlLabState, kind: SyncTaskKind, entityId: string, status: number | null, now: number): SqlLabState {
  // Deleting a tab the server no longer has is a success.
  if (kind === 'deleteQueryEditor' && status === 404) return markDeleted(state, entityId);
  const queryEditorId = owningQueryEditorId(state, kind, entityId);
  if (queryEditorId === null) return withoutTask(state, kind, entityId);
  if (status === 404 && TAB_ADDRESSING_KINDS.includes(kind)) {
    return removeSyncTasks(makeQueryEditorLocal(state, queryEditorId), (task) => task.kind === kind && task.entityId === entityId);
  }
  const key = syncTaskKey(kind, entityId);
  const previous = state.syncTasks[key];
  const next: SqlLabState = {
    ...state,
    syncTasks: {
      ...state.syncTasks,
      [key]: {
        kind,
        entityId,
        status: 'failed',
        attempts: previous?.attempts ?? 1,
        lastAttemptAt: previous?.lastAttemptAt ?? now,
        retryAt: now + SQLLAB_SYNC_INTERVAL_MS,
      },
    },
  };
  const notice = FAILURE_NOTICES[kind];
  return notice ? addNotice(next, { key: `sync:${kind}`, ...notice, at: now }) : next;
}

/**
 * The tab a task's entity belongs to, or null when the entity is gone (nothing left to retry).
 * A delete belongs to its destroyed tab while that delete is pending.
 */
function owningQueryEditorId(state: SqlLabState, kind: SyncTaskKind, entityId: string): string | null {
  switch (kind) {
    case 'migrateQueryEditor':
    case 'updateQueryEditor':
    case 'activateQueryEditor':
      return state.queryEditors.some((queryEditor) => queryEditor.id === entityId) ? entityId : null;
    case 'deleteQueryEditor':
      return state.destroyedQueryEditors[entityId]?.deletePending ? entityId : null;
    case 'migrateTable':
      return state.tables.find((table) => table.id === entityId)?.queryEditorId ?? null;
    case 'migrateQuery':
      return state.queries[entityId]?.sqlEditorId ?? null;
  }
}
