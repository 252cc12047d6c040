import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { decode, encode } from 'fast-png';
import { E2E_ADMIN } from '../../playwright.config';

/**
 * A MapLibre style as the base map. A small HTTP server on another port serves a style document
 * and PNG tiles made here (a checkerboard of two colours found nowhere else on the page); a second
 * Tessera server starts with `MAP_STYLE_URL` pointing at it. A deck.gl chart must draw its points
 * over those tiles; a chart whose own style is missing (404) falls back to the offline base map
 * with a notice. The default server (no style configured) never loads MapLibre.
 */
const STYLE_PORT = 3912;
const TESSERA_PORT = 3911;
const STYLE_ORIGIN = `http://127.0.0.1:${STYLE_PORT}`;
const TESSERA = `http://127.0.0.1:${TESSERA_PORT}`;
const SHOTS = process.env.TESSERA_SHOTS_DIR ?? path.join(os.tmpdir(), 'tessera-e2e', 'maps-style');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The tiles' two colours, 64-pixel squares. */
const TILE_A = [97, 211, 59] as const;
const TILE_B = [40, 150, 37] as const;

function tilePng(): Uint8Array {
  const size = 256;
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const [r, g, b] = (Math.floor(x / 64) + Math.floor(y / 64)) % 2 === 0 ? TILE_A : TILE_B;
      data.set([r, g, b, 255], (y * size + x) * 4);
    }
  }
  return encode({ width: size, height: size, data, channels: 4, depth: 8 });
}

const STYLE = {
  version: 8,
  name: 'Checkerboard',
  sources: { checker: { type: 'raster', tiles: [`${STYLE_ORIGIN}/tiles/{z}/{x}/{y}.png`], tileSize: 256, attribution: 'Checker tiles (test)' } },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#ffffff' } },
    { id: 'checker', type: 'raster', source: 'checker', paint: { 'raster-fade-duration': 0 } },
  ],
};

const served: string[] = [];
let styleServer: Server;
let tessera: ChildProcess;

function startStyleServer(): Promise<Server> {
  const tile = Buffer.from(tilePng());
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    served.push(url);
    response.setHeader('access-control-allow-origin', '*');
    if (url === '/style.json') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(STYLE));
    } else if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url)) {
      response.setHeader('content-type', 'image/png');
      response.end(tile);
    } else {
      response.statusCode = 404;
      response.end('not found');
    }
  });
  return new Promise((resolve) => server.listen(STYLE_PORT, '127.0.0.1', () => resolve(server)));
}

async function startTessera(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(TESSERA_PORT),
      HOST: '127.0.0.1',
      TESSERA_ADMIN_USERNAME: E2E_ADMIN.username,
      TESSERA_ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      MAP_STYLE_URL: `${STYLE_ORIGIN}/style.json`,
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the styled server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${TESSERA}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the styled server did not start within 180 s');
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  styleServer = await startStyleServer();
  tessera = await startTessera();
});

test.afterAll(async () => {
  tessera?.kill();
  await new Promise((resolve) => styleServer?.close(resolve));
});

