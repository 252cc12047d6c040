import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './log-in';

test.beforeEach(async ({ page }) => logIn(page));

const controlPanel = (page: Page) => page.getByTestId('control-panel');
const chartArea = (page: Page) => page.getByTestId('chart-area');

/** The form-data field of each control the test uses, by the label a user sees. */
const CONTROL_FIELDS: Record<string, string> = {
  'Visualization type': 'viz_type',
  'X-axis': 'x_axis',
  Metrics: 'metrics',
  Dimensions: 'groupby',
  'Time grain': 'time_grain_sqla',
  'Rolling function': 'rolling_type',
  Periods: 'rolling_periods',
  'Row limit': 'row_limit',
};

/** A control's box in the panel; its label must read as the user sees it. */
function control(page: Page, label: string): Locator {
  const box = controlPanel(page).locator(`[data-control="${CONTROL_FIELDS[label]}"]`);
  return box.filter({ has: page.getByText(label, { exact: true }) });
}

async function chooseVizType(page: Page, name: string) {
  await control(page, 'Visualization type').getByRole('button').first().click();
  const gallery = page.getByRole('dialog');
  await gallery.getByRole('textbox', { name: 'Search all charts' }).fill(name);
  await gallery.getByRole('listbox', { name: 'Chart types' }).getByRole('option', { name, exact: true }).dblclick();
  await expect(gallery).toBeHidden();
}

/** Opens a collapsed section of the control panel (Advanced analytics starts collapsed). */
async function expandSection(page: Page, title: string) {
  const header = controlPanel(page).getByRole('button', { name: title });
  if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
}

async function runChart(page: Page) {
  await page.getByTestId('explore-run').click();
  await expect(chartArea(page)).toHaveAttribute('data-status', 'rendered', { timeout: 30_000 });
}

