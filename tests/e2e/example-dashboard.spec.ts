import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bigNumber, expectRendered, filterBar, pickValue, tableFirstColumn } from './dashboard-page';
import { logIn } from './log-in';

const CHARTS = ['Total births', 'Births by gender over the years', 'Births by state (top 10)', 'Most common names'];
const shot = (name: string) => path.join(os.tmpdir(), 'tessera-e2e', `example-dashboard-${name}.png`);

test('a first start offers the Births example dashboard: its charts paint, and its Gender filter narrows them', async ({ page }) => {
  await logIn(page);
  await page.goto('/dashboard/list/');
  await page.getByRole('table', { name: 'Dashboards' }).getByRole('link', { name: 'Births', exact: true }).click();
  await expect(page).toHaveURL(/\/superset\/dashboard\/(births|\d+)\/$/);
  await expect(page.getByTestId('dashboard-title')).toHaveText('Births');
  await expectRendered(page, CHARTS);
  await expect(page.getByRole('heading', { name: 'About this dashboard' })).toBeVisible();
  const total = await bigNumber(page, 'Total births');
  const names = await tableFirstColumn(page, 'Most common names');
  expect(names).toContain('Michael');
  await page.screenshot({ path: shot('opened'), fullPage: true });

  await pickValue(filterBar(page).locator('[data-filter-name="Gender"]'), page, 'girl');
  await filterBar(page).getByTestId('filter-bar-apply').click();
  await expect.poll(() => tableFirstColumn(page, 'Most common names')).not.toEqual(names);
  await expectRendered(page, CHARTS);
  expect(await tableFirstColumn(page, 'Most common names')).not.toContain('Michael');
  expect(await bigNumber(page, 'Total births')).not.toEqual(total);
  await page.screenshot({ path: shot('girls'), fullPage: true });
});
