import { ErrorType } from '@core/errors/index.js';

/**
 * Why a query object could not be compiled: a user-facing message and the error type the API
 * reports (Superset's names). Thrown by `compileQueryObject`; routes turn it into
 * `{"errors":[{message, error_type, level: 'error'}]}` with status 400.
 *
 * @example
 * ```ts
 * throw new CompileError('Metric \'revenue\' does not exist', ErrorType.COLUMN_DOES_NOT_EXIST_ERROR);
 * ```
 */
export class CompileError extends Error {
  override readonly name = 'CompileError';
  readonly errorType: ErrorType;

  constructor(message: string, errorType: ErrorType = ErrorType.GENERIC_COMMAND_ERROR) {
    super(message);
    this.errorType = errorType;
  }
}

/** True for a {@link CompileError}, also across module copies (checks the shape, not the prototype). */
export function isCompileError(value: unknown): value is CompileError {
  return value instanceof CompileError || (value instanceof Error && value.name === 'CompileError' && typeof (value as CompileError).errorType === 'string');
}
