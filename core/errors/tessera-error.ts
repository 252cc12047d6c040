import type { ErrorType } from './error-type.js';
import type { IssueCode } from './issue-codes.js';

/** How serious an error is; drives the colour and icon it is shown with. */
export type ErrorLevel = 'info' | 'warning' | 'error';

/** Details attached to an error; the keys Tessera itself reads are typed. */
export interface TesseraErrorExtra {
  /** Numbered hints ("Issue 1000 - …") shown under the message, each linking to its docs. */
  issue_codes?: IssueCode[];
  /** Seconds waited before giving up, for timeouts. */
  timeout?: number;
  /** Where to read more. */
  link?: string;
  engine_name?: string | null;
  [key: string]: unknown;
}

/**
 * An error as the API returns it in `errors[]` (Superset's `SupersetError`): a typed value with a
 * user-facing message, never a raw stack.
 *
 * @example
 * ```ts
 * const error: TesseraError = {
 *   message: 'Request timed out',
 *   error_type: ErrorType.FRONTEND_TIMEOUT_ERROR,
 *   level: 'error',
 *   extra: { timeout: 60 },
 * };
 * ```
 */
export interface TesseraError {
  message: string;
  error_type: ErrorType;
  level: ErrorLevel;
  extra?: TesseraErrorExtra | null;
}
