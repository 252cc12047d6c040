import type { ClientErrorObject } from './client-error-object.js';
import { ErrorMessage } from './error-messages.js';
import { ErrorType } from './error-type.js';
import { httpStatusName } from './http-status-names.js';
import { isAbortError } from './is-abort-error.js';
import { isCsrfError } from './is-csrf-error.js';
import { isPlainRecord } from './is-plain-record.js';
import { issueCode } from './issue-codes.js';
import { CSRF_ERROR, parseErrorPayload } from './parse-error-payload.js';

/** The parts of a fetch `Response` normalisation reads; duck-typed so any fetch implementation works. */
interface ResponseLike {
  status: number;
  statusText: string;
  bodyUsed: boolean;
  clone(): ResponseLike;
  text(): Promise<string>;
}

function isResponseLike(value: unknown): value is ResponseLike {
  if (typeof Response !== 'undefined' && value instanceof Response) return true;
  return (
    isPlainRecord(value) &&
    typeof value.status === 'number' &&
    typeof value.clone === 'function' &&
    typeof value.text === 'function' &&
    'headers' in value
  );
}

// Browsers and runtimes word a failed fetch differently; a TypeError with any other message is a
// bug in our code, which must not be disguised as a network problem.
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|fetch failed|network request failed/i;

function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError && NETWORK_FAILURE.test(error.message);
}

/** Superset's client rejects timeouts as `{ statusText: 'timeout', timeout }`; `AbortSignal.timeout()` throws a TimeoutError. */
function isTimeout(error: unknown): error is { timeout?: unknown } {
  return isPlainRecord(error) && (error.statusText === 'timeout' || error.name === 'TimeoutError');
}

function timeoutError(timeoutMs: number | undefined): ClientErrorObject {
  return {
    error: ErrorMessage.REQUEST_TIMED_OUT,
    statusText: 'timeout',
    ...(timeoutMs !== undefined ? { timeout: timeoutMs } : {}),
    errors: [
      {
        message: ErrorMessage.REQUEST_TIMED_OUT,
        error_type: ErrorType.FRONTEND_TIMEOUT_ERROR,
        level: 'error',
        extra: {
          ...(timeoutMs !== undefined ? { timeout: timeoutMs / 1000 } : {}),
          issue_codes: [issueCode(1000), issueCode(1001)],
        },
      },
    ],
  };
}

const networkError = (): ClientErrorObject => ({
  error: ErrorMessage.NETWORK_ERROR,
  errors: [{ message: ErrorMessage.NETWORK_ERROR, error_type: ErrorType.FRONTEND_NETWORK_ERROR, level: 'error', extra: null }],
});

const sessionTimedOut = (): ClientErrorObject => ({ error: ErrorMessage.SESSION_TIMED_OUT, errors: [CSRF_ERROR] });

/**
 * When the body says nothing usable: for an error status its name, else its status text; for
 * anything else (a 2xx/3xx handed in as a failure) 'Unknown error', never a misleading "OK".
 */
function statusFallback(response: ResponseLike): string {
  if (response.status < 400) return ErrorMessage.UNKNOWN_ERROR;
  return httpStatusName(response.status) ?? (response.statusText.trim() || ErrorMessage.UNKNOWN_ERROR);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function fromResponse(response: ResponseLike): Promise<ClientErrorObject> {
  const base = { status: response.status, ...(response.statusText ? { statusText: response.statusText } : {}) };
  if (response.bodyUsed) return { ...base, error: statusFallback(response) };
  let body: string;
  try {
    // A clone, so the caller can still read the original response.
    body = await response.clone().text();
  } catch {
    return { ...base, error: statusFallback(response) };
  }
  const json = parseJson(body);
  if (isPlainRecord(json)) {
    const parsed = parseErrorPayload(json);
    return { ...parsed, ...base, error: parsed.error ?? statusFallback(response) };
  }
  // A JSON string body ("\"Not allowed\"") is a text message in quotes.
  const bodyText = typeof json === 'string' ? json : body;
  if (isCsrfError(bodyText)) return { ...base, ...sessionTimedOut() };
  const plain = bodyText.trim();
  // An HTML error page (proxy, framework default) is no message for a user; its status is.
  if (plain !== '' && !plain.startsWith('<')) return { ...base, error: plain };
  return { ...base, error: statusFallback(response) };
}

function fromError(error: Error): ClientErrorObject {
  if (isCsrfError(error.message)) return sessionTimedOut();
  return {
    error: error.message.trim() || ErrorMessage.GENERIC_ERROR,
    ...(error.stack ? { stacktrace: error.stack } : {}),
  };
}

/**
 * Normalises anything a request can fail with into a {@link ClientErrorObject} whose `error` is a
 * user-facing string (product spec §8):
 *
 * - a fetch `Response` (or `{ response }`): its JSON error payload (see `parseErrorPayload`), else
 *   its text (CSRF → session timed out; HTML is ignored), else the status name for 400–599, the
 *   status text, or 'Unknown error';
 * - a timeout (`{ statusText: 'timeout', timeout }` or a TimeoutError): 'Request timed out' with a
 *   typed `FRONTEND_TIMEOUT_ERROR` carrying the seconds waited and issue codes 1000 and 1001;
 * - an AbortError: 'Request aborted' with `statusText: 'abort'` (callers usually ignore it);
 * - a fetch network failure (TypeError): 'Network error';
 * - any other Error: its message, its stack kept in `stacktrace`;
 * - a plain error object: read as an error payload;
 * - a string: itself; nothing usable at all: 'An error occurred'.
 *
 * Never rejects.
 *
 * @example
 * ```ts
 * const response = await fetch('/api/v1/chart/data', init);
 * if (!response.ok) throw await getClientErrorObject(response);
 * ```
 */
export async function getClientErrorObject(responseOrError: unknown): Promise<ClientErrorObject> {
  const input = responseOrError;
  if (typeof input === 'string') {
    if (isCsrfError(input)) return sessionTimedOut();
    return { error: input.trim() || ErrorMessage.GENERIC_ERROR };
  }
  if (isResponseLike(input)) return fromResponse(input);
  if (!isPlainRecord(input)) return { error: ErrorMessage.GENERIC_ERROR };
  if (isResponseLike(input.response)) return fromResponse(input.response);
  if (isAbortError(input)) return { error: ErrorMessage.REQUEST_ABORTED, statusText: 'abort' };
  if (isTimeout(input)) return timeoutError(typeof input.timeout === 'number' ? input.timeout : undefined);
  if (isNetworkError(input)) return networkError();
  if (input instanceof Error) return fromError(input);
  const parsed = parseErrorPayload(input);
  return { ...parsed, error: parsed.error ?? parsed.statusText ?? ErrorMessage.GENERIC_ERROR };
}
