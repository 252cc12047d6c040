import type { SqlLabQuery } from '@core/sqllab/index.js';
import { useMemo, useSyncExternalStore } from 'react';
import type { ResultsCache } from './results-cache';
import { resultSetFromRows, type ResultSet } from './result-set';

/** A query's rows: from the results cache (Arrow or freshly fetched JSON), else from the stored state. */
export function useResultSet(results: ResultsCache, query: SqlLabQuery | undefined): ResultSet | null {
  const queryId = query?.id;
  const cached = useSyncExternalStore(
    (listener) => results.subscribe(listener),
    () => (queryId ? results.get(queryId) : undefined),
  );
  const stored = query?.results;
  const fromState = useMemo(() => (stored && (stored.data.length > 0 || stored.columns.length > 0) ? resultSetFromRows(stored) : null), [stored]);
  return cached ?? fromState;
}
