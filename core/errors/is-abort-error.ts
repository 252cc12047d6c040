import { isPlainRecord } from './is-plain-record.js';

/**
 * True for a request cancelled on purpose (`AbortController.abort()`), in browsers
 * (`DOMException`) and Node (`AbortError`). A chart treats it as "update stopped", not a failure.
 *
 * @example
 * ```ts
 * try { await fetch(url, { signal }); } catch (error) { if (isAbortError(error)) return; throw error; }
 * ```
 */
export function isAbortError(error: unknown): boolean {
  return isPlainRecord(error) && error.name === 'AbortError';
}
