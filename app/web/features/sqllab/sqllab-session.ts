import { createContext, useContext } from 'react';
import type { QueryRunnerDeps } from './query-runner';
import type { ResultsCache } from './results-cache';
import type { SqlLabApi, SqlLabDatabase } from './sqllab-api';
import type { SqlLabStore } from './sqllab-store';

/** Everything SQL Lab's components share: the state, the server calls, the results in memory, toasts. */
export interface SqlLabSession {
  store: SqlLabStore;
  api: SqlLabApi;
  results: ResultsCache;
  runner: QueryRunnerDeps;
  /** Databases exposed in SQL Lab; null while loading. */
  databases: SqlLabDatabase[] | null;
  /** Server tabs known by name only: their state loads when first opened, read-only until then. */
  unloaded: ReadonlySet<string>;
  notify: (level: 'success' | 'warning' | 'danger' | 'info', text: string) => void;
}

/** The SQL Lab session of the page. */
export const SqlLabSessionContext = createContext<SqlLabSession | null>(null);

/** The page's SQL Lab session; throws outside the page. */
export function useSqlLabSession(): SqlLabSession {
  const session = useContext(SqlLabSessionContext);
  if (!session) throw new Error('useSqlLabSession needs a SqlLabSessionContext provider');
  return session;
}
