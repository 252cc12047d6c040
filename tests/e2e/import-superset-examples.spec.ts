import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFixture, zipBundle } from '../api/superset-bundle';
import { logIn } from './log-in';

/**
 * Superset's own example dashboards (deck.gl Demo, World Bank's Data, Video Game Sales), as
 * Superset exports them, imported through the dashboard list's Import dialog onto Tessera's
 * example tables: every chart paints, with no error and no empty state.
 */
const DASHBOARDS = [
  { fixture: 'deck-gl-demo', title: 'deck.gl Demo', tabs: [{ tab: null, charts: 7 }] },
  { fixture: 'world-bank-dashboard', title: "World Bank's Data", tabs: [{ tab: null, charts: 9 }] },
  { fixture: 'video-game-sales-dashboard', title: 'Video Game Sales', tabs: [{ tab: 'Overview', charts: 6 }, { tab: 'Explore Trends', charts: 4 }] },
] as const;

const shot = (name: string) => path.join('test-results', 'screens', `import-superset-examples-${name}.png`);

/**
 * A first start serves before its example data is in (the server listens first): the bundles
 * land on the `examples` connection, so wait until it is registered.
 */
async function waitForExamples(page: Page): Promise<void> {
  const query = encodeURIComponent('(filters:!((col:database_name,opr:eq,value:examples)))');
  await expect
    .poll(async () => ((await (await page.request.get(`/api/v1/database/?q=${query}`)).json()) as { count?: number }).count ?? 0, { timeout: 120_000 })
    .toBe(1);
}

async function importBundle(page: Page, fixture: string): Promise<void> {
  const dir = path.join(os.tmpdir(), 'tessera-e2e-import-examples');
  mkdirSync(dir, { recursive: true });
  const bundle = path.join(dir, `${fixture}.zip`);
  writeFileSync(bundle, zipBundle(readFixture(fixture)));
  await page.goto('/dashboard/list/');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import dashboards' });
  await dialog.getByLabel('Bundle file').setInputFiles(bundle);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/**
 * Every chart holder shown has painted something, without an error or an empty state. The page
 * is scrolled through first, as a reader would, so every chart comes into view and loads.
 */
async function expectPainted(holders: Locator, count: number): Promise<void> {
  await expect(holders).toHaveCount(count);
  for (let i = 0; i < count; i++) await holders.nth(i).scrollIntoViewIfNeeded();
  for (let i = 0; i < count; i++) {
    const holder = holders.nth(i);
    await holder.scrollIntoViewIfNeeded();
    const name = (await holder.getByRole('heading').first().textContent()) ?? `chart ${i}`;
    await expect(holder, name).toHaveAttribute('data-chart-status', 'rendered', { timeout: 90_000 });
    await expect(holder.getByRole('alert'), name).toHaveCount(0);
    await expect(holder.getByText('No results', { exact: true }), name).toHaveCount(0);
    expect(await holder.locator('canvas, svg, table').count(), name).toBeGreaterThan(0);
  }
}

test.describe.configure({ timeout: 420_000 });

for (const { fixture, title, tabs } of DASHBOARDS) {
  test(`Superset's "${title}" dashboard imports through the dialog and every chart paints`, async ({ page }) => {
    await logIn(page);
    await waitForExamples(page);
    await importBundle(page, fixture);
    const link = page.getByRole('table', { name: 'Dashboards' }).getByRole('link', { name: title, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByTestId('dashboard-title')).toHaveText(title);
    for (const { tab, charts } of tabs) {
      if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
      const holders = page.locator('[data-layout-type="CHART"][data-chart-status]:visible');
      await expectPainted(holders, charts);
      await page.waitForTimeout(500);
      await page.screenshot({ path: shot(`${fixture}${tab ? `-${tab.toLowerCase().replace(/\W+/g, '-')}` : ''}`), fullPage: true });
    }
  });
}
