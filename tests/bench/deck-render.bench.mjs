// The deck.gl maps with their data as Arrow (issue 15). In this process: the app over a fresh
// store with the examples and a 1,000,000-point table (`bench_points`: long_lat's San Francisco
// points, each repeated 100 times with a small jitter). Then:
// - the chart-data server time of deck_scatter's query over the million points, answered as Arrow
//   and as JSON (fastify.inject, cache skipped), beside the same SQL run on DuckDB directly;
// - in headless Chromium (SwiftShader WebGL), the first frame of deck_scatter with the 1,000,000
//   points (target ≤ 1 s) and of deck_hex over long_lat's rows (target ≤ 300 ms), each from the
//   server's Arrow answer of its query: Arrow read, transformProps, React render, until the frame
//   showing the data (the map's marks say which: the CPU picture of a large scatter plot, or deck.gl's
//   WebGL frame of the data layers; the base map follows in a later frame). Beside each, the same
//   layer drawn by deck.gl directly from the Arrow columns (no plugin, no base map), and the ratio;
//   then the plugin's time until deck.gl has drawn the data over the base map (`onRendered`).
// - deck.gl directly, the scatter plot's first BENCH_DECK_OBJECT_POINTS points (default 100,000; 0
//   leaves it out) as one object per point read through accessors, beside the same points as binary
//   attributes: what building attributes from objects costs (the plugin draws binary attributes).
// Targets are reported, never asserted. BENCH_DECK_RUNS sets the measured runs (default 5, after 1
// warm-up); BENCH_DECK_POINTS the size of bench_points (default 1,000,000); BENCH_DECK_BASEMAP=tiles
// draws the plugin over an empty raster tile base map instead of its offline boundaries.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { bundleBenchPage, launchBenchBrowser } from './browser-bench.mjs';
import { tsImport } from 'tsx/esm/api';

// The server's plugin list is a virtual module made from plugins/ (vitest and esbuild make it too).
register(new URL('../../scripts/plugin-modules-hook.mjs', import.meta.url));

