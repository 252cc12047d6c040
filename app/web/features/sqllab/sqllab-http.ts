import { getClientErrorObject, getErrorMessage, type ClientErrorObject } from '@core/errors/index.js';
import { apiFetch } from '../../api/api-fetch';

/** A failed SQL Lab request: the HTTP status (null without a response) and the normalised error. */
export class SqlLabRequestError extends Error {
  override readonly name = 'SqlLabRequestError';
  constructor(
    readonly status: number | null,
    readonly clientError: ClientErrorObject,
  ) {
    super(getErrorMessage(clientError));
  }
}

/** Any failure as a {@link SqlLabRequestError}; a Response keeps its status and payload. */
export async function toRequestError(failure: unknown): Promise<SqlLabRequestError> {
  if (failure instanceof SqlLabRequestError) return failure;
  const clientError = await getClientErrorObject(failure);
  const status = failure instanceof Response ? failure.status : (clientError.status ?? null);
  return new SqlLabRequestError(status, clientError);
}

/** Sends a request through the app's CSRF-aware fetch; rejects with a {@link SqlLabRequestError} unless 2xx. */
export async function sqlLabRequest(path: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await apiFetch(path, init);
  } catch (error) {
    throw await toRequestError(error);
  }
  if (!response.ok) throw await toRequestError(response);
  return response;
}

/** GET a JSON body. */
export async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  return (await (await sqlLabRequest(path, init)).json()) as T;
}

/** POST/PUT/DELETE with an optional JSON body; resolves with the JSON answer (null when empty). */
export async function sendJson<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, init?: RequestInit): Promise<T> {
  const response = await sqlLabRequest(path, {
    ...init,
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return (text === '' ? null : JSON.parse(text)) as T;
}
