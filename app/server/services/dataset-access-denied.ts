import { ErrorType } from '@core/errors/index.js';
import { HttpError } from '../http/http-error.js';

/** The words every screen shows for a dataset the caller may not read. */
export function datasetAccessDeniedMessage(tableName: string): string {
  return `You do not have access to the dataset ${tableName}.`;
}

/**
 * The 403 of a data route asked for a dataset the caller may not read, in the words and shape
 * the chart-data API uses, so every screen shows the same message. `extra` carries what the
 * caller asked for (explore names the datasource id and type there).
 */
export function datasetAccessDenied(tableName: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(403, {
    errors: [{ message: datasetAccessDeniedMessage(tableName), error_type: ErrorType.DATASOURCE_SECURITY_ACCESS_ERROR, level: 'error', extra }],
  });
}
