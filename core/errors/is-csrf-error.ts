import { ErrorType } from './error-type.js';
import { isPlainRecord } from './is-plain-record.js';

const CSRF = /csrf/i;

/**
 * True when an error is a CSRF failure (an expired session's token): text mentioning CSRF (as
 * Flask-WTF and our server phrase it: "The CSRF token is missing."), or a typed
 * `FRONTEND_CSRF_ERROR`. Such errors are shown as the session-timed-out message.
 *
 * @example
 * ```ts
 * isCsrfError('400 Bad Request: The CSRF token has expired.'); // true
 * ```
 */
export function isCsrfError(error: unknown): boolean {
  if (typeof error === 'string') return CSRF.test(error);
  if (error instanceof Error) return CSRF.test(error.message);
  if (!isPlainRecord(error)) return false;
  for (const field of ['error', 'message', 'responseText', 'description']) {
    const text = error[field];
    if (typeof text === 'string' && CSRF.test(text)) return true;
  }
  const errors = error.errors;
  return Array.isArray(errors) && errors.some((entry) => isPlainRecord(entry) && entry.error_type === ErrorType.FRONTEND_CSRF_ERROR);
}
