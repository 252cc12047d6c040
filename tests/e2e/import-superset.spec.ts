import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readFixture, zipBundle } from '../api/superset-bundle';
import { logIn } from './log-in';

const CHARTS = ['Participants', 'Genders', 'Trends', 'Genders by State', 'Girls', 'Girl Name Cloud', 'Top 10 Girl Name Share', 'Boys', 'Pivot Table'];
const shot = (name: string) => path.join('test-results', 'screens', `import-superset-${name}.png`);

test("Superset's Births dashboard imports from the dashboard list and every chart draws", async ({ page }) => {
  const dir = path.join(os.tmpdir(), 'tessera-e2e-import');
  mkdirSync(dir, { recursive: true });
  const bundle = path.join(dir, 'dashboard_export_20240318T094107.zip');
  writeFileSync(bundle, zipBundle(readFixture('births-dashboard')));

  await logIn(page);
  await page.goto('/dashboard/list/');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import dashboards' });
  await dialog.getByLabel('Bundle file').setInputFiles(bundle);
  await expect(dialog.getByText('dashboard_export_20240318T094107.zip')).toBeVisible();
  await page.screenshot({ path: shot('dialog') });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  const link = page.getByRole('table', { name: 'Dashboards' }).getByRole('link', { name: 'USA Births Names', exact: true });
  await expect(link).toBeVisible();

  // A second import finds it there: the dialog offers to overwrite, and overwriting succeeds.
  await page.getByRole('button', { name: 'Import' }).click();
  await dialog.getByLabel('Bundle file').setInputFiles(bundle);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toContainText('already exists');
  await dialog.getByLabel('Overwrite what exists already').check();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();

  await link.click();
  await expect(page.getByTestId('dashboard-title')).toHaveText('USA Births Names');
  const holders = page.locator('[data-layout-type="CHART"][data-chart-status]');
  await expect(holders).toHaveCount(CHARTS.length);
  for (let i = 0; i < CHARTS.length; i++) {
    await holders.nth(i).scrollIntoViewIfNeeded();
    await expect(holders.nth(i)).toHaveAttribute('data-chart-status', 'rendered', { timeout: 30_000 });
  }
  for (const name of CHARTS) await expect(holders.getByRole('heading', { name, exact: true })).toBeVisible();
  await page.screenshot({ path: shot('dashboard'), fullPage: true });
});
