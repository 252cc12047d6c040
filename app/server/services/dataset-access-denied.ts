import { ErrorType } from '@core/errors/index.js';
import { HttpError } from '../http/http-error.js';

/**
 * The 403 of a data route asked for a dataset the caller may not read, in the words and shape
 * the chart-data API uses, so every screen shows the same message.
 */
export function datasetAccessDenied(tableName: string): HttpError {
  return new HttpError(403, {
    errors: [{ message: `You do not have access to the dataset ${tableName}.`, error_type: ErrorType.DATASOURCE_SECURITY_ACCESS_ERROR, level: 'error', extra: {} }],
  });
}
