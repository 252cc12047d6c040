// JavaScript per route: builds the web app (production, with its metafile) and prints, for each
// route, the gzipped JavaScript the page loads to paint: the app's entry and every chunk it imports
// statically, the route's screen and its chunks, and the lazy chunks the route loads to draw (the
// Births dashboard's four charts, each its viz type's module and its component, and its value
// filter; the table chart's viz module, component and validator in explore; SQL Lab's editor and
// its SQL grammar; and SQL Lab's first paint, before Monaco replaces its plain text area). Budgets from issue 19: dashboard ≤ 300 KB, explore ≤ 400 KB, SQL Lab ≤ 800 KB.
// The ratio column is each route's total over the app's entry file alone (gzipped, computed in the
// same build). Then the same pages are loaded in headless Chromium against the built server and
// the JavaScript they fetch is counted (each fetched file gzipped as above), to check the figures
// against real page loads. BUNDLE_BENCH_BROWSER=0 skips the browser part.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { launchBenchBrowser } from './browser-bench.mjs';
import { staticClosure } from '../../scripts/metafile-closure.mjs';

const root = process.cwd();
const KB = 1024;
const ADMIN = { username: 'admin', password: 'bench-password' };
const SCREENS = 'app/web/features';
/** The Births dashboard's charts: each viz type's module (schema, buildQuery, transformProps), then its component. */
const CHARTS = [
  'plugins/viz-big-number/viz.ts',
  'plugins/viz-big-number/BigNumberTotal.tsx',
  'plugins/viz-timeseries/viz-types.ts',
  'plugins/viz-timeseries/TimeseriesChart.tsx',
  'plugins/viz-pie/viz.ts',
  'plugins/viz-pie/PieChart.tsx',
  'plugins/viz-table/table-viz.ts',
  'plugins/viz-table/TableChart.tsx',
];

/**
 * The routes measured: the screen a route shows, the lazily loaded modules (by source path, as
 * the metafile names them) it loads to paint, extra files outside the app's build, its budget.
 */
const ROUTES = [
  { name: 'login', url: '/login/', screen: `${SCREENS}/login/LoginPage.tsx`, paints: [], budget: null, anonymous: true },
  { name: 'home', url: '/superset/welcome/', screen: `${SCREENS}/home/HomePage.tsx`, paints: [], budget: null },
  {
    name: 'dashboard (Births, its 4 charts painted)',
    url: '/superset/dashboard/births/',
    screen: `${SCREENS}/dashboard/DashboardPage.tsx`,
    // Its charts, and the component of its native filter (a value filter).
    paints: [...CHARTS, 'plugins/filter-select/SelectFilter.tsx'],
    early: true,
    ready: { selector: '[data-layout-type="CHART"][data-chart-status="rendered"]', count: 4 },
    budget: 300,
  },
  {
    name: 'explore (a table chart)',
    url: ({ tableChartId }) => `/explore/?slice_id=${tableChartId}`,
    screen: `${SCREENS}/explore/ExplorePage.tsx`,
    paints: ['plugins/viz-table/table-viz.ts', 'plugins/viz-table/TableChart.tsx', 'tessera-virtual:viz-validator/validator-table'],
    budget: 400,
  },
  // SQL Lab draws a plain text area first, which Monaco replaces as soon as its chunk has loaded
  // (a page load fetches both, so only the metafile can tell the first figure).
  { name: 'SQL Lab, before its editor loads', url: '/sqllab/', screen: `${SCREENS}/sqllab/SqlLabPage.tsx`, paints: [], inBrowser: false, budget: null },
  {
    name: 'SQL Lab (Monaco editor and its SQL grammar)',
    url: '/sqllab/',
    screen: `${SCREENS}/sqllab/SqlLabPage.tsx`,
    // The editor's worker (~90 KB) is left out: a page load had not fetched it once painted and idle.
    paints: ['app/web/features/sqllab/MonacoSqlEditor.tsx', 'node_modules/monaco-editor/esm/vs/languages/definitions/sql/sql.js'],
    ready: { selector: '[data-testid="sql-editor"] .monaco-editor', count: 1 },
    budget: 800,
  },
  { name: 'chart list', url: '/chart/list/', screen: `${SCREENS}/chart/ChartListPage.tsx`, paints: [], budget: null },
];

const gzipCache = new Map();
/** Gzipped size of a file under the repository (level 9, as a server compressing static files ahead would). */
const gzipped = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length);
  return gzipCache.get(file);
};
const kb = (bytes) => `${(bytes / KB).toFixed(0)} KB`;