const RUNS = Number(process.env.BENCH_DECK_RUNS) || 5;
const SERVER_RUNS = 5;
const POINTS = Number(process.env.BENCH_DECK_POINTS) || 1_000_000;
const OBJECT_POINTS = process.env.BENCH_DECK_OBJECT_POINTS === undefined ? 100_000 : Number(process.env.BENCH_DECK_OBJECT_POINTS);
const REPEAT = Math.ceil(POINTS / 10_000);
const here = import.meta.url;
const load = (p) => tsImport(p, here);
const root = process.cwd();
const out = path.join(root, 'node_modules/.cache/tessera/bench-deck-render');

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(1)} ms`;
const count = (n) => n.toLocaleString('en');

async function time(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** The app in this process, with the examples, bench_points as a dataset, and a logged-in admin. */
async function startApp(home) {
  const [{ loadConfig }, { createStore }, { SecurityManager }, { prepareStore, installExamples, examplesDuckdbPath }, { buildApp }, { createServerKernel }, { SERVER_PLUGINS }] = await Promise.all([
    load('../../app/server/config/load-config.ts'),
    load('../../app/server/store/create-store.ts'),
    load('../../app/server/security/security-manager.ts'),
    load('../../app/server/bootstrap/initialize.ts'),
    load('../../app/server/build-app.ts'),
    load('../../app/server/kernel/create-server-kernel.ts'),
    load('../../app/server/kernel/server-plugins.ts'),
  ]);
  const config = loadConfig({ env: { TESSERA_HOME: home, LOG_LEVEL: 'silent' }, cwd: home, overrides: { loadExamples: false, webRoot: path.join(home, 'web'), sqlMaxRow: POINTS } });
  const store = await createStore({ home });
  const security = new SecurityManager(store.db);
  await prepareStore(store, security, { info: () => undefined });
  await security.createUser({ username: 'bench', password: 'bench-password', roles: ['Admin'] });
  await installExamples(store, config, { info: () => undefined });
  // The app reads the examples read-only: the point table is written beforehand, straight into the file.
  const duckdb = await DuckDBInstance.create(examplesDuckdbPath(config));
  const writer = await duckdb.connect();
  await writer.run(
    `CREATE OR REPLACE TABLE bench_points AS
     SELECT "LON" + ((r * 7919 + k) % 1000 - 500) * 0.000002 AS "LON", "LAT" + ((r * 104729 + k) % 1000 - 500) * 0.000002 AS "LAT"
     FROM (SELECT "LON", "LAT", row_number() OVER () AS k FROM long_lat), range(${REPEAT}) AS t(r) LIMIT ${POINTS}`,
  );
  writer.closeSync();
  duckdb.closeSync();
  const kernel = createServerKernel(config, SERVER_PLUGINS, { warn: () => undefined });
  const app = await buildApp({ config, store, security, kernel, logger: false });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/v1/security/login', payload: { username: 'bench', password: 'bench-password' } });
  const headers = { authorization: `Bearer ${login.json().access_token}` };
  const longLat = await store.db.selectFrom('tables').selectAll().where('table_name', '=', 'long_lat').executeTakeFirstOrThrow();
  const database = await store.db.selectFrom('dbs').selectAll().where('id', '=', longLat.database_id).executeTakeFirstOrThrow();
  const connection = await app.engine.connections.get(database);
  const created = await app.inject({ method: 'POST', url: '/api/v1/dataset/', headers, payload: { database: database.id, schema: longLat.schema ?? 'main', table_name: 'bench_points' } });
  if (created.statusCode !== 201) throw new Error(`bench_points could not be registered: ${created.body}`);
  return { app, store, headers, connection, datasets: { long_lat: longLat.id, bench_points: created.json().id } };
}

export async function run() {
  const home = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-deck-'));
  console.log(`  starting the app with ${count(POINTS)} bench points …`);
  const { app, store, headers, connection, datasets } = await startApp(home);
  const { buildDeckQuery } = await load('../../plugins/viz-deckgl/build-query.ts');
  const rows = [];
  try {
    const spatial = { type: 'latlong', lonCol: 'LON', latCol: 'LAT' };
    const cases = {
      scatter: { datasource: `${datasets.bench_points}__table`, viz_type: 'deck_scatter', spatial, row_limit: POINTS, point_radius_fixed: { type: 'fix', value: 1000 }, point_unit: 'square_m', min_radius: 2, max_radius: 250, multiplier: 1, autozoom: true },
      hex: { datasource: `${datasets.long_lat}__table`, viz_type: 'deck_hex', spatial, row_limit: 10_000, grid_size: 200, autozoom: true },
    };
    const contextOf = (name, extra = {}) => ({ ...buildDeckQuery(cases[name].viz_type, cases[name]), ...extra });
    const ask = async (name, extra) => {
      const response = await app.inject({ method: 'POST', url: '/api/v1/chart/data', headers, payload: contextOf(name, extra) });
      if (response.statusCode !== 200) throw new Error(`chart data for ${name} failed: ${response.body.slice(0, 300)}`);
      return response;
    };

    // Server time of the million-point query: Arrow vs JSON vs DuckDB directly.
    const sql = (await ask('scatter', { result_type: 'query' })).json().result[0].query;
    await connection.execute(sql, []);
    const direct = [];
    const arrow = [];
    const json = [];
    let arrowBytes = 0;
    let jsonBytes = 0;
    for (let i = 0; i < SERVER_RUNS; i++) {
      direct.push(await time(() => connection.execute(sql, [])));
      arrow.push(await time(async () => { arrowBytes = (await ask('scatter', { result_format: 'arrow', force: true })).rawPayload.byteLength; }));
      json.push(await time(async () => { jsonBytes = (await ask('scatter', { result_format: 'json', force: true })).rawPayload.byteLength; }));
    }
    const directMedian = quantile(direct, 0.5);
    const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
    rows.push({ name: `chart data, ${count(POINTS)} points: DuckDB directly`, median: ms(directMedian), p95: ms(quantile(direct, 0.95)), target: '-', ok: true });
    rows.push({ name: `chart data, ${count(POINTS)} points as Arrow (${mb(arrowBytes)})`, median: `${ms(quantile(arrow, 0.5))} (×${(quantile(arrow, 0.5) / directMedian).toFixed(1)} DuckDB)`, p95: ms(quantile(arrow, 0.95)), target: '-', ok: true });
    rows.push({ name: `chart data, ${count(POINTS)} points as JSON (${mb(jsonBytes)})`, median: `${ms(quantile(json, 0.5))} (×${(quantile(json, 0.5) / directMedian).toFixed(1)} DuckDB, ×${(quantile(json, 0.5) / quantile(arrow, 0.5)).toFixed(1)} Arrow)`, p95: ms(quantile(json, 0.95)), target: '-', ok: true });

    // The payloads the browser reads: the server's Arrow answers of the two charts.
    mkdirSync(path.join(out, 'payload'), { recursive: true });
    for (const name of Object.keys(cases)) writeFileSync(path.join(out, 'payload', `${name}.arrow`), (await ask(name, { result_format: 'arrow' })).rawPayload);

    await bundleBenchPage({ entry: 'tests/bench/deck-render/deck-entry.tsx', out, chartStyle: 'position:relative;width:800px;height:500px' });

    const browser = await launchBenchBrowser(['--enable-unsafe-swiftshader', '--use-angle=swiftshader']);
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      // Module scripts need a real origin: the folder is served through Playwright's routing.
      await page.route('http://bench.local/**', async (route) => {
        const pathname = new URL(route.request().url()).pathname;
        if (pathname.startsWith('/tiles/')) return route.fulfill({ status: 404, body: '' });
        const file = path.join(out, pathname);
        const type = file.endsWith('.html') ? 'text/html' : file.endsWith('.arrow') ? 'application/vnd.apache.arrow.stream' : file.endsWith('.json') ? 'application/json' : 'text/javascript';
        await route.fulfill({ path: file, contentType: type });
      });
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // BENCH_DECK_BASEMAP=tiles: the plugin over an (empty) raster tile base map instead of its boundaries, to see their share.
      const tiles = process.env.BENCH_DECK_BASEMAP === 'tiles';
      await page.goto(`http://bench.local/index.html${tiles ? '?tiles' : ''}`);
      await page.waitForFunction(() => typeof window.renderDeckPlugin === 'function');
      const targets = { scatter: 1000, hex: 300 };
      for (const [name, formData] of Object.entries(cases)) {
        const { rows: loaded, bytes } = await page.evaluate(([n, fd]) => window.loadDeckCase(n, fd), [name, formData]);
        const reads = [];
        const transforms = [];
        const completes = [];
        const kinds = new Set();
        const plugin = async () => {
          const { first, firstKind, complete } = await page.evaluate((n) => window.renderDeckPlugin(n), name);
          const { read, transform } = await page.evaluate(() => window.lastDeckPreparation);
          reads.push(read);
          transforms.push(transform);
          completes.push(complete);
          kinds.add(firstKind);
          return first;
        };
        const baseline = () => page.evaluate((n) => window.drawDeckDirectly(n), name);
        await plugin();
        await baseline();
        const times = [];
        const directTimes = [];
        // Interleaved, so both see the same state of a loaded machine.
        for (let i = 0; i < RUNS; i++) {
          times.push(await plugin());
          directTimes.push(await baseline());
        }
        const median = quantile(times, 0.5);
        const p95 = quantile(times, 0.95);
        const baseMedian = quantile(directTimes, 0.5);
        const baseP95 = quantile(directTimes, 0.95);
        const what = `${name === 'scatter' ? `deck_scatter first frame (${[...kinds].join('/')}), ${count(loaded)} points` : `deck_hex first frame (${[...kinds].join('/')}), long_lat (${count(loaded)} rows)`}${tiles ? ', tile base map' : ''}`;
        rows.push({
          name: `${what} from Arrow (${(bytes / 1e6).toFixed(1)} MB), ${RUNS} runs (Chromium, 800 × 500)`,
          median: `${ms(median)} (deck.gl directly ${ms(baseMedian)}, ×${(median / baseMedian).toFixed(1)})`,
          p95: `${ms(p95)} (directly ${ms(baseP95)}, ×${(p95 / baseP95).toFixed(1)})`,
          target: `≤ ${targets[name]} ms`,
          ok: median <= targets[name],
        });
        const done = completes.slice(1);
        rows.push({ name: `  then until deck.gl drew the data over the base map (${name})`, median: ms(quantile(done, 0.5)), p95: ms(quantile(done, 0.95)), target: '-', ok: true });
        // Where the plugin's time goes before deck.gl draws (warm-up included in neither).
        rows.push({ name: `  of which Arrow read / transformProps (${name})`, median: `${ms(quantile(reads.slice(1), 0.5))} / ${ms(quantile(transforms.slice(1), 0.5))}`, p95: `${ms(quantile(reads.slice(1), 0.95))} / ${ms(quantile(transforms.slice(1), 0.95))}`, target: '-', ok: true });
      }
      if (OBJECT_POINTS > 0) {
        // Plain deck.gl: object data through accessors vs binary attributes, the same points, interleaved.
        const draw = (objects) => page.evaluate(([n, o]) => window.drawDeckDirectly('scatter', false, n, o), [OBJECT_POINTS, objects]);
        await draw(true);
        await draw(false);
        const objectTimes = [];
        const binaryTimes = [];
        for (let i = 0; i < RUNS; i++) {
          objectTimes.push(await draw(true));
          binaryTimes.push(await draw(false));
        }
        const objectMedian = quantile(objectTimes, 0.5);
        const binaryMedian = quantile(binaryTimes, 0.5);
        rows.push({
          name: `deck.gl directly, ${count(OBJECT_POINTS)} scatter points as objects with accessors, ${RUNS} runs`,
          median: `${ms(objectMedian)} (binary attributes ${ms(binaryMedian)}, ×${(objectMedian / binaryMedian).toFixed(1)})`,
          p95: `${ms(quantile(objectTimes, 0.95))} (binary ${ms(quantile(binaryTimes, 0.95))})`,
          target: '-',
          ok: true,
        });
      }
      if (errors.length > 0) throw new Error(`The bench page failed: ${errors.join('; ')}`);
    } finally {
      await browser.close();
    }
    return rows;
  } finally {
    await app.close();
    await store.close();
    rmSync(home, { recursive: true, force: true });
  }
}
