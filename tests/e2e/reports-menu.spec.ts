import { mkdir } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chartHolderNamed, expectRendered } from './dashboard-page';
import { logIn } from './log-in';

// "Manage email reports" from the dashboard header menu, a dashboard chart's menu and explore's
// menu on the example dashboard "Births", against the real report API: set up, list, toggle, edit
// and delete, each checked in the dialog and through the API. Screens go to
// test-results/screens/reports-menu/ to be looked at.

const SHOTS = 'test-results/screens/reports-menu';
const NAMES = 'Most common names';
const CHARTS = ['Total births', 'Births by gender over the years', 'Births by state (top 10)', NAMES];

test.describe.configure({ timeout: 120_000 });

interface ListedReport {
  id: number;
  name: string;
  active: boolean;
  crontab: string;
  timezone: string;
  creation_method: string;
  chart_id: number | null;
  dashboard_id: number | null;
}

/** The reports the API lists for a column's value (dashboard_id or chart_id). */
async function reportsBy(page: Page, col: 'dashboard_id' | 'chart_id', value: number): Promise<ListedReport[]> {
  // Only what the menus set up: the list page's alerts may point at the same dashboard.
  const method = col === 'dashboard_id' ? 'dashboards' : 'charts';
  const response = await page.request.get(`/api/v1/report/?q=(filters:!((col:${col},opr:eq,value:${value}),(col:creation_method,opr:eq,value:${method})))`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: ListedReport[] }).result;
}

