import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './log-in';

test.beforeEach(async ({ page }) => logIn(page));
test.describe.configure({ timeout: 240_000 });

const run = Date.now() % 100_000;
const ALERT = `Never below zero ${run}`;
const REPORT = `Morning dashboard ${run}`;
const screen = (name: string) => `test-results/screens/reports-list-${name}.png`;

/** The title of a dashboard the examples hold, to send in a report. */
async function someDashboard(page: Page): Promise<string> {
  const answer = await page.request.get('/api/v1/dashboard/?q=(order_column:dashboard_title,order_direction:asc,page:0,page_size:1)');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { result: { dashboard_title: string }[] }).result[0]!.dashboard_title;
}

/** Types part of a name into a search select and picks the match. */
async function pick(dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label, exact: true }).fill(option.slice(0, 6));
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

async function chooseInSelect(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('alerts and reports are set up, toggled, logged and deleted from the list page', async ({ page }) => {
  const dashboard = await someDashboard(page);

  // Settings › Alerts & Reports.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('button').click();
  await page.getByRole('menuitem', { name: 'Alerts & Reports' }).click();
  await expect(page).toHaveURL(/\/alert\/list\/$/);
  await expect(page.getByRole('heading', { name: 'Alerts & Reports', level: 1 })).toBeVisible();

  // An alert on `SELECT 1` that fires when the value is below 0: every minute, it logs "Not triggered".
  await page.getByRole('button', { name: 'Alert', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add alert' });
  await dialog.getByRole('textbox', { name: 'Alert name' }).fill(ALERT);
  await pick(dialog, 'Database', 'examples');
  await dialog.getByRole('textbox', { name: 'SQL query' }).fill('SELECT 1');
  await chooseInSelect(page, dialog, 'Trigger the alert when the value is', '< (smaller than)');
  await dialog.getByRole('spinbutton', { name: 'Threshold' }).fill('0');
  await dialog.screenshot({ path: screen('alert-modal-condition') });
  await pick(dialog, 'Dashboard', dashboard);
  await chooseInSelect(page, dialog, 'Repeat', 'Every minute');
  await expect(dialog.getByTestId('cron-editor')).toContainText(/every minute/i);
  await dialog.getByTestId('recipients-target').fill('ops@example.com');
  await dialog.screenshot({ path: screen('alert-modal') });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('The report has been created')).toBeVisible();
  await expect(dialog).toBeHidden();
  const alertRow = page.getByRole('table', { name: 'Alerts' }).getByRole('row').filter({ hasText: ALERT });
  await expect(alertRow).toContainText('Every minute');
  await expect(alertRow).toContainText('Email');

  // Off and on again.
  const alertSwitch = page.getByRole('switch', { name: `Active: ${ALERT}` });
  await alertSwitch.click();
  await expect(page.getByText('Report updated').first()).toBeVisible();
  await expect(alertSwitch).not.toBeChecked();
  await alertSwitch.click();
  await expect(alertSwitch).toBeChecked();
  await page.screenshot({ path: screen('alerts') });

  // A report of the dashboard, as PDF, from the Reports tab.
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/report\/list\/$/);
  await page.getByRole('button', { name: 'Report', exact: true }).first().click();
  const reportDialog = page.getByRole('dialog', { name: 'Add report' });
  await reportDialog.getByRole('textbox', { name: 'Report name' }).fill(REPORT);
  await pick(reportDialog, 'Dashboard', dashboard);
  await chooseInSelect(page, reportDialog, 'Format', 'PDF');
  await chooseInSelect(page, reportDialog, 'Repeat', 'Every day');
  await reportDialog.getByTestId('recipients-target').fill('team@example.com');
  await reportDialog.getByRole('button', { name: 'Add notification method' }).click();
  await reportDialog.getByRole('textbox', { name: 'Webhook URL' }).fill('https://hooks.example.com/reports');
  await reportDialog.screenshot({ path: screen('report-modal') });
  await reportDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(reportDialog).toBeHidden();
  const reportRow = page.getByRole('table', { name: 'Reports' }).getByRole('row').filter({ hasText: REPORT });
  await expect(reportRow).toContainText('Email, Webhook');
  await page.screenshot({ path: screen('reports') });

  // Edit it: the saved values come back.
  await page.getByRole('button', { name: `Edit ${REPORT}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit report' });
  await expect(editDialog.getByRole('textbox', { name: 'Report name' })).toHaveValue(REPORT);
  await expect(editDialog.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue('https://hooks.example.com/reports');
  await editDialog.getByRole('button', { name: 'Cancel' }).click();

  // Delete it.
  await page.getByRole('button', { name: `Delete ${REPORT}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`Deleted: ${REPORT}`)).toBeVisible();
  await expect(reportRow).toHaveCount(0);

  // The alert's execution log fills as the scheduler runs it (each minute).
  await page.getByRole('tab', { name: 'Alerts' }).click();
  await page.getByRole('link', { name: ALERT }).click();
  await expect(page).toHaveURL(/\/alert\/\d+\/log\/$/);
  await expect(page.getByRole('heading', { name: ALERT, level: 1 })).toBeVisible();
  // Data rows only: the header's "Error message" would match a state's name.
  const logRows = page.getByRole('table', { name: 'Execution log' }).getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(async () => {
    await page.reload();
    await expect(logRows.first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  await expect(logRows.filter({ hasText: 'Not triggered' }).first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: screen('execution-log') });
  await page.getByRole('link', { name: 'All alerts' }).click();
  await expect(page).toHaveURL(/\/alert\/list\/$/);
  await expect(page.getByRole('table', { name: 'Alerts' }).getByRole('row').filter({ hasText: ALERT })).toContainText('Not triggered');

  // Deleted from the list too, so the scheduler stops running it for the specs that follow.
  await page.getByRole('button', { name: `Delete ${ALERT}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`Deleted: ${ALERT}`)).toBeVisible();
});

test('a saved query is scheduled from SQL Lab', async ({ page }) => {
  const name = `Yearly names ${run}`;
  await page.goto('/sqllab/');
  await expect(page.getByRole('heading', { name: 'SQL Lab', level: 1 })).toBeVisible();
  const editor = page.getByTestId('sql-editor');
  await expect(editor.locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('SELECT name, sum(num) AS total FROM birth_names GROUP BY name', { delay: 10 });
  await page.keyboard.press('Escape');
  const toolbar = page.getByRole('toolbar', { name: 'Query actions' });

  // Not saved yet: the dialog says so and leads to "Save query".
  await toolbar.getByRole('button', { name: 'Schedule' }).click();
  const first = page.getByRole('dialog', { name: 'Schedule query' });
  await expect(first).toContainText('Save this query first');
  await first.getByRole('button', { name: 'Save query' }).click();
  const save = page.getByRole('dialog', { name: 'Save query' });
  await save.getByRole('textbox', { name: 'Name' }).fill(name);
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your query was saved')).toBeVisible();
  await expect(save).toBeHidden();

  await toolbar.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule query' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`${name} schedule`);
  await dialog.getByTestId('recipients-target').fill('analysts@example.com');
  await dialog.screenshot({ path: screen('sqllab-schedule') });
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Your query has been scheduled')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/report/list/');
  const row = page.getByRole('table', { name: 'Reports' }).getByRole('row').filter({ hasText: `${name} schedule` });
  await expect(row).toContainText('At 09:00');
  await page.screenshot({ path: screen('scheduled-query') });

  // Edited on the list page, it stays a CSV of the saved query.
  await page.getByRole('button', { name: `Edit ${name} schedule` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit report' });
  await expect(edit.getByRole('textbox', { name: 'Saved query' })).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Description' }).fill('Totals of each name');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Report updated')).toBeVisible();
  await expect(edit).toBeHidden();
  const listed = await page.request.get(`/api/v1/report/?q=(filters:!((col:name,opr:ct,value:'${name}')))`);
  expect(((await listed.json()) as { result: { description: string; report_format: string }[] }).result[0]).toMatchObject({ description: 'Totals of each name', report_format: 'CSV' });
});
