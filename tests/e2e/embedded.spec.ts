import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from '../../playwright.config';
import { startEmbedHost, type EmbedHost } from '../fixtures/embed-host/embed-host-server';

// Another application embeds Births with the unmodified @superset-ui/embedded-sdk: the
// administrator turns embedding on through the dashboard's "Embed dashboard" dialog, allowing the
// host application's origin; the host page (another port) mounts the dashboard with guest tokens
// its backend mints, asks the SDK's questions, and shows its answers in the page for us to read.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const TESSERA_URL = `http://127.0.0.1:${E2E_PORT}`;
const HOST_PORT = Number(process.env.TESSERA_E2E_EMBED_HOST_PORT ?? E2E_PORT + 10);
const HOST_ORIGIN = `http://127.0.0.1:${HOST_PORT}`;
/** The same host application reached under another name, which the allowed domains leave out. */
const OTHER_ORIGIN = `http://localhost:${HOST_PORT}`;
const CHARTS = ['Total births', 'Births by gender over the years', 'Births by state (top 10)', 'Most common names'];
const PIE = 'Births by state (top 10)';
const shot = (name: string) => path.join(os.tmpdir(), 'tessera-e2e', `embedded-${name}.png`);

let host: EmbedHost;
let uuid = '';
/** The administrator's signed-in browser state from the first test, so the last one need not sign in again. */
let adminState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

test.beforeAll(async () => {
  host = await startEmbedHost({ port: HOST_PORT, tesseraUrl: TESSERA_URL, username: E2E_ADMIN.username, password: E2E_ADMIN.password });
});

test.afterAll(async () => {
  await host?.close();
});

/** The embedded dashboard's iframe in the host page. */
const dashboardFrame = (page: Page): FrameLocator => page.frameLocator('#dashboard iframe');
const chartIn = (frame: FrameLocator, name: string): Locator =>
  frame.locator('[data-layout-type="CHART"][data-chart-status]').filter({ has: frame.getByRole('heading', { name }) });

async function expectChartsPainted(frame: FrameLocator): Promise<void> {
  for (const name of CHARTS) await expect(chartIn(frame, name)).toHaveAttribute('data-chart-status', 'rendered', { timeout: 30_000 });
}

/** The big number as a number: "87.5M" → 87_500_000, "1,234" → 1234. */
function numberOf(text: string): number {
  const match = /(-?[\d.,]+)\s*([kKMGBT]?)/.exec(text.replace(/\s/g, ''));
  if (!match) throw new Error(`No number in "${text}"`);
  const scale: Record<string, number> = { '': 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9, B: 1e9, T: 1e12 };
  return Number(match[1]!.replace(/,/g, '')) * scale[match[2]!]!;
}

async function totalBirths(frame: FrameLocator): Promise<number> {
  return numberOf(await chartIn(frame, 'Total births').locator('[data-part="header"]').innerText());
}

/** The host page in a browser context of its own: a visitor of the host application, not signed in to Tessera. */
async function openHostPage(browser: Browser, query: Record<string, string>, origin = HOST_ORIGIN): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1100 } });
  const page = await context.newPage();
  await page.goto(`${origin}/?${new URLSearchParams({ id: uuid, ...query })}`);
  return page;
}

async function openBirths(page: Page): Promise<void> {
  await page.goto('/superset/dashboard/births/');
  await expect(page.getByTestId('dashboard-title')).toHaveText('Births');
}

/** Signs in through the login page as the administrator; the landing page may be slow to come on a busy machine. */
async function signIn(page: Page): Promise<void> {
  await page.goto('/login/');
  await page.getByRole('textbox', { name: 'Username' }).fill(E2E_ADMIN.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/superset\/welcome\/$/, { timeout: 60_000 });
}

