import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { csrfHeaders, logIn } from './log-in';

// One user story, in order: the administrator builds a dashboard, views it in the embedded modes,
// and a colleague who does not own it opens it.
test.describe.configure({ mode: 'serial' });

const run = Date.now() % 100_000;
const LINE_CHART = `Births per year by gender ${run}`;
const PIE_CHART = `Births by state ${run}`;
const DASHBOARD_TITLE = `Births in the United States ${run}`;
/** A colleague with write access to dashboards who owns none of them (Alpha: may read every dataset). */
const COLLEAGUE = { username: `analyst${run}`, password: 'e2e-analyst-password' };
const GUTTER_PX = 16;

let dashboardId = 0;
/** The layout as saved: components in page order, with the width in grid columns of charts and markdown. */
let savedLayout: LayoutEntry[] = [];

interface LayoutEntry {
  id: string;
  type: string;
  chartId: string | null;
  columns: number | null;
}

const grid = (page: Page) => page.locator('[data-layout-id="GRID_ID"]');
const builder = (page: Page) => page.getByRole('complementary', { name: 'Dashboard components' });
const dashboardRoot = (page: Page) => page.locator('.dashboard');
const charts = (page: Page) => page.locator('[data-chart-status]');
const chartHolder = (page: Page, name: string) => page.locator('[data-layout-type="CHART"]').filter({ has: page.getByRole('heading', { name }) });

