import { expect, test } from '@playwright/test';
import { logIn } from './log-in';

test.beforeEach(async ({ page }) => logIn(page));

test("shows an example column's datetime format in the dataset editor and refuses one queries cannot read", async ({ page }) => {
  await page.goto('/tablemodelview/list/');
  await expect(page.getByRole('table', { name: 'Datasets' }).getByRole('row', { name: /video_game_sales/ })).toBeVisible();
  await page.getByRole('button', { name: 'Edit video_game_sales' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: /^Columns/ }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Is temporal: year' })).toBeChecked();
  await dialog.getByRole('button', { name: /^Edit column year$/ }).click();
  const format = dialog.getByRole('group', { name: 'Column year' }).getByLabel('Datetime format');
  await expect(format).toHaveValue('%Y');
  await page.screenshot({ path: 'test-results/screens/column-datetime-format.png' });

  // A format queries cannot read keeps the dataset from being saved, and says why at the field.
  await format.fill('%Y-%W');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('group', { name: 'Column year' }).getByText(/^Queries cannot read %W/)).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/column-datetime-format-problem.png' });
  await format.fill('%Y');
  await expect(dialog.getByText(/Queries cannot read/)).toHaveCount(0);
});
