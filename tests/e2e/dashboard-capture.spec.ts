import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chartHolderNamed, expectRendered } from './dashboard-page';
import { csrfHeaders, logIn } from './log-in';

// A dashboard taller than the window, whose lower charts load only once scrolled to: "Download as
// image" and "Download as PDF" in its header menu picture every chart of the shown tab, drawn, not
// the empty tiles of charts never scrolled to; the other tab's chart is left alone. The files are
// kept under <tmp>/tessera-e2e/ to be looked at.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const run = Date.now() % 100_000;
const DASHBOARD_TITLE = `Tall births ${run}`;
const KEEP_DIR = path.join(os.tmpdir(), 'tessera-e2e');
/** Six rows of two charts, 400 px high each: the lower rows are far below a 900 px window. */
const CHART_KINDS: ReadonlyArray<[string, Record<string, unknown>]> = [
  ['Total births', { viz_type: 'big_number_total', metric: 'sum__num', subheader: 'births' }],
  ['Births by gender', { viz_type: 'pie', groupby: ['gender'], metric: 'sum__num', row_limit: 10 }],
  ['Most given names', { viz_type: 'table', query_mode: 'aggregate', groupby: ['name'], metrics: ['sum__num'], row_limit: 20, order_desc: true }],
  ['Births by state', { viz_type: 'pie', groupby: ['state'], metric: 'sum__num', row_limit: 10 }],
  ['Births per year', { viz_type: 'echarts_timeseries_line', x_axis: 'ds', time_grain_sqla: 'P1Y', metrics: ['sum__num'], groupby: ['gender'], row_limit: 10_000 }],
  ['States by births', { viz_type: 'table', query_mode: 'aggregate', groupby: ['state'], metrics: ['sum__num'], row_limit: 20, order_desc: true }],
];
// Each chart its own query (the same rows, over a time range of its own): none draws from another's answer.
const SHOWN = [...CHART_KINDS, ...CHART_KINDS].map(([name, formData], index) => ({
  name: `${name} ${index + 1} (${run})`,
  formData: { ...formData, time_range: `${1900 + index}-01-01 : 2100-01-01` },
}));
const OTHER_TAB_CHART = { name: `Births on the other tab (${run})`, formData: CHART_KINDS[0]![1] };

let dashboardId = 0;

/** The holder of the chart on the hidden tab (its heading is hidden with it). */
const otherTabHolder = (page: Page) =>
  page.locator('[data-layout-type="CHART"][data-chart-status]').filter({ has: page.getByRole('heading', { name: OTHER_TAB_CHART.name, includeHidden: true }) });