/** Saves a chart over birth_names through the chart API, as the logged-in user; answers its id. */
async function saveChart(page: Page, name: string, formData: Record<string, unknown>): Promise<number> {
  const datasets = await page.request.get('/api/v1/dataset/?q=(page_size:100)');
  const birthNames = ((await datasets.json()) as { result: { id: number; table_name: string }[] }).result.find((d) => d.table_name === 'birth_names');
  expect(birthNames, 'the birth_names example dataset').toBeDefined();
  const params: Record<string, unknown> = { ...formData, datasource: `${birthNames!.id}__table`, adhoc_filters: [], time_range: 'No filter' };
  const response = await page.request.post('/api/v1/chart/', {
    headers: await csrfHeaders(page.request),
    data: { slice_name: name, viz_type: params['viz_type'], datasource_id: birthNames!.id, datasource_type: 'table', params: JSON.stringify(params) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

type Box = { x: number; y: number; width: number; height: number };
type Point = { x: number; y: number };

/**
 * Drags `source` onto `target` with the mouse, as a person would, dropping at `at` (a point in the
 * target's box; its centre by default). The target is measured once the drag has begun and
 * `settled` resolves, since starting a drag may move things (the top-level tabs strip opens).
 */
async function dragOnto(page: Page, source: Locator, target: Locator, options: { at?: (box: Box) => Point; settled?: () => Promise<void> } = {}) {
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await options.settled?.();
  const box = (await target.boundingBox())!;
  const point = options.at ? options.at(box) : { x: box.width / 2, y: box.height / 2 };
  await page.mouse.move(box.x + point.x, box.y + point.y, { steps: 10 });
  await page.mouse.move(box.x + point.x + 1, box.y + point.y + 1, { steps: 2 });
  await page.mouse.up();
}

async function dragLayoutElement(page: Page, name: string, target: Locator, options: Parameters<typeof dragOnto>[3] = {}) {
  await builder(page).getByRole('tab', { name: 'Layout elements' }).click();
  await dragOnto(page, builder(page).getByRole('list', { name: 'Layout elements' }).getByRole('listitem', { name, exact: true }), target, options);
}

async function dragSavedChart(page: Page, name: string, target: Locator, options: Parameters<typeof dragOnto>[3] = {}) {
  await builder(page).getByRole('tab', { name: 'Charts' }).click();
  await dragOnto(page, builder(page).getByRole('list', { name: 'Charts' }).getByRole('listitem', { name, exact: true }), target, options);
}

/** Every layout component in page order; widths in grid columns for the resizable ones that are shown. */
function readLayout(page: Page): Promise<LayoutEntry[]> {
  return page.evaluate((gutter) => {
    const gridWidth = document.querySelector('[data-layout-id="GRID_ID"]')!.getBoundingClientRect().width;
    const column = (gridWidth - 11 * gutter) / 12;
    return [...document.querySelectorAll<HTMLElement>('[data-layout-type]')].map((element) => {
      const type = element.dataset['layoutType']!;
      const width = element.getBoundingClientRect().width;
      const resizable = type === 'CHART' || type === 'MARKDOWN' || type === 'COLUMN';
      return {
        id: element.dataset['layoutId']!,
        type,
        chartId: element.dataset['chartId'] ?? null,
        columns: resizable && width > 0 ? Math.round((width + gutter) / (column + gutter)) : null,
      };
    });
  }, GUTTER_PX);
}

/** Waits until every chart on show has drawn itself. */
async function expectChartsRendered(page: Page, count: number) {
  await expect(charts(page).locator('visible=true')).toHaveCount(count);
  for (const holder of await charts(page).locator('visible=true').all()) {
    await expect(holder).toHaveAttribute('data-chart-status', 'rendered', { timeout: 30_000 });
  }
}

/**
 * Adds a user to the e2e server's store. There is no user-management API yet, so the test opens
 * the server's metadata store (SQLite in the e2e home that scripts/e2e-server.mjs starts on)
 * through the server's own SecurityManager, which hashes the password as the server does.
 */
async function addUserToStore(user: { username: string; password: string }, roles: string[]) {
  const { tsImport } = await import('tsx/esm/api');
  const home = path.join(os.tmpdir(), `tessera-e2e-${E2E_PORT}`);
  const [{ createStore }, { SecurityManager }] = await Promise.all([
    tsImport('../../app/server/store/create-store.ts', import.meta.url) as Promise<typeof import('../../app/server/store/create-store')>,
    tsImport('../../app/server/security/security-manager.ts', import.meta.url) as Promise<typeof import('../../app/server/security/security-manager')>,
  ]);
  const store = await createStore({ url: process.env['TESSERA_DATABASE_URL'], home });
  try {
    await new SecurityManager(store.db).createUser({ username: user.username, password: user.password, roles });
  } finally {
    await store.close();
  }
}

test('builds a dashboard of tabs, a row of two charts, a header, markdown and a divider; resizes, undoes, saves and reloads it', async ({ page }) => {
  await logIn(page);
  const lineId = await saveChart(page, LINE_CHART, { viz_type: 'echarts_timeseries_line', x_axis: 'ds', time_grain_sqla: 'P1Y', metrics: ['sum__num'], groupby: ['gender'], row_limit: 10_000 });
  const pieId = await saveChart(page, PIE_CHART, { viz_type: 'pie', groupby: ['state'], metric: 'sum__num', row_limit: 10 });

  // "+ Dashboard" on the list creates an untitled dashboard and opens it in edit mode.
  // A first start lists the example dashboard; the header's button creates a new one.
  await page.goto('/dashboard/list/');
  await expect(page.getByRole('table', { name: 'Dashboards' }).getByRole('link', { name: 'Births', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/superset\/dashboard\/\d+\/\?edit=true$/);
  dashboardId = Number(new URL(page.url()).pathname.match(/\/dashboard\/(\d+)\//)![1]);
  await expect(dashboardRoot(page)).toHaveAttribute('data-edit-mode', 'true');
  await expect(builder(page)).toBeVisible();
  await expect(page.getByTestId('dashboard-save')).toBeDisabled();
  await expect(grid(page)).toContainText('Drag and drop components and charts to the dashboard');

  const title = page.getByRole('textbox', { name: 'Dashboard title' });
  await title.fill(DASHBOARD_TITLE);
  await title.press('Enter');

  // A header, then tabs below it.
  await dragLayoutElement(page, 'Header', grid(page));
  const header = page.locator('[data-layout-type="HEADER"]');
  await expect(header).toHaveCount(1);
  const headerText = header.getByRole('textbox', { name: 'Header text' });
  await headerText.fill('Births by year, gender and state');
  await headerText.press('Enter');

  await dragLayoutElement(page, 'Tabs', grid(page), {
    at: (box) => ({ x: box.width / 2, y: box.height - 24 }),
    settled: () => expect(page.getByTestId('dashboard-root-drop')).toHaveCSS('height', '48px'),
  });
  const tabs = page.locator('[data-layout-type="TABS"]');
  await expect(tabs).toHaveCount(1);
  const tabBar = tabs.getByRole('tablist', { name: 'Tabs' });
  await expect(tabBar.getByRole('tab')).toHaveCount(1);
  await tabs.getByRole('button', { name: 'Add tab' }).click();
  await expect(tabBar.getByRole('tab')).toHaveCount(2);

  // Name the tabs: the shown tab's title is edited in place.
  const tabTitle = tabBar.getByRole('textbox', { name: 'Tab title' });
  await tabTitle.fill('Charts');
  await tabTitle.press('Enter');
  await tabBar.getByRole('tab').nth(1).click({ position: { x: 16, y: 16 } });
  await tabTitle.fill('Notes');
  await tabTitle.press('Enter');
  await tabBar.getByRole('tab').nth(0).click({ position: { x: 16, y: 16 } });
  await expect(tabBar.getByRole('tab', { selected: true }).getByRole('textbox', { name: 'Tab title' })).toHaveValue('Charts');

  // A row in the first tab, and the two saved charts side by side in it.
  await dragLayoutElement(page, 'Row', tabs.getByRole('tabpanel'));
  const row = tabs.getByRole('tabpanel').locator('[data-layout-type="ROW"]');
  await expect(row).toHaveCount(1);
  await dragSavedChart(page, LINE_CHART, row);
  await expect(row.locator('[data-layout-type="CHART"]')).toHaveCount(1);
  await dragSavedChart(page, PIE_CHART, row, { at: (box) => ({ x: box.width - 60, y: box.height / 2 }) });
  await expect(row.locator('[data-layout-type="CHART"]')).toHaveCount(2);
  await expect(row.locator('[data-layout-type="CHART"]').nth(0)).toHaveAttribute('data-chart-id', String(lineId));
  await expect(row.locator('[data-layout-type="CHART"]').nth(1)).toHaveAttribute('data-chart-id', String(pieId));
  await expect(builder(page).getByRole('listitem', { name: LINE_CHART })).toContainText('Added');
  await expectChartsRendered(page, 2);

  // A divider between the header and the tabs: dropped on the lower half of the header.
  await dragLayoutElement(page, 'Divider', header, { at: (box) => ({ x: box.width / 2, y: box.height - 6 }) });
  await expect(page.locator('[data-layout-type="DIVIDER"]')).toHaveCount(1);
  expect(await grid(page).locator(':scope > [data-layout-type]').evaluateAll((items) => items.map((item) => item.getAttribute('data-layout-type')))).toEqual(['HEADER', 'DIVIDER', 'TABS']);

  // Markdown in the second tab.
  await tabBar.getByRole('tab').nth(1).click({ position: { x: 16, y: 16 } });
  await dragLayoutElement(page, 'Text', tabs.getByRole('tabpanel'));
  const markdown = tabs.getByRole('tabpanel').locator('[data-layout-type="MARKDOWN"]');
  await expect(markdown).toHaveCount(1);
  await markdown.locator('.markdown-body').click();
  const source = markdown.getByRole('textbox', { name: 'Markdown source' });
  await source.fill('## About these charts\n\nBirths recorded in the **birth_names** example, by year, gender and state.');
  await source.blur();
  await expect(markdown.getByRole('heading', { name: 'About these charts' })).toBeVisible();
  await tabBar.getByRole('tab').nth(0).click({ position: { x: 16, y: 16 } });

  // Resize the line chart from 4 to 6 columns with its width handle.
  const line = chartHolder(page, LINE_CHART);
  const widthOf = async () => (await readLayout(page)).find((entry) => entry.chartId === String(lineId))!.columns;
  expect(await widthOf()).toBe(4);
  await line.hover();
  const handle = (await line.getByRole('separator', { name: 'Resize width' }).boundingBox())!;
  const step = await page.evaluate((gutter) => (document.querySelector('[data-layout-id="GRID_ID"]')!.getBoundingClientRect().width - 11 * gutter) / 12 + gutter, GUTTER_PX);
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + step, handle.y + handle.height / 2, { steps: 5 });
  await page.mouse.move(handle.x + handle.width / 2 + 2 * step, handle.y + handle.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(widthOf).toBe(6);
  await expectChartsRendered(page, 2);
  await page.screenshot({ path: 'test-results/screens/dashboard-edit.png' });

  // Undo takes the resize back; redo applies it again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(widthOf).toBe(4);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(widthOf).toBe(6);
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
  await page.keyboard.press('Control+z');
  await expect.poll(widthOf).toBe(4);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(widthOf).toBe(6);

  // Save: back in view mode with the layout as built.
  await page.getByTestId('dashboard-save').click();
  await expect(page.getByText('This dashboard was saved successfully.')).toBeVisible();
  await expect(dashboardRoot(page)).toHaveAttribute('data-edit-mode', 'false');
  await expect(builder(page)).toHaveCount(0);
  await expect(page.getByTestId('dashboard-title')).toHaveText(DASHBOARD_TITLE);
  await expectChartsRendered(page, 2);
  savedLayout = await readLayout(page);
  await page.screenshot({ path: 'test-results/screens/dashboard-saved.png' });

  // The server holds the same layout: the line chart 6 columns wide, the pie 4.
  const stored = await page.request.get(`/api/v1/dashboard/${dashboardId}`);
  const position = JSON.parse(((await stored.json()) as { result: { position_json: string } }).result.position_json) as Record<string, { type?: string; meta?: { chartId?: number; width?: number } }>;
  const chartWidths = Object.fromEntries(Object.values(position).filter((c) => c.type === 'CHART').map((c) => [c.meta!.chartId, c.meta!.width]));
  expect(chartWidths).toEqual({ [lineId]: 6, [pieId]: 4 });
  expect(Object.values(position).filter((c) => c.type === 'TAB')).toHaveLength(2);
  for (const type of ['HEADER', 'MARKDOWN', 'DIVIDER', 'ROW', 'TABS']) {
    expect(Object.values(position).some((c) => c.type === type), type).toBe(true);
  }

  // Reload: the same components in the same order, at the same widths.
  await page.reload();
  await expectChartsRendered(page, 2);
  expect(await readLayout(page)).toEqual(savedLayout);
  await expect(page.locator('[data-layout-type="HEADER"]')).toHaveText('Births by year, gender and state');
  await expect(tabBar.getByRole('tab')).toHaveText(['Charts', 'Notes']);
  await tabBar.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByRole('heading', { name: 'About these charts' })).toBeVisible();
  await tabBar.getByRole('tab', { name: 'Charts' }).click();
  await expectChartsRendered(page, 2);
  await page.screenshot({ path: 'test-results/screens/dashboard-reloaded.png', fullPage: true });

  // Publish it so colleagues can find it.
  await page.getByTestId('published-toggle').click();
  await expect(page.getByText('This dashboard is now published')).toBeVisible();
  await expect(page.getByTestId('published-toggle')).toHaveText('Published');
});

test('opens the dashboard without navigation (standalone) and without its title (uiConfig=1)', async ({ page }) => {
  test.skip(dashboardId === 0, 'needs the dashboard of the first test');
  await logIn(page);

  await page.goto(`/superset/dashboard/${dashboardId}/?standalone=1`);
  await expectChartsRendered(page, 2);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByTestId('dashboard-title')).toHaveText(DASHBOARD_TITLE);
  expect(await readLayout(page)).toEqual(savedLayout);
  await page.screenshot({ path: 'test-results/screens/dashboard-standalone.png' });

  await page.goto(`/superset/dashboard/${dashboardId}/?uiConfig=1`);
  await expectChartsRendered(page, 2);
  await expect(page.getByTestId('dashboard-title')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('[data-layout-type="HEADER"]')).toHaveText('Births by year, gender and state');
  await page.screenshot({ path: 'test-results/screens/dashboard-uiconfig-hide-title.png' });
});

test('a colleague who does not own the dashboard can view it but not edit it', async ({ browser }) => {
  test.skip(dashboardId === 0, 'needs the dashboard of the first test');
  await addUserToStore(COLLEAGUE, ['Alpha']);
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, COLLEAGUE);

  await page.goto(`/superset/dashboard/${dashboardId}/`);
  await expect(page.getByTestId('dashboard-title')).toHaveText(DASHBOARD_TITLE);
  await expectChartsRendered(page, 2);
  await expect(page.getByRole('button', { name: 'Edit dashboard' })).toHaveCount(0);
  await expect(page.getByTestId('published-toggle')).toHaveText('Published');

  // ?edit=true is ignored for someone who may not edit.
  await page.goto(`/superset/dashboard/${dashboardId}/?edit=true`);
  await expectChartsRendered(page, 2);
  await expect(dashboardRoot(page)).toHaveAttribute('data-edit-mode', 'false');
  await expect(builder(page)).toHaveCount(0);
  await expect(page.getByTestId('dashboard-save')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit dashboard' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/dashboard-non-owner.png' });

  // And the server refuses a save from them.
  const refused = await page.request.put(`/api/v1/dashboard/${dashboardId}`, { headers: await csrfHeaders(page.request), data: { dashboard_title: 'Taken over' } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: 'You do not have permission to edit this dashboard' });
  await context.close();
});
