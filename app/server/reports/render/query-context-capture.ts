import type { BrowserContext } from 'playwright-core';
import { ReportRunError } from '../report-model.js';
import { refusedObjectCall } from './page-capture.js';

/** What to read from the chart's explore page. */
export interface QueryContextCaptureRequest {
  /** The chart's standalone explore page, absolute. */
  url: string;
  chartName: string;
  username: string;
  timeoutMs: number;
  signal: AbortSignal;
}

/** The name of the function the page reports its chart-data request bodies to. */
const REPORT_BINDING = 'tesseraReportQueryContext';

/** A chart-data request body, parsed, when it is a query context. */
export function parseQueryContextBody(text: string): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' && !Array.isArray(body) && Array.isArray((body as { queries?: unknown }).queries) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Runs in the page before its own scripts: reports the body of each `POST /api/v1/chart/data`
 * the page sends (the browser's request events do not carry bodies sent as a `Request`). Plain
 * JavaScript text, so no build step can add helpers the page does not have.
 */
const OBSERVE_CHART_DATA_REQUESTS = `(() => {
  const original = window.fetch.bind(window);
  const report = window[${JSON.stringify(REPORT_BINDING)}];
  window.fetch = (input, init) => {
    try {
      const isRequest = input instanceof Request;
      const url = new URL(isRequest ? input.url : String(input), window.location.href);
      const method = String((init && init.method) || (isRequest ? input.method : 'GET')).toUpperCase();
      if (method === 'POST' && url.pathname === '/api/v1/chart/data') {
        if (init && typeof init.body === 'string') report(init.body);
        else if (isRequest) input.clone().text().then(report, () => undefined);
      }
    } catch (error) {
      // Observing must never break the page's own request.
    }
    return original(input, init);
  };
})();`;

/**
 * The query context the chart's own viz builds (its `buildQuery`), read from the chart-data
 * request its explore page sends, for a chart saved without one. Superset does the same: it opens
 * the chart in the browser so the front end produces the query context a CSV report needs.
 * Nothing is written to the chart. A refusal is a `ReportRunError`; a page that sends no query in
 * time (or a browser that cannot start) is a plain `Error`, so the caller may fall back.
 */
export async function captureQueryContext(context: BrowserContext, request: QueryContextCaptureRequest): Promise<Record<string, unknown>> {
  const label = `chart "${request.chartName}"`;
  const page = await context.newPage();
  let settle: { resolve: (body: Record<string, unknown>) => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
  const found = new Promise<Record<string, unknown>>((resolve, reject) => {
    settle = { resolve, reject };
  });
  found.catch(() => undefined);
  const onResponse = (response: Parameters<typeof refusedObjectCall>[0]) => {
    const call = refusedObjectCall(response);
    if (call) settle.reject(new ReportRunError(`${request.username} cannot read ${label}: the page was refused (${call}).`));
  };
  const onAbort = () => settle.reject(new ReportRunError(`Reading the query of ${label} was stopped.`));
  await page.exposeFunction(REPORT_BINDING, (text: string) => {
    const body = parseQueryContextBody(text);
    if (body) settle.resolve(body);
  });
  await page.addInitScript({ content: OBSERVE_CHART_DATA_REQUESTS });
  page.on('response', onResponse);
  request.signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => settle.reject(new Error(`The explore page of ${label} sent no query within ${Math.round(request.timeoutMs / 1000)} s.`)), request.timeoutMs);
  try {
    await Promise.race([page.goto(request.url, { waitUntil: 'commit', timeout: request.timeoutMs }), found]);
    return await found;
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', onAbort);
    page.off('response', onResponse);
    await page.close().catch(() => undefined);
  }
}
