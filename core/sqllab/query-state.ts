/**
 * States of a SQL Lab query run (product spec §4).
 *
 * @example
 * ```ts
 * query.state === SqlQueryState.RUNNING;
 * ```
 */
export const SqlQueryState = Object.freeze({
  STARTED: 'started',
  PENDING: 'pending',
  RUNNING: 'running',
  FETCHING: 'fetching',
  SCHEDULED: 'scheduled',
  STOPPED: 'stopped',
  FAILED: 'failed',
  SUCCESS: 'success',
  TIMED_OUT: 'timed_out',
} as const);

/** One of the {@link SqlQueryState} values. */
export type SqlQueryState = (typeof SqlQueryState)[keyof typeof SqlQueryState];

/** What the UI shows for a query: its state, or `offline` while the server cannot be reached. */
export type DisplayedQueryState = SqlQueryState | 'offline';

/** States of a query that has not finished yet. */
export const IN_PROGRESS_QUERY_STATES: readonly SqlQueryState[] = Object.freeze([
  SqlQueryState.STARTED,
  SqlQueryState.PENDING,
  SqlQueryState.RUNNING,
  SqlQueryState.FETCHING,
  SqlQueryState.SCHEDULED,
]);

/** States of a query that has finished, whatever the outcome. */
export const FINISHED_QUERY_STATES: readonly SqlQueryState[] = Object.freeze([
  SqlQueryState.STOPPED,
  SqlQueryState.FAILED,
  SqlQueryState.SUCCESS,
  SqlQueryState.TIMED_OUT,
]);

/** Whether a query in this state has not finished yet. */
export function isQueryInProgress(state: SqlQueryState): boolean {
  return IN_PROGRESS_QUERY_STATES.includes(state);
}

/** Whether a query in this state has finished. */
export function isQueryFinished(state: SqlQueryState): boolean {
  return FINISHED_QUERY_STATES.includes(state);
}

/** Whether a value is one of the {@link SqlQueryState} values. */
export function isSqlQueryState(value: unknown): value is SqlQueryState {
  return typeof value === 'string' && (IN_PROGRESS_QUERY_STATES as readonly string[]).concat(FINISHED_QUERY_STATES).includes(value);
}
