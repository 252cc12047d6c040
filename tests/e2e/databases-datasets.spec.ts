import { expect, test } from '@playwright/test';
import { logIn } from './log-in';

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
  await page.goto('/tablemodelview/list/');
  await page.getByRole('button', { name: 'Delete long_lat' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('table', { name: 'Datasets' }).getByRole('row', { name: /long_lat/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Dataset', exact: true }).click();
  await expect(page).toHaveURL(/\/dataset\/add\/$/);
  await page.getByLabel('Database').click();
  await page.getByRole('option', { name: 'examples' }).click();
  await page.getByLabel('Schema').click();
  await page.getByRole('option', { name: 'main' }).click();
  await page.getByRole('listbox', { name: 'Tables' }).getByRole('option', { name: /long_lat/ }).click();
  await expect(page.getByRole('table', { name: 'Columns of long_lat' }).getByRole('row', { name: /LAT/ }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/new-dataset.png' });
  await page.getByRole('button', { name: 'Create dataset and create chart' }).click();
  await expect(page).toHaveURL(/\/explore\/\?.*datasource_id=\d+/);
});
