import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bigNumber, chartHolderNamed, expectRendered, filterBar } from './dashboard-page';
import { csrfHeaders, logIn } from './log-in';

// A click on a deck.gl map's feature cross-filters the dashboard's other charts, end to end: for a
// scatter of addresses and for GeoJSON areas, a dashboard of the map, a total and a table over the
// map's dataset is saved through the API; the test finds a feature under the mouse (a real hover
// that shows its tooltip), clicks it, sees the filter in the bar and the other charts narrowed to
// the feature's value, and removes the filter again.
test.describe.configure({ mode: 'serial' });

const run = Date.now() % 100_000;
const SHOTS = path.join(os.tmpdir(), 'tessera-e2e', 'deck-cross-filter');
const shot = (name: string) => path.join(SHOTS, `${name}.png`);
const SAN_FRANCISCO = { longitude: -122.4376, latitude: 37.7577, zoom: 11.6, bearing: 0, pitch: 0 };
const ROWS = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'Rows' };

interface MapCase {
  title: string;
  dataset: string;
  dimension: string;
  /** The dimension's verbose name, which the tooltip must show. */
  dimensionName: string;
  formData: Record<string, unknown>;
}

const CASES: MapCase[] = [
  {
    title: 'deck_scatter',
    dataset: 'long_lat',
    dimension: 'DISTRICT',
    dimensionName: 'District',
    formData: {
      viz_type: 'deck_scatter',
      spatial: { type: 'latlong', lonCol: 'LON', latCol: 'LAT' },
      dimension: 'DISTRICT',
      // Fewer, larger dots: the centre of the map is covered, and software WebGL picks quickly.
      point_radius_fixed: { type: 'fix', value: 150 },
      point_unit: 'radius_m',
      multiplier: 1,
      min_radius: 6,
      max_radius: 40,
      color_scheme: 'supersetColors',
      legend_position: 'tr',
      row_limit: 2000,
      viewport: SAN_FRANCISCO,
    },
  },
  {
    title: 'deck_geojson',
    dataset: 'sf_population_geojson',
    dimension: 'zipcode',
    dimensionName: 'ZIP code',
    formData: {
      viz_type: 'deck_geojson',
      geojson: 'geojson',
      dimension: 'zipcode',
      filled: true,
      stroked: true,
      line_width: 2,
      line_width_unit: 'pixels',
      fill_color_picker: { r: 0, g: 122, b: 135, a: 0.5 },
      stroke_color_picker: { r: 0, g: 82, b: 95, a: 1 },
      viewport: SAN_FRANCISCO,
    },
  },
];

async function datasetId(page: Page, tableName: string): Promise<number> {
  const q = `(filters:!((col:table_name,opr:eq,value:${tableName})),page_size:10)`;
  const answer = await page.request.get(`/api/v1/dataset/?q=${encodeURIComponent(q)}`);
  expect(answer.ok(), await answer.text()).toBeTruthy();
  const found = ((await answer.json()) as { result: { id: number; table_name: string }[] }).result.find((d) => d.table_name === tableName);
  expect(found, `the ${tableName} example dataset`).toBeDefined();
  return found!.id;
}

