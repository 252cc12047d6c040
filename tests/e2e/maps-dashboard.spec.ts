import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MAPS_TABS } from '../../app/server/bootstrap/maps-dashboard-charts';
import { logIn } from './log-in';

/**
 * The "Maps" example dashboard, tab by tab, in light and dark, with every request to another host
 * blocked: each map checked must draw over the offline base map with software WebGL, with no error.
 */
const SHOTS = process.env.TESSERA_SHOTS_DIR ?? path.join(os.tmpdir(), 'tessera-e2e', 'maps-dashboard');
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const shot = (...parts: string[]) => path.join(SHOTS, `${parts.map(slug).join('--')}.png`);

/** What a map shows instead of (or beside) its drawing when something is wrong. */
const TROUBLE = /needs WebGL|rows without readable coordinates|cannot be a layer|Choose the saved deck\.gl charts|cannot open other saved charts|No data|No results/;

const holderOf = (page: Page, name: string) =>
  page.locator('[data-layout-type="CHART"][data-chart-status]').filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * The share of a deck.gl map's pixels in a strong colour. The offline base map is drawn in muted
 * colours (pale or slate land, grey-blue sea, grey borders), so strong colours are the data layer's.
 * The canvas is screenshot (a WebGL canvas keeps no pixels to read) and the PNG decoded in the page.
 */
async function layerPixelShare(page: Page, holder: Locator): Promise<number> {
  const png = (await holder.locator('[data-testid="deck-chart"] canvas').first().screenshot()).toString('base64');
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let strong = 0;
    for (let index = 0; index < data.length; index += 4) {
      const [r, g, b] = [data[index]!, data[index + 1]!, data[index + 2]!];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 40) strong += 1;
    }
    return strong / (data.length / 4);
  }, png);
}

async function expectDrawn(page: Page, name: string, vizType: string): Promise<Locator> {
  const holder = holderOf(page, name);
  await holder.scrollIntoViewIfNeeded();
  await expect(holder, name).toHaveAttribute('data-chart-status', 'rendered', { timeout: 60_000 });
  await expect(holder.getByRole('alert'), `${name} shows an error`).toHaveCount(0);
  await expect(holder.getByText(TROUBLE), `${name} reports a problem`).toHaveCount(0);
  if (vizType.startsWith('deck_') || vizType === 'mapbox' || vizType === 'osm') {
    await expect(holder.locator('[data-testid="deck-chart"] canvas').first(), name).toBeVisible();
    // Boundaries load in chunks of their own, and aggregation layers draw a frame after the data:
    // the layer's colours come some frames after the chart reports itself rendered.
    await expect.poll(() => layerPixelShare(page, holder), { message: `${name}: share of the map its layer colours`, timeout: 60_000 }).toBeGreaterThan(0.005);
  } else {
    await expect(holder.locator('svg path').first(), name).toBeVisible();
  }
  return holder;
}

async function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? ['255', '255', '255']).map(Number);
    return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
  });
}

/**
 * The maps each theme checks: the light theme every map; the dark theme the first map of every
 * tab (a point, an aggregation, an area and a line layer over the dark base map). The world and
 * country maps in the dark theme are geo-maps.spec.ts's.
 */
const CHECKED = {
  light: MAPS_TABS.map((tab) => ({ title: tab.title, charts: tab.rows.flat() })),
  dark: MAPS_TABS.map((tab) => ({ title: tab.title, charts: tab.rows.flat().slice(0, 1) })),
};

for (const theme of ['light', 'dark'] as const) {
  test.describe(`the Maps dashboard in the ${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: { width: 1400, height: 1000 } });
    test.setTimeout(420_000);

    test(`draws ${theme === 'light' ? 'every map' : 'a map of every tab'} over the offline base map, with no request leaving the server`, async ({ page }) => {
      mkdirSync(SHOTS, { recursive: true });
      const outside: string[] = [];
      await page.context().route((url) => url.hostname !== '127.0.0.1', (route) => {
        outside.push(route.request().url());
        return route.abort();
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await logIn(page);
      await page.goto('/superset/dashboard/maps/');
      await expect(page.getByTestId('dashboard-title')).toHaveText('Maps');
      const luminance = await backgroundLuminance(page);
      if (theme === 'dark') expect(luminance).toBeLessThan(0.3);
      else expect(luminance).toBeGreaterThan(0.7);

      for (const tab of CHECKED[theme]) {
        await page.getByRole('tab', { name: tab.title, exact: true }).click();
        await expect(page.getByRole('tab', { name: tab.title, exact: true })).toHaveAttribute('aria-selected', 'true');
        for (const chart of tab.charts) {
          const holder = await expectDrawn(page, chart.name, chart.formData.viz_type);
          await holder.screenshot({ path: shot(theme, tab.title, chart.name) });
        }
        await page.screenshot({ path: shot(theme, tab.title), fullPage: true });
      }
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
    });
  });
}
