import type { BrowserContext, Frame, Page, Response } from 'playwright-core';
import { ReportRunError } from '../report-model.js';

/** The tallest picture taken, in CSS pixels (a runaway layout must not exhaust memory). */
export const MAX_CAPTURE_HEIGHT = 16_000;

/** What to capture of one page. */
export interface CaptureRequest {
  /** The page, absolute, in the report standalone mode. */
  url: string;
  kind: 'chart' | 'dashboard';
  /** The chart's or dashboard's name, for messages. */
  name: string;
  /** The executor's username, for messages. */
  username: string;
  viewport: { width: number; height: number };
  png: boolean;
  pdf: boolean;
  /** How long the page may take to signal that every chart has finished. */
  timeoutMs: number;
  signal: AbortSignal;
}

export interface CaptureResult {
  png: Buffer | null;
  pdf: Buffer | null;
}

/** The element pictured: the dashboard's grid, or explore's chart area. */
const CONTENT_SELECTOR = { dashboard: '.dashboard-content', chart: '[data-testid="chart-area"]' } as const;

/** API answers that mean the page's object is hidden from (or unknown to) the executor. */
const OBJECT_API = /^\/api\/v1\/(?:dashboard\/(?:p\/)?[^/]+\/?(?:charts\/?)?|explore\/?|chart\/\d+\/?)$/;

/** The object API call of a failed page load, if `response` is one: 401, 403 or 404 from the chart or dashboard API. */
export function refusedObjectCall(response: { url(): string; status(): number }): string | null {
  const status = response.status();
  if (status !== 401 && status !== 403 && status !== 404) return null;
  const pathname = new URL(response.url()).pathname;
  return OBJECT_API.test(pathname) ? `${pathname} answered ${status}` : null;
}

/** Waits two frames: the layout after a resize has been painted. */
async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Opens the page in `context` (which carries the executor's session cookie), waits for the page's
 * own signal that every shown chart has finished (`document.documentElement.dataset.reportReady`),
 * never a fixed sleep, then pictures the content element at its full height (PNG) and prints the
 * page at that size (PDF). Fails with a `ReportRunError` naming the executor when the page's
 * object is refused or the session is not accepted, and when the signal does not come in time.
 */
export async function capturePage(context: BrowserContext, request: CaptureRequest): Promise<CaptureResult> {
  const label = `${request.kind} "${request.name}"`;
  const page = await context.newPage();
  let refuse: (error: ReportRunError) => void = () => undefined;
  const refused = new Promise<never>((_, reject) => {
    refuse = reject;
  });
  refused.catch(() => undefined);
  const onResponse = (response: Response) => {
    const call = refusedObjectCall(response);
    if (call) refuse(new ReportRunError(`${request.username} cannot read ${label}: the page was refused (${call}).`));
  };
  const onAbort = () => refuse(new ReportRunError(`Rendering ${label} was stopped.`));
  // The server sends a visitor it does not know to the login page: the executor's session was refused.
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname.startsWith('/login')) {
      refuse(new ReportRunError(`The session of ${request.username} was not accepted while rendering ${label}.`));
    }
  };
  page.on('response', onResponse);
  page.on('framenavigated', onNavigated);
  request.signal.addEventListener('abort', onAbort, { once: true });
  if (request.signal.aborted) onAbort();
  const started = Date.now();
  const remaining = () => Math.max(1, request.timeoutMs - (Date.now() - started));
  // The page's state is polled too, not only navigation events: a login page reached by the
  // app's own client-side redirect is caught even if its navigation event was missed.
  const waitReady = async () => {
    const state = await Promise.race([
      page.waitForFunction(
        () => (window.location.pathname.startsWith('/login') ? 'login' : document.documentElement.dataset['reportReady'] === 'true' ? 'ready' : false),
        undefined,
        { timeout: remaining() },
      ),
      refused,
    ]);
    if ((await state.jsonValue()) === 'login') throw new ReportRunError(`The session of ${request.username} was not accepted while rendering ${label}.`);
  };
  try {
    await Promise.race([page.goto(request.url, { waitUntil: 'commit', timeout: remaining() }), refused]);
    try {
      await waitReady();
    } catch (error) {
      if (error instanceof ReportRunError) throw error;
      throw new ReportRunError(`The ${label} did not finish rendering within ${Math.round(request.timeoutMs / 1000)} s.`);
    }
    const content = page.locator(CONTENT_SELECTOR[request.kind]).first();
    // A PDF page is as tall as the content (a dashboard's grid), a chart's as the window.
    let pageHeight = request.viewport.height;
    if (request.kind === 'dashboard') {
      // The grid scrolls inside the page: grow the window to its full height so nothing is cut off.
      const bottom = await content.evaluate((element) => Math.ceil(element.getBoundingClientRect().top + element.scrollHeight));
      pageHeight = Math.min(MAX_CAPTURE_HEIGHT, bottom);
      const height = Math.min(MAX_CAPTURE_HEIGHT, Math.max(request.viewport.height, bottom));
      if (height !== request.viewport.height) {
        await page.setViewportSize({ width: request.viewport.width, height });
        await Promise.race([nextPaint(page), refused]);
        await waitReady();
      }
    }
    await Promise.race([nextPaint(page), refused]);
    const png = request.png ? await content.screenshot({ type: 'png', animations: 'disabled', timeout: remaining() }) : null;
    let pdf: Buffer | null = null;
    if (request.pdf) {
      await page.emulateMedia({ media: 'screen' });
      pdf = await page.pdf({ width: `${request.viewport.width}px`, height: `${pageHeight}px`, printBackground: true, pageRanges: '1' });
    }
    return { png, pdf };
  } finally {
    request.signal.removeEventListener('abort', onAbort);
    page.off('response', onResponse);
    page.off('framenavigated', onNavigated);
    await page.close().catch(() => undefined);
  }
}
