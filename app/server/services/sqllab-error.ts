import { ErrorType, issueCode, type ErrorLevel } from '@core/errors/index.js';
import { TemplateError } from './sqllab-template.js';

/** One error as SQL Lab's API returns it in `errors[]` (Superset's `SupersetError`). */
export interface SqlLabApiError {
  message: string;
  error_type: string;
  level: ErrorLevel;
  extra: Record<string, unknown>;
}

/**
 * A SQL Lab failure with the HTTP status and Superset error payload the API answers with,
 * `{"errors": [{message, error_type, level, extra}]}`.
 */
export class SqlLabError extends Error {
  override readonly name = 'SqlLabError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorType: ErrorType,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toApiError(): SqlLabApiError {
    return { message: this.message, error_type: this.errorType, level: 'error', extra: this.extra };
  }

  toBody(): { errors: SqlLabApiError[] } {
    return { errors: [this.toApiError()] };
  }
}

const issues = (...codes: number[]) => ({ issue_codes: codes.map(issueCode) });

/** SQL Lab's timeout error: the run was cancelled in the engine after `seconds`. */
export function sqlLabTimeoutError(seconds: number): SqlLabError {
  return new SqlLabError(
    408,
    `The query was killed after ${seconds} seconds. It might be too complex, or the database might be under heavy load.`,
    ErrorType.SQLLAB_TIMEOUT_ERROR,
    { timeout: seconds, ...issues(1026, 1027) },
  );
}

/** The error for a template that could not be rendered (missing or malformed parameters). */
export function templateError(error: TemplateError, templateParams: Record<string, unknown>): SqlLabError {
  if (error.kind === 'missing') {
    return new SqlLabError(400, `${error.message} Please check your template parameters for syntax errors and make sure they match across your SQL query and Set Parameters. Then, try running your query again.`, ErrorType.MISSING_TEMPLATE_PARAMS_ERROR, {
      undefined_parameters: [...error.undefinedParameters],
      template_parameters: templateParams,
      ...issues(1006),
    });
  }
  return new SqlLabError(400, `${error.message} Please check your query and confirm that all template parameters are surrounded by double braces, for example, "{{ ds }}". Then, try running your query again.`, ErrorType.INVALID_TEMPLATE_PARAMS_ERROR, issues(1028));
}

interface DriverFacts {
  message: string;
  code?: string;
  errno?: number;
}

function driverFacts(error: unknown): DriverFacts {
  const e = (error ?? {}) as { message?: unknown; code?: unknown; errno?: unknown };
  return {
    message: typeof e.message === 'string' ? e.message : String(error),
    code: typeof e.code === 'string' ? e.code : undefined,
    errno: typeof e.errno === 'number' ? e.errno : undefined,
  };
}

/** The error type an engine's own failure stands for, from its SQLSTATE, MySQL code or message. */
function engineErrorType({ message, code, errno }: DriverFacts): { type: ErrorType; issue: number } {
  if (code === '42601' || code === 'ER_PARSE_ERROR' || errno === 1064 || /^Parser Error:|syntax error/i.test(message)) return { type: ErrorType.SYNTAX_ERROR, issue: 1030 };
  if (code === '42P01' || code === 'ER_NO_SUCH_TABLE' || errno === 1146 || /^Catalog Error: Table with name .* does not exist|no such table/i.test(message)) {
    return { type: ErrorType.TABLE_DOES_NOT_EXIST_ERROR, issue: 1005 };
  }
  if (code === '42703' || code === 'ER_BAD_FIELD_ERROR' || errno === 1054 || /^Binder Error: Referenced column|no such column/i.test(message)) {
    return { type: ErrorType.COLUMN_DOES_NOT_EXIST_ERROR, issue: 1004 };
  }
  if (code === '3F000' || /^Catalog Error: Schema with name .* does not exist/i.test(message)) return { type: ErrorType.SCHEMA_DOES_NOT_EXIST_ERROR, issue: 1016 };
  if (code === '42501' || code === 'ER_TABLEACCESS_DENIED_ERROR' || code === 'ER_DBACCESS_DENIED_ERROR') return { type: ErrorType.CONNECTION_DATABASE_PERMISSIONS_ERROR, issue: 1017 };
  return { type: ErrorType.GENERIC_DB_ENGINE_ERROR, issue: 1002 };
}

/**
 * Maps whatever a run threw to the API's error: SQL Lab errors as they are, templates to the
 * template-parameter types, a timeout to Superset's SQL Lab timeout (408), and an engine's own
 * failure to a typed error that keeps the engine's words (the analyst needs them to fix the SQL)
 * but never a stack.
 */
export function toSqlLabError(error: unknown, context: { engineName: string; timeoutSeconds: number; templateParams?: Record<string, unknown> }): SqlLabError {
  if (error instanceof SqlLabError) return error;
  if (error instanceof TemplateError) return templateError(error, context.templateParams ?? {});
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError') return sqlLabTimeoutError(context.timeoutSeconds);
  if (name === 'AbortError') return new SqlLabError(400, 'The query was stopped.', ErrorType.GENERIC_DB_ENGINE_ERROR, { engine_name: context.engineName });
  const facts = driverFacts(error);
  const { type, issue } = engineErrorType(facts);
  return new SqlLabError(400, `${context.engineName} error: ${facts.message}`, type, { engine_name: context.engineName, ...issues(issue) });
}