/** Per route, the JavaScript files of dist/web (relative to the root) its page loads to paint. */
export function routeFiles(meta, manifest) {
  const { outputs } = meta;
  const outputOf = (entryPoint) => {
    // Packages may sit outside the tree (a linked node_modules): their paths then end the same way.
    const matches = (source) => source === entryPoint || (entryPoint.startsWith('node_modules/') && source?.endsWith(`/${entryPoint}`));
    const file = Object.keys(outputs).find((name) => name.endsWith('.js') && matches(outputs[name].entryPoint));
    if (!file) throw new Error(`no output of ${entryPoint} in the metafile`);
    return file;
  };
  const entry = outputOf('app/web/main.tsx');
  const app = staticClosure(outputs, entry);
  const early = manifest.early ? [`dist/web/${manifest.early.replace(/^\/static\//, '')}`] : [];
  return {
    entry,
    routes: ROUTES.map((route) => {
      const files = new Set(app);
      for (const module of [route.screen, ...route.paints]) for (const file of staticClosure(outputs, outputOf(module))) files.add(file);
      if (route.early) for (const file of early) files.add(file);
      return { ...route, files: [...files] };
    }),
  };
}

const total = (files) => files.reduce((sum, file) => sum + gzipped(file), 0);

async function startServer(port) {
  const home = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-bundles-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, TESSERA_HOME: home, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TESSERA_ADMIN_USERNAME: ADMIN.username, TESSERA_ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) throw new Error('server did not become healthy in 180 s');
    await sleep(100);
  }
  return {
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** The Births dashboard's table chart, once the examples are loaded (the first start loads them). */
async function birthsTableChart(request, base) {
  const started = performance.now();
  for (;;) {
    const response = await request.get(`${base}/api/v1/dashboard/births/charts`);
    const table = response.ok() ? (await response.json()).result.find((chart) => chart.viz_type === 'table') : undefined;
    if (table) return table;
    if (performance.now() - started > 180_000) throw new Error(`no table chart on the Births dashboard (last answer ${response.status()})`);
    await sleep(1000);
  }
}

/** Loads each route in a fresh page and sums the gzipped size of the JavaScript files it fetched. */
async function measureInChromium(routes) {
  const port = 19000 + Math.floor(Math.random() * 900);
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  const browser = await launchBenchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const login = await context.newPage();
    await login.goto(`${base}/login/`);
    await login.getByRole('textbox', { name: 'Username' }).fill(ADMIN.username);
    await login.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await login.getByRole('button', { name: /sign in/i }).click();
    await login.waitForURL(/\/superset\/welcome\/$/);
    const table = await birthsTableChart(context.request, base);
    await login.close();

    const measured = new Map();
    for (const route of routes.filter((r) => r.inBrowser !== false)) {
      const page = await (route.anonymous ? (await browser.newContext()).newPage() : context.newPage());
      const fetched = new Set();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/static/') && url.pathname.endsWith('.js')) fetched.add(`dist/web/${url.pathname.slice('/static/'.length)}`);
      });
      const url = typeof route.url === 'function' ? route.url({ tableChartId: table.id }) : route.url;
      await page.goto(base + url);
      await page.waitForLoadState('networkidle');
      if (route.ready) await page.locator(route.ready.selector).nth(route.ready.count - 1).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      measured.set(route.name, [...fetched]);
      await page.close();
    }
    return measured;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function run() {
  execFileSync(process.execPath, ['esbuild.config.mjs'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const meta = JSON.parse(readFileSync(path.join(root, 'dist/web/meta.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist/web/manifest.json'), 'utf8'));
  const { entry, routes } = routeFiles(meta, manifest);
  const entryBytes = gzipped(entry);
  const rows = [{ name: 'bundle: the app entry file alone (gzipped)', median: kb(entryBytes), p95: '-', ratio: '1.00×', target: '-', ok: true }];
  for (const route of routes) {
    const bytes = total(route.files);
    rows.push({
      name: `bundle: ${route.name}, JS gzipped (${route.files.length} files, from the metafile)`,
      median: kb(bytes),
      p95: '-',
      ratio: `${(bytes / entryBytes).toFixed(2)}× entry`,
      target: route.budget === null ? '-' : `≤ ${route.budget} KB`,
      ok: route.budget === null || bytes <= route.budget * KB,
    });
  }
  if (process.env.BUNDLE_BENCH_BROWSER !== '0') {
    const measured = await measureInChromium(routes);
    for (const route of routes.filter((r) => measured.has(r.name))) {
      const fetched = measured.get(route.name);
      const bytes = total(fetched);
      const predicted = new Set(route.files);
      const unpredicted = fetched.filter((file) => !predicted.has(file));
      if (unpredicted.length > 0) console.log(`${route.name}: fetched but not in the metafile figure: ${unpredicted.map((file) => path.basename(file)).join(', ')}`);
      const validators = fetched.filter((file) => path.basename(file).startsWith('validator-'));
      console.log(`${route.name}: precompiled validators fetched: ${validators.map((file) => path.basename(file)).join(', ') || 'none'}`);
      rows.push({
        name: `bundle: ${route.name}, JS fetched by Chromium (${fetched.length} files)`,
        median: kb(bytes),
        p95: '-',
        ratio: `${(bytes / total(route.files)).toFixed(2)}× metafile`,
        target: route.budget === null ? '-' : `≤ ${route.budget} KB`,
        ok: route.budget === null || bytes <= route.budget * KB,
      });
    }
  }
  return rows;
}
