import os from 'node:os';
import path from 'node:path';
import { expect, request, test, type APIRequestContext, type Browser, type Frame, type FrameLocator, type Locator, type Page, type Request } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT, E2E_GUEST_TOKEN_EXP_SECONDS } from '../../playwright.config';
import { startEmbedHost, type EmbedHost } from '../fixtures/embed-host/embed-host-server';
import { csrfHeaders } from './log-in';

// A visitor stays on the host application's page longer than a guest token lives: the e2e server
// signs guest tokens for a few seconds only (GUEST_TOKEN_JWT_EXP_SECONDS in playwright.config.ts),
// the unmodified SDK fetches a new one from the host's backend before each expires and hands it to
// the iframe, and the dashboard keeps answering with the new token, without reloading. Then the
// `dashboardUiConfig` options embedded.spec.ts leaves out: hideTab, on a dashboard with tabs made
// here through the API, and a filter bar shown but not expanded.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const TESSERA_URL = `http://127.0.0.1:${E2E_PORT}`;
const HOST_PORT = Number(process.env.TESSERA_E2E_EMBED_HOST_PORT ?? E2E_PORT + 10);
const HOST_ORIGIN = `http://127.0.0.1:${HOST_PORT}`;
const BIRTHS_CHARTS = ['Total births', 'Births by gender over the years', 'Births by state (top 10)', 'Most common names'];
const PIE = 'Births by state (top 10)';
const run = Date.now() % 100_000;
const shot = (name: string) => path.join(os.tmpdir(), 'tessera-e2e', `embedded-session-${name}.png`);

let host: EmbedHost;
let admin: APIRequestContext;
let birthsUuid = '';
let birthsId = 0;