/** Opens "Embed dashboard" from the header menu of the dashboard shown. */
async function openEmbedDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Dashboard actions' }).click();
  await page.getByRole('menuitem', { name: 'Embed dashboard', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed dashboard' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the administrator turns embedding on for Births in its dialog, allowing the host application', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  adminState = await context.storageState();
  await openBirths(page);
  const dialog = await openEmbedDialog(page);
  const domains = dialog.getByTestId('embed-allowed-domains');

  // A path can never match a host page: the dialog says so before anything is sent.
  await domains.fill(`${HOST_ORIGIN}/portal`);
  await domains.blur();
  await expect(dialog).toContainText('leave out any path');
  await expect(dialog.getByRole('button', { name: 'Enable embedding' })).toBeDisabled();
  await page.screenshot({ path: shot('0-invalid-domain') });

  await domains.fill(HOST_ORIGIN);
  await dialog.getByRole('button', { name: 'Enable embedding' }).click();
  await expect(dialog.getByTestId('embed-uuid')).toHaveText(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  uuid = (await dialog.getByTestId('embed-uuid').innerText()).trim();
  const snippet = dialog.getByTestId('embed-snippet');
  await expect(snippet).toContainText(`id: "${uuid}"`);
  await expect(snippet).toContainText(`supersetDomain: "${TESSERA_URL}"`);
  await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await page.screenshot({ path: shot('1-dialog') });

  await dialog.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByText('Copied the code to the clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(uuid);

  // The API keeps what the dialog saved, under the same uuid when it is opened again.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  const reopened = await openEmbedDialog(page);
  await expect(reopened.getByTestId('embed-uuid')).toHaveText(uuid);
  await expect(reopened.getByTestId('embed-allowed-domains')).toHaveValue(HOST_ORIGIN);
  const stored = await page.request.get(`/api/v1/embedded_dashboard/${uuid}`);
  expect(stored.status(), await stored.text()).toBe(200);
  expect(((await stored.json()) as { result: { allowed_domains: string[] } }).result.allowed_domains).toEqual([HOST_ORIGIN]);
});

test('the host page embeds Births: every chart paints, and an RLS clause in the guest token lowers the total', async ({ browser }) => {
  const page = await openHostPage(browser, {});
  await expect(page.locator('#status')).toHaveText('embedded');
  const frame = dashboardFrame(page);
  await expectChartsPainted(frame);
  // Without a uiConfig the whole dashboard shows: its title, chart menus and filter bar.
  await expect(frame.getByTestId('dashboard-title')).toHaveText('Births');
  await expect(frame.getByRole('button', { name: `Actions of ${PIE}` })).toBeVisible();
  await expect(frame.getByTestId('filter-bar')).toBeVisible();
  const all = await totalBirths(frame);
  expect(all).toBeGreaterThan(0);
  expect(host.tokensMinted()).toBeGreaterThan(0);
  await page.screenshot({ path: shot('2-host-page'), fullPage: true });

  const girlsPage = await openHostPage(browser, { rls: "gender = 'girl'" });
  const girlsFrame = dashboardFrame(girlsPage);
  await expectChartsPainted(girlsFrame);
  const girls = await totalBirths(girlsFrame);
  expect(girls).toBeLessThan(all);
  // Girls are about half of the births.
  expect(girls / all).toBeGreaterThan(0.3);
  expect(girls / all).toBeLessThan(0.7);
  await girlsPage.screenshot({ path: shot('3-rls-girls'), fullPage: true });
  await page.context().close();
  await girlsPage.context().close();
});

test('the SDK answers: scroll size, data mask, active tabs, permalink, and a cross-filter reaches the host', async ({ browser }) => {
  const page = await openHostPage(browser, { emitDataMasks: '1' });
  await expect(page.locator('#status')).toHaveText('embedded');
  const frame = dashboardFrame(page);
  await expectChartsPainted(frame);

  await page.getByRole('button', { name: 'Get scroll size' }).click();
  await expect(page.locator('#scroll-size')).toHaveText(/^\{.*\}$/);
  const size = JSON.parse(await page.locator('#scroll-size').innerText()) as { width: number; height: number };
  expect(size.width).toBeGreaterThan(0);
  expect(size.height).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Get active tabs' }).click();
  await expect(page.locator('#active-tabs')).toHaveText(/^\[.*\]$/);
  await page.getByRole('button', { name: 'Get permalink' }).click();
  await expect(page.locator('#permalink')).toHaveText(/^https?:\/\/\S+$/);

  // A click on a pie slice inside the iframe cross-filters the dashboard, and the host hears of it.
  const before = Number(await page.locator('#observed-count').innerText());
  await chartIn(frame, PIE).locator('[data-part="slice"]').nth(1).click();
  await expect.poll(async () => Number(await page.locator('#observed-count').innerText())).toBeGreaterThan(before);
  await expect(page.locator('#observed-mask')).toContainText('"state"');
  await page.getByRole('button', { name: 'Get data mask' }).click();
  await expect(page.locator('#data-mask')).toContainText('"state"');
  await expectChartsPainted(frame);
  await page.screenshot({ path: shot('4-cross-filter'), fullPage: true });
  await page.context().close();
});

test('the dashboardUiConfig hides the title, the chart controls and the filter bar', async ({ browser }) => {
  const page = await openHostPage(browser, { hideTitle: '1', hideChartControls: '1', filtersVisible: '0' });
  const frame = dashboardFrame(page);
  await expectChartsPainted(frame);
  await expect(frame.getByTestId('dashboard-title')).toHaveCount(0);
  await expect(frame.getByRole('button', { name: /^Actions of / })).toHaveCount(0);
  await expect(frame.getByTestId('filter-bar')).toHaveCount(0);
  await page.screenshot({ path: shot('5-ui-config'), fullPage: true });
  await page.context().close();
});

test('a host page whose origin is not among the allowed domains is refused', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const framed = page.waitForResponse((response) => response.url().startsWith(`${TESSERA_URL}/embedded/${uuid}`));
  await page.goto(`${OTHER_ORIGIN}/?${new URLSearchParams({ id: uuid })}`);
  expect((await framed).status()).toBe(403);
  await expect(page.locator('#status')).toHaveText('embedded');
  await expect(dashboardFrame(page).locator('[data-layout-type="CHART"]')).toHaveCount(0);
  await page.screenshot({ path: shot('6-refused'), fullPage: true });
  await context.close();
});

test('the dialog saves a new list of domains, and deactivating embedding, after a confirmation, stops the host page', async ({ browser }) => {
  const admin = await browser.newContext({ storageState: adminState, baseURL: TESSERA_URL, viewport: { width: 1400, height: 900 } });
  const page = await admin.newPage();
  await openBirths(page);
  const dialog = await openEmbedDialog(page);
  await expect(dialog.getByTestId('embed-uuid')).toHaveText(uuid);

  // Save changes keeps the uuid and stores the new list.
  await dialog.getByTestId('embed-allowed-domains').fill(`${HOST_ORIGIN}\nPortal.Example.org`);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The allowed domains are saved.')).toBeVisible();
  await expect(dialog.getByTestId('embed-allowed-domains')).toHaveValue(`${HOST_ORIGIN}\nportal.example.org`);
  const saved = await page.request.get(`/api/v1/embedded_dashboard/${uuid}`);
  expect(((await saved.json()) as { result: { allowed_domains: string[] } }).result.allowed_domains).toEqual([HOST_ORIGIN, 'portal.example.org']);

  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Deactivate embedding?' });
  await expect(confirmation).toContainText(uuid);
  await page.screenshot({ path: shot('7-deactivate') });
  await confirmation.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog.getByRole('button', { name: 'Enable embedding' })).toBeVisible();
  await expect(dialog.getByTestId('embed-uuid')).toHaveCount(0);
  await expect(dialog.getByTestId('embed-allowed-domains')).toHaveValue('');
  expect((await page.request.get(`/api/v1/embedded_dashboard/${uuid}`)).status()).toBe(404);
  expect((await page.request.get(`/embedded/${uuid}`)).status()).toBe(404);

  const hostPage = await openHostPage(browser, {});
  await expect(hostPage.locator('#status')).not.toHaveText('embedding');
  await expect(dashboardFrame(hostPage).locator('[data-layout-type="CHART"]')).toHaveCount(0);
  await hostPage.context().close();
  await admin.close();
});
