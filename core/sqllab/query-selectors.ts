import { QUERY_POLL_MAX_AGE_MS } from './constants.js';
import { isQueryInProgress, SqlQueryState, type DisplayedQueryState } from './query-state.js';
import type { SqlLabQuery } from './sqllab-query.js';
import type { SqlLabState } from './sqllab-state.js';

/** A query of a tab's history with the figures the history table shows. */
export interface QueryHistoryEntry {
  query: SqlLabQuery;
  /** Run time in ms; for a query in progress, the time elapsed until `now` (null without `now`). */
  durationMs: number | null;
  rowCount: number | null;
  displayedState: DisplayedQueryState;
}

/** How long a query ran (ms); a query in progress counts until `now`, null when unknown. */
export function queryDurationMs(query: SqlLabQuery, now?: number): number | null {
  if (query.endDttm !== null) return Math.max(0, query.endDttm - query.startDttm);
  if (now !== undefined && isQueryInProgress(query.state)) return Math.max(0, now - query.startDttm);
  return null;
}

/** The state to show for a query: `offline` for a query in progress while the server is unreachable. */
export function displayedQueryState(query: SqlLabQuery, offline: boolean): DisplayedQueryState {
  return offline && isQueryInProgress(query.state) ? 'offline' : query.state;
}

/**
 * The query history of a tab, newest first, without table data previews.
 *
 * @example
 * ```ts
 * selectQueryHistory(state, 'a1', Date.now()).map((entry) => [entry.query.sql, entry.durationMs, entry.rowCount]);
 * ```
 */
export function selectQueryHistory(state: SqlLabState, queryEditorId: string, now?: number): QueryHistoryEntry[] {
  return Object.values(state.queries)
    .filter((query) => query.sqlEditorId === queryEditorId && !query.isDataPreview)
    .sort((a, b) => b.startDttm - a.startDttm || b.id.localeCompare(a.id))
    .map((query) => ({
      query,
      durationMs: queryDurationMs(query, now),
      rowCount: query.rows,
      displayedState: displayedQueryState(query, state.offline),
    }));
}

/** The state to show for a query by id. */
export function selectDisplayedQueryState(state: SqlLabState, queryId: string): DisplayedQueryState | undefined {
  const query = state.queries[queryId];
  return query ? displayedQueryState(query, state.offline) : undefined;
}

/** Queries that have not finished. */
export function selectInProgressQueries(state: SqlLabState): SqlLabQuery[] {
  return Object.values(state.queries).filter((query) => isQueryInProgress(query.state));
}

/** Async queries in progress and young enough (`QUERY_POLL_MAX_AGE_MS`) to poll for updates. */
export function selectQueriesToPoll(state: SqlLabState, now: number): SqlLabQuery[] {
  return selectInProgressQueries(state).filter((query) => query.runAsync && now - query.startDttm < QUERY_POLL_MAX_AGE_MS);
}

/**
 * Queries whose results the client should fetch by results key: finished on the server (or
 * successful with results dropped from the state) but without rows here.
 */
export function selectQueriesAwaitingResults(state: SqlLabState): SqlLabQuery[] {
  return Object.values(state.queries).filter(
    (query) =>
      query.resultsKey !== null &&
      query.results === null &&
      (query.state === SqlQueryState.SUCCESS || (query.state === SqlQueryState.RUNNING && query.serverState === SqlQueryState.SUCCESS)),
  );
}
