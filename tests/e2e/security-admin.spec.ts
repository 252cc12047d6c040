import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { bigNumber, expectRendered, filterBar, pickValue } from './dashboard-page';
import { logIn } from './log-in';

const CHARTS = ['Total births', 'Births by gender over the years', 'Births by state (top 10)', 'Most common names'];
const ANALYST = { username: 'ca-analyst', password: 'analyst-password-1' };
const shot = (name: string) => path.join(os.tmpdir(), 'tessera-e2e', `security-admin-${name}.png`);

/** A JSON request from the page's own session, with the CSRF token a browser client sends. */
async function apiCall(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const csrf = (await (await page.request.get('/api/v1/security/csrf_token/')).json()) as { result: string };
  return page.request.fetch(url, { method, data, headers: { 'X-CSRFToken': csrf.result } });
}

async function datasetId(page: Page, tableName: string): Promise<number> {
  const q = encodeURIComponent(`(filters:!((col:table_name,opr:eq,value:${tableName})))`);
  const response = await apiCall(page, 'GET', `/api/v1/dataset/?q=${q}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { result: { id: number; table_name: string }[] };
  const row = body.result.find((d) => d.table_name === tableName);
  expect(row, `dataset ${tableName}`).toBeDefined();
  return row!.id;
}

async function openBirths(page: Page): Promise<void> {
  await page.goto('/superset/dashboard/births/');
  await expect(page.getByTestId('dashboard-title')).toHaveText('Births');
  await expectRendered(page, CHARTS);
}

/** Picks one option of a searchable multi-select, typing to find it. */
async function choose(page: Page, label: string, text: string, option: string | RegExp): Promise<void> {
  const input = page.getByRole('dialog').getByRole('combobox', { name: label });
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: option }).first().click();
  // Close the option list by clicking the dialog's title: Escape would close the dialog too once the list is gone.
  await page.getByRole('dialog').getByRole('heading').first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('an admin gives a new analyst California births only: role, row-level security rule and user, then the analyst sees just that', async ({ page, browser }) => {
  await logIn(page);
  const flightsId = await datasetId(page, 'flights');

  // What California's total looks like to an unrestricted user: the Births dashboard filtered to CA.
  await openBirths(page);
  const everyone = await bigNumber(page, 'Total births');
  await pickValue(filterBar(page).locator('[data-filter-name="State"]'), page, 'CA');
  await filterBar(page).getByTestId('filter-bar-apply').click();
  await expect.poll(() => bigNumber(page, 'Total births')).not.toEqual(everyone);
  const california = await bigNumber(page, 'Total births');

  // A role that may read birth_names only.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('button').click();
  await page.getByRole('menuitem', { name: 'List Roles' }).click();
  await expect(page).toHaveURL(/\/roles\/list\/$/);
  await page.getByRole('button', { name: 'Role', exact: true }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Births analyst');
  await page.getByRole('dialog').getByRole('button', { name: /^(Save|Create|Add)$/ }).click();
  const permissions = page.getByRole('dialog', { name: 'Permissions of Births analyst' });
  await expect(permissions).toBeVisible();
  await permissions.getByRole('searchbox', { name: 'Search permissions' }).fill('datasource access birth_names');
  await permissions.getByRole('checkbox', { name: /^datasource_access on \[examples\]\.\[birth_names\]\(id:\d+\)$/ }).check();
  await expect(permissions.getByRole('list', { name: 'Granted permissions' })).toContainText('birth_names');
  await page.screenshot({ path: shot('role-permissions') });
  await permissions.getByRole('button', { name: 'Save' }).click();
  await expect(permissions).toBeHidden();
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('row', { name: /Births analyst/ })).toBeVisible();

  // Its members see California's rows only.
  await page.goto('/rowlevelsecurity/list/');
  await page.getByRole('button', { name: 'Rule', exact: true }).click();
  const rule = page.getByRole('dialog');
  await rule.getByRole('textbox', { name: 'Name' }).fill('California only');
  await choose(page, 'Datasets', 'birth', /birth_names/);
  await choose(page, 'Roles', 'Births', 'Births analyst');
  await rule.getByRole('textbox', { name: 'Clause' }).fill("state = 'CA'");
  await expect(rule.locator('label', { hasText: 'Clause' })).toHaveAttribute('data-shrink', 'true');
  await page.screenshot({ path: shot('rls-rule'), animations: 'disabled' });
  await rule.getByRole('button', { name: /^(Save|Create|Add)$/ }).click();
  await expect(rule).toBeHidden();
  await expect(page.getByRole('table', { name: 'Row level security rules' }).getByRole('row', { name: /California only/ })).toContainText("state = 'CA'");

  // The analyst: Gamma (may view dashboards) plus the new role.
  await page.goto('/users/list/');
  await page.getByRole('button', { name: 'User', exact: true }).click();
  const user = page.getByRole('dialog');
  await user.getByRole('textbox', { name: 'Username' }).fill(ANALYST.username);
  await user.getByRole('textbox', { name: 'First name' }).fill('Cali');
  await user.getByRole('textbox', { name: 'Last name' }).fill('Analyst');
  await user.getByRole('textbox', { name: 'Email' }).fill('ca-analyst@example.com');
  await choose(page, 'Roles', 'Gamma', 'Gamma');
  await choose(page, 'Roles', 'Births', 'Births analyst');
  await user.getByRole('textbox', { name: 'Password', exact: true }).fill(ANALYST.password);
  await user.getByRole('textbox', { name: 'Confirm password' }).fill(ANALYST.password);
  await user.getByRole('button', { name: /^(Save|Create|Add)$/ }).click();
  await expect(user).toBeHidden();
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row', { name: /ca-analyst/ })).toBeVisible();
  await page.screenshot({ path: shot('users'), fullPage: true });

  // Signed in as the analyst, in a browser of their own.
  const context = await browser.newContext();
  const analyst = await context.newPage();
  await logIn(analyst, ANALYST);
  const nav = analyst.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Dashboards' }).or(nav.getByRole('link', { name: 'Dashboards' }))).toBeVisible();
  await expect(nav.getByText('SQL', { exact: true })).toHaveCount(0);
  await expect(analyst.getByRole('navigation', { name: 'Settings' })).toHaveCount(0);

  await openBirths(analyst);
  await expect.poll(() => bigNumber(analyst, 'Total births')).toEqual(california);
  await analyst.screenshot({ path: shot('analyst-births'), fullPage: true });

  // Only birth_names is offered among the datasets.
  const datasets = await apiCall(analyst, 'GET', '/api/v1/dataset/');
  expect(datasets.status()).toBe(200);
  expect(((await datasets.json()) as { result: { table_name: string }[] }).result.map((d) => d.table_name)).toEqual(['birth_names']);
  await analyst.goto('/tablemodelview/list/');
  await expect(analyst.getByRole('link', { name: 'birth_names', exact: true })).toBeVisible();
  await expect(analyst.getByRole('link', { name: 'flights', exact: true })).toHaveCount(0);

  // SQL Lab is not theirs, and the server says so too.
  const sqlLab = await apiCall(analyst, 'POST', '/api/v1/sqllab/execute/', { database_id: 1, sql: 'SELECT 1', runAsync: false });
  expect(sqlLab.status()).toBe(403);

  // Other datasets answer 403 in the product's words.
  const data = await apiCall(analyst, 'POST', '/api/v1/chart/data', {
    datasource: { id: flightsId, type: 'table' },
    queries: [{ metrics: ['count'], columns: [], row_limit: 10 }],
    result_format: 'json',
    result_type: 'full',
  });
  expect(data.status()).toBe(403);
  expect(JSON.stringify(await data.json())).toContain('You do not have access to the dataset flights');
  const samples = await apiCall(analyst, 'POST', `/datasource/samples?datasource_type=table&datasource_id=${flightsId}&force=true`, {});
  expect(samples.status()).toBe(403);
  await context.close();
});