async function saveChart(page: Page, dataset: number, name: string, formData: Record<string, unknown>): Promise<number> {
  const params: Record<string, unknown> = { ...formData, datasource: `${dataset}__table`, adhoc_filters: [], time_range: 'No filter' };
  const answer = await page.request.post('/api/v1/chart/', {
    headers: await csrfHeaders(page.request),
    data: { slice_name: name, viz_type: params['viz_type'], datasource_id: dataset, datasource_type: 'table', params: JSON.stringify(params) },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** A dashboard of the map (left, full height) beside the total above the table. */
async function saveDashboard(page: Page, title: string, map: number, total: number, table: number): Promise<number> {
  const chart = (id: number, parents: string[], width: number, height: number) => ({ type: 'CHART', id: `CHART-${id}`, children: [], parents, meta: { chartId: id, width, height } });
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': { type: 'ROW', id: 'ROW-1', children: [`CHART-${map}`, 'COLUMN-1'], parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
    [`CHART-${map}`]: chart(map, ['ROOT_ID', 'GRID_ID', 'ROW-1'], 7, 90),
    'COLUMN-1': { type: 'COLUMN', id: 'COLUMN-1', children: [`CHART-${total}`, `CHART-${table}`], parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'], meta: { width: 5, background: 'BACKGROUND_TRANSPARENT' } },
    [`CHART-${total}`]: chart(total, ['ROOT_ID', 'GRID_ID', 'ROW-1', 'COLUMN-1'], 5, 25),
    [`CHART-${table}`]: chart(table, ['ROOT_ID', 'GRID_ID', 'ROW-1', 'COLUMN-1'], 5, 65),
  };
  const answer = await page.request.post('/api/v1/dashboard/', {
    headers: await csrfHeaders(page.request),
    data: { dashboard_title: title, published: true, position_json: JSON.stringify(layout), json_metadata: JSON.stringify({}) },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** Digits only: how a value reads in the table, the big number and the tooltip alike ("94,110" = 94110). */
const digits = (text: string) => text.replace(/\D/g, '');

/** The table's rows as [first cell, last cell] texts. */
async function tableRows(page: Page, name: string): Promise<Array<[string, string]>> {
  const rows = chartHolderNamed(page, name).locator('.tessera-table-row');
  const texts = await rows.evaluateAll((elements) => elements.map((row) => [...row.querySelectorAll('[role="cell"]')].map((cell) => (cell.textContent ?? '').trim())));
  return texts.map((cells) => [cells[0] ?? '', cells[cells.length - 1] ?? '']);
}

/**
 * The share of the map's pixels in a strong colour: the layer's marks (the base map is muted).
 * Marks outside a cross-filter fade, so the share drops while one is set. The canvas is
 * screenshot (WebGL keeps no pixels to read) and the PNG decoded in the page.
 */
async function strongShare(page: Page, map: Locator): Promise<number> {
  const png = (await map.locator('[data-testid="deck-chart"] canvas').first().screenshot()).toString('base64');
  return page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: 'image/png' }));
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let strong = 0;
    for (let index = 0; index < data.length; index += 4) if (Math.max(data[index]!, data[index + 1]!, data[index + 2]!) - Math.min(data[index]!, data[index + 1]!, data[index + 2]!) > 60) strong += 1;
    return strong / (data.length / 4);
  }, png);
}

/**
 * Moves the mouse over the map, from its centre outwards, until deck.gl picks a feature and its
 * tooltip shows; answers where, and the tooltip's first row (the feature's dimension).
 */
async function featureUnderMouse(page: Page, map: Locator): Promise<{ x: number; y: number; name: string; value: string }> {
  const canvas = map.locator('[data-testid="deck-chart"] canvas').first();
  const box = (await canvas.boundingBox())!;
  const tooltip = map.getByRole('tooltip');
  // deck.gl picks on its next frame, which software WebGL may draw seconds later.
  for (const [dx, dy] of [[0, 0], [-30, 20], [30, -20], [-60, -40], [60, 40], [0, 80], [0, -80], [-100, 0], [10, 10], [-10, -10]] as const) {
    const x = box.x + box.width / 2 + dx;
    const y = box.y + box.height / 2 + dy;
    await page.mouse.move(x, y, { steps: 2 });
    if (await tooltip.waitFor({ state: 'visible', timeout: 6000 }).then(() => true, () => false)) {
      // A tooltip may hide again while being read (a frame that picks nothing): then move on.
      const texts = await tooltip.locator(':scope > div').first().locator('span').allInnerTexts().catch(() => []);
      const [name = '', value = ''] = texts.slice(-2).map((text) => text.trim());
      if (name && value) return { x, y, name: name.replace(/:$/, ''), value };
    }
  }
  throw new Error('No feature of the map could be found under the mouse.');
}

/**
 * Clicks the feature until `chip` shows. deck.gl picks the feature synchronously on pointerdown
 * and counts the press as a click only if the button is up within 250 ms: with software WebGL on a
 * busy machine the pick alone can take longer, and the press is then not a click (nothing is
 * emitted, so pressing again cannot undo an earlier click).
 */
async function clickFeature(page: Page, feature: { x: number; y: number }, chip: Locator): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.mouse.click(feature.x, feature.y);
    const shown = await chip.waitFor({ state: 'visible', timeout: 8000 }).then(() => true, () => false);
    if (shown) return;
    if (attempt === 4) await expect(chip, 'the cross-filter after four clicks on the feature').toBeVisible();
  }
}

