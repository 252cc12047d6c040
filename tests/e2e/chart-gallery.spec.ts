import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { GALLERY_TABS } from '../../app/server/bootstrap/chart-gallery-charts';
import { logIn } from './log-in';

/** Where the screenshots go: TESSERA_SHOTS_DIR, or a folder under the system's temporary directory. */
const SHOTS = process.env.TESSERA_SHOTS_DIR ?? path.join(os.tmpdir(), 'tessera-e2e', 'chart-gallery');
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const shot = (...parts: string[]) => path.join(SHOTS, `${parts.map(slug).join('--')}.png`);

/** The texts a chart shows in place of a drawing: an error, or nothing to draw. */
const NOT_DRAWN = /^(No data|No results|Every step is hidden)$/;

/** The holder of the chart titled exactly `name` (several gallery titles begin alike). */
const holderOf = (page: Page, name: string) =>
  page.locator('[data-layout-type="CHART"][data-chart-status]').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Waits for a chart to be drawn, then checks it shows no error and no empty state. */
async function expectDrawn(page: Page, name: string): Promise<Locator> {
  const holder = holderOf(page, name);
  await holder.scrollIntoViewIfNeeded();
  await expect(holder, name).toHaveAttribute('data-chart-status', 'rendered', { timeout: 30_000 });
  await expect(holder.getByRole('alert'), `${name} shows an error`).toHaveCount(0);
  await expect(holder.getByText(NOT_DRAWN), `${name} draws nothing`).toHaveCount(0);
  expect(await textsOutside(holder), `${name}: labels outside the tile`).toEqual([]);
  return holder;
}

/** The SVG texts of a chart that stick out of its tile (clipped labels, a legend too wide), with how far. */
async function textsOutside(holder: Locator): Promise<string[]> {
  return holder.evaluate((element) => {
    const tile = element.getBoundingClientRect();
    const outside: string[] = [];
    for (const text of element.querySelectorAll('svg text')) {
      const box = text.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(text).visibility === 'hidden') continue;
      const over = Math.max(tile.left - box.left, box.right - tile.right, tile.top - box.top, box.bottom - tile.bottom);
      if (over > 2) outside.push(`"${text.textContent ?? ''}" by ${Math.round(over)}px`);
    }
    return outside;
  });
}

/** The luminance (0 dark … 1 light) of the page's background. */
async function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? ['255', '255', '255']).map(Number);
    return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
  });
}

/**
 * The charts each theme checks: the light theme every chart; the dark theme the first row of every
 * tab (the layout, and so what sticks out of a tile, is the same in both themes; charts below the
 * fold are only drawn when scrolled to, so the dark pass draws just these).
 */
const CHECKED = {
  light: GALLERY_TABS.map((tab) => ({ title: tab.title, charts: tab.rows.flat() })),
  dark: GALLERY_TABS.map((tab) => ({ title: tab.title, charts: tab.rows[0] ?? [] })),
};

for (const theme of ['light', 'dark'] as const) {
  test.describe(`the Chart Gallery in the ${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1400, height: 1000 } });
    test.setTimeout(300_000);

    test(`draws ${theme === 'light' ? 'one chart of every type' : 'the first row of every tab'}, tab by tab, with no error or empty chart`, async ({ page }) => {
      mkdirSync(SHOTS, { recursive: true });
      await logIn(page);
      await page.goto('/superset/dashboard/chart-gallery/');
      await expect(page.getByTestId('dashboard-title')).toHaveText('Chart Gallery');
      const luminance = await backgroundLuminance(page);
      if (theme === 'dark') expect(luminance).toBeLessThan(0.3);
      else expect(luminance).toBeGreaterThan(0.7);

      for (const tab of CHECKED[theme]) {
        await page.getByRole('tab', { name: tab.title, exact: true }).click();
        await expect(page.getByRole('tab', { name: tab.title, exact: true })).toHaveAttribute('aria-selected', 'true');
        for (const chart of tab.charts) {
          const holder = await expectDrawn(page, chart.name);
          await holder.screenshot({ path: shot(theme, tab.title, chart.name) });
        }
        await page.screenshot({ path: shot(theme, tab.title), fullPage: true });
      }
    });
  });
}
