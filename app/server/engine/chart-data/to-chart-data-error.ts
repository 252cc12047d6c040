import { ErrorType } from '@core/errors/index.js';
import { isCompileError } from '../compile/index.js';
import { ChartDataError } from './chart-data-error.js';
import type { LoadedDatasource } from './load-datasource.js';

/**
 * Maps whatever a chart query threw to the API's answer: compile and time-range errors are the
 * caller's (400), a timeout is 408 with Superset's timeout type, an engine's own error keeps its
 * message (the analyst needs it to fix their SQL) but never a stack.
 */
export function toChartDataError(error: unknown, datasource: LoadedDatasource, timeoutSeconds?: number): ChartDataError {
  if (error instanceof ChartDataError) return error;
  if (isCompileError(error)) return new ChartDataError(400, error.message, error.errorType);
  const err = error instanceof Error ? error : new Error(String(error));
  const engine = datasource.database.sqlalchemy_uri.split(':')[0]?.split('+')[0] ?? 'database';
  if (err.name === 'TimeRangeError') return new ChartDataError(400, err.message, ErrorType.GENERIC_COMMAND_ERROR);
  if (err.name === 'TimeoutError') {
    return new ChartDataError(408, `The query exceeded the ${timeoutSeconds ?? ''} seconds timeout.`.replace('  ', ' '), ErrorType.BACKEND_TIMEOUT_ERROR, {
      issue_codes: [{ code: 1000, message: 'Issue 1000 - The dataset is too large to query.' }, { code: 1001, message: 'Issue 1001 - The database is under an unusual load.' }],
      timeout: timeoutSeconds,
    });
  }
  if (err.name === 'AbortError') return new ChartDataError(499, 'Updating chart was stopped', ErrorType.GENERIC_BACKEND_ERROR);
  return new ChartDataError(400, `${engine} error: ${err.message}`, ErrorType.GENERIC_DB_ENGINE_ERROR, { engine_name: engine });
}
