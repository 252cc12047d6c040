import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { csrfHeaders, logIn } from './log-in';

/**
 * Every chart of the "Maps" example dashboard (17 maps, 11 of them deck.gl) on one tall page, opened in the
 * report mode (`standalone=3`) with software WebGL (and, once, the CPU slowed down four times), never
 * scrolled: the page's "every chart has finished" signal (`reportReady`) must come, each map
 * either drawn or showing why it cannot be. More maps than Chromium keeps WebGL contexts alive
 * for, most of them below the fold. The pictures are kept under <tmp>/tessera-e2e/deck-report-ready.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const SHOTS = process.env.TESSERA_SHOTS_DIR ?? path.join(os.tmpdir(), 'tessera-e2e', 'deck-report-ready');
const run = Date.now() % 100_000;
let dashboardId = 0;
let chartCount = 0;

interface ChartRow {
  id: number;
  slice_name: string;
  viz_type: string;
}

/** The charts in rows of two, 50 grid units high each: all on one tab, most far below a 900 px window. */
function positionJson(charts: readonly ChartRow[]): Record<string, unknown> {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: [], parents: ['ROOT_ID'] },
  };
  for (let i = 0; i < charts.length; i += 2) {
    const rowId = `ROW-${i / 2}`;
    const row = charts.slice(i, i + 2);
    (layout['GRID_ID'] as { children: string[] }).children.push(rowId);
    layout[rowId] = { type: 'ROW', id: rowId, children: row.map((chart) => `CHART-${chart.id}`), parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT' } };
    for (const chart of row) {
      layout[`CHART-${chart.id}`] = { type: 'CHART', id: `CHART-${chart.id}`, children: [], parents: ['ROOT_ID', 'GRID_ID', rowId], meta: { chartId: chart.id, sliceName: chart.slice_name, width: 6, height: 50 } };
    }
  }
  return layout;
}

/** What each chart holder says, for the message of a failed wait. */
async function holderStates(page: Page): Promise<string[]> {
  return page.locator('[data-layout-type="CHART"][data-chart-status]').evaluateAll((holders) =>
    holders.map((holder) => `${holder.querySelector('h2')?.textContent ?? '?'}: ${holder.getAttribute('data-chart-status') ?? '?'}`),
  );
}

test('sets up a dashboard holding every map of the Maps dashboard', async ({ page }) => {
  await logIn(page);
  const response = await page.request.get('/api/v1/dashboard/maps/charts');
  expect(response.status(), await response.text()).toBe(200);
  const charts = ((await response.json()) as { result: Array<{ id: number; slice_name: string; form_data: { viz_type?: string } }> }).result.map((chart) => ({ id: chart.id, slice_name: chart.slice_name, viz_type: chart.form_data.viz_type ?? '' }));
  const maps = charts.filter((chart) => chart.viz_type.startsWith('deck_'));
  expect(maps.length, 'deck.gl maps on the Maps dashboard').toBeGreaterThanOrEqual(10);
  chartCount = charts.length;
  const created = await page.request.post('/api/v1/dashboard/', {
    headers: await csrfHeaders(page.request),
    data: { dashboard_title: `Every map ${run}`, published: true, position_json: JSON.stringify(positionJson(charts)), json_metadata: JSON.stringify({}) },
  });
  expect(created.status(), await created.text()).toBe(201);
  dashboardId = ((await created.json()) as { id: number }).id;
});

/**
 * Opens the dashboard in the report mode with the CPU slowed down `cpuSlowdown` times, never
 * scrolls, and waits for `reportReady`; answers the holders' states.
 */
