import type { ClientErrorObject } from './client-error-object.js';
import { ErrorMessage } from './error-messages.js';
import { isCsrfError } from './is-csrf-error.js';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * The one string to show for a normalised error: its `error`, else its `message`, else its status
 * text, else 'Unknown error'; anything mentioning CSRF becomes the session-timed-out message.
 * Only strings are used, so an object never renders as "[object Object]".
 *
 * @example
 * ```ts
 * getErrorMessage(await getClientErrorObject(error)); // 'Network error'
 * ```
 */
export function getErrorMessage(clientError: Partial<ClientErrorObject> | null | undefined): string {
  const message = text(clientError?.error) ?? text(clientError?.message) ?? text(clientError?.statusText) ?? ErrorMessage.UNKNOWN_ERROR;
  return isCsrfError(message) ? ErrorMessage.SESSION_TIMED_OUT : message;
}
