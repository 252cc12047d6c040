import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { logIn } from './log-in';

/**
 * deck_multi's chart picker: the saved deck.gl charts by name, searched on the server, the
 * chosen ones shown by name (never their ids), other chart types and deck_multi itself not
 * offered; a chart picked in explore becomes a layer of the map.
 */
const run = Date.now() % 100_000;
const shot = (name: string) => path.join(os.tmpdir(), 'tessera-e2e', `deck-multi-picker-${name}.png`);
const latlong = { type: 'latlong', lonCol: 'LON', latCol: 'LAT' };

async function bearer(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/v1/security/login', { data: { ...E2E_ADMIN, provider: 'db' } });
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

test('deck_multi picks its layers among the saved deck.gl charts by name', async ({ page, request }) => {
  test.setTimeout(180_000);
  const headers = await bearer(request);
  const datasets = ((await (await request.get('/api/v1/dataset/?q=(page_size:100)', { headers })).json()) as { result: Array<{ id: number; table_name: string }> }).result;
  const longLat = datasets.find((dataset) => dataset.table_name === 'long_lat');
  expect(longLat).toBeDefined();
  const save = async (name: string, vizType: string, params: Record<string, unknown>) => {
    const formData = { ...params, viz_type: vizType, datasource: `${longLat!.id}__table` };
    const response = await request.post('/api/v1/chart/', { headers, data: { slice_name: name, viz_type: vizType, datasource_id: longLat!.id, datasource_type: 'table', params: JSON.stringify(formData) } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const scatterName = `Picker addresses ${run}`;
  const hexName = `Picker density ${run}`;
  const scatterId = await save(scatterName, 'deck_scatter', { spatial: latlong, point_radius_fixed: { type: 'fix', value: 60 }, point_unit: 'radius_m', min_radius: 3, row_limit: 3000 });
  const hexId = await save(hexName, 'deck_hex', { spatial: latlong, grid_size: 300, row_limit: 3000 });
  // A deck.gl chart the search leaves out.
  await save(`Other layer ${run}`, 'deck_scatter', { spatial: latlong, row_limit: 100 });
  // Same words in the name, but not a deck.gl layer: never offered.
  await save(`Picker table ${run}`, 'table', { query_mode: 'raw', all_columns: ['CITY'] });
  const multiId = await save(`Picker layers ${run}`, 'deck_multi', { deck_slices: [scatterId], viewport: { longitude: -122.43, latitude: 37.76, zoom: 11, bearing: 0, pitch: 0 } });

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await logIn(page);
  await page.goto(`/explore/?slice_id=${multiId}`);
  const picker = page.getByRole('combobox', { name: 'deck.gl charts' });
  await expect(picker).toBeVisible({ timeout: 60_000 });
  const field = page.locator('.MuiAutocomplete-root', { has: picker });
  // The chosen chart is shown by its name, read from the chart list.
  await expect(field.getByRole('button', { name: scatterName })).toBeVisible({ timeout: 20_000 });
  await expect(field).not.toContainText(`Chart ${scatterId}`);

  await picker.click();
  const listbox = page.getByRole('listbox');
  // Opened without a search: the deck.gl charts, whatever their name.
  await expect(listbox.getByRole('option', { name: new RegExp(`Other layer ${run}`) })).toBeVisible({ timeout: 20_000 });
  // The search runs on the server: only names holding the text are offered.
  await picker.fill(`Picker`);
  await expect(listbox.getByRole('option', { name: new RegExp(`Other layer ${run}`) })).toHaveCount(0, { timeout: 20_000 });
  await expect(listbox.getByRole('option', { name: new RegExp(hexName) })).toBeVisible({ timeout: 20_000 });
  await expect(listbox.getByRole('option', { name: new RegExp(`Picker table ${run}`) })).toHaveCount(0);
  await expect(listbox.getByRole('option', { name: new RegExp(`Picker layers ${run}`) })).toHaveCount(0);
  // Already chosen: not offered again.
  await expect(listbox.getByRole('option', { name: new RegExp(scatterName) })).toHaveCount(0);
  await page.screenshot({ path: shot('search') });

  // Picking the hex chart makes it a layer: the map loads it.
  const loaded = page.waitForResponse((response) => response.url().includes(`/api/v1/chart/${hexId}`) && response.ok(), { timeout: 60_000 });
  await listbox.getByRole('option', { name: new RegExp(hexName) }).click();
  await expect(field.getByRole('button', { name: hexName })).toBeVisible();
  await expect(field.getByRole('button', { name: scatterName })).toBeVisible();
  await page.keyboard.press('Escape');
  const update = page.getByRole('button', { name: /update chart/i });
  if (await update.isVisible()) await update.click();
  await loaded;
  await expect(page.locator('[data-testid="deck-chart"] canvas').first()).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(2000);
  await page.screenshot({ path: shot('chosen') });
  expect(errors).toEqual([]);
});
