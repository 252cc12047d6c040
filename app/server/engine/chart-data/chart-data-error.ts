import { ErrorType } from '@core/errors/index.js';

/**
 * A chart-data failure with the status and Superset error payload the API answers with:
 * `{"errors": [{message, error_type, level, extra}]}`.
 */
export class ChartDataError extends Error {
  override readonly name = 'ChartDataError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorType: ErrorType = ErrorType.GENERIC_BACKEND_ERROR,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody() {
    return { errors: [{ message: this.message, error_type: this.errorType, level: 'error', extra: this.extra }] };
  }
}
