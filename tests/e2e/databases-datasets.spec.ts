import { expect, test } from '@playwright/test';
import { csrfHeaders, logIn } from './log-in';

test.beforeEach(async ({ page }) => logIn(page));

test('connects a PostgreSQL database: a failing test shows why, a good one connects', async ({ page }) => {
  await page.goto('/databaseview/list/');
  const table = page.getByRole('table', { name: 'Databases' });
  await expect(table.getByRole('row', { name: /examples/ })).toBeVisible();

  await page.getByRole('button', { name: 'Database', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Database engine').click();
  await page.getByRole('option', { name: 'PostgreSQL' }).click();
  const name = `Local Postgres ${Date.now() % 100_000}`;
  await dialog.getByRole('textbox', { name: 'Display name' }).fill(name);
  await dialog.getByLabel('SQLAlchemy URI').fill('postgresql://postgres@127.0.0.1:5432/no_such_database_e2e');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/no_such_database_e2e|connect/i);

  await dialog.getByLabel('SQLAlchemy URI').fill('postgresql://postgres@127.0.0.1:5432/postgres');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connection looks good!')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/connect-database.png' });
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // Clean up through the page too: a database without datasets can be deleted.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('edits a saved metric in the dataset editor and keeps it after a reload', async ({ page }) => {
  await page.goto('/tablemodelview/list/');
  await expect(page.getByRole('table', { name: 'Datasets' }).getByRole('row', { name: /birth_names/ })).toBeVisible();
  await page.getByRole('button', { name: 'Edit birth_names' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: /Metrics/ }).click();
  await dialog.getByRole('button', { name: /^Edit metric sum__num$/ }).click();
  const verbose = dialog.getByRole('group', { name: 'Metric sum__num' }).getByLabel('Verbose name');
  await verbose.fill('Births (total)');
  await page.screenshot({ path: 'test-results/screens/dataset-editor.png' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'Edit birth_names' }).click();
  await page.getByRole('dialog').getByRole('tab', { name: /Metrics/ }).click();
  await expect(page.getByRole('dialog').getByText('Births (total)')).toBeVisible();
});

test('deletes a dataset and creates it again from its table', async ({ page }) => {
  // A table of its own in PostgreSQL, so the example charts keep their datasets for the other specs.
  const suffix = `${Date.now() % 1_000_000}`;
  const table = `e2e_places_${suffix}`;
  const pg = (await import('pg')).default;
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' });
  await client.connect();
  try {
    await client.query(`CREATE TABLE public.${table} (id integer, "LAT" double precision, "LON" double precision, name text)`);
    await client.query(`INSERT INTO public.${table} VALUES (1, 37.77, -122.42, 'Mission'), (2, 37.80, -122.41, 'North Beach')`);
    const headers = await csrfHeaders(page.request);
    const database = await page.request.post('/api/v1/database/', {
      headers,
      data: { database_name: `E2E places ${suffix}`, sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test' },
    });
    expect(database.status(), await database.text()).toBe(201);
    const databaseId = ((await database.json()) as { id: number }).id;
    const dataset = await page.request.post('/api/v1/dataset/', { headers, data: { database: databaseId, schema: 'public', table_name: table } });
    expect(dataset.status(), await dataset.text()).toBe(201);

    await page.goto('/tablemodelview/list/');
    await page.getByRole('button', { name: `Delete ${table}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('table', { name: 'Datasets' }).getByRole('row', { name: new RegExp(table) })).toHaveCount(0);

    await page.getByRole('button', { name: 'Dataset', exact: true }).click();
    await expect(page).toHaveURL(/\/dataset\/add\/$/);
    // The list page (with its own "Database" filter) stays on screen while the add page loads.
    await expect(page.getByRole('heading', { name: 'Source', exact: true })).toBeVisible();
    // Typing filters the pickers' options, so the choice does not depend on the popup staying open
    // while the lists load on a busy machine.
    await page.getByRole('combobox', { name: 'Database' }).fill(`E2E places ${suffix}`);
    await page.getByRole('option', { name: `E2E places ${suffix}` }).click();
    await page.getByRole('combobox', { name: 'Schema' }).fill('public');
    await page.getByRole('option', { name: 'public', exact: true }).click();
    await page.getByRole('listbox', { name: 'Tables' }).getByRole('option', { name: new RegExp(table) }).click();
    await expect(page.getByRole('table', { name: `Columns of ${table}` }).getByRole('row', { name: /LAT/ }).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/new-dataset.png' });
    await page.getByRole('button', { name: 'Create dataset and create chart' }).click();
    await expect(page).toHaveURL(/\/explore\/\?.*datasource_id=\d+/);
  } finally {
    await client.query(`DROP TABLE IF EXISTS public.${table}`);
    await client.end();
  }
});
