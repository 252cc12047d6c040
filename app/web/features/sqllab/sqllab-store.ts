import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
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

/** `Object.is`, and for arrays the same elements in the same order. */
export function sameSelection(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, index) => Object.is(item, b[index]));
}

/**
 * A value selected from SQL Lab's state; the component re-renders only when it changes. A
 * selector may build a new array each time: equal elements count as unchanged.
 */
export function useSqlLab<T>(selector: (state: SqlLabState) => T, isEqual: (a: T, b: T) => boolean = sameSelection): T {
  const store = useSqlLabStore();
  const cache = useRef<{ state: SqlLabState; selector: (state: SqlLabState) => T; value: T } | null>(null);
  const getSnapshot = () => {
    const state = store.getState();
    const cached = cache.current;
    if (cached && cached.state === state && cached.selector === selector) return cached.value;
    const value = selector(state);
    const kept = cached && isEqual(cached.value, value) ? cached.value : value;
    cache.current = { state, selector, value: kept };
    return kept;
  };
  return useSyncExternalStore(store.subscribe, getSnapshot);
}
