import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chartHolderNamed, expectRendered } from './dashboard-page';
import { logIn } from './log-in';

const PIE = 'Births by state (top 10)';
const LINE = 'Births by gender over the years';
const shot = (name: string) => path.join(os.tmpdir(), 'tessera-e2e', `chart-actions-${name}.png`);

test.beforeEach(async ({ page }) => logIn(page));
// Each test opens two screens (explore and SQL Lab, or a dashboard and its modal) and runs several queries.
test.describe.configure({ timeout: 150_000 });

const chartArea = (page: Page) => page.getByTestId('chart-area');

/** Saves a pie of births by gender through the REST API (as a script would) and answers its id. */
async function createPie(page: Page, name: string): Promise<number> {
  const datasets = (await (await page.request.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:birth_names)))')).json()) as { result: Array<{ id: number }> };
  const datasetId = datasets.result[0]!.id;
  const token = ((await (await page.request.get('/api/v1/security/csrf_token/')).json()) as { result: string }).result;
  const params = { datasource: `${datasetId}__table`, viz_type: 'pie', groupby: ['gender'], metric: 'sum__num', time_range: 'No filter' };
  const created = await page.request.post('/api/v1/chart/', {
    headers: { 'X-CSRFToken': token },
    data: { slice_name: name, viz_type: 'pie', datasource_id: datasetId, datasource_type: 'table', params: JSON.stringify(params) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function openExplore(page: Page, chartId: number) {
  await page.goto(`/explore/?slice_id=${chartId}`);
  await expect(chartArea(page)).toHaveAttribute('data-status', 'rendered', { timeout: 30_000 });
}

async function exploreMenuItem(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'More actions' }).click();
  return page.getByRole('menuitem', { name, exact: true });
}

test('Edit chart properties from explore saves the new name and shows it in place', async ({ page }) => {
  const chartId = await createPie(page, 'Births by gender (properties)');
  await openExplore(page, chartId);
  await expect(page.getByTestId('explore-title')).toHaveText('Births by gender (properties)');

  await (await exploreMenuItem(page, 'Edit chart properties')).click();
  const dialog = page.getByRole('dialog', { name: 'Edit chart properties' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Births by gender (properties)');
  await name.fill('Births by gender, certified');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Every birth in the example data, by gender.');
  await dialog.getByRole('textbox', { name: 'Certified by' }).fill('Data team');
  await dialog.getByRole('textbox', { name: 'Certification details' }).fill('Checked against the census');
  await expect(dialog.getByRole('combobox', { name: 'Owners' })).toBeVisible();
  await page.screenshot({ path: shot('properties-dialog') });
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('explore-title')).toHaveText('Births by gender, certified');
  const stored = ((await (await page.request.get(`/api/v1/chart/${chartId}`)).json()) as { result: Record<string, unknown> }).result;
  expect(stored).toMatchObject({ slice_name: 'Births by gender, certified', certified_by: 'Data team', certification_details: 'Checked against the census' });
  await page.reload();
  await expect(page.getByTestId('explore-title')).toHaveText('Births by gender, certified');
});

test('Run in SQL Lab opens the chart’s SQL in a new SQL Lab tab, which runs it', async ({ page, context }) => {
  const chartId = await createPie(page, 'Births by gender (SQL Lab)');
  await openExplore(page, chartId);
  const opened = context.waitForEvent('page');
  await (await exploreMenuItem(page, 'Run in SQL Lab')).click();
  const sqlLab = await opened;
  await sqlLab.waitForLoadState();
  await expect(sqlLab).toHaveURL(/\/sqllab\/?/);
  const editor = sqlLab.getByTestId('sql-editor');
  await expect(editor.locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  const sql = async () => (await editor.locator('.view-lines').innerText()).replace(/\u00a0/g, ' ');
  await expect.poll(sql).toMatch(/GROUP BY/i);
  expect(await sql()).toMatch(/gender/);
  await expect(sqlLab.getByRole('combobox', { name: 'Database' })).toHaveText(/examples/i);

  await editor.locator('.view-lines').click();
  await sqlLab.keyboard.press('ControlOrMeta+Enter');
  const results = sqlLab.getByRole('grid', { name: 'Query results' });
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expect(results.getByRole('columnheader', { name: 'gender' })).toBeVisible();
  const cells = await results.getByRole('row').filter({ has: sqlLab.getByRole('gridcell') }).allInnerTexts();
  expect(cells.join(' ')).toMatch(/boy/);
  expect(cells.join(' ')).toMatch(/girl/);
  await sqlLab.screenshot({ path: shot('sqllab') });
});

const drillModal = (page: Page) => page.getByTestId('drill-by-modal');

/** Waits for the drilled chart to be drawn in the modal. */
async function expectDrilledChart(page: Page) {
  await expect(drillModal(page).getByTestId('drill-by-chart')).toHaveAttribute('data-status', 'rendered', { timeout: 30_000 });
}

/** Opens "Drill by ›" and picks `column` (by its label) from the submenu, after `beforePick` if given. */
async function drillBy(page: Page, column: string, beforePick?: () => Promise<void>) {
  await page.getByRole('menuitem', { name: 'Drill by' }).click();
  await expect(page.getByRole('menuitem', { name: column, exact: true })).toBeVisible();
  await beforePick?.();
  await page.getByRole('menuitem', { name: column, exact: true }).click();
}

/** The stroke of each series of a line chart, by series. */
async function lineColors(holder: Locator): Promise<Record<string, string>> {
  return holder.evaluate((element) => {
    const colors: Record<string, string> = {};
    for (const path of element.querySelectorAll('path[data-series][stroke]')) colors[path.getAttribute('data-series')!] = path.getAttribute('stroke')!;
    return colors;
  });
}

test('Drill by from a pie slice and from the chart menu draws the chart regrouped, with breadcrumbs and a table view', async ({ page }) => {
  await page.goto('/superset/dashboard/births/');
  await expect(page.getByTestId('dashboard-title')).toHaveText('Births');
  await expectRendered(page, [PIE, LINE]);
  // Read while the dashboard is in the accessibility tree (a modal hides it).
  const line = await lineColors(chartHolderNamed(page, LINE));
  expect(Object.keys(line).sort()).toEqual(['boy', 'girl']);

  // Right-click the largest state's slice: drill it by gender.
  const pie = chartHolderNamed(page, PIE);
  const slice = pie.locator('[data-part="slice"]').first();
  const state = (await slice.getAttribute('data-key'))!;
  await slice.click({ button: 'right' });
  await drillBy(page, 'Gender');
  const modal = drillModal(page);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading')).toHaveText(`Drill by: ${PIE}`);
  await expectDrilledChart(page);
  const crumbs = modal.getByTestId('drill-by-breadcrumbs');
  await expect(crumbs).toHaveText(`State (${state})/Gender`);
  // One slice per gender, in the clicked state only.
  await expect(modal.locator('[data-part="slice"]')).toHaveCount(2);
  await expect(modal.locator('[data-part="slice"][data-key="girl"]')).toBeVisible();
  // Girls and boys keep the colours the dashboard gives them.
  expect(await modal.locator('[data-part="slice"][data-key="girl"]').getAttribute('fill')).toBe(line['girl']);
  expect(await modal.locator('[data-part="slice"][data-key="boy"]').getAttribute('fill')).toBe(line['boy']);
  await page.screenshot({ path: shot('drill-by-modal') });

  // Further: that state's girls by name; then back through the breadcrumbs.
  await modal.locator('[data-part="slice"][data-key="girl"]').click({ button: 'right' });
  await drillBy(page, 'Name');
  await expectDrilledChart(page);
  await expect(crumbs).toHaveText(`State (${state})/Gender (girl)/Name`);
  expect(await modal.locator('[data-part="slice"]').count()).toBeGreaterThan(2);
  await page.screenshot({ path: shot('drill-by-deeper') });
  await crumbs.getByRole('button', { name: 'Gender (girl)' }).click();
  await expectDrilledChart(page);
  await expect(crumbs).toHaveText(`State (${state})/Gender`);
  await expect(modal.locator('[data-part="slice"]')).toHaveCount(2);

  // The same drill as a table.
  await modal.getByRole('button', { name: 'Table' }).click();
  await expect(modal.getByRole('columnheader', { name: /gender/i })).toBeVisible();
  await page.screenshot({ path: shot('drill-by-table') });
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  // From the chart menu: the line chart regrouped by state.
  await chartHolderNamed(page, LINE).getByRole('button', { name: `Actions of ${LINE}` }).click();
  await drillBy(page, 'State', () => page.screenshot({ path: shot('drill-by-submenu') }).then(() => undefined));
  await expect(modal).toBeVisible();
  await expectDrilledChart(page);
  await expect(modal.locator('path[data-series]').first()).toBeVisible();
  expect(await modal.locator('path[data-series]').count()).toBeGreaterThan(2);
  await page.screenshot({ path: shot('drill-by-menu') });
});