async function openForReport(page: Page, id: number, name: string, options: { readyTimeoutMs?: number; cpuSlowdown?: number } = {}): Promise<string[]> {
  const { readyTimeoutMs = 180_000, cpuSlowdown = 1 } = options;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.setViewportSize({ width: 1400, height: 900 });
  await logIn(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const started = Date.now();
  await page.goto(`/superset/dashboard/${id}/?standalone=3`);
  await expect(page.locator('[data-layout-type="CHART"][data-chart-status]').first()).toBeAttached({ timeout: 60_000 });
  try {
    await page.waitForFunction(() => document.documentElement.dataset['reportReady'] === 'true', undefined, { timeout: readyTimeoutMs, polling: 500 });
  } catch (error) {
    await page.screenshot({ path: path.join(SHOTS, `${name}-not-ready.png`), fullPage: true });
    throw new Error(`reportReady did not come; charts: ${(await holderStates(page)).join('; ')}`, { cause: error });
  }
  const seconds = (Date.now() - started) / 1000;
  // The last frames (a base map under its data) come after the signal.
  await page.waitForTimeout(2000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  test.info().annotations.push({ type: 'reportReady after', description: `${seconds.toFixed(1)} s` });
  // The page never moved: the maps below the fold were drawn where they are.
  expect(await page.evaluate(() => window.scrollY + (document.querySelector('[data-testid="dashboard-scroll"]')?.scrollTop ?? 0))).toBe(0);
  const states = await holderStates(page);
  // Each map is drawn, or says in place why it is not (no WebGL context to be had): none is left loading.
  for (const holder of await page.locator('[data-layout-type="CHART"][data-chart-status]').all()) {
    const status = await holder.getAttribute('data-chart-status');
    expect(['rendered', 'failed', 'success'], states.join('; ')).toContain(status);
    if (status !== 'rendered') await expect(holder.getByRole('alert')).toHaveCount(1);
  }
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  // What was below the fold, drawn before it was ever scrolled to.
  await page.getByTestId('dashboard-scroll').evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await page.screenshot({ path: path.join(SHOTS, `${name}-bottom.png`) });
  expect(errors).toEqual([]);
  return states;
}

test('in the report mode, under CPU load and never scrolled, every map reports itself drawn', async ({ page }) => {
  test.skip(dashboardId === 0, 'the dashboard was not set up');
  const states = await openForReport(page, dashboardId, 'every-map', { cpuSlowdown: 4 });
  expect(states).toHaveLength(chartCount);
  expect(states.filter((state) => state.endsWith(': rendered')).length, states.join('; ')).toBeGreaterThanOrEqual(chartCount - 1);
});

/**
 * Chromium keeps about 16 WebGL contexts alive and takes the oldest one from its page when one
 * more is made, before or after that map's first frame. Here every second map loses its context
 * as soon as it gets it: those maps say so in place, and the page still finishes.
 */
function loseEverySecondMapContext(): void {
  const getContext = HTMLCanvasElement.prototype.getContext;
  const taken = new WeakSet<HTMLCanvasElement>();
  let maps = 0;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, options?: unknown) {
    const context = (getContext as (this: HTMLCanvasElement, kind: string, options?: unknown) => RenderingContext | null).call(this, kind, options);
    if (kind === 'webgl2' && context instanceof WebGL2RenderingContext && !taken.has(this) && this.closest('[data-testid="deck-chart"]')) {
      taken.add(this);
      if (maps++ % 2 === 1) context.getExtension('WEBGL_lose_context')?.loseContext();
    }
    return context;
  } as typeof HTMLCanvasElement.prototype.getContext;
}

test('maps whose WebGL context is taken back say so, and the report still finishes', async ({ page }) => {
  test.skip(dashboardId === 0, 'the dashboard was not set up');
  await page.addInitScript(loseEverySecondMapContext);
  const states = await openForReport(page, dashboardId, 'contexts-lost', { readyTimeoutMs: 120_000 });
  expect(states).toHaveLength(chartCount);
  const lost = page.getByRole('alert').filter({ hasText: 'could not get a WebGL context' });
  expect(await lost.count(), states.join('; ')).toBeGreaterThanOrEqual(3);
  // The others are drawn as usual.
  expect(states.filter((state) => state.endsWith(': rendered')), states.join('; ')).toHaveLength(chartCount);
  await lost.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'contexts-lost-message.png') });
});

/** A page whose animation frames never come (as a hidden or unfocused page's may be held back). */
function holdAnimationFramesBack(): void {
  let next = 0;
  window.requestAnimationFrame = () => ++next;
  window.cancelAnimationFrame = () => undefined;
}

test('with animation frames held back, every map is still drawn and reported', async ({ page }) => {
  test.skip(dashboardId === 0, 'the dashboard was not set up');
  await page.addInitScript(holdAnimationFramesBack);
  const states = await openForReport(page, dashboardId, 'frames-held-back', { readyTimeoutMs: 120_000 });
  expect(states.filter((state) => state.endsWith(': rendered')), states.join('; ')).toHaveLength(chartCount);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
