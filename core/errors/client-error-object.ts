import type { TesseraError } from './tessera-error.js';

/**
 * Any failure, normalised for display: `error` is always a user-facing string; the rest is what
 * could be recovered (typed errors, a docs link, the HTTP status, a stack for the details toggle).
 *
 * @example
 * ```ts
 * const clientError = await getClientErrorObject(responseOrError);
 * toast.danger(getErrorMessage(clientError));
 * ```
 */
export interface ClientErrorObject {
  error: string;
  errors?: TesseraError[];
  link?: string;
  message?: string;
  severity?: string;
  stacktrace?: string;
  statusText?: string;
  status?: number;
  /** Milliseconds waited, for a client-side timeout. */
  timeout?: number;
}