async function bearer(request: APIRequestContext, base: string): Promise<Record<string, string>> {
  const response = await request.post(`${base}/api/v1/security/login`, { data: { ...E2E_ADMIN, provider: 'db' } });
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

/** Saves a deck_scatter over long_lat on the server at `base`; answers its id. */
async function saveScatter(request: APIRequestContext, base: string, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const headers = await bearer(request, base);
  // A fresh server loads the examples after it starts answering.
  const find = async () => {
    const datasets = ((await (await request.get(`${base}/api/v1/dataset/?q=(page_size:100)`, { headers })).json()) as { result: Array<{ id: number; table_name: string }> }).result;
    return datasets.find((candidate) => candidate.table_name === 'long_lat');
  };
  await expect.poll(async () => (await find()) !== undefined, { timeout: 150_000, intervals: [1000] }).toBe(true);
  const dataset = await find();
  const formData = {
    viz_type: 'deck_scatter',
    datasource: `${dataset!.id}__table`,
    spatial: { type: 'latlong', lonCol: 'LON', latCol: 'LAT' },
    dimension: 'DISTRICT',
    point_radius_fixed: { type: 'fix', value: 60 },
    point_unit: 'radius_m',
    row_limit: 3000,
    ...extra,
  };
  const response = await request.post(`${base}/api/v1/chart/`, { headers, data: { slice_name: name, viz_type: 'deck_scatter', datasource_id: dataset!.id, datasource_type: 'table', params: JSON.stringify(formData) } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function logInAt(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login/`);
  await page.getByRole('textbox', { name: 'Username' }).fill(E2E_ADMIN.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/superset\/welcome\/$/);
}

/** A blend of the two tile colours (where a resampled tile's squares meet). */
function betweenTiles(r: number, g: number, b: number): boolean {
  const t = (r - TILE_B[0]) / (TILE_A[0] - TILE_B[0]);
  if (t < -0.05 || t > 1.05) return false;
  return Math.abs(g - (TILE_B[1] + t * (TILE_A[1] - TILE_B[1]))) <= 6 && Math.abs(b - (TILE_B[2] + t * (TILE_A[2] - TILE_B[2]))) <= 6;
}

/** Pixel counts of a screenshot of the map: the tiles' colours, the offline sea, and strong colours that are neither (the points). */
async function pixelShares(map: Locator): Promise<{ tiles: number; sea: number; points: number }> {
  const image = decode(await map.screenshot());
  const near = (r: number, g: number, b: number, [R, G, B]: readonly number[]) => Math.abs(r - R!) <= 4 && Math.abs(g - G!) <= 4 && Math.abs(b - B!) <= 4;
  const step = image.channels;
  let tiles = 0;
  let sea = 0;
  let points = 0;
  const pixels = image.width * image.height;
  for (let index = 0; index < pixels * step; index += step) {
    const [r, g, b] = [image.data[index]!, image.data[index + 1]!, image.data[index + 2]!];
    if (near(r, g, b, TILE_A) || near(r, g, b, TILE_B) || betweenTiles(r, g, b)) tiles += 1;
    else if (near(r, g, b, [220, 231, 238])) sea += 1;
    else if (Math.max(r, g, b) - Math.min(r, g, b) > 40) points += 1;
  }
  return { tiles: tiles / pixels, sea: sea / pixels, points: points / pixels };
}

test('a configured MapLibre style draws under the deck.gl layer; a missing one falls back to the offline map', async ({ page, request }) => {
  test.setTimeout(240_000);
  const styled = await saveScatter(request, TESSERA, 'Addresses over the style');
  const missing = await saveScatter(request, TESSERA, 'Addresses over a missing style', { mapbox_style: `${STYLE_ORIGIN}/missing/style.json` });

  // Only the two local servers answer.
  const outside: string[] = [];
  await page.context().route((url) => url.hostname !== '127.0.0.1', (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  await logInAt(page, TESSERA);
  const policy = (await page.request.get(`${TESSERA}/superset/welcome/`)).headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`connect-src 'self' ws: wss: ${STYLE_ORIGIN};`);
  expect(policy).toContain(`img-src 'self' data: blob: ${STYLE_ORIGIN};`);

  served.length = 0;
  await page.goto(`${TESSERA}/explore/?slice_id=${styled}`);
  const chart = page.getByTestId('deck-chart');
  await expect(chart.locator('[data-testid="deck-style-map"] canvas')).toBeVisible({ timeout: 60_000 });
  await expect(chart.locator('canvas').last()).toBeVisible();
  // The style, then its tiles, come from the style server.
  await expect.poll(() => served.filter((url) => url.startsWith('/tiles/')).length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(served[0]).toBe('/style.json');
  await expect(chart.getByText('could not be drawn')).toHaveCount(0);
  await page.waitForTimeout(3000);
  await chart.screenshot({ path: path.join(SHOTS, 'style-base-map.png') });
  const over = await pixelShares(chart);
  // Tiles fill the map around the points; the points (category colours) lie on top of them; no offline sea.
  expect(over.tiles, JSON.stringify(over)).toBeGreaterThan(0.3);
  expect(over.points, JSON.stringify(over)).toBeGreaterThan(0.01);
  expect(over.sea, JSON.stringify(over)).toBeLessThan(0.01);
  // The deck.gl canvas is above the map's: the points are drawn over the tiles, not hidden under them.
  const order = await chart.evaluate((element) => {
    const canvases = [...element.querySelectorAll('canvas')];
    const mapCanvas = element.querySelector('[data-testid="deck-style-map"] canvas');
    return { count: canvases.length, mapFirst: canvases.indexOf(mapCanvas as HTMLCanvasElement) === 0 };
  });
  expect(order.mapFirst).toBe(true);
  // The attribution the style asks for is shown.
  await expect(chart.locator('.maplibregl-ctrl-attrib')).toHaveCount(1);

  await page.goto(`${TESSERA}/explore/?slice_id=${missing}`);
  const fallback = page.getByTestId('deck-chart');
  await expect(fallback.getByText(/The map style could not be drawn .*the built-in base map is shown/)).toBeVisible({ timeout: 60_000 });
  await expect(fallback.locator('[data-testid="deck-style-map"]')).toHaveCount(0);
  await page.waitForTimeout(3000);
  await fallback.screenshot({ path: path.join(SHOTS, 'style-missing-fallback.png') });
  const offline = await pixelShares(fallback);
  expect(offline.tiles, JSON.stringify(offline)).toBeLessThan(0.01);
  expect(offline.sea + offline.points, JSON.stringify(offline)).toBeGreaterThan(0.05);
  expect(served).toContain('/missing/style.json');

  expect(errors).toEqual([]);
  expect(violations).toEqual([]);
  expect(outside).toEqual([]);
});

test('without a style configured, a deck.gl map never loads MapLibre', async ({ page, request }) => {
  test.setTimeout(120_000);
  const id = await saveScatter(request, '', 'Addresses offline');
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  await page.goto('/login/');
  await page.getByRole('textbox', { name: 'Username' }).fill(E2E_ADMIN.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/superset\/welcome\/$/);
  const policy = (await page.request.get('/superset/welcome/')).headers()['content-security-policy'] ?? '';
  expect(policy).toContain("connect-src 'self' ws: wss:;");
  await page.goto(`/explore/?slice_id=${id}`);
  await expect(page.getByTestId('deck-chart').locator('canvas').first()).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(2000);
  expect(scripts.some((url) => /DeckChart-/.test(url))).toBe(true);
  expect(scripts.filter((url) => /maplibre|style-map/.test(url))).toEqual([]);
});
