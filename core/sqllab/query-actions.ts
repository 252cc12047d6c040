import type { TesseraError } from '../errors/index.js';
import { creatorFor } from './action-creator.js';
import type { NewSqlLabQuery, QueryResults, SqlLabQueryUpdate } from './sqllab-query.js';

/** Actions on query runs. Times (`now`) are epoch milliseconds given by the caller. */
export type SqlLabQueryAction =
  | { type: 'sqlLab/startQuery'; query: NewSqlLabQuery; now: number }
  | { type: 'sqlLab/requestQueryResults'; queryId: string }
  | {
      type: 'sqlLab/querySuccess';
      queryId: string;
      results: QueryResults;
      now: number;
      rows?: number;
      resultsKey?: string | null;
      limitingFactor?: string | null;
      cached?: boolean;
    }
  | { type: 'sqlLab/queryFailed'; queryId: string; errorMessage: string; errors?: TesseraError[]; link?: string | null; now: number }
  | { type: 'sqlLab/stopQuery'; queryId: string; now: number }
  | { type: 'sqlLab/clearQueryResults'; queryId: string }
  | { type: 'sqlLab/removeQuery'; queryId: string }
  | { type: 'sqlLab/refreshQueries'; alteredQueries: SqlLabQueryUpdate[] }
  | { type: 'sqlLab/clearInactiveQueries'; now: number; maxAgeMs?: number }
  | { type: 'sqlLab/setOffline'; offline: boolean };

const creator = creatorFor<SqlLabQueryAction>();

/** Creators of {@link SqlLabQueryAction}s. */
export const sqlLabQueryActions = Object.freeze({
  /** A new run: `pending` when run async, `running` otherwise; it becomes its tab's latest query. */
  startQuery: creator('sqlLab/startQuery'),
  /** Results are being fetched (`fetching`); ignored once the query stopped or failed. */
  requestQueryResults: creator('sqlLab/requestQueryResults'),
  /** Results arrived; ignored when the query was stopped. */
  querySuccess: creator('sqlLab/querySuccess'),
  /** The run failed; ignored when the query was stopped. */
  queryFailed: creator('sqlLab/queryFailed'),
  /** The user stopped a run in progress. */
  stopQuery: creator('sqlLab/stopQuery'),
  /** Forgets a query's result rows (they can be fetched again by results key). */
  clearQueryResults: creator('sqlLab/clearQueryResults'),
  /** Removes a query from the history. */
  removeQuery: creator('sqlLab/removeQuery'),
  /**
   * Merges polled query updates and clears the offline flag. Stopped or failed queries are never
   * overwritten; a reported `success` does not replace `fetching`, `success` or `running`.
   */
  refreshQueries: creator('sqlLab/refreshQueries'),
  /** Drops stale queries: running or pending, older than `maxAgeMs` (default `STALE_QUERY_AGE_MS`), progress 0. */
  clearInactiveQueries: creator('sqlLab/clearInactiveQueries'),
  /** Polling the server failed (offline) or worked again. */
  setOffline: creator('sqlLab/setOffline'),
});
