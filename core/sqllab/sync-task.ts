/**
 * A piece of server sync work: creating (migrating) a local tab, table or query on the server,
 * saving a tab's edits, deleting a removed tab, or recording the active tab.
 */
export type SyncTaskKind =
  | 'migrateQueryEditor'
  | 'migrateTable'
  | 'migrateQuery'
  | 'updateQueryEditor'
  | 'deleteQueryEditor'
  | 'activateQueryEditor';

/** A sync task that is running or has failed and waits to be retried. */
export interface SyncTask {
  kind: SyncTaskKind;
  /** Client id of the tab, table or query concerned. */
  entityId: string;
  status: 'in_flight' | 'failed';
  attempts: number;
  lastAttemptAt: number;
  /** When a failed task may run again (epoch ms). */
  retryAt: number | null;
}

/** Key of a sync task in `SqlLabState.syncTasks`. */
export function syncTaskKey(kind: SyncTaskKind, entityId: string): string {
  return `${kind}:${entityId}`;
}

/** A message for the user raised by SQL Lab's state, e.g. a failed migration. */
export interface SqlLabNotice {
  /** Stable key: a notice raised again replaces the previous one. */
  key: string;
  level: 'warning' | 'danger';
  text: string;
  at: number;
}
