import { getClientErrorObject, getErrorMessage, type ClientErrorObject } from '@core/errors/index.js';
import { ApiCallError } from '../../api/api-call-error';
import { apiFetch } from '../../api/api-fetch';
import { risonParam } from '../../components/list-view';
import type { ExecuteRequest, ExecuteResponse, ServerQuery } from './sqllab-api';

/** The media type of Arrow IPC streams. */
export const ARROW_STREAM_TYPE = 'application/vnd.apache.arrow.stream';

/** What execute answers: the JSON payload, or the bytes of an Arrow IPC stream of the run's rows. */
export type ExecuteAnswer = { status: number; body: ExecuteResponse } | { status: number; stream: ReadableStream<Uint8Array> };

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

/**
 * Any failure as a {@link SqlLabRequestError}: a Response keeps its status and payload, an
 * {@link ApiCallError} (an RTK Query endpoint's failure) its normalised error and status.
 */
export async function toRequestError(failure: unknown): Promise<SqlLabRequestError> {
  if (failure instanceof SqlLabRequestError) return failure;
  if (failure instanceof ApiCallError) return new SqlLabRequestError(failure.clientError.status ?? null, failure.clientError);
  const clientError = await getClientErrorObject(failure);
  const status = failure instanceof Response ? failure.status : (clientError.status ?? null);
  return new SqlLabRequestError(status, clientError);
}

/** Sends a request through the app's CSRF-aware fetch; rejects with a {@link SqlLabRequestError} unless 2xx. */
async function laneRequest(path: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await apiFetch(path, init);
  } catch (error) {
    throw await toRequestError(error);
  }
  if (!response.ok) throw await toRequestError(response);
  return response;
}

const postJson = (path: string, body: unknown): Promise<Response> =>
  laneRequest(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/**
 * SQL Lab's query lane: running SQL and following the run (its stored rows, a stop, the polling of
 * async runs). Like the chart-data lane, these are not cached resources: each call goes to the
 * server, its answer is read once by the query runner and kept in SQL Lab's own state and results
 * cache. Every other SQL Lab call is an RTK Query endpoint (`sqllab-api.ts`).
 */
export const sqlLabQueryLane = {
  /**
   * `POST /api/v1/sqllab/execute/`: 200 with the rows, or 202 with the queued run. Asks for an
   * Arrow IPC stream first: our server then answers a synchronous run's rows batch by batch as the
   * engine reads them (`stream`, read by `readArrowStream`); JSON otherwise. Aborting `signal`
   * cuts the stream, which stops the run on the server.
   */
  execute: async (body: ExecuteRequest, signal?: AbortSignal): Promise<ExecuteAnswer> => {
    const response = await laneRequest('/api/v1/sqllab/execute/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: `${ARROW_STREAM_TYPE}, application/json;q=0.9` },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
    if ((response.headers.get('content-type') ?? '').toLowerCase().startsWith(ARROW_STREAM_TYPE) && response.body) return { status: response.status, stream: response.body };
    return { status: response.status, body: (await response.json()) as ExecuteResponse };
  },

  /**
   * A run's stored rows. Asks for Arrow IPC first (our server's compact format) and JSON
   * otherwise; the caller reads whichever the response's content type says came back.
   */
  results: (key: string, rows?: number, signal?: AbortSignal): Promise<Response> =>
    laneRequest(`/api/v1/sqllab/results/?q=${risonParam(rows === undefined ? { key } : { key, rows })}`, {
      headers: { Accept: 'application/vnd.apache.arrow.stream, application/json;q=0.9' },
      ...(signal ? { signal } : {}),
    }),

  /** `POST /api/v1/query/stop`. */
  stopQuery: async (clientId: string): Promise<{ result: string }> =>
    (await (await postJson('/api/v1/query/stop', { client_id: clientId })).json()) as { result: string },

  /** The caller's runs changed since a time (`GET /api/v1/query/updated_since`): how async runs are polled. */
  queriesUpdatedSince: async (lastUpdatedMs: number): Promise<ServerQuery[]> =>
    ((await (await laneRequest(`/api/v1/query/updated_since?q=${risonParam({ last_updated_ms: lastUpdatedMs })}`)).json()) as { result: ServerQuery[] }).result,
};

/** The calls of the query lane; tests hand in fakes of them. */
export type SqlLabQueryLane = typeof sqlLabQueryLane;
