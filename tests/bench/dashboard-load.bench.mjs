// Opening a dashboard of 30 charts over the example datasets in headless Chromium, from
// `page.goto` to every chart holder reporting `data-chart-status="rendered"`.
// Cold: the first navigation after a server start (empty results cache, no database connection
// yet) in a browser that has only seen the login page, over 3 restarts. Warm: 7 later navigations
// to the same dashboard. Target: warm median ≤ 1.5 s. BENCH_VERBOSE=1 prints every run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHART_SPECS, chartParams } from './dashboard-load/chart-specs.mjs';
import { CHROMIUM_ARGS, adminToken, api, createChartsDashboard, logIn, quantile, waitAllChartsRendered } from './dashboard-load/browser-bench-kit.mjs';
import { startServer } from './dashboard-load/tessera-server.mjs';

const COLD_RUNS = 3;
const WARM_RUNS = 7;
const TARGET_MS = 1500;
const VIEWPORT = { width: 1600, height: 6000 };

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Creates the 30 charts and a dashboard showing them three per row; answers the dashboard's id. */
async function createDashboard(base) {
  const token = await adminToken(base);
  const datasets = await api(base, token, 'GET', '/api/v1/dataset/?q=(page_size:100)');
  const datasetIds = new Map(datasets.result.map((dataset) => [dataset.table_name, dataset.id]));
  const charts = CHART_SPECS.map((spec) => {
    const datasetId = datasetIds.get(spec.table);
    if (datasetId === undefined) throw new Error(`example dataset ${spec.table} is missing`);
    return { name: spec.name, datasetId, params: chartParams(spec, datasetId) };
  });
  return createChartsDashboard(base, token, { title: `${CHART_SPECS.length} charts over the examples`, charts });
}

/** Milliseconds from `page.goto(url)` to every one of `count` chart holders reporting itself rendered. */
async function timeDashboardLoad(page, url, count) {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await waitAllChartsRendered(page, count);
  return performance.now() - started;
}

export async function run() {
  execFileSync(process.execPath, ['esbuild.config.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const home = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-dashboard-'));
  const port = 19000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  let server = await startServer(home, port);
  let browser;
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const dashboardId = await createDashboard(base);
    const url = `${base}/superset/dashboard/${dashboardId}/`;
    const cold = [];
    let page;
    for (let i = 0; i < COLD_RUNS; i++) {
      // A restarted server has an empty results cache and no open database connection.
      await server.stop();
      server = await startServer(home, port);
      await page?.context().close();
      page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
      await logIn(page, base);
      cold.push(await timeDashboardLoad(page, url, CHART_SPECS.length));
    }
    const warm = [];
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await timeDashboardLoad(page, url, CHART_SPECS.length));
    // BENCH_DASHBOARD_SCREENSHOT=<file.png> keeps a picture of the loaded dashboard, to check what was timed.
    if (process.env.BENCH_DASHBOARD_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_DASHBOARD_SCREENSHOT });
    if (process.env.BENCH_VERBOSE) console.log(`  cold: ${cold.map(seconds).join(', ')}; warm: ${warm.map(seconds).join(', ')}`);
    const warmMedian = quantile(warm, 0.5);
    return [
      { name: `dashboard of ${CHART_SPECS.length} charts, cold`, median: seconds(quantile(cold, 0.5)), p95: seconds(quantile(cold, 0.95)), target: '—', ok: true },
      { name: `dashboard of ${CHART_SPECS.length} charts, warm`, median: seconds(warmMedian), p95: seconds(quantile(warm, 0.95)), target: `≤ ${seconds(TARGET_MS)}`, ok: warmMedian <= TARGET_MS },
    ];
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(home, { recursive: true, force: true });
  }
}
