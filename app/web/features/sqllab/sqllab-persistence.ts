import { selectPersistedSqlLabState, type PersistedSqlLabState } from '@core/sqllab/index.js';
import type { SqlLabStore } from './sqllab-store';
import type { TabSyncBaselines } from './tab-sync-baselines';

/** The local-storage key of SQL Lab's tabs, tables and queries. */
export const SQLLAB_STORAGE_KEY = 'tessera.sqlLab';

/** The subset of `Storage` persistence uses. */
export type SqlLabStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What the browser keeps: the state's persisted part and, per tab, what the server stored last. */
export type PersistedSqlLab = Partial<PersistedSqlLabState> & { syncedTabs?: unknown };

/** What was stored by a previous visit, or null (nothing stored, unreadable, or no storage). */
export function readPersistedSqlLab(storage: SqlLabStorage | null, key = SQLLAB_STORAGE_KEY): PersistedSqlLab | null {
  try {
    const text = storage?.getItem(key);
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PersistedSqlLab) : null;
  } catch {
    return null;
  }
}

/**
 * Stores the state (old or oversized results dropped) with the tabs' sync baselines, in one item so
 * the two always agree; false when the storage refused it (quota, private mode).
 */
export function writePersistedSqlLab(
  storage: SqlLabStorage | null,
  store: Pick<SqlLabStore, 'getState'>,
  now: number,
  key = SQLLAB_STORAGE_KEY,
  baselines?: TabSyncBaselines,
): boolean {
  if (!storage) return false;
  try {
    const state = store.getState();
    const persisted: PersistedSqlLab = selectPersistedSqlLabState(state, now);
    if (baselines) persisted.syncedTabs = baselines.snapshot(state.queryEditors.map((queryEditor) => queryEditor.id));
    storage.setItem(key, JSON.stringify(persisted));
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps the browser's copy of the state current: writes at most once per `delayMs` after a change
 * and at once when the page is hidden. Returns the function that stops it (and writes what is due).
 */
export function persistSqlLabStore(
  store: SqlLabStore,
  storage: SqlLabStorage | null,
  { delayMs = 1_000, key = SQLLAB_STORAGE_KEY, baselines }: { delayMs?: number; key?: string; baselines?: TabSyncBaselines } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastWritten = store.getState();
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const state = store.getState();
    if (state === lastWritten) return;
    lastWritten = state;
    writePersistedSqlLab(storage, store, Date.now(), key, baselines);
  };
  const unsubscribe = store.subscribe(() => {
    timer ??= setTimeout(flush, delayMs);
  });
  const onHide = () => flush();
  globalThis.addEventListener?.('pagehide', onHide);
  return () => {
    unsubscribe();
    globalThis.removeEventListener?.('pagehide', onHide);
    flush();
  };
}
