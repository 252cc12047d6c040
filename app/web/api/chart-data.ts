import { ErrorMessage, getClientErrorObject, type ClientErrorObject } from '@core/errors/index.js';
import type { ChartDataResponse, QueryContext } from '@core/plugin-api/index.js';
import { ApiCallError, readJson } from './api-call-error';
import { apiFetch } from './api-fetch';
import { pageAsyncEvents } from './async-events';
import { ARROW_STREAM_TYPE } from './arrow-stream-type';

/** What `postChartData` answers: the data, or the job an async query became. */
export type ChartDataOutcome = { kind: 'data'; response: ChartDataResponse } | { kind: 'async'; job: AsyncJob };

/** Superset's 202 body: the async job to wait for. */
export interface AsyncJob {
  channel_id: string;
  job_id: string;
  status: string;
  result_url: string | null;
}

/**
 * `POST /api/v1/chart/data` (or another chart-data URL, such as a dashboard's). 200 is data; 202 an
 * async job (spec §4); any other status an error (the normalised message of the first error, spec §8).
 * A context with `result_format: 'arrow'` (a viz declaring `dataFormat: 'arrow'`) is answered as an
 * Arrow IPC stream, read here into the same response shape as JSON. Past the chart request
 * timeout it throws 'Request timed out' (see {@link configureChartRequestTimeout}).
 */
export async function postChartData(queryContext: QueryContext, signal?: AbortSignal, url = '/api/v1/chart/data'): Promise<ChartDataOutcome> {
  return withChartTimeout(signal, (timed) => postChartDataNow(queryContext, timed, url));
}

async function postChartDataNow(queryContext: QueryContext, signal: AbortSignal, url: string): Promise<ChartDataOutcome> {
  const response = await apiFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(queryContext.result_format === 'arrow' ? { Accept: `${ARROW_STREAM_TYPE}, application/json;q=0.5` } : {}) },
    body: JSON.stringify(queryContext),
    signal,
  });
  if (response.status === 200 && (response.headers.get('content-type') ?? '').startsWith(ARROW_STREAM_TYPE)) {
    // The Arrow reader (apache-arrow) loads with the first Arrow answer, not with the app.
    const [{ readArrowChartData }, bytes] = await Promise.all([import('./chart-data-arrow'), response.arrayBuffer()]);
    return { kind: 'data', response: readArrowChartData(new Uint8Array(bytes)) };
  }
  if (response.status === 200) return { kind: 'data', response: (await response.json()) as ChartDataResponse };
  if (response.status === 202) return { kind: 'async', job: (await response.json()) as AsyncJob };
  throw new ApiCallError(await getClientErrorObject(response));
}

/**
 * Spec §9: how long a chart request may take, the web server's timeout (`SUPERSET_WEBSERVER_TIMEOUT`
 * seconds) × 1000 ms. Set from the bootstrap by {@link configureChartRequestTimeout}.
 */
let chartRequestTimeoutMs = 60_000;

/** Sets the chart request timeout from the bootstrap's `SUPERSET_WEBSERVER_TIMEOUT` (seconds). */
export function configureChartRequestTimeout(webserverTimeoutSeconds: number): void {
  chartRequestTimeoutMs = Math.max(1, webserverTimeoutSeconds) * 1000;
}

/**
 * Runs one chart request under the chart request timeout: past it the request is aborted and an
 * {@link ApiCallError} 'Request timed out' is thrown, typed `FRONTEND_TIMEOUT_ERROR` with the
 * seconds waited and the hints of issues 1000 and 1001 (spec §8). The caller's abort still wins.
 */
async function withChartTimeout<T>(signal: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timeoutMs = chartRequestTimeoutMs;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The chart request timed out', 'TimeoutError'));
  }, timeoutMs);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  try {
    return await run(controller.signal);
  } catch (error) {
    if (timedOut) throw new ApiCallError(await getClientErrorObject({ statusText: 'timeout', timeout: timeoutMs }));
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/**
 * Waits for an async chart-data job through the page's async-event client (polling or WebSocket,
 * see async-events.ts), then fetches its result under the chart request timeout.
 */
export async function awaitAsyncJob(job: AsyncJob, pollingDelayMs: number, signal?: AbortSignal): Promise<ChartDataResponse> {
  const event = await pageAsyncEvents(pollingDelayMs).waitForEvent(job.job_id, signal);
  if (event.status === 'done' && event.result_url) {
    const resultUrl = event.result_url;
    return withChartTimeout(signal, async (timed) => readJson<ChartDataResponse>(await apiFetch(resultUrl, { signal: timed })));
  }
  const message = event.errors?.[0]?.message ?? ErrorMessage.GENERIC_ERROR;
  throw new ApiCallError({ error: message, errors: (event.errors ?? []) as ClientErrorObject['errors'] });
}

/** The first error of a chart-data answer that came back with errors inside (status 200). */
export function chartDataErrorOf(response: ChartDataResponse): ClientErrorObject | undefined {
  const failed = response.result.find((result) => result.status === 'failed' || result.error);
  if (!failed) return undefined;
  return { error: String(failed.error ?? ErrorMessage.GENERIC_ERROR), errors: failed['errors'] as ClientErrorObject['errors'] };
}

/** Options of {@link fetchChartData}. */
export interface FetchChartDataOptions {
  pollingDelayMs: number;
  signal?: AbortSignal;
  /** The query string the request carries (a dashboard names itself and the chart, as Superset does). */
  search?: URLSearchParams;
}

/**
 * The data of a query context, whatever path it takes: 200 is the data, 202 an async job waited
 * for, and any failure (a status, a failed job, or a query that failed inside a 200) is thrown as
 * an {@link ApiCallError} in the catalogue's words.
 */
export async function fetchChartData(queryContext: QueryContext, options: FetchChartDataOptions): Promise<ChartDataResponse> {
  const query = options.search?.toString();
  const outcome = await postChartData(queryContext, options.signal, query ? `/api/v1/chart/data?${query}` : undefined);
  const response = outcome.kind === 'data' ? outcome.response : await awaitAsyncJob(outcome.job, options.pollingDelayMs, options.signal);
  const inside = chartDataErrorOf(response);
  if (inside) throw new ApiCallError(inside);
  return response;
}
