import { issueCode } from './issue-codes.js';

/**
 * User-facing error texts of the chart-data and SQL Lab flows (product spec §8). Components show
 * these, never a raw exception message or stack.
 */
export const ErrorMessage = Object.freeze({
  /** A request that hit the client-side timeout. */
  REQUEST_TIMED_OUT: 'Request timed out',
  /** fetch failed before any response (offline, DNS, connection refused, CORS). */
  NETWORK_ERROR: 'Network error',
  /** A status or error with nothing more specific to say. */
  UNKNOWN_ERROR: 'Unknown error',
  /** The last resort when an error value carries no text at all. */
  GENERIC_ERROR: 'An error occurred',
  /** Field validation errors whose messages could not be read. */
  INVALID_INPUT: 'Invalid input',
  /** Prefix of errors that came with a server stack trace. */
  UNEXPECTED_ERROR_PREFIX: 'Unexpected error: ',
  /** Shown after the prefix when a stack trace came without a description. */
  NO_DESCRIPTION: '(no description, click to see stack trace)',
  /** Replaces any CSRF failure: the session (and its token) expired. */
  SESSION_TIMED_OUT: 'Your session timed out, please refresh your page and try again.',
  /** The request was cancelled on purpose (a newer query replaced it); logged as 'abort'. */
  REQUEST_ABORTED: 'Request aborted',
  /** An annotation layer query that timed out. */
  QUERY_TIMEOUT: 'Query timeout',
  /** SQL Lab: results could not be fetched. */
  FAILED_RETRIEVING_RESULTS: 'Failed at retrieving results',
  /** SQL Lab: a saved query's SQL could not be loaded. */
  SQL_LOAD_FAILED: 'An error occurred while loading the SQL',
  /** Dataset samples could not be fetched. */
  SAMPLES_FAILED: 'Sorry, an error occurred',
  /** Hint under a chart-data timeout. */
  ISSUE_1000: issueCode(1000).message,
  /** Hint under a chart-data timeout. */
  ISSUE_1001: issueCode(1001).message,
});

/**
 * The error for a chart-data response whose status the client does not handle (neither a success
 * nor an error status it knows).
 *
 * @example
 * ```ts
 * unexpectedChartDataStatus(204); // 'Received unexpected response status (204) while fetching chart data'
 * ```
 */
export function unexpectedChartDataStatus(status: number): string {
  return `Received unexpected response status (${status}) while fetching chart data`;
}