/** An API client signed in as the administrator with an access token, as a script would be. */
async function adminApi(): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: TESSERA_URL });
  const login = await context.post('/api/v1/security/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password, provider: 'db' } });
  expect(login.status(), await login.text()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  await context.dispose();
  return request.newContext({ baseURL: TESSERA_URL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

/** Turns embedding on for a dashboard, allowing the host page's origin; answers its uuid. */
async function enableEmbedding(idOrSlug: string | number): Promise<string> {
  const response = await admin.post(`/api/v1/dashboard/${idOrSlug}/embedded`, { headers: await csrfHeaders(admin), data: { allowed_domains: [HOST_ORIGIN] } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { uuid: string } }).result.uuid;
}

test.beforeAll(async () => {
  host = await startEmbedHost({ port: HOST_PORT, tesseraUrl: TESSERA_URL, username: E2E_ADMIN.username, password: E2E_ADMIN.password });
  admin = await adminApi();
  birthsUuid = await enableEmbedding('births');
  const births = await admin.get('/api/v1/dashboard/births');
  expect(births.status(), await births.text()).toBe(200);
  birthsId = ((await births.json()) as { result: { id: number } }).result.id;
});

test.afterAll(async () => {
  await admin?.delete('/api/v1/dashboard/births/embedded', { headers: await csrfHeaders(admin) });
  await admin?.dispose();
  await host?.close();
});

const dashboardFrame = (page: Page): FrameLocator => page.frameLocator('#dashboard iframe');
const chartIn = (frame: FrameLocator, name: string): Locator =>
  frame.locator('[data-layout-type="CHART"][data-chart-status]').filter({ has: frame.getByRole('heading', { name }) });

async function expectChartsPainted(frame: FrameLocator, names: readonly string[]): Promise<void> {
  for (const name of names) await expect(chartIn(frame, name)).toHaveAttribute('data-chart-status', 'rendered', { timeout: 30_000 });
}

async function openHostPage(browser: Browser, uuid: string, query: Record<string, string> = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1100 } });
  const page = await context.newPage();
  await page.goto(`${HOST_ORIGIN}/?${new URLSearchParams({ id: uuid, ...query })}`);
  await expect(page.locator('#status')).toHaveText('embedded');
  return page;
}

/** The embedded page's frame itself (not a locator), to read and write its `window`. */
function embeddedFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${TESSERA_URL}/embedded/`));
  if (!frame) throw new Error('The host page holds no embedded dashboard frame');
  return frame;
}

/** The `exp` claim of a JWT, in seconds since the epoch, read without checking its signature. */
function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number };
  return payload.exp;
}

test('a refreshed guest token carries on: after the first token expires, a cross-filter still gets data, and the page is never reloaded', async ({ browser }) => {
  const page = await openHostPage(browser, birthsUuid, { emitDataMasks: '1' });
  const frame = dashboardFrame(page);
  // Every chart-data request the iframe sends, with the guest token it carried and its answer's status.
  const chartData: Array<{ token: string; request: Request }> = [];
  page.on('request', (request) => {
    const token = request.headers()['x-guesttoken'];
    if (token && request.url().startsWith(`${TESSERA_URL}/api/v1/chart/data`)) chartData.push({ token, request });
  });
  await expectChartsPainted(frame, BIRTHS_CHARTS);
  const minted = host.tokensMinted();

  // Marks on both windows: a reload of either would wipe its mark.
  await embeddedFrame(page).evaluate(() => Object.assign(window, { sessionMark: 'first load' }));
  await page.evaluate(() => Object.assign(window, { sessionMark: 'first load' }));

  // The token the page starts with: short-lived, as the server is configured.
  await expect.poll(() => chartData.length).toBeGreaterThan(0);
  const firstToken = chartData[0]!.token;
  const firstExpiry = expiryOf(firstToken);
  expect(firstExpiry - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(E2E_GUEST_TOKEN_EXP_SECONDS);

  // The SDK asks the host for a new token a few seconds before the first one expires; wait past that expiry.
  await expect.poll(() => host.tokensMinted(), { timeout: (E2E_GUEST_TOKEN_EXP_SECONDS + 20) * 1000 }).toBeGreaterThan(minted);
  const untilExpired = firstExpiry * 1000 + 1500 - Date.now();
  if (untilExpired > 0) await page.waitForTimeout(untilExpired);
  // Tessera now refuses the first token.
  const refused = await page.request.get(`${TESSERA_URL}/api/v1/dashboard/${birthsId}`, { headers: { 'X-GuestToken': firstToken } });
  expect(refused.status()).toBe(401);
  expect(await refused.text()).toContain('Guest token has expired');

  // A cross-filter after the expiry: the other charts ask again, with the new token, and paint.
  const sent = chartData.length;
  await chartIn(frame, PIE).locator('[data-part="slice"]').nth(1).click();
  await expect.poll(() => chartData.length, { timeout: 30_000 }).toBeGreaterThan(sent);
  await expectChartsPainted(frame, BIRTHS_CHARTS);
  const after = chartData.slice(sent);
  for (const { token, request } of after) {
    expect(token, 'a chart asks with the refreshed token').not.toBe(firstToken);
    expect(expiryOf(token)).toBeGreaterThan(firstExpiry);
    const response = await request.response();
    expect(response?.status(), `${request.url()} answers with data`).toBe(200);
  }
  await expect(page.locator('#observed-mask')).toContainText('"state"');
  await expect(frame.getByText('Access expired')).toHaveCount(0);
  const renewed = await page.request.get(`${TESSERA_URL}/api/v1/dashboard/${birthsId}`, { headers: { 'X-GuestToken': after.at(-1)!.token } });
  expect(renewed.status(), 'the refreshed token opens the dashboard it names').toBe(200);

  // Neither the iframe nor the host page was reloaded.
  expect(await embeddedFrame(page).evaluate(() => (window as unknown as { sessionMark?: string }).sessionMark)).toBe('first load');
  expect(await page.evaluate(() => (window as unknown as { sessionMark?: string }).sessionMark)).toBe('first load');
  await page.screenshot({ path: shot('1-after-refresh'), fullPage: true });
  await page.context().close();
});

test('filters visible but not expanded: the filter bar starts as a collapsed rail that opens on demand', async ({ browser }) => {
  const page = await openHostPage(browser, birthsUuid, { filtersExpanded: '0' });
  const frame = dashboardFrame(page);
  await expectChartsPainted(frame, BIRTHS_CHARTS);
  const bar = frame.getByTestId('filter-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-collapsed');
  await expect(bar.getByRole('heading', { name: 'Filters' })).toHaveCount(0);
  expect((await bar.boundingBox())!.width).toBeLessThan(80);
  await page.screenshot({ path: shot('2-filters-collapsed'), fullPage: true });

  await bar.getByRole('button', { name: 'Expand filter bar' }).click();
  await expect(bar).not.toHaveAttribute('data-collapsed');
  await expect(bar.getByRole('heading', { name: 'Filters' })).toBeVisible();
  await page.context().close();
});

/** Births' charts by name, from the API. */
async function birthsCharts(): Promise<Map<string, number>> {
  const response = await admin.get('/api/v1/dashboard/births/charts');
  expect(response.status(), await response.text()).toBe(200);
  const { result } = (await response.json()) as { result: Array<{ id: number; slice_name: string }> };
  return new Map(result.map((chart) => [chart.slice_name, chart.id]));
}

/** A dashboard with top-level tabs (the root's child, as Superset lays them out): "Totals" (the big number) and "States" (the pie). */
async function createTabbedDashboard(): Promise<number> {
  const charts = await birthsCharts();
  const total = charts.get('Total births')!;
  const pie = charts.get(PIE)!;
  const tabs = ['ROOT_ID', 'TABS-births'];
  const chart = (id: number, name: string, tab: string, row: string) => ({
    type: 'CHART',
    id: `CHART-${id}`,
    children: [],
    parents: [...tabs, tab, row],
    meta: { chartId: id, sliceName: name, width: 6, height: 50 },
  });
  const position = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['TABS-births'] },
    'TABS-births': { type: 'TABS', id: 'TABS-births', children: ['TAB-totals', 'TAB-states'], parents: ['ROOT_ID'], meta: {} },
    'TAB-totals': { type: 'TAB', id: 'TAB-totals', children: ['ROW-totals'], parents: tabs, meta: { text: 'Totals' } },
    'TAB-states': { type: 'TAB', id: 'TAB-states', children: ['ROW-states'], parents: tabs, meta: { text: 'States' } },
    'ROW-totals': { type: 'ROW', id: 'ROW-totals', children: [`CHART-${total}`], parents: [...tabs, 'TAB-totals'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
    'ROW-states': { type: 'ROW', id: 'ROW-states', children: [`CHART-${pie}`], parents: [...tabs, 'TAB-states'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
    [`CHART-${total}`]: chart(total, 'Total births', 'TAB-totals', 'ROW-totals'),
    [`CHART-${pie}`]: chart(pie, PIE, 'TAB-states', 'ROW-states'),
  };
  const response = await admin.post('/api/v1/dashboard/', {
    headers: await csrfHeaders(admin),
    data: { dashboard_title: `Births in tabs ${run}`, published: true, position_json: JSON.stringify(position), json_metadata: JSON.stringify({ native_filter_configuration: [] }) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('hideTab hides the tab bar of a dashboard with tabs, and the first tab still shows', async ({ browser }) => {
  const dashboardId = await createTabbedDashboard();
  const uuid = await enableEmbedding(dashboardId);

  // Without hideTab the tab bar shows both tabs, and a visitor can switch between them.
  const page = await openHostPage(browser, uuid);
  const frame = dashboardFrame(page);
  const tabs = frame.getByRole('tab');
  await expect(tabs).toHaveText(['Totals', 'States']);
  await expect(frame.locator('.dashboard-component-tabs-bar')).toBeVisible();
  await expectChartsPainted(frame, ['Total births']);
  await page.screenshot({ path: shot('3-tabs-shown'), fullPage: true });
  await frame.getByRole('tab', { name: 'States' }).click();
  await expectChartsPainted(frame, [PIE]);
  await page.context().close();

  // With hideTab: no tab bar; the first tab's content shows, the other tab's stays hidden.
  const hidden = await openHostPage(browser, uuid, { hideTab: '1' });
  const hiddenFrame = dashboardFrame(hidden);
  await expectChartsPainted(hiddenFrame, ['Total births']);
  await expect(hiddenFrame.getByRole('tab')).toHaveCount(0);
  await expect(hiddenFrame.locator('.dashboard-component-tabs-bar')).toHaveCount(0);
  await expect(hiddenFrame.getByRole('heading', { name: PIE })).toBeHidden();
  // The title still shows: hideTab hides the tabs only.
  await expect(hiddenFrame.getByTestId('dashboard-title')).toHaveText(`Births in tabs ${run}`);
  await hidden.screenshot({ path: shot('4-tabs-hidden'), fullPage: true });
  await hidden.context().close();

  await admin.delete(`/api/v1/dashboard/${dashboardId}/embedded`, { headers: await csrfHeaders(admin) });
});