test.beforeEach(async ({ page }) => {
  // On a busy machine signing in may take longer than the helper waits: give it more time.
  await logIn(page).catch(() => expect(page).toHaveURL(/\/superset\/welcome\/$/, { timeout: 60_000 }));
  mkdirSync(SHOTS, { recursive: true });
});

for (const mapCase of CASES) {
  test(`a click on a ${mapCase.title} feature cross-filters the other charts, and removing the filter restores them`, async ({ page }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const MAP = `${mapCase.title} map ${run}`;
    const TOTAL = `${mapCase.title} rows ${run}`;
    const TABLE = `${mapCase.title} rows by ${mapCase.dimension} ${run}`;
    const dataset = await datasetId(page, mapCase.dataset);
    const mapId = await saveChart(page, dataset, MAP, mapCase.formData);
    const totalId = await saveChart(page, dataset, TOTAL, { viz_type: 'big_number_total', metric: ROWS, y_axis_format: ',d' });
    const tableId = await saveChart(page, dataset, TABLE, { viz_type: 'table', query_mode: 'aggregate', groupby: [mapCase.dimension], metrics: [ROWS], row_limit: 100, order_desc: true });
    const dashboardId = await saveDashboard(page, `Cross-filter from ${mapCase.title} ${run}`, mapId, totalId, tableId);

    await page.goto(`/superset/dashboard/${dashboardId}/`);
    const map = chartHolderNamed(page, MAP);
    // deck.gl loads as a chunk of its own and software WebGL starts slowly on a busy machine.
    await expect(map).toHaveAttribute('data-chart-status', 'rendered', { timeout: 120_000 });
    await expectRendered(page, [TOTAL, TABLE]);
    await expect(map.locator('[data-testid="deck-chart"] canvas').first()).toBeVisible();
    await page.waitForTimeout(2500); // the base map's boundaries load and the layer draws its first frame
    const totalAll = await bigNumber(page, TOTAL);
    const drawnAll = await strongShare(page, map);
    const rowsAll = await tableRows(page, TABLE);
    expect(rowsAll.length, 'the table lists several values before the filter').toBeGreaterThan(1);
    await page.screenshot({ path: shot(`${mapCase.title}-1-before`), fullPage: true });

    // A real hover shows the feature's tooltip, its dimension under the dataset's verbose name.
    const feature = await featureUnderMouse(page, map);
    expect(feature.name).toBe(mapCase.dimensionName);
    const row = rowsAll.find(([value]) => digits(value) === digits(feature.value) && (digits(value) !== '' || value === feature.value));
    expect(row, `the table lists ${feature.value}`).toBeDefined();
    await page.screenshot({ path: shot(`${mapCase.title}-2-hover`), fullPage: true });

    // The click: a cross-filter in the bar, the total and the table narrowed to the feature's value.
    await clickFeature(page, feature, filterBar(page).getByTestId(`cross-filter-${mapId}`));
    await expect(filterBar(page).getByTestId(`cross-filter-${mapId}`)).toContainText(feature.value);
    await expectRendered(page, [TOTAL, TABLE]);
    await expect.poll(() => bigNumber(page, TOTAL).then(digits)).toBe(digits(row![1]));
    expect(digits(await bigNumber(page, TOTAL))).not.toBe(digits(totalAll));
    await expect.poll(() => tableRows(page, TABLE)).toEqual([row]);
    // The other features fade.
    await page.mouse.move(0, 0);
    await expect.poll(() => strongShare(page, map), { timeout: 20_000 }).toBeLessThan(drawnAll * 0.6);
    await page.screenshot({ path: shot(`${mapCase.title}-3-filtered`), fullPage: true });

    // Removing the filter from the bar brings every row back.
    await filterBar(page).getByRole('button', { name: `Remove cross-filter of ${MAP}` }).click();
    await expect(filterBar(page).getByTestId(`cross-filter-${mapId}`)).toHaveCount(0);
    await expectRendered(page, [TOTAL, TABLE]);
    await expect.poll(() => bigNumber(page, TOTAL)).toBe(totalAll);
    await expect.poll(() => tableRows(page, TABLE)).toEqual(rowsAll);
    // Every feature is drawn in full again.
    await expect.poll(() => strongShare(page, map), { timeout: 20_000 }).toBeGreaterThan(drawnAll * 0.9);
    await page.screenshot({ path: shot(`${mapCase.title}-4-cleared`), fullPage: true });
    expect(errors).toEqual([]);
  });
}
