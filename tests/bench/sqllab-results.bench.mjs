// SQL Lab with a 1,000,000-row × 12-column result (`SELECT * FROM big_events LIMIT 1000000`),
// against the built server on a fresh home with SQL_MAX_ROW raised to 1,000,000 (and SQLLAB_TIMEOUT
// to 600 s, as a loaded machine may need), interleaved with
// the same SQL run directly in DuckDB (on a copy of the server's examples file, read to its last
// chunk) in this process:
// - server: POST /api/v1/sqllab/execute/ answered as an Arrow IPC stream, to its last byte;
//   target ≤ 1.5 × DuckDB directly;
// - first rows painted: in headless Chromium, from Run (Ctrl+Enter) to the first row of the
//   results grid having painted, less DuckDB's time for the whole query; target ≤ 300 ms for a
//   database that runs SQL Lab queries synchronously (the rows stream in the run's answer); also
//   printed for the examples as they are, allowing async runs (queued, polled, then the stored
//   rows downloaded and painted batch by batch as they arrive);
// - memory: the server's RSS 10 s after the last delivery, less its RSS when idle before the
//   first run; target ≤ 200 MB.
// BENCH_BIG_ROWS sets big_events' size (default 10,000,000; at least 1,000,000).
/* global requestAnimationFrame -- the timing code runs in the page. */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { DuckDBInstance } from '@duckdb/node-api';
import { tableFromIPC } from 'apache-arrow';
import { CHROMIUM_ARGS, adminToken, api, logIn, quantile } from './dashboard-load/browser-bench-kit.mjs';
import { BENCH_ADMIN } from './dashboard-load/tessera-server.mjs';

const BIG_ROWS = Math.max(1_000_000, Number(process.env.BENCH_BIG_ROWS ?? 10_000_000));
const ROWS = 1_000_000;
const RUNS = 5;
const BROWSER_RUNS = 3;
const SQL = `SELECT * FROM big_events LIMIT ${ROWS}`;
const ARROW = 'application/vnd.apache.arrow.stream';
const SERVER_RATIO = 1.5;
const PAINT_TARGET_MS = 300;
const RSS_TARGET_MB = 200;

const ms = (x) => `${Math.round(x)} ms`;
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The server process's resident memory, from /proc. */
function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.replace(/\D+/g, '')) * 1024;
}

async function startServer(home, port) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, TESSERA_HOME: home, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TESSERA_ADMIN_USERNAME: BENCH_ADMIN.username, TESSERA_ADMIN_PASSWORD: BENCH_ADMIN.password, SQL_MAX_ROW: String(ROWS), SQLLAB_TIMEOUT: '600' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).status === 200) return { pid: child.pid, stop };
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 300_000) {
      await stop();
      throw new Error('server did not become healthy in 300 s');
    }
    await sleep(20);
  }
}

/** `attempt()`, tried again for up to 30 s while it fails (a server may answer /health before its first login works). */
async function retried(attempt) {
  const started = performance.now();
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (performance.now() - started > 30_000) throw error;
      await sleep(500);
    }
  }
}

/** A local port nothing listens on: taken from the system, then let go. */
async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The DuckDB file holding big_events under the home. */
function findDuckDbFile(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      const found = findDuckDbFile(full);
      if (found) return found;
    } else if (entry === 'examples.duckdb') return full;
  }
  return null;
}

/** The editor's SQL replaced by `sql` (Monaco takes keyboard input). */
async function typeSql(page, sql) {
  const lines = page.getByTestId('sql-editor').locator('.view-lines');
  await lines.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(sql);
  await page.keyboard.press('Escape');
}

