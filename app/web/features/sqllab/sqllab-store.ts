import { createContext, useContext, useSyncExternalStore } from 'react';
import { sqlLabReducer, type SqlLabAction, type SqlLabState } from '@core/sqllab/index.js';

/** SQL Lab's state holder: core/sqllab's pure reducer behind get/dispatch/subscribe. */
export interface SqlLabStore {
  getState(): SqlLabState;
  dispatch(action: SqlLabAction): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * A store for SQL Lab's state. It lives outside the app's Redux store so the page's async work
 * (runs, polling, the 5 s sync) can read the latest state at any time, and it is dropped with
 * the page.
 *
 * @example
 * ```ts
 * const store = createSqlLabStore(createSqlLabState({ initialQueryEditorId: newClientId() }));
 * store.dispatch(sqlLabActions.setQueryEditorSql({ queryEditorId, sql: 'SELECT 1', now: Date.now() }));
 * ```
 */
export function createSqlLabStore(initial: SqlLabState): SqlLabStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = sqlLabReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The SQL Lab store of the page being shown. */
export const SqlLabStoreContext = createContext<SqlLabStore | null>(null);

/** The page's SQL Lab store; throws outside the page. */
export function useSqlLabStore(): SqlLabStore {
  const store = useContext(SqlLabStoreContext);
  if (!store) throw new Error('useSqlLabStore needs a SqlLabStoreContext provider');
  return store;
}

/** A value selected from SQL Lab's state; the component re-renders when it changes (by identity). */
export function useSqlLab<T>(selector: (state: SqlLabState) => T): T {
  const store = useSqlLabStore();
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