test('builds a line chart of births by gender with a 7-period rolling mean, saves, reopens, switches to a table and back', async ({ page }) => {
  // Open the birth_names dataset from the dataset list, as a new user would.
  await page.goto('/tablemodelview/list/');
  await page.getByRole('table', { name: 'Datasets' }).getByRole('link', { name: 'birth_names', exact: true }).click();
  await expect(page).toHaveURL(/\/explore\/\?/);
  await expect(page.getByTestId('explore-title')).toContainText('Untitled');

  await chooseVizType(page, 'Line Chart');
  await expect(page.getByTestId('explore-title')).toHaveText('Untitled Line Chart');
  await expect(chartArea(page)).toContainText('Add required control values to preview chart data');

  // X-axis: drag the time column from the datasource panel onto the control.
  await page.getByTestId('datasource-panel').getByText('Year', { exact: true }).dragTo(control(page, 'X-axis').getByText(/Drop a column/));
  await expect(control(page, 'X-axis')).toContainText('Year');

  // Metric: SUM(num) through the metric editor's Simple tab.
  await control(page, 'Metrics').getByText(/Drop columns\/metrics/).click();
  const editor = page.locator('.MuiPopover-paper').last();
  await editor.getByRole('tab', { name: 'Simple' }).click();
  await editor.getByRole('combobox', { name: 'Column' }).click();
  await page.getByRole('option', { name: /^Births/ }).first().click();
  await editor.getByRole('combobox', { name: 'Aggregate' }).click();
  await page.getByRole('option', { name: 'SUM', exact: true }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(control(page, 'Metrics')).toContainText('SUM(num)');

  // Dimension: drag gender.
  await page.getByTestId('datasource-panel').getByText('Gender', { exact: true }).dragTo(control(page, 'Dimensions').getByText(/Drop columns/));
  await expect(control(page, 'Dimensions')).toContainText('Gender');

  // Yearly grain, 7-period rolling mean.
  await control(page, 'Time grain').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Year', exact: true }).click();
  await expandSection(page, 'Advanced analytics');
  await control(page, 'Rolling function').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Mean', exact: true }).click();
  await control(page, 'Periods').getByRole('textbox').fill('7');

  await runChart(page);
  const chart = chartArea(page);
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart).toContainText('boy');
  await expect(chart).toContainText('girl');
  await page.screenshot({ path: 'test-results/screens/explore-line-chart.png' });

  // Save it.
  const name = `Births by gender, 7-year rolling mean ${Date.now() % 100_000}`;
  await page.getByTestId('explore-save').click();
  const save = page.getByRole('dialog', { name: 'Save chart' });
  await save.getByTestId('chart-name-input').fill(name);
  await save.getByTestId('save-chart-confirm').click();
  await expect(page.getByText(`Chart [${name}] has been saved`)).toBeVisible();
  await expect(page).toHaveURL(/slice_id=\d+/);
  const url = page.url();

  // Reopen it from its URL: same chart, drawn again.
  await page.goto('/superset/welcome/');
  await page.goto(url);
  await expect(page.getByTestId('explore-title')).toHaveText(name);
  await expect(chartArea(page)).toHaveAttribute('data-status', 'rendered', { timeout: 30_000 });
  await expandSection(page, 'Advanced analytics');
  await expect(control(page, 'Rolling function').getByRole('combobox')).toHaveValue('Mean');
  await expect(control(page, 'Periods').getByRole('textbox')).toHaveValue('7');
  await page.screenshot({ path: 'test-results/screens/explore-reopened.png' });

  // Switch to a table: metrics and dimensions carry across.
  await chooseVizType(page, 'Table');
  await expect(control(page, 'Metrics')).toContainText('SUM(num)');
  await expect(control(page, 'Dimensions')).toContainText('Gender');
  await runChart(page);
  await expect(chartArea(page).getByRole('columnheader', { name: /gender/i })).toBeVisible();
  await expect(chartArea(page).getByText('boy', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/explore-table.png' });

  // And back: the line chart's own settings were remembered.
  await chooseVizType(page, 'Line Chart');
  await expect(control(page, 'X-axis')).toContainText('Year');
  await expandSection(page, 'Advanced analytics');
  await expect(control(page, 'Rolling function').getByRole('combobox')).toHaveValue('Mean');
  await runChart(page);
  await expect(chartArea(page)).toContainText('girl');
  await page.screenshot({ path: 'test-results/screens/explore-line-again.png' });
});

test('shows why a control is invalid and will not run until it is fixed', async ({ page }) => {
  await page.goto('/explore/?datasource_type=table&datasource_id=1&viz_type=table');
  await control(page, 'Row limit').getByRole('combobox').fill('200000');
  await control(page, 'Row limit').getByRole('combobox').press('Enter');
  await expect(control(page, 'Row limit').getByRole('img', { name: 'Value cannot exceed 100000' })).toBeVisible();
  await expect(page.getByTestId('explore-run')).toBeDisabled();
});

test('saves a pie chart onto a new dashboard and shares a permalink that reopens the same chart', async ({ page }) => {
  await page.goto('/explore/?datasource_type=table&datasource_id=1&viz_type=pie');
  await expect(page.getByTestId('explore-title')).toHaveText('Untitled Pie Chart');
  await page.getByTestId('datasource-panel').getByText('Gender', { exact: true }).dragTo(controlPanel(page).locator('[data-control="groupby"]').getByText(/Drop columns/));
  await page.getByTestId('datasource-panel').getByText('Births', { exact: true }).first().dragTo(controlPanel(page).locator('[data-control="metric"]').getByText(/Drop/));
  await runChart(page);
  await expect(chartArea(page).locator('svg path').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/explore-pie.png' });

  const dashboard = `Births overview ${Date.now() % 100_000}`;
  await page.getByTestId('explore-save').click();
  const save = page.getByRole('dialog', { name: 'Save chart' });
  await save.getByTestId('chart-name-input').fill('Births by gender (pie)');
  await save.getByRole('combobox', { name: 'Add to dashboard' }).fill(dashboard);
  await page.getByRole('option', { name: `Create dashboard "${dashboard}"` }).click();
  await save.getByTestId('save-chart-confirm').click();
  await expect(page.getByText('Chart [Births by gender (pie)] has been saved')).toBeVisible();
  await expect(page).toHaveURL(/slice_id=\d+/);
  const sliceId = new URL(page.url()).searchParams.get('slice_id');

  // The chart is on the new dashboard.
  const charts = await page.request.get(`/api/v1/chart/${sliceId}`);
  expect((await charts.json()).result.dashboards.map((d: { dashboard_title: string }) => d.dashboard_title)).toContain(dashboard);

  // Share: the permalink opens the same chart.
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Share', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
  const toast = page.getByText(/Copied to clipboard!/);
  await expect(toast).toBeVisible();
  const permalink = (await toast.textContent())!.match(/https?:\/\/\S+/)![0];
  // The whole URL, as the server answers it: on the address the page was opened at, never doubled.
  expect(permalink).toBe(`${new URL(page.url()).origin}/explore/p/${permalink.split('/').at(-2)}/`);
  expect(permalink.split('/').at(-2)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  await page.goto(permalink);
  await expect(page).toHaveURL(/\/explore\/p\//);
  await expect(chartArea(page)).toHaveAttribute('data-status', 'rendered', { timeout: 30_000 });
  await expect(controlPanel(page).locator('[data-control="groupby"]')).toContainText('Gender');
});
