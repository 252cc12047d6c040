// A native filter change on a dashboard of 10 charts over the 10-million-row `big_events` table,
// in headless Chromium: from the click on "Apply filters" to every chart in the filter's scope
// having repainted (each chart holder leaves, then returns to, data-chart-status="rendered";
// timed in the page, no sleeps). Warm: the server, browser and viz code are warm and the values
// were applied once before, so the chart-data answers come from the results cache. Uncached:
// each value's first application, which runs 10 queries over 10 million rows on this machine.
// Target: warm p95 ≤ 200 ms. BENCH_BIG_ROWS sets the table size; BENCH_VERBOSE=1 prints runs.
/* global MutationObserver -- the timing code runs in the page. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { COUNTRY_FILTER_ID, FILTER_CHART_SPECS, filterChartParams, nativeFilterConfiguration } from './dashboard-filter/big-events-charts.mjs';
import { CHROMIUM_ARGS, adminToken, api, createChartsDashboard, logIn, quantile, waitAllChartsRendered } from './dashboard-load/browser-bench-kit.mjs';
import { startServer } from './dashboard-load/tessera-server.mjs';

const BIG_ROWS = Number(process.env.BENCH_BIG_ROWS ?? 10_000_000);
const COUNTRIES = ['France', 'Germany', 'Japan', 'Brazil', 'India', 'Canada'];
const WARM_ROUNDS = 4;
const TARGET_MS = 200;
const VIEWPORT = { width: 1600, height: 2400 };

const ms = (x) => `${x.toFixed(0)} ms`;

/** Creates the 10 charts and the dashboard with its country filter; answers the dashboard's id. */
async function createDashboard(base) {
  const token = await adminToken(base);
  const datasets = await api(base, token, 'GET', '/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:big_events)))');
  const datasetId = datasets.result[0]?.id;
  if (datasetId === undefined) throw new Error('the big_events dataset is missing');
  return createChartsDashboard(base, token, {
    title: 'Filtering 10 million events',
    charts: FILTER_CHART_SPECS.map((spec) => ({ name: spec.name, datasetId, params: filterChartParams(spec, datasetId) })),
    metadata: { native_filter_configuration: nativeFilterConfiguration(datasetId) },
  });
}

/** Picks `country` in the filter bar, then times Apply → every chart repainted, measured in the page. */
async function timeFilterChange(page, country, count) {
  const control = page.getByTestId(`filter-control-${COUNTRY_FILTER_ID}`);
  await control.getByRole('combobox').click();
  await control.getByRole('combobox').fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
  const apply = page.getByTestId('filter-bar-apply');
  await apply.waitFor({ state: 'visible' });
  await page.evaluate((expected) => {
    const holders = [...document.querySelectorAll('[data-chart-status]')];
    const left = new Set();
    const state = { start: 0, end: 0 };
    window.__filterBench = state;
    const observer = new MutationObserver(() => {
      if (state.start === 0) return;
      for (const holder of holders) {
        if (holder.getAttribute('data-chart-status') !== 'rendered') left.add(holder);
      }
      if (left.size === expected && holders.every((holder) => holder.getAttribute('data-chart-status') === 'rendered')) {
        state.end = performance.now();
        observer.disconnect();
      }
    });
    for (const holder of holders) observer.observe(holder, { attributes: true, attributeFilter: ['data-chart-status'] });
    document.querySelector('[data-testid="filter-bar-apply"]').addEventListener('click', () => (state.start = performance.now()), { capture: true, once: true });
  }, count);
  await apply.click();
  await page.waitForFunction(() => window.__filterBench.end > 0, undefined, { timeout: 120_000 });
  return page.evaluate(() => window.__filterBench.end - window.__filterBench.start);
}

export async function run() {
  execFileSync(process.execPath, ['esbuild.config.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const home = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-filter-'));
  const port = 19000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  // The first start creates the store and the examples; the CLI then adds big_events.
  let server = await startServer(home, port);
  await server.stop();
  console.log(`  generating big_events (${BIG_ROWS.toLocaleString()} rows) …`);
  execFileSync(process.execPath, ['dist/server/cli.js', 'load-examples', '--big', '--big-rows', String(BIG_ROWS)], { env: { ...process.env, TESSERA_HOME: home, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
  server = await startServer(home, port);
  let browser;
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const dashboardId = await createDashboard(base);
    const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    await logIn(page, base);
    await page.goto(`${base}/superset/dashboard/${dashboardId}/`);
    await waitAllChartsRendered(page, FILTER_CHART_SPECS.length);
    const uncached = [];
    for (const country of COUNTRIES) uncached.push(await timeFilterChange(page, country, FILTER_CHART_SPECS.length));
    const warm = [];
    for (let round = 0; round < WARM_ROUNDS; round++) {
      for (const country of COUNTRIES) warm.push(await timeFilterChange(page, country, FILTER_CHART_SPECS.length));
    }
    if (process.env.BENCH_FILTER_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_FILTER_SCREENSHOT });
    if (process.env.BENCH_VERBOSE) console.log(`  uncached: ${uncached.map(ms).join(', ')}; warm: ${warm.map(ms).join(', ')}`);
    const warmP95 = quantile(warm, 0.95);
    const label = `filter change on ${FILTER_CHART_SPECS.length} charts over ${BIG_ROWS.toLocaleString()} rows`;
    return [
      { name: `${label}, uncached`, median: ms(quantile(uncached, 0.5)), p95: ms(quantile(uncached, 0.95)), target: '—', ok: true },
      { name: `${label}, warm`, median: ms(quantile(warm, 0.5)), p95: ms(warmP95), target: `p95 ≤ ${ms(TARGET_MS)}`, ok: warmP95 <= TARGET_MS },
    ];
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(home, { recursive: true, force: true });
  }
}
