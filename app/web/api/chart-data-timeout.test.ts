// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorType } from '@core/errors/index.js';
import type { QueryContext } from '@core/plugin-api/index.js';
import { ApiCallError } from './api-call-error';
import { configureAsyncEvents } from './async-events';
import { configureChartRequestTimeout, fetchChartData } from './chart-data';

const context = { datasource: { id: 1, type: 'table' }, queries: [{ columns: ['x'] }], result_format: 'json', result_type: 'full' } as QueryContext;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server whose chart-data answer is `chartData` (never, when it returns null): the request then waits for its abort. */
function stubServer(chartData: (url: string) => Response | null, events: () => unknown[] = () => []) {
  const eventUrls: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('csrf_token')) return Promise.resolve(json({ result: 'token' }));
    if (url.includes('/api/v1/async_event/')) {
      eventUrls.push(url);
      return Promise.resolve(json({ result: events() }));
    }
    const answer = chartData(url);
    if (answer) return Promise.resolve(answer);
    return new Promise<Response>((_, reject) => {
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  });
  return { eventUrls };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  configureAsyncEvents({ GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling', GLOBAL_ASYNC_QUERIES_POLLING_DELAY: 500 });
});

afterEach(() => {
  configureChartRequestTimeout(60);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('chart request timeout', () => {
  it('gives up after SUPERSET_WEBSERVER_TIMEOUT × 1000 ms with the timeout message and hints', async () => {
    configureChartRequestTimeout(3);
    stubServer(() => null);
    const outcome = fetchChartData(context, { pollingDelayMs: 500 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiCallError);
    const { clientError } = error as ApiCallError;
    expect(clientError).toMatchObject({ error: 'Request timed out', statusText: 'timeout', timeout: 3000 });
    expect(clientError.errors?.[0]).toMatchObject({
      error_type: ErrorType.FRONTEND_TIMEOUT_ERROR,
      extra: {
        timeout: 3,
        issue_codes: [
          { code: 1000, message: 'Issue 1000 - The dataset is too large to query.' },
          { code: 1001, message: 'Issue 1001 - The database is under an unusual load.' },
        ],
      },
    });
  });

  it("leaves the caller's abort as an abort", async () => {
    stubServer(() => null);
    const controller = new AbortController();
    const outcome = fetchChartData(context, { pollingDelayMs: 500, signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await expect(outcome).resolves.toMatchObject({ name: 'AbortError' });
  });

  it('does not count the wait for an async job, only its requests', async () => {
    configureChartRequestTimeout(1);
    let ready = false;
    const result = { result: [{ data: [{ x: 1 }], rowcount: 1, colnames: ['x'], coltypes: [0], status: 'success' }] };
    const { eventUrls } = stubServer(
      (url) => (url.endsWith('/api/v1/chart/data') ? json({ channel_id: 'c', job_id: 'job-1', status: 'pending', result_url: null }, 202) : json(result)),
      () => (ready ? [{ id: '2-0', job_id: 'job-1', status: 'done', result_url: '/api/v1/chart/data/job-1' }] : []),
    );
    const outcome = fetchChartData(context, { pollingDelayMs: 500 });
    await vi.advanceTimersByTimeAsync(5_000);
    ready = true;
    await vi.advanceTimersByTimeAsync(500);
    await expect(outcome).resolves.toMatchObject({ result: [{ rowcount: 1 }] });
    expect(eventUrls.length).toBeGreaterThan(5);
    expect(localStorage.getItem('last_async_event_id')).toBe('2-0');
  });
});
