import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { logIn } from './log-in';

/**
 * The deck.gl maps over the example data, drawn with software WebGL and no network beyond the
 * server: each opens in explore with its canvas, and the offline base map and the data paint
 * more than a blank canvas.
 */
const shot = (name: string) => path.join(os.tmpdir(), 'tessera-e2e', `deck-maps-${name}.png`);
const latlong = { type: 'latlong', lonCol: 'LON', latCol: 'LAT' };
const MAPS: Array<{ key: string; table: string; params: Record<string, unknown> }> = [
  { key: 'deck_scatter', table: 'long_lat', params: { spatial: latlong, dimension: 'DISTRICT', point_radius_fixed: { type: 'fix', value: 40 }, point_unit: 'radius_m' } },
  { key: 'deck_hex', table: 'long_lat', params: { spatial: latlong, size: 'count', grid_size: 400, viewport: { longitude: -122.42, latitude: 37.76, zoom: 11, bearing: 0, pitch: 40 } } },
  { key: 'deck_arc', table: 'flights', params: { start_spatial: { type: 'latlong', lonCol: 'LONGITUDE', latCol: 'LATITUDE' }, end_spatial: { type: 'latlong', lonCol: 'LONGITUDE_DEST', latCol: 'LATITUDE_DEST' }, dimension: 'AIRLINE', row_limit: 2000 } },
  { key: 'deck_path', table: 'bart_lines', params: { line_column: 'path', line_type: 'json', dimension: 'name' } },
  { key: 'deck_polygon', table: 'sf_population_polygons', params: { line_column: 'contour', line_type: 'json', metric: 'sum__population', stroked: true, line_width: 1 } },
];

async function token(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/security/login', { data: { ...E2E_ADMIN, provider: 'db' } });
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * The size of the map canvas as a PNG: a blank (or sea-only) canvas compresses to a few
 * kilobytes; land, borders and marks take tens of kilobytes.
 */
async function canvasPngBytes(page: Page): Promise<number> {
  return (await page.locator('[data-testid="deck-chart"] canvas').first().screenshot()).length;
}

test('the deck.gl maps open in explore over the offline base map, in light and dark', async ({ page, request }) => {
  test.setTimeout(240_000);
  const bearer = { authorization: `Bearer ${await token(request)}` };
  const datasets = ((await (await request.get('/api/v1/dataset/?q=(page_size:100)', { headers: bearer })).json()) as { result: Array<{ id: number; table_name: string }> }).result;
  const ids: Record<string, number> = {};
  for (const { key, table, params } of MAPS) {
    const dataset = datasets.find((candidate) => candidate.table_name === table);
    expect(dataset, table).toBeDefined();
    const formData = { ...params, viz_type: key, datasource: `${dataset!.id}__table` };
    const response = await request.post('/api/v1/chart/', { headers: bearer, data: { slice_name: `Map ${key}`, viz_type: key, datasource_id: dataset!.id, datasource_type: 'table', params: JSON.stringify(formData) } });
    expect(response.status(), await response.text()).toBe(201);
    ids[key] = ((await response.json()) as { id: number }).id;
  }

  // Nothing but the server answers: the base map must come from the app itself.
  const outside: string[] = [];
  await page.context().route((url) => url.hostname !== '127.0.0.1', (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await logIn(page);
  for (const mode of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('tessera-color-mode', value), mode);
    for (const { key } of MAPS) {
      await page.goto(`/explore/?slice_id=${ids[key]}`);
      await expect(page.locator('[data-testid="deck-chart"] canvas').first()).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText('needs WebGL')).toHaveCount(0);
      // The base map and the layer draw some frames after the canvas shows.
      await expect.poll(() => canvasPngBytes(page), { message: `${key} (${mode}) paints`, timeout: 60_000 }).toBeGreaterThan(20_000);
      await page.getByTestId('chart-container').first().screenshot({ path: shot(`${key}-${mode}`) });
    }
  }
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
});