async function saveChart(page: Page, datasetId: number, name: string, formData: Record<string, unknown>): Promise<number> {
  const params: Record<string, unknown> = { time_range: 'No filter', ...formData, datasource: `${datasetId}__table`, adhoc_filters: [] };
  const response = await page.request.post('/api/v1/chart/', {
    headers: await csrfHeaders(page.request),
    data: { slice_name: name, viz_type: params['viz_type'], datasource_id: datasetId, datasource_type: 'table', params: JSON.stringify(params) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Grid → tabs "Charts" (rows of two charts each) and "Later" (one chart), as position_json. */
function positionJson(shown: ReadonlyArray<{ id: number; name: string }>, later: { id: number; name: string }): Record<string, unknown> {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['TABS-capture'], parents: ['ROOT_ID'] },
    'TABS-capture': { type: 'TABS', id: 'TABS-capture', children: ['TAB-charts', 'TAB-later'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
    'TAB-charts': { type: 'TAB', id: 'TAB-charts', children: [], parents: ['ROOT_ID', 'GRID_ID', 'TABS-capture'], meta: { text: 'Charts' } },
    'TAB-later': { type: 'TAB', id: 'TAB-later', children: [], parents: ['ROOT_ID', 'GRID_ID', 'TABS-capture'], meta: { text: 'Later' } },
  };
  const addRow = (tabId: string, rowId: string, charts: ReadonlyArray<{ id: number; name: string }>) => {
    const parents = ['ROOT_ID', 'GRID_ID', 'TABS-capture', tabId];
    (layout[tabId] as { children: string[] }).children.push(rowId);
    layout[rowId] = { type: 'ROW', id: rowId, children: charts.map((chart) => `CHART-${chart.id}`), parents, meta: { background: 'BACKGROUND_TRANSPARENT' } };
    for (const chart of charts) {
      layout[`CHART-${chart.id}`] = { type: 'CHART', id: `CHART-${chart.id}`, children: [], parents: [...parents, rowId], meta: { chartId: chart.id, sliceName: chart.name, width: 6, height: 50 } };
    }
  };
  for (let i = 0; i < shown.length; i += 2) addRow('TAB-charts', `ROW-${i / 2}`, shown.slice(i, i + 2));
  addRow('TAB-later', 'ROW-later', [later]);
  return layout;
}

/** Runs `trigger` and returns the file it makes the browser download. */
async function downloaded(page: Page, trigger: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), trigger()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** Chooses `action` in the dashboard header's menu. */
async function chooseInHeaderMenu(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: 'Dashboard actions' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** The JPEG pictures a PDF holds (jsPDF stores them unfiltered but for their DCT coding), in order. */
function jpegsOfPdf(bytes: Buffer): Buffer[] {
  const text = bytes.toString('latin1');
  const jpegs: Buffer[] = [];
  const streams = /<<((?:(?!>>\s*stream)[\s\S])*?)>>\s*stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const dictionary = match[1]!;
    const length = Number(/\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary)?.[1]);
    const start = match.index + match[0].length;
    const picture = /\/Subtype\s*\/Image/.test(dictionary) && /\/DCTDecode/.test(dictionary);
    if (picture) {
      expect(Number.isFinite(length), 'a picture with a direct length').toBe(true);
      jpegs.push(bytes.subarray(start, start + length));
    }
    // The stream's bytes are data, not dictionaries: read on after them.
    if (Number.isFinite(length)) streams.lastIndex = start + length;
  }
  return jpegs;
}

/** Where each shown chart's tile is, in CSS pixels from the top left corner of the pictured grid. */
async function tilesOfGrid(page: Page): Promise<{ gridWidth: number; tiles: Array<{ name: string; x: number; y: number; width: number; height: number }> }> {
  return page.evaluate((names) => {
    const grid = document.querySelector('.dashboard-content')!.getBoundingClientRect();
    const tiles = names.map((name) => {
      const title = [...document.querySelectorAll('.chart-slice h2')].find((heading) => heading.textContent === name);
      const box = title!.closest('.chart-slice')!.getBoundingClientRect();
      return { name, x: box.left - grid.left, y: box.top - grid.top, width: box.width, height: box.height };
    });
    return { gridWidth: grid.width, tiles };
  }, SHOWN.map((chart) => chart.name));
}

/**
 * For each tile, the share of its drawing area (below the title, inside the border) whose pixels
 * differ from the tile's own background: a drawn chart covers a good part of it, an empty or still
 * loading tile next to none. `pictures` are JPEGs stacked top to bottom (a PDF's page pieces).
 */
async function inkPerTile(page: Page, pictures: Buffer[], layout: Awaited<ReturnType<typeof tilesOfGrid>>): Promise<Record<string, number>> {
  const urls = pictures.map((bytes) => `data:image/jpeg;base64,${bytes.toString('base64')}`);
  return page.evaluate(
    async ({ urls, gridWidth, tiles }) => {
      const images = await Promise.all(
        urls.map(
          (url) =>
            new Promise<HTMLImageElement>((resolve, reject) => {
              const image = new Image();
              image.onload = () => resolve(image);
              image.onerror = () => reject(new Error('unreadable picture'));
              image.src = url;
            }),
        ),
      );
      const width = images[0]!.naturalWidth;
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = images.reduce((sum, image) => sum + image.naturalHeight, 0);
      const context = canvas.getContext('2d')!;
      let top = 0;
      for (const image of images) {
        context.drawImage(image, 0, top);
        top += image.naturalHeight;
      }
      const scale = width / gridWidth;
      const ink: Record<string, number> = {};
      for (const tile of tiles) {
        const [left, right] = [Math.round((tile.x + 16) * scale), Math.round((tile.x + tile.width - 16) * scale)];
        const [upper, lower] = [Math.round((tile.y + 48) * scale), Math.round((tile.y + tile.height - 12) * scale)];
        const background = context.getImageData(Math.round((tile.x + 6) * scale), Math.round((tile.y + 6) * scale), 1, 1).data;
        const pixels = context.getImageData(left, upper, right - left, lower - upper).data;
        let inked = 0;
        for (let offset = 0; offset < pixels.length; offset += 4) {
          const distance = Math.max(...[0, 1, 2].map((channel) => Math.abs(pixels[offset + channel]! - background[channel]!)));
          if (distance > 40) inked++;
        }
        ink[tile.name] = inked / (pixels.length / 4);
      }
      return ink;
    },
    { urls, gridWidth: layout.gridWidth, tiles: layout.tiles },
  );
}

/** Opens the dashboard and waits for the charts in view; the lowest ones have not loaded. */
async function openTallDashboard(page: Page): Promise<void> {
  await page.goto(`/superset/dashboard/${dashboardId}/`);
  await expect(page.getByTestId('dashboard-title')).toHaveText(DASHBOARD_TITLE);
  await expectRendered(page, SHOWN.slice(0, 2).map((chart) => chart.name));
  for (const chart of SHOWN.slice(-2)) await expect(chartHolderNamed(page, chart.name)).toHaveAttribute('data-chart-status', 'idle');
  await expect(otherTabHolder(page)).toHaveAttribute('data-chart-status', 'idle');
}

/** After a download: every chart of the shown tab drawn, the other tab's still not loaded, nothing scrolled. */
async function expectOnlyShownTabDrawn(page: Page): Promise<void> {
  await expectRendered(page, SHOWN.map((chart) => chart.name));
  await expect(otherTabHolder(page)).toHaveAttribute('data-chart-status', 'idle');
  expect(await page.getByTestId('dashboard-scroll').evaluate((element) => element.scrollTop)).toBe(0);
}

/** Every tile of the picture shows its chart: a good share of its drawing area is drawn on. */
function expectEveryTileDrawn(ink: Record<string, number>): void {
  for (const chart of SHOWN) expect(ink[chart.name], `${chart.name} is drawn in the picture`).toBeGreaterThan(0.01);
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('sets up a dashboard taller than the window, with a second tab', async ({ page }) => {
  const datasets = await page.request.get('/api/v1/dataset/?q=(page_size:100)');
  const birthNames = ((await datasets.json()) as { result: { id: number; table_name: string }[] }).result.find((d) => d.table_name === 'birth_names');
  expect(birthNames, 'the birth_names example dataset').toBeDefined();
  const shown = [];
  for (const chart of SHOWN) shown.push({ id: await saveChart(page, birthNames!.id, chart.name, chart.formData), name: chart.name });
  const later = { id: await saveChart(page, birthNames!.id, OTHER_TAB_CHART.name, OTHER_TAB_CHART.formData), name: OTHER_TAB_CHART.name };
  const response = await page.request.post('/api/v1/dashboard/', {
    headers: await csrfHeaders(page.request),
    data: { dashboard_title: DASHBOARD_TITLE, published: true, position_json: JSON.stringify(positionJson(shown, later)), json_metadata: JSON.stringify({}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  dashboardId = ((await response.json()) as { id: number }).id;
});

test('"Download as image" pictures every chart of the shown tab, those below the fold included', async ({ page }) => {
  await openTallDashboard(page);
  // The charts below the fold take a while to answer: the download waits for them.
  await page.route('**/api/v1/chart/data**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const image = await downloaded(page, async () => {
    await chooseInHeaderMenu(page, 'Download as image');
    // Meanwhile a toast says what is going on, and the page stays where it was.
    await expect(page.getByText('Preparing download…')).toBeVisible();
    await mkdir(KEEP_DIR, { recursive: true });
    await page.screenshot({ path: path.join(KEEP_DIR, 'dashboard-capture-preparing.png') });
  });
  expect(image.name).toMatch(/^Tall-births-.*\.jpg$/);
  await writeFile(path.join(KEEP_DIR, 'dashboard-capture.jpg'), image.bytes);
  expectEveryTileDrawn(await inkPerTile(page, [image.bytes], await tilesOfGrid(page)));
  await expect(page.getByText('Preparing download…')).toHaveCount(0);
  await expectOnlyShownTabDrawn(page);
});

test('"Download as PDF" pictures every chart of the shown tab over its pages', async ({ page }) => {
  await openTallDashboard(page);
  const pdf = await downloaded(page, () => chooseInHeaderMenu(page, 'Download as PDF'));
  expect(pdf.name).toMatch(/^Tall-births-.*\.pdf$/);
  await mkdir(KEEP_DIR, { recursive: true });
  await writeFile(path.join(KEEP_DIR, 'dashboard-capture.pdf'), pdf.bytes);
  const pieces = jpegsOfPdf(pdf.bytes);
  // Six rows of charts do not fit one A4 page at a readable size: the picture is split over pages.
  expect(pieces.length).toBeGreaterThan(1);
  expectEveryTileDrawn(await inkPerTile(page, pieces, await tilesOfGrid(page)));
  await expectOnlyShownTabDrawn(page);
});
