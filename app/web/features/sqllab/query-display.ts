import type { DisplayedQueryState, SqlLabQuery } from '@core/sqllab/index.js';

/** How each state reads and which colour its chip takes. */
export const QUERY_STATE_LABELS: Readonly<Record<DisplayedQueryState, { label: string; color: 'default' | 'primary' | 'success' | 'error' | 'warning' | 'info' }>> = {
  started: { label: 'Started', color: 'info' },
  pending: { label: 'Pending', color: 'info' },
  running: { label: 'Running', color: 'primary' },
  fetching: { label: 'Fetching', color: 'primary' },
  scheduled: { label: 'Scheduled', color: 'info' },
  stopped: { label: 'Stopped', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
  success: { label: 'Success', color: 'success' },
  timed_out: { label: 'Timed out', color: 'error' },
  offline: { label: 'Offline', color: 'default' },
};

const rowsFormat = new Intl.NumberFormat('en-US');

/** A duration as `0.42 s`, `12.3 s`, `4 min 05 s` or `1 h 02 min`. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 10_000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.floor(ms / 1000);
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(seconds / 3600)} h ${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')} min`;
}

/** A row count with thousands separators, '—' when unknown. */
export function formatRows(rows: number | null): string {
  return rows === null ? '—' : rowsFormat.format(rows);
}

/**
 * Why fewer rows may show than the query would return: the limit in the SQL, the limit dropdown,
 * or the display limit; null when nothing cut the result.
 */
export function limitMessage(query: Pick<SqlLabQuery, 'limitingFactor' | 'rows' | 'queryLimit'>, displayLimitReached: boolean, shownRows: number): string | null {
  const rows = formatRows(query.rows);
  switch (query.limitingFactor) {
    case 'QUERY':
      return `The number of rows displayed is limited to ${rows} by the query`;
    case 'DROPDOWN':
      return `The number of rows displayed is limited to ${rows} by the limit dropdown.`;
    case 'QUERY_AND_DROPDOWN':
      return `The number of rows displayed is limited to ${rows} by the query and limit dropdown.`;
  }
  if (displayLimitReached) {
    return `The number of results displayed is limited to ${formatRows(shownRows)}. Please add additional limits/filters or download to csv to see more rows up to the ${formatRows(query.queryLimit)} limit.`;
  }
  return null;
}

/** The heading of a failed run's error, by the kinds of error the catalogue names (spec §8). */
export function errorTitle(errorType: string | undefined): string {
  if (!errorType) return 'Query failed';
  if (errorType.startsWith('CONNECTION_')) return 'Connection error';
  if (errorType.endsWith('_SECURITY_ACCESS_ERROR') || errorType === 'MISSING_OWNERSHIP_ERROR') return 'Security access error';
  switch (errorType) {
    case 'SYNTAX_ERROR':
    case 'INVALID_SQL_ERROR':
    case 'COLUMN_DOES_NOT_EXIST_ERROR':
    case 'TABLE_DOES_NOT_EXIST_ERROR':
    case 'SCHEMA_DOES_NOT_EXIST_ERROR':
      return 'Syntax error';
    case 'SQLLAB_TIMEOUT_ERROR':
    case 'BACKEND_TIMEOUT_ERROR':
    case 'FRONTEND_TIMEOUT_ERROR':
      return 'Timeout error';
    case 'RESULTS_BACKEND_ERROR':
    case 'RESULTS_BACKEND_NOT_CONFIGURED_ERROR':
      return 'Results backend error';
    case 'MISSING_TEMPLATE_PARAMS_ERROR':
    case 'INVALID_TEMPLATE_PARAMS_ERROR':
      return 'Template parameters error';
    case 'DML_NOT_ALLOWED_ERROR':
      return 'DML not allowed';
    case 'RESULT_TOO_LARGE_ERROR':
      return 'Result too large';
    case 'FRONTEND_NETWORK_ERROR':
      return 'Network error';
    default:
      return 'Query failed';
  }
}
