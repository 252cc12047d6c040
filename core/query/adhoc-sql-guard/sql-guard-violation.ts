import type { ErrorType } from '../../errors/index.js';

/** Why a piece of SQL was refused: a user-facing message and the error type the API reports. */
export interface SqlGuardViolation {
  message: string;
  errorType: ErrorType;
}

/** The outcome of a guard check: the SQL to embed (trimmed), or why it was refused. */
export type SqlGuardResult = { ok: true; sql: string } | { ok: false; violation: SqlGuardViolation };
