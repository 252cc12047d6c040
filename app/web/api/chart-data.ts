import { ErrorMessage, getClientErrorObject, type ClientErrorObject } from '@core/errors/index.js';
import type { ChartDataResponse, QueryContext } from '@core/plugin-api/index.js';
import { ApiCallError, readJson } from './api-call-error';
import { apiFetch } from './api-fetch';
import { ARROW_STREAM_TYPE, readArrowChartData } from './chart-data-arrow';

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
 * Arrow IPC stream, read here into the same response shape as JSON.
 */
export async function postChartData(queryContext: QueryContext, signal?: AbortSignal, url = '/api/v1/chart/data'): Promise<ChartDataOutcome> {
  const response = await apiFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(queryContext.result_format === 'arrow' ? { Accept: `${ARROW_STREAM_TYPE}, application/json;q=0.5` } : {}) },
    body: JSON.stringify(queryContext),
    ...(signal ? { signal } : {}),
  });
  if (response.status === 200 && (response.headers.get('content-type') ?? '').startsWith(ARROW_STREAM_TYPE)) {
    return { kind: 'data', response: readArrowChartData(new Uint8Array(await response.arrayBuffer())) };
  }
  if (response.status === 200) return { kind: 'data', response: (await response.json()) as ChartDataResponse };
  if (response.status === 202) return { kind: 'async', job: (await response.json()) as AsyncJob };
  throw new ApiCallError(await getClientErrorObject(response));
}

interface AsyncEvent {
  id: string;
  job_id: string;
  status: 'done' | 'error' | string;
  result_url: string | null;
  errors?: Array<{ message?: string }>;
}

const sleep = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    }, { once: true });
  });

/** Waits for an async chart-data job by polling the caller's event stream, then fetches its result. */
export async function awaitAsyncJob(job: AsyncJob, pollingDelayMs: number, signal?: AbortSignal): Promise<ChartDataResponse> {
  const init = signal ? { signal } : {};
  let lastId: string | null = null;
  for (;;) {
    const url: string = lastId ? `/api/v1/async_event/?last_id=${encodeURIComponent(lastId)}` : '/api/v1/async_event/';
    const body: { result: AsyncEvent[] } = await readJson(await apiFetch(url, init));
    for (const event of body.result) {
      lastId = event.id;
      if (event.job_id !== job.job_id) continue;
      if (event.status === 'done' && event.result_url) {
        return readJson<ChartDataResponse>(await apiFetch(event.result_url, init));
      }
      if (event.status === 'error') {
        const message = event.errors?.[0]?.message ?? 'An error occurred';
        throw new ApiCallError({ error: message, errors: (event.errors ?? []) as ClientErrorObject['errors'] });
      }
    }
    await sleep(pollingDelayMs, signal);
  }
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
