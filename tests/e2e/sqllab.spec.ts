import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { logIn } from './log-in';

test.beforeEach(async ({ page }) => logIn(page));

const POSTGRES = { database_name: 'E2E PostgreSQL', sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/postgres' };
const MARIADB = { database_name: 'E2E MariaDB', sqlalchemy_uri: 'mysql://root@127.0.0.1:3306/test' };

/** Adds a connection through the REST API (as an administrator's script would), once per run. */
async function connectDatabase(page: Page, connection: { database_name: string; sqlalchemy_uri: string }): Promise<number> {
  const listed = await page.request.get('/api/v1/database/?q=(page_size:100)');
  expect(listed.ok()).toBe(true);
  const existing = ((await listed.json()) as { result: { id: number; database_name: string }[] }).result.find((database) => database.database_name === connection.database_name);
  if (existing) return existing.id;
  const csrf = await page.request.get('/api/v1/security/csrf_token/');
  const token = ((await csrf.json()) as { result: string }).result;
  const created = await page.request.post('/api/v1/database/', {
    headers: { 'X-CSRFToken': token },
    data: { ...connection, expose_in_sqllab: true, allow_run_async: true, allow_dml: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const queryTabs = (page: Page) => page.getByRole('tablist', { name: 'Query tabs' }).getByRole('tab');
/** The tab whose name reads exactly `name`. */
const selectedTab = (page: Page) => queryTabs(page).and(page.getByRole('tab', { selected: true }));
const tabNamed = (page: Page, name: string) => queryTabs(page).filter({ has: page.getByText(name, { exact: true }) });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Query actions' });
const results = (page: Page) => page.getByRole('grid', { name: 'Query results' });
const dataRows = (page: Page) => results(page).getByRole('row').filter({ has: page.getByRole('gridcell') });
const editor = (page: Page) => page.getByTestId('sql-editor');

async function openSqlLab(page: Page) {
  await page.goto('/sqllab/');
  await expect(page.getByRole('heading', { name: 'SQL Lab', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Loading SQL Lab')).toHaveCount(0);
  // Monaco replaces the plain text area once its chunk has loaded.
  await expect(editor(page).locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
}

async function chooseDatabase(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Database' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Database' })).toHaveText(name);
}

/** Types into the Monaco editor with the keyboard, replacing what it holds. */
async function typeSql(page: Page, sql: string) {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(sql, { delay: 15 });
  await page.keyboard.press('Escape');
}

/** The editor's text as Monaco renders it (non-breaking spaces back to spaces). */
async function editorText(page: Page): Promise<string> {
  const text = await editor(page).locator('.view-lines').innerText();
  return text.replace(/\u00a0/g, ' ').trim();
}

async function newTab(page: Page): Promise<Locator> {
  const before = await queryTabs(page).count();
  await page.getByRole('button', { name: 'New tab' }).click();
  await expect(queryTabs(page)).toHaveCount(before + 1);
  const tab = queryTabs(page).last();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(editor(page).locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  return tab;
}

async function runWithKeyboard(page: Page) {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+Enter');
}

/**
 * Waits until the server holds `count` tabs for the user, the tab named `activeName` is the active
 * one with `activeSql`, and its latest run (when `latestState` is given) is linked to it in that state.
 */
async function waitForServerTabs(page: Page, expected: { count: number; activeName: string; activeSql: string; latestState?: string }) {
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/v1/sqllab/');
        const { result } = (await response.json()) as {
          result: { tab_state_ids: unknown[]; active_tab: { label: string; sql: string; latest_query?: { state?: string } | null } | null };
        };
        return {
          tabs: result.tab_state_ids.length >= expected.count,
          label: result.active_tab?.label,
          sql: result.active_tab?.sql?.trim(),
          ...(expected.latestState ? { latestState: result.active_tab?.latest_query?.state } : {}),
        };
      },
      { timeout: 30_000, message: 'the tabs reach the server' },
    )
    .toEqual({ tabs: true, label: expected.activeName, sql: expected.activeSql, ...(expected.latestState ? { latestState: expected.latestState } : {}) });
}

test('runs a query on the examples, stops an async query in a second tab, saves it, and gets the tabs back after a reload and in another browser', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const postgresId = await connectDatabase(page, POSTGRES);
  await openSqlLab(page);
  const tabsBefore = await queryTabs(page).count();

  // First tab: the examples (DuckDB), schema main; the editor completes the table name.
  const firstTab = page.getByRole('tablist', { name: 'Query tabs' }).getByRole('tab', { selected: true });
  const firstName = (await firstTab.innerText()).trim();
  await chooseDatabase(page, 'examples');
  await page.getByRole('combobox', { name: 'Schema' }).click();
  await page.getByRole('option', { name: 'main', exact: true }).click();
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('SELECT name, gender, num FROM birth_na', { delay: 15 });
  const suggestions = page.locator('.suggest-widget');
  await expect(suggestions).toBeVisible();
  await expect(suggestions.getByRole('option').first()).toHaveAccessibleName(/birth_names/);
  await page.screenshot({ path: 'test-results/screens/sqllab-autocomplete.png' });
  await page.keyboard.press('Tab');
  await page.keyboard.type(' ORDER BY num DESC LIMIT 25', { delay: 15 });
  await page.keyboard.press('Escape');
  const firstSql = 'SELECT name, gender, num FROM birth_names ORDER BY num DESC LIMIT 25';
  await expect.poll(() => editorText(page)).toBe(firstSql);
  await runWithKeyboard(page);

  await expect(results(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('25 rows', { exact: true })).toBeVisible();
  await expect(results(page).getByRole('columnheader', { name: 'gender' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  expect(await dataRows(page).count()).toBeGreaterThan(5);
  await expect(dataRows(page).first().getByRole('gridcell').nth(1)).toHaveText(/^(boy|girl)$/);
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/sqllab-results.png' });

  // Second tab: a 30-second query on PostgreSQL (async), stopped from the toolbar.
  await newTab(page);
  await expect(queryTabs(page)).toHaveCount(tabsBefore + 1);
  const secondName = (await queryTabs(page).last().innerText()).trim();
  expect(secondName).not.toBe(firstName);
  await chooseDatabase(page, POSTGRES.database_name);
  const marker = `e2e_stop_${Date.now() % 1_000_000}`;
  const secondSql = `SELECT pg_sleep(30) AS ${marker}`;
  await typeSql(page, secondSql);
  await expect.poll(() => editorText(page)).toBe(secondSql);
  await runWithKeyboard(page);
  await expect(page.getByText('Running', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('progressbar', { name: 'Running query' })).toBeVisible();
  await expect(queryTabs(page).last().getByLabel('Running')).toBeVisible();
  // The statement really is running in PostgreSQL before it is stopped.
  const sleeping = () => sleepingBackends(page, postgresId, marker);
  await expect.poll(sleeping, { timeout: 15_000 }).toBe(1);
  await page.screenshot({ path: 'test-results/screens/sqllab-running.png' });
  await toolbar(page).getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Query was stopped$/ })).toBeVisible();
  await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(toolbar(page).getByRole('button', { name: 'Run' })).toBeEnabled();
  // …and the stop cancelled it in the engine.
  await expect.poll(sleeping, { timeout: 15_000 }).toBe(0);
  await page.screenshot({ path: 'test-results/screens/sqllab-stopped.png' });

  // Save the first tab's query: the tab takes the saved query's name.
  await tabNamed(page, firstName).click();
  await expect.poll(() => editorText(page)).toBe(firstSql);
  const savedName = `Top births ${Date.now() % 100_000}`;
  await toolbar(page).getByRole('button', { name: 'Save' }).click();
  const save = page.getByRole('dialog', { name: 'Save query' });
  await save.getByRole('textbox', { name: 'Name' }).fill(savedName);
  await save.getByRole('textbox', { name: 'Description' }).fill('The 25 largest yearly counts of a name');
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your query was saved')).toBeVisible();
  await expect(save).toBeHidden();
  await expect(toolbar(page).getByRole('button', { name: 'Update' })).toBeVisible();
  await expect(tabNamed(page, savedName)).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: 'test-results/screens/sqllab-saved.png' });
  const saved = await page.request.get(`/api/v1/saved_query/?q=(page_size:100)`);
  expect(((await saved.json()) as { result: { label: string; sql: string }[] }).result).toContainEqual(expect.objectContaining({ label: savedName, sql: firstSql }));

  // The second tab is left active; after a reload both tabs, their SQL and the active tab come back.
  await tabNamed(page, secondName).click();
  await expect.poll(() => editorText(page)).toBe(secondSql);
  await waitForServerTabs(page, { count: tabsBefore + 1, activeName: secondName, activeSql: secondSql, latestState: 'stopped' });
  await page.reload();
  await expect(editor(page).locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  await expect(queryTabs(page)).toHaveCount(tabsBefore + 1);
  await expect(tabNamed(page, secondName)).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => editorText(page)).toBe(secondSql);
  await expect(page.getByRole('combobox', { name: 'Database' })).toHaveText(POSTGRES.database_name);
  await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/sqllab-reloaded.png' });
  await tabNamed(page, savedName).click();
  await expect.poll(() => editorText(page)).toBe(firstSql);
  await expect(page.getByRole('combobox', { name: 'Database' })).toHaveText('examples');
  await expect(toolbar(page).getByRole('button', { name: 'Update' })).toBeVisible();
  await tabNamed(page, secondName).click();
  await waitForServerTabs(page, { count: tabsBefore + 1, activeName: secondName, activeSql: secondSql });

  // The tabs follow the user to another browser (no local storage there).
  const other = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, viewport: { width: 1400, height: 900 } });
  try {
    const elsewhere = await other.newPage();
    await logIn(elsewhere);
    await openSqlLab(elsewhere);
    await expect(queryTabs(elsewhere)).toHaveCount(tabsBefore + 1);
    await expect(tabNamed(elsewhere, secondName)).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => editorText(elsewhere)).toBe(secondSql);
    await tabNamed(elsewhere, savedName).click();
    await expect.poll(() => editorText(elsewhere)).toBe(firstSql);
    // The run's rows come back from the results store too.
    await expect(elsewhere.getByText('25 rows', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(dataRows(elsewhere).first().getByRole('gridcell').nth(1)).toHaveText(/^(boy|girl)$/);
    await expect(toolbar(elsewhere).getByRole('button', { name: 'Share' })).toBeEnabled();
    await elsewhere.screenshot({ path: 'test-results/screens/sqllab-other-browser.png' });
  } finally {
    await other.close();
  }
});

/** How many PostgreSQL backends are running the statement tagged `marker` (asked through SQL Lab's API). */
async function sleepingBackends(page: Page, databaseId: number, marker: string): Promise<number> {
  const csrf = await page.request.get('/api/v1/security/csrf_token/');
  const token = ((await csrf.json()) as { result: string }).result;
  const response = await page.request.post('/api/v1/sqllab/execute/', {
    headers: { 'X-CSRFToken': token, Accept: 'application/json' },
    data: {
      database_id: databaseId,
      sql: `SELECT count(*)::int AS sleeping FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND query LIKE '%${marker}%'`,
      runAsync: false,
      queryLimit: 10,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { sleeping: number }[] };
  return Number(body.data[0]?.sleeping);
}

test('lists a query saved from SQL Lab on the saved queries page', async ({ page }) => {
  await openSqlLab(page);
  await newTab(page);
  await chooseDatabase(page, 'examples');
  const sql = 'SELECT gender, SUM(num) AS births FROM birth_names GROUP BY gender';
  await typeSql(page, sql);
  await expect.poll(() => editorText(page)).toBe(sql);
  const savedName = `Births by gender ${Date.now() % 100_000}`;
  await toolbar(page).getByRole('button', { name: 'Save' }).click();
  const save = page.getByRole('dialog', { name: 'Save query' });
  await save.getByRole('textbox', { name: 'Name' }).fill(savedName);
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your query was saved')).toBeVisible();

  await page.goto('/savedqueryview/list/');
  await expect(page.getByRole('heading', { name: 'Saved queries', level: 1 })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/sqllab-saved-queries.png' });
  await expect(page.getByText(savedName, { exact: true })).toBeVisible();
});

test('shares a tab as a whole link that opens it in a new tab', async ({ page }) => {
  await openSqlLab(page);
  await newTab(page);
  await chooseDatabase(page, 'examples');
  const sql = `SELECT ${Date.now() % 100_000} AS shared`;
  await typeSql(page, sql);
  await expect.poll(() => editorText(page)).toBe(sql);
  await toolbar(page).getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share query' });
  const link = share.getByRole('textbox', { name: 'Link to this query' });
  // The server answers the whole URL (scheme and host of the request); the dialog shows it as it is.
  await expect(link).toHaveValue(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PORT}/sqllab/p/[^/]+$`));
  const url = await link.inputValue();
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(share).toBeHidden();

  const before = await queryTabs(page).count();
  await page.goto(url);
  await expect(queryTabs(page)).toHaveCount(before + 1);
  await expect(queryTabs(page).last()).toHaveAttribute('aria-selected', 'true');
  await expect(editor(page).locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => editorText(page)).toBe(sql);
  await expect(page).toHaveURL(/\/sqllab\/$/);
});

test('refuses DML on databases that forbid it, with the reason', async ({ page }) => {
  await connectDatabase(page, POSTGRES);
  await openSqlLab(page);

  await newTab(page);
  await chooseDatabase(page, 'examples');
  await typeSql(page, 'DELETE FROM birth_names WHERE num > 0');
  await runWithKeyboard(page);
  const alert = page.getByRole('alert').filter({ hasText: 'DML not allowed' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert).toContainText(/does not allow/i);
  await expect(page.getByText('Failed', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/sqllab-dml-error.png' });

  await chooseDatabase(page, POSTGRES.database_name);
  const table = `e2e_dml_${Date.now() % 1_000_000}`;
  await typeSql(page, `CREATE TABLE ${table} (a int)`);
  await runWithKeyboard(page);
  await expect(page.getByRole('alert').filter({ hasText: 'DML not allowed' })).toBeVisible({ timeout: 15_000 });
  // Nothing was created.
  await typeSql(page, `SELECT count(*) AS found FROM information_schema.tables WHERE table_name = '${table}'`);
  await runWithKeyboard(page);
  await expect(results(page).getByRole('gridcell').first()).toHaveText('0', { timeout: 30_000 });
});

test('queries the real PostgreSQL and MariaDB connections from the page', async ({ page }) => {
  await connectDatabase(page, POSTGRES);
  await connectDatabase(page, MARIADB);
  await openSqlLab(page);

  await newTab(page);
  await chooseDatabase(page, POSTGRES.database_name);
  await typeSql(page, "SELECT current_database() AS db, split_part(version(), ' ', 1) AS engine, n FROM generate_series(1, 3) AS n");
  await runWithKeyboard(page);
  await expect(results(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('3 rows', { exact: true })).toBeVisible();
  const postgresRow = dataRows(page).first().getByRole('gridcell');
  await expect(postgresRow.nth(0)).toHaveText('postgres');
  await expect(postgresRow.nth(1)).toHaveText('PostgreSQL');
  await expect(postgresRow.nth(2)).toHaveText('1');
  await page.screenshot({ path: 'test-results/screens/sqllab-postgresql.png' });

  await newTab(page);
  await chooseDatabase(page, MARIADB.database_name);
  await typeSql(page, "SELECT DATABASE() AS db, VERSION() LIKE '%MariaDB%' AS is_mariadb, 6 * 7 AS answer");
  await runWithKeyboard(page);
  await expect(results(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('1 row', { exact: true })).toBeVisible();
  const mariaRow = dataRows(page).first().getByRole('gridcell');
  await expect(mariaRow.nth(0)).toHaveText('test');
  await expect(mariaRow.nth(1)).toHaveText(/^(1|true)$/);
  await expect(mariaRow.nth(2)).toHaveText('42');
  await page.screenshot({ path: 'test-results/screens/sqllab-mariadb.png' });
});

test('opens a chart’s query posted as a form (explore’s "View in SQL Lab") in a new tab, without running it, once', async ({ page }) => {
  await openSqlLab(page);
  const tabsBefore = await queryTabs(page).count();
  const datasets = await page.request.get(`/api/v1/dataset/?q=${encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))')}`);
  const datasetId = ((await datasets.json()) as { result: { id: number }[] }).result[0]!.id;
  const token = ((await (await page.request.get('/api/v1/security/csrf_token/')).json()) as { result: string }).result;
  const sql = `SELECT name, SUM(num) AS total FROM birth_names GROUP BY name ORDER BY total DESC LIMIT ${Date.now() % 1000 + 1}`;
  const formData = JSON.stringify({ datasourceKey: `${datasetId}__table`, sql });

  // Another site cannot post into SQL Lab: without the session's CSRF token the post is refused.
  const forged = await page.request.post('/sqllab/', { form: { form_data: formData } });
  expect(forged.status()).toBe(403);

  // What explore posts for "View in SQL Lab" in a new window: a hidden form with the token and form_data.
  await page.goto('/superset/welcome/');
  await page.evaluate(
    ({ fields }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = '/sqllab/';
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { fields: { csrf_token: token, form_data: formData } },
  );
  await page.waitForURL('**/sqllab/');
  await expect(page.getByRole('heading', { name: 'SQL Lab', level: 1 })).toBeVisible();
  await expect(queryTabs(page)).toHaveCount(tabsBefore + 1);
  // Earlier runs may have left tabs of the same name: the one opened now is the selected one.
  await expect(selectedTab(page)).toHaveText(/^birth_names/);
  await expect(editor(page).locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => editorText(page)).toBe(sql);
  await expect(page.getByRole('combobox', { name: 'Database' })).toHaveText('examples');
  await expect(page.getByRole('combobox', { name: 'Schema' })).toHaveValue('main');
  // Opened, not run.
  await expect(results(page)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/sqllab-posted-form.png' });

  // A reload neither posts the form again nor opens a second tab.
  await page.reload();
  await expect(editor(page).locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Loading SQL Lab')).toHaveCount(0);
  await expect(queryTabs(page)).toHaveCount(tabsBefore + 1);
  await expect(selectedTab(page)).toHaveText(/^birth_names/);
  await expect.poll(() => editorText(page)).toBe(sql);
});

test('offers keywords first at the start of a statement, and keeps a run through an immediate reload', async ({ page }) => {
  await openSqlLab(page);
  const tab = await newTab(page);
  const tabName = (await tab.innerText()).trim();
  await chooseDatabase(page, 'examples');
  await page.getByRole('combobox', { name: 'Schema' }).click();
  await page.getByRole('option', { name: 'main', exact: true }).click();

  // "se" at the start of a statement is SELECT before any name that starts the same way.
  await editor(page).locator('.view-lines').click();
  await page.keyboard.type('se', { delay: 30 });
  const suggestions = page.locator('.suggest-widget');
  await expect(suggestions).toBeVisible();
  await expect(suggestions.getByRole('option').first()).toHaveAccessibleName(/^SELECT\b/);
  await page.keyboard.press('Escape');

  const sql = `SELECT gender, COUNT(*) AS n FROM birth_names WHERE num > ${Date.now() % 1000} GROUP BY gender ORDER BY gender`;
  await typeSql(page, sql);
  await expect.poll(() => editorText(page)).toBe(sql);
  // The tab and its SQL reach the server; the run that follows is reloaded away before the next sync.
  await waitForServerTabs(page, { count: 1, activeName: tabName, activeSql: sql });
  await runWithKeyboard(page);
  await expect(page.getByText('2 rows', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(editor(page).locator('.monaco-editor')).toBeVisible({ timeout: 20_000 });
  await expect(tabNamed(page, tabName)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('2 rows', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(dataRows(page)).toHaveCount(2);
});
