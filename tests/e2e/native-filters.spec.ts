import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { bigNumber, chartHolderNamed, expectRendered, filterBar, pickValue, tableFirstColumn } from './dashboard-page';
import { csrfHeaders, logIn } from './log-in';

// One user story: the administrator adds a value filter and a time filter to a dashboard, scopes
// one chart out, makes a second value filter depend on the first, applies them; clicks a pie slice
// to cross-filter the other charts; shares a permalink that reopens the same state.
test.describe.configure({ mode: 'serial' });

const run = Date.now() % 100_000;
const PIE = `Births by gender ${run}`;
const NAMES = `Most given names ${run}`;
const TOTAL = `Total births ${run}`;
const STATES = `Births by state ${run}`;
const DASHBOARD_TITLE = `Filtering births ${run}`;
const shots = (name: string) => path.join(os.tmpdir(), 'tessera-e2e', `native-filters-${name}.png`);

let dashboardId = 0;
const chartIds: Record<string, number> = {};

async function birthNamesId(page: Page): Promise<number> {
  const datasets = await page.request.get('/api/v1/dataset/?q=(page_size:100)');
  const found = ((await datasets.json()) as { result: { id: number; table_name: string }[] }).result.find((d) => d.table_name === 'birth_names');
  expect(found, 'the birth_names example dataset').toBeDefined();
  return found!.id;
}