async function reportDetail(page: Page, id: number) {
  const response = await page.request.get(`/api/v1/report/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: Record<string, unknown> & { recipients: Array<{ recipient_config_json: unknown }> } }).result;
}

async function openBirths(page: Page): Promise<number> {
  await page.goto('/superset/dashboard/births/');
  await expect(page.getByTestId('dashboard-title')).toHaveText('Births');
  await expectRendered(page, CHARTS);
  const body = (await (await page.request.get('/api/v1/dashboard/births')).json()) as { result: { id: number } };
  return body.result.id;
}

const dialogOf = (page: Page) => page.getByTestId('email-reports-dialog');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function chooseManageReports(page: Page): Promise<Locator> {
  await page.getByRole('menuitem', { name: 'Manage email reports', exact: true }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('heading', { name: /Email reports/ })).toBeVisible();
  return dialog;
}

/** Picks `option` in the MUI select whose hidden input has `testId`. */
async function selectIn(scope: Locator, page: Page, testId: string, option: string) {
  await scope.locator(`[data-testid="${testId}"]`).locator('xpath=..').getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await mkdir(SHOTS, { recursive: true });
  await logIn(page);
});

test('a dashboard report: set up from the header menu, listed, toggled, edited and deleted', async ({ page }) => {
  const dashboardId = await openBirths(page);
  await page.getByRole('button', { name: 'Dashboard actions' }).click();
  let dialog = await chooseManageReports(page);
  await expect(dialog.getByTestId('reports-empty')).toHaveText('No email reports are set up for this dashboard yet.');

  await dialog.getByTestId('report-new').click();
  const form = dialog.getByTestId('report-form');
  await expect(form.getByTestId('report-name')).toHaveValue('Births report');
  const cron = form.getByTestId('cron-expression');
  await expect(cron).toHaveValue('0 9 * * *');
  const timezone = await form.getByTestId('timezone-input').inputValue();
  expect(timezone.length).toBeGreaterThan(0);
  await expect(form.getByTestId('cron-editor')).toContainText(`At 09:00 (${timezone})`);

  // A mistyped schedule is named before anything is sent.
  await cron.fill('0 9 * *');
  await expect(form.getByTestId('cron-editor')).toContainText('five fields');
  await selectIn(form, page, 'cron-preset', 'Every week');
  await expect(cron).toHaveValue('0 9 * * 1');
  await expect(form.getByTestId('cron-editor')).toContainText('At 09:00, only on Monday');

  await selectIn(form, page, 'report-format', 'PDF attached in email');
  await form.getByTestId('recipients-target').fill('team@example.com, not-an-address');
  await form.getByTestId('report-submit').click();
  await expect(form).toContainText('Not an email address: not-an-address');
  await form.getByTestId('recipients-target').fill('team@example.com');
  await page.screenshot({ path: `${SHOTS}/dashboard-form-light.png` });
  await form.getByTestId('report-submit').click();

  await expect(toast(page, 'The report has been created')).toBeVisible();
  const row = dialog.getByTestId('report-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('report-row-name')).toHaveText('Births report');
  await expect(row.getByTestId('report-row-schedule')).toHaveText(`At 09:00, only on Monday (${timezone})`);
  await expect(row.getByTestId('report-row-recipients')).toHaveText('team@example.com');
  await expect(row).toContainText('PDF');
  await expect(row.getByTestId('report-row-state')).toHaveText('Not sent yet');
  await page.screenshot({ path: `${SHOTS}/dashboard-list-light.png` });

  const [saved] = await reportsBy(page, 'dashboard_id', dashboardId);
  expect(saved).toMatchObject({ name: 'Births report', active: true, crontab: '0 9 * * 1', timezone, creation_method: 'dashboards', dashboard_id: dashboardId, chart_id: null });
  const detail = await reportDetail(page, saved!.id);
  expect(detail['report_format']).toBe('PDF');
  // Superset's shape: the recipient's config as JSON text.
  const recipientConfig = detail.recipients[0]!.recipient_config_json;
  expect(typeof recipientConfig).toBe('string');
  expect(JSON.parse(recipientConfig as string)).toMatchObject({ target: 'team@example.com' });

  // Off, then on again.
  const active = row.getByRole('switch', { name: 'Births report active' });
  await active.click();
  await expect(toast(page, 'Report updated')).toBeVisible();
  await expect(active).not.toBeChecked();
  expect((await reportsBy(page, 'dashboard_id', dashboardId))[0]!.active).toBe(false);

  // Edit: a new name and a custom schedule.
  await row.getByRole('button', { name: 'Edit Births report' }).click();
  await expect(form.getByTestId('report-name')).toHaveValue('Births report');
  await expect(form.getByTestId('recipients-target')).toHaveValue('team@example.com');
  await form.getByTestId('report-name').fill('Births on weekdays');
  await form.getByTestId('cron-expression').fill('30 7 * * 1-5');
  await expect(form.getByTestId('cron-editor')).toContainText('At 07:30, Monday through Friday');
  await form.getByTestId('report-submit').click();
  await expect(toast(page, 'Report updated').last()).toBeVisible();
  await expect(row.getByTestId('report-row-name')).toHaveText('Births on weekdays');
  await expect(row.getByTestId('report-row-schedule')).toHaveText(`At 07:30, Monday through Friday (${timezone})`);
  expect((await reportsBy(page, 'dashboard_id', dashboardId))[0]).toMatchObject({ name: 'Births on weekdays', crontab: '30 7 * * 1-5', active: false });

  // Closed and opened again, the dialog lists it from the server.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Dashboard actions' }).click();
  dialog = await chooseManageReports(page);
  await expect(dialog.getByTestId('report-row-name')).toHaveText('Births on weekdays');

  // Delete, after a confirmation.
  await dialog.getByRole('button', { name: 'Delete Births on weekdays' }).click();
  const confirm = page.getByTestId('report-delete-confirm');
  await expect(confirm).toContainText('Are you sure you want to delete Births on weekdays?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted: Births on weekdays')).toBeVisible();
  await expect(dialog.getByTestId('reports-empty')).toBeVisible();
  expect(await reportsBy(page, 'dashboard_id', dashboardId)).toEqual([]);
});

test('a chart report: set up from the dashboard chart menu, found again in explore, a duplicate name refused, deleted', async ({ page }) => {
  await openBirths(page);
  const charts = (await (await page.request.get('/api/v1/dashboard/births/charts')).json()) as { result: Array<{ id: number; slice_name: string }> };
  const chartId = charts.result.find((chart) => chart.slice_name === NAMES)!.id;

  await chartHolderNamed(page, NAMES).getByRole('button', { name: `Actions of ${NAMES}` }).click();
  let dialog = await chooseManageReports(page);
  await expect(dialog.getByTestId('reports-empty')).toHaveText('No email reports are set up for this chart yet.');
  await dialog.getByTestId('report-new').click();
  const form = dialog.getByTestId('report-form');
  await expect(form.getByTestId('report-name')).toHaveValue(`${NAMES} report`);
  await selectIn(form, page, 'report-format', 'Formatted CSV attached in email');
  await selectIn(form, page, 'cron-preset', 'Every month');
  await expect(form.getByTestId('cron-expression')).toHaveValue('0 9 1 * *');
  await form.getByTestId('cron-time').fill('18:15');
  await expect(form.getByTestId('cron-expression')).toHaveValue('15 18 1 * *');
  await form.getByTestId('recipients-target').fill('names@example.com');
  await form.getByRole('button', { name: 'Add Cc' }).click();
  await form.getByTestId('recipients-ccTarget').fill('boss@example.com');
  await form.getByTestId('report-submit').click();
  await expect(toast(page, 'The report has been created')).toBeVisible();
  await expect(dialog.getByTestId('report-row-recipients')).toHaveText('names@example.com · cc boss@example.com');
  const [saved] = await reportsBy(page, 'chart_id', chartId);
  expect(saved).toMatchObject({ name: `${NAMES} report`, crontab: '15 18 1 * *', creation_method: 'charts', chart_id: chartId, dashboard_id: null });
  expect((await reportDetail(page, saved!.id))['report_format']).toBe('CSV');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Explore's menu shows the same chart's report; a second one with the same name is refused on the name field.
  await page.goto(`/explore/?slice_id=${chartId}`);
  await expect(page.getByTestId('chart-area')).toHaveAttribute('data-status', 'rendered', { timeout: 30_000 });
  await page.getByRole('button', { name: 'More actions' }).click();
  dialog = await chooseManageReports(page);
  await expect(dialog.getByTestId('report-row-name')).toHaveText(`${NAMES} report`);
  await expect(dialog.getByTestId('report-row-schedule')).toContainText('At 18:15, on day 1 of the month');
  await dialog.getByTestId('report-new').click();
  await form.getByTestId('recipients-target').fill('names@example.com');
  await form.getByTestId('report-submit').click();
  const nameField = form.getByTestId('report-name').locator('xpath=ancestor::div[contains(@class,"MuiTextField-root")]');
  await expect(nameField.locator('.MuiFormHelperText-root')).not.toBeEmpty();
  await expect(nameField.locator('.Mui-error').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/explore-name-refused-light.png` });
  await form.getByRole('button', { name: 'Back' }).click();

  await dialog.getByRole('button', { name: `Delete ${NAMES} report` }).click();
  await page.getByTestId('report-delete-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `Deleted: ${NAMES} report`)).toBeVisible();
  expect(await reportsBy(page, 'chart_id', chartId)).toEqual([]);
});