/** Runs the editor's SQL and times, in the page, Run → first grid row painted and Run → all rows in. */
async function timePaint(page) {
  await page.evaluate(() => {
    const state = { start: 0, sawEmpty: false, first: 0, all: 0 };
    window.__sqlLabBench = state;
    // Checked once a frame: a row counts as painted in the frame that first shows it.
    const tick = () => {
      if (state.start > 0) {
        const cell = document.querySelector('[role="grid"][aria-label="Query results"] [role="gridcell"]');
        if (!cell) state.sawEmpty = true;
        else if (state.sawEmpty && state.first === 0) state.first = performance.now();
        if (state.first > 0 && /· 1,000,000 rows(?! so far)/.test(document.body.innerText)) {
          state.all = performance.now();
          return;
        }
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.addEventListener('keydown', () => (state.start ||= performance.now()), { capture: true, once: true });
  });
  await page.getByTestId('sql-editor').locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+Enter');
  try {
    await page.waitForFunction(() => window.__sqlLabBench.all > 0, undefined, { timeout: 300_000 });
  } catch (error) {
    await page.screenshot({ path: path.join(os.tmpdir(), 'sqllab-results-bench-failure.png') });
    throw error;
  }
  return page.evaluate(() => ({ first: window.__sqlLabBench.first - window.__sqlLabBench.start, all: window.__sqlLabBench.all - window.__sqlLabBench.start }));
}

export async function run() {
  execFileSync(process.execPath, ['esbuild.config.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const home = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-sqllab-'));
  // A port the system hands out: other benchmarks may be serving on any fixed range.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The first start creates the store and the examples; the CLI then adds big_events.
  let server = await startServer(home, port);
  await server.stop();
  console.log(`  generating big_events (${BIG_ROWS.toLocaleString()} rows) …`);
  execFileSync(process.execPath, ['dist/server/cli.js', 'load-examples', '--big', '--big-rows', String(BIG_ROWS)], { env: { ...process.env, TESSERA_HOME: home, LOG_LEVEL: 'warn', TESSERA_ADMIN_USERNAME: BENCH_ADMIN.username, TESSERA_ADMIN_PASSWORD: BENCH_ADMIN.password }, stdio: ['ignore', 'ignore', 'inherit'] });
  const examplesFile = findDuckDbFile(home);
  if (!examplesFile) throw new Error('no examples.duckdb under the bench home');
  const rawFile = path.join(home, 'raw-copy.duckdb');
  copyFileSync(examplesFile, rawFile);
  const instance = await DuckDBInstance.create(rawFile, { access_mode: 'READ_ONLY' });
  const raw = await instance.connect();
  server = await startServer(home, port);
  let browser;
  try {
    const token = await retried(() => adminToken(base));
    const databases = await api(base, token, 'GET', `/api/v1/database/?q=${encodeURIComponent('(page_size:100)')}`);
    const examples = databases.result.find((database) => database.database_name === 'examples');
    if (!examples) throw new Error('no examples database on the fresh home');
    await api(base, token, 'POST', '/api/v1/sqllab/execute/', { database_id: examples.id, sql: 'SELECT 1 AS warm', runAsync: false });
    await sleep(2000);
    const idleRss = rssOf(server.pid);

    const runRaw = async () => {
      const started = performance.now();
      const result = await raw.stream(SQL);
      let rows = 0;
      for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) rows += chunk.rowCount;
      const elapsed = performance.now() - started;
      if (rows !== ROWS) throw new Error(`DuckDB read ${rows} rows`);
      return elapsed;
    };
    const runServer = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/sqllab/execute/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: `${ARROW}, application/json;q=0.9` },
        body: JSON.stringify({ database_id: examples.id, sql: SQL, runAsync: false, queryLimit: ROWS }),
      });
      if (response.headers.get('content-type') !== ARROW) throw new Error(`expected an Arrow stream, got ${response.status} ${await response.text()}`);
      const chunks = [];
      let firstByte = 0;
      for await (const chunk of response.body) {
        firstByte ||= performance.now() - started;
        chunks.push(chunk);
      }
      const elapsed = performance.now() - started;
      const table = tableFromIPC(Buffer.concat(chunks));
      const ending = table.batches.at(-1).metadata;
      if (ending.get('status') !== 'success') throw new Error(`the stream ended ${ending.get('status')} after ${ms(elapsed)}: ${ending.get('errors')}`);
      if (table.numRows !== ROWS || table.numCols !== 12) throw new Error(`the stream held ${table.numRows} rows × ${table.numCols} columns`);
      return { elapsed, firstByte, bytes: chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0) };
    };

    // Warm-up: the engine's caches, the server's lazy imports and this process's JIT.
    await runRaw();
    await runServer();
    const rawTimes = [];
    const serverRuns = [];
    for (let i = 0; i < RUNS; i++) {
      rawTimes.push(await runRaw());
      serverRuns.push(await runServer());
      if (process.env.BENCH_VERBOSE) console.log(`  DuckDB ${ms(rawTimes.at(-1))}, server ${ms(serverRuns.at(-1).elapsed)} (first byte ${ms(serverRuns.at(-1).firstByte)})`);
    }

    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    /** Run → first rows painted and → all rows in, in a fresh page, BROWSER_RUNS times after a warm-up run. */
    const browserPaints = async (phase) => {
      const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
      await logIn(page, base);
      await page.goto(`${base}/sqllab/`);
      await page.getByTestId('sql-editor').locator('.monaco-editor').waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: /^Limit:/ }).click();
      await page.getByRole('menuitem', { name: '1,000,000' }).click();
      await typeSql(page, SQL);
      const paints = [];
      for (let i = 0; i <= BROWSER_RUNS; i++) {
        const paint = await timePaint(page);
        if (process.env.BENCH_VERBOSE) console.log(`  Chromium (${phase}): first rows ${ms(paint.first)}, all ${ms(paint.all)}`);
        if (i > 0) paints.push(paint);
      }
      if (process.env.BENCH_SQLLAB_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SQLLAB_SCREENSHOT.replace(/(\.png)?$/, `-${phase}.png`) });
      await page.context().close();
      return paints;
    };
    // The examples allow async runs (run in the job queue, polled, then the stored rows downloaded):
    // measured as they come; then as a synchronous database, whose rows stream in the run's answer.
    const asyncPaints = await browserPaints('async');
    // A fresh token: on a loaded machine the runs above can outlast the first one.
    await api(base, await retried(() => adminToken(base)), 'PUT', `/api/v1/database/${examples.id}`, { allow_run_async: false });
    const paints = await browserPaints('sync');
    await browser.close();
    browser = undefined;
    rawTimes.push(await runRaw());

    await sleep(10_000);
    const settledRss = rssOf(server.pid);

    const rawMedian = quantile(rawTimes, 0.5);
    const serverTimes = serverRuns.map((r) => r.elapsed);
    const serverMedian = quantile(serverTimes, 0.5);
    const ratio = serverMedian / rawMedian;
    const afterEngine = paints.map((p) => p.first - rawMedian);
    const asyncAfterEngine = asyncPaints.map((p) => p.first - rawMedian);
    const label = `SQL Lab ${ROWS.toLocaleString('en')} rows × 12 of big_events`;
    return [
      { name: `${label}: DuckDB directly, to the last chunk`, median: ms(rawMedian), p95: ms(quantile(rawTimes, 0.95)), target: '-', ok: true },
      { name: `${label}: server, Arrow stream to the last byte (${(quantile(serverRuns.map((r) => r.bytes), 0.5) / 1e6).toFixed(0)} MB), ratio ${ratio.toFixed(2)}×`, median: ms(serverMedian), p95: ms(quantile(serverTimes, 0.95)), target: `≤ ${SERVER_RATIO}× DuckDB (${ms(SERVER_RATIO * rawMedian)})`, ok: ratio <= SERVER_RATIO },
      { name: `${label}: server, first byte`, median: ms(quantile(serverRuns.map((r) => r.firstByte), 0.5)), p95: ms(quantile(serverRuns.map((r) => r.firstByte), 0.95)), target: '-', ok: true },
      { name: `${label}: Chromium, synchronous database (rows streamed), first rows painted after DuckDB's whole query (${BROWSER_RUNS} runs)`, median: ms(quantile(afterEngine, 0.5)), p95: ms(quantile(afterEngine, 0.95)), target: `≤ ${PAINT_TARGET_MS} ms`, ok: quantile(afterEngine, 0.5) <= PAINT_TARGET_MS },
      { name: `${label}: Chromium, synchronous database, Run → first rows painted`, median: ms(quantile(paints.map((p) => p.first), 0.5)), p95: ms(quantile(paints.map((p) => p.first), 0.95)), target: '-', ok: true },
      { name: `${label}: Chromium, synchronous database, Run → all rows in the grid`, median: ms(quantile(paints.map((p) => p.all), 0.5)), p95: ms(quantile(paints.map((p) => p.all), 0.95)), target: '-', ok: true },
      { name: `${label}: Chromium, async database (polled, stored rows read as they download), first rows painted after DuckDB's whole query`, median: ms(quantile(asyncAfterEngine, 0.5)), p95: ms(quantile(asyncAfterEngine, 0.95)), target: '-', ok: true },
      { name: `${label}: Chromium, async database, Run → all rows in the grid`, median: ms(quantile(asyncPaints.map((p) => p.all), 0.5)), p95: ms(quantile(asyncPaints.map((p) => p.all), 0.95)), target: '-', ok: true },
      { name: `${label}: server RSS 10 s after delivery − idle (idle ${mb(idleRss)}, after ${mb(settledRss)})`, median: mb(settledRss - idleRss), p95: '-', target: `≤ ${RSS_TARGET_MB} MB`, ok: settledRss - idleRss <= RSS_TARGET_MB * 1024 * 1024 },
    ];
  } finally {
    await browser?.close();
    raw.closeSync();
    instance.closeSync();
    await server.stop();
    rmSync(home, { recursive: true, force: true });
  }
}