async function saveChart(page: Page, datasetId: number, name: string, formData: Record<string, unknown>): Promise<number> {
  const params: Record<string, unknown> = { ...formData, datasource: `${datasetId}__table`, adhoc_filters: [], time_range: 'No filter' };
  const response = await page.request.post('/api/v1/chart/', {
    headers: await csrfHeaders(page.request),
    data: { slice_name: name, viz_type: params['viz_type'], datasource_id: datasetId, datasource_type: 'table', params: JSON.stringify(params) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A layout of rows of two charts each (position_json), as the dashboard API stores it. */
function positionJson(charts: Array<{ id: number; name: string }>): Record<string, unknown> {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: [], parents: ['ROOT_ID'] },
  };
  const grid = layout['GRID_ID'] as { children: string[] };
  charts.forEach((chart, i) => {
    const rowId = `ROW-${Math.floor(i / 2)}`;
    if (i % 2 === 0) {
      grid.children.push(rowId);
      layout[rowId] = { type: 'ROW', id: rowId, children: [], parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT' } };
    }
    const id = `CHART-${chart.id}`;
    (layout[rowId] as { children: string[] }).children.push(id);
    layout[id] = { type: 'CHART', id, children: [], parents: ['ROOT_ID', 'GRID_ID', rowId], meta: { chartId: chart.id, sliceName: chart.name, width: 6, height: 50 } };
  });
  return layout;
}

const holder = chartHolderNamed;
const modal = (page: Page) => page.getByTestId('filter-config-modal');

async function allRendered(page: Page) {
  await expectRendered(page, [PIE, NAMES, TOTAL, STATES]);
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('sets up a dashboard of four birth charts', async ({ page }) => {
  const datasetId = await birthNamesId(page);
  chartIds[PIE] = await saveChart(page, datasetId, PIE, { viz_type: 'pie', groupby: ['gender'], metric: 'sum__num', row_limit: 10 });
  chartIds[NAMES] = await saveChart(page, datasetId, NAMES, { viz_type: 'table', query_mode: 'aggregate', groupby: ['name'], metrics: ['sum__num'], row_limit: 10, order_desc: true });
  chartIds[TOTAL] = await saveChart(page, datasetId, TOTAL, { viz_type: 'big_number_total', metric: 'sum__num' });
  chartIds[STATES] = await saveChart(page, datasetId, STATES, { viz_type: 'table', query_mode: 'aggregate', groupby: ['state'], metrics: ['sum__num'], row_limit: 10, order_desc: true });
  const response = await page.request.post('/api/v1/dashboard/', {
    headers: await csrfHeaders(page.request),
    data: {
      dashboard_title: DASHBOARD_TITLE,
      published: true,
      position_json: JSON.stringify(positionJson([PIE, NAMES, TOTAL, STATES].map((name) => ({ id: chartIds[name]!, name })))),
      json_metadata: JSON.stringify({}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  dashboardId = ((await response.json()) as { id: number }).id;
});

test('adds a value filter, a dependent value filter and a time filter, with one chart scoped out', async ({ page }) => {
  await page.goto(`/superset/dashboard/${dashboardId}/`);
  await allRendered(page);
  await expect(filterBar(page)).toBeVisible();
  await expect(filterBar(page)).toContainText('No filters are currently added to this dashboard.');
  await filterBar(page).getByTestId('filter-bar-add-filter').click();
  await expect(modal(page)).toBeVisible();

  // Gender: a value filter on birth_names.gender, not applied to the total.
  await modal(page).getByTestId('filter-config-add-filter').click();
  await modal(page).getByRole('textbox', { name: /^Name/ }).fill('Gender');
  await modal(page).getByRole('combobox', { name: /^Column/ }).click();
  await page.getByRole('option', { name: 'Gender', exact: true }).click();
  await modal(page).getByRole('tab', { name: 'Scoping' }).click();
  await modal(page).getByLabel('Apply to specific panels').check();
  await modal(page).getByRole('checkbox', { name: TOTAL }).uncheck();
  await expect(modal(page).getByTestId('charts-in-scope')).toContainText('3');
  await page.screenshot({ path: shots('1-config') });
  await modal(page).getByRole('tab', { name: 'Settings' }).click();

  // Name: a value filter whose options follow Gender.
  await modal(page).getByTestId('filter-config-add-filter').click();
  await modal(page).getByRole('textbox', { name: /^Name/ }).fill('Name');
  await modal(page).getByRole('combobox', { name: /^Column/ }).click();
  await page.getByRole('option', { name: 'Name', exact: true }).click();
  await modal(page).getByRole('combobox', { name: 'Parent filter' }).click();
  await page.getByRole('option', { name: 'Gender' }).click();
  await page.keyboard.press('Escape');

  // Period: a time-range filter.
  await modal(page).getByTestId('filter-config-add-filter').click();
  await modal(page).getByRole('textbox', { name: /^Name/ }).fill('Period');
  await modal(page).getByRole('combobox', { name: /^Filter type/ }).click();
  await page.getByRole('option', { name: 'Time range' }).click();

  await modal(page).getByTestId('filter-config-save').click();
  await expect(modal(page)).toBeHidden({ timeout: 15_000 });
  for (const name of ['Gender', 'Name', 'Period']) await expect(filterBar(page).locator(`[data-filter-name="${name}"]`)).toBeVisible();

  // Saved on the server, with the scope computed.
  const saved = await page.request.get(`/api/v1/dashboard/${dashboardId}`);
  const metadata = JSON.parse(((await saved.json()) as { result: { json_metadata: string } }).result.json_metadata) as { native_filter_configuration: Array<Record<string, unknown>> };
  const byName = Object.fromEntries(metadata.native_filter_configuration.map((f) => [f['name'], f]));
  expect(byName['Gender']!['chartsInScope']).toEqual([chartIds[PIE], chartIds[NAMES], chartIds[STATES]].sort((a, b) => a! - b!));
  expect(byName['Name']!['cascadeParentIds']).toEqual([byName['Gender']!['id']]);
  expect(byName['Period']!['filterType']).toBe('filter_time');
});

test('applies the filters: the charts in scope change, the scoped-out chart does not, the child follows its parent', async ({ page }) => {
  await page.goto(`/superset/dashboard/${dashboardId}/`);
  await allRendered(page);
  const totalBefore = await bigNumber(page, TOTAL);
  const namesBefore = await tableFirstColumn(page, NAMES);
  expect(namesBefore.length).toBeGreaterThan(0);

  const gender = filterBar(page).locator('[data-filter-name="Gender"]');
  await pickValue(gender, page, 'girl');
  // Before Apply, the Name filter's options already follow Gender: no boys' names.
  const name = filterBar(page).locator('[data-filter-name="Name"]');
  await name.getByRole('combobox').click();
  await expect(page.getByRole('option', { name: 'Jennifer', exact: true })).toBeVisible();
  await name.getByRole('combobox').fill('Michael');
  await expect(page.getByRole('option', { name: 'Michael', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Period: 1990 to 2000.
  const period = filterBar(page).locator('[data-filter-name="Period"]');
  await period.getByRole('combobox').selectOption({ label: 'Advanced…' });
  await period.getByLabel('Time range: start : end').fill('1990-01-01 : 2000-01-01');
  await period.getByRole('button', { name: 'Apply' }).click();

  await filterBar(page).getByTestId('filter-bar-apply').click();
  await allRendered(page);
  await expect.poll(() => tableFirstColumn(page, NAMES)).not.toEqual(namesBefore);
  const names = await tableFirstColumn(page, NAMES);
  expect(names).toContain('Jessica');
  expect(names).not.toContain('Michael');
  // The total is out of the Gender filter's scope but in the Period's: it changes through time only.
  await expect(page.getByTestId(`filter-indicator-${chartIds[PIE]}`)).toHaveAttribute('data-applied-count', '2');
  await expect(page.getByTestId(`filter-indicator-${chartIds[TOTAL]}`)).toHaveAttribute('data-applied-count', '1');
  expect(await bigNumber(page, TOTAL)).not.toEqual(totalBefore);
  // The state survives a reload through the URL.
  await expect.poll(() => new URL(page.url()).searchParams.get('native_filters')).toBeTruthy();
  await page.screenshot({ path: shots('2-applied'), fullPage: true });
  await page.reload();
  await allRendered(page);
  expect(await tableFirstColumn(page, NAMES)).toEqual(names);
});

test('a pie slice cross-filters the other charts, and a permalink reopens the same state', async ({ page, context }) => {
  await page.goto(`/superset/dashboard/${dashboardId}/`);
  await allRendered(page);
  const statesBefore = await tableFirstColumn(page, STATES);
  // A fresh visit starts without the native filters' values; cross-filter on boys from the pie.
  await expect(filterBar(page).getByTestId('filter-bar-apply')).toBeDisabled();
  const totalAll = await bigNumber(page, TOTAL);
  await holder(page, PIE).locator('[data-part="slice"][data-key="boy"]').click();
  await expect(filterBar(page).getByTestId(`cross-filter-${chartIds[PIE]}`)).toBeVisible();
  await allRendered(page);
  await expect.poll(() => bigNumber(page, TOTAL)).not.toEqual(totalAll);
  const names = await tableFirstColumn(page, NAMES);
  expect(names).toContain('Michael');
  expect(names).not.toContain('Jessica');
  expect(await tableFirstColumn(page, STATES)).toHaveLength(statesBefore.length);
  await page.screenshot({ path: shots('3-cross-filter'), fullPage: true });

  // Share a permalink and open it in a fresh page: same cross-filter, same rows.
  await page.getByRole('button', { name: 'Dashboard actions' }).click();
  await page.getByRole('menuitem', { name: 'Share', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
  const toast = page.getByText(/Copied to clipboard!/);
  await expect(toast).toBeVisible();
  const permalink = (await toast.textContent())!.match(/https?:\/\/\S+|\/superset\/dashboard\/p\/\S+/)![0];
  const second = await context.newPage();
  await second.goto(permalink);
  await allRendered(second);
  await expect(filterBar(second).getByTestId(`cross-filter-${chartIds[PIE]}`)).toBeVisible();
  expect(await tableFirstColumn(second, NAMES)).toEqual(names);
  await second.screenshot({ path: shots('4-permalink'), fullPage: true });

  // Removing the cross-filter from the bar brings every row back.
  await filterBar(second).getByRole('button', { name: `Remove cross-filter of ${PIE}` }).click();
  await allRendered(second);
  await expect.poll(() => bigNumber(second, TOTAL)).toEqual(totalAll);
});

test('drills to the rows behind a pie slice from its context menu, and to every row from the chart menu', async ({ page }) => {
  await page.goto(`/superset/dashboard/${dashboardId}/`);
  await allRendered(page);
  await holder(page, PIE).locator('[data-part="slice"][data-key="girl"]').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Drill to detail by girl' }).click();
  const drill = page.getByTestId('drill-detail-modal');
  await expect(drill).toBeVisible();
  await expect(drill.getByRole('heading', { name: `Drill to detail: ${PIE}` })).toBeVisible();
  await expect(drill.getByTestId('drill-detail-row-count')).toHaveText(/[\d,]+ rows/, { timeout: 30_000 });
  const girls = Number((await drill.getByTestId('drill-detail-row-count').innerText()).replace(/\D/g, ''));
  await expect(drill.getByRole('list', { name: 'Drill filters' })).toContainText('girl');
  await page.screenshot({ path: shots('5-drill'), animations: 'disabled' });
  await drill.getByRole('button', { name: 'Close' }).click();
  await expect(drill).toBeHidden();

  // From the chart's menu: every row of the chart, more than the girls'.
  await holder(page, PIE).getByRole('button', { name: `Actions of ${PIE}` }).click();
  await page.getByRole('menuitem', { name: 'Drill to detail' }).click();
  await expect(drill.getByTestId('drill-detail-row-count')).toHaveText(/[\d,]+ rows/, { timeout: 30_000 });
  const all = Number((await drill.getByTestId('drill-detail-row-count').innerText()).replace(/\D/g, ''));
  expect(all).toBeGreaterThan(girls);
});