test('a report on one tab of a dashboard with tabs keeps the tab as its anchor', async ({ page }) => {
  await page.goto('/superset/dashboard/maps/');
  const dashboard = (await (await page.request.get('/api/v1/dashboard/maps')).json()) as { result: { id: number; position_json: string } };
  const layout = JSON.parse(dashboard.result.position_json) as Record<string, { type: string; meta?: { text?: string } }>;
  const tabs = Object.entries(layout).filter(([, node]) => node.type === 'TAB');
  expect(tabs.length).toBeGreaterThan(1);
  const [tabId, tab] = tabs[1]!;
  await page.getByRole('button', { name: 'Dashboard actions' }).click();
  const dialog = await chooseManageReports(page);
  await dialog.getByTestId('report-new').click();
  const form = dialog.getByTestId('report-form');
  await selectIn(form, page, 'report-tab', tab.meta!.text!);
  await form.getByTestId('report-submit').click();
  await expect(toast(page, 'The report has been created')).toBeVisible();
  const [saved] = await reportsBy(page, 'dashboard_id', dashboard.result.id);
  expect((await reportDetail(page, saved!.id))['extra']).toMatchObject({ dashboard: { anchor: tabId } });

  // Editing shows the tab chosen; the whole dashboard again clears it.
  await dialog.getByRole('button', { name: `Edit ${saved!.name}` }).click();
  await expect(form.getByTestId('report-tab').locator('xpath=..').getByRole('combobox')).toHaveText(tab.meta!.text!);
  await selectIn(form, page, 'report-tab', 'Whole dashboard');
  await form.getByTestId('report-submit').click();
  await expect(toast(page, 'Report updated')).toBeVisible();
  const extra = (await reportDetail(page, saved!.id))['extra'] as { dashboard?: { anchor?: string } };
  expect(extra.dashboard?.anchor).toBeUndefined();
  await dialog.getByRole('button', { name: `Delete ${saved!.name}` }).click();
  await page.getByTestId('report-delete-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `Deleted: ${saved!.name}`)).toBeVisible();
});

test('the dialog says when the reports cannot be fetched', async ({ page }) => {
  await openBirths(page);
  await page.route('**/api/v1/report/?q=**', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Dashboard actions' }).click();
  const dialog = await chooseManageReports(page);
  await expect(toast(page, 'There was an issue fetching reports attached to this dashboard.')).toBeVisible();
  await expect(dialog.getByRole('alert')).toBeVisible();
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the dialog and its form read well', async ({ page }) => {
    await openBirths(page);
    await page.getByRole('button', { name: 'Dashboard actions' }).click();
    const dialog = await chooseManageReports(page);
    await dialog.getByTestId('report-new').click();
    await dialog.getByTestId('report-form').getByTestId('recipients-target').fill('dark@example.com');
    await page.screenshot({ path: `${SHOTS}/dashboard-form-dark.png` });
    await dialog.getByTestId('report-submit').click();
    await expect(toast(page, 'The report has been created')).toBeVisible();
    await expect(dialog.getByTestId('report-row')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/dashboard-list-dark.png` });
    await dialog.getByRole('button', { name: 'Delete Births report' }).click();
    await page.getByTestId('report-delete-confirm').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Deleted: Births report')).toBeVisible();
  });
});
