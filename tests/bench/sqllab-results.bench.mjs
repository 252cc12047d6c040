// SQL Lab with a 1,000,000-row result, against the built server on a fresh home: a synchronous
// run of `SELECT range AS n, range * 2 AS m FROM range(1000000)` on the DuckDB examples, then its
// rows from `GET /api/v1/sqllab/results/` decoded as the page would: as Arrow IPC (tableFromIPC)
// or as JSON (response.json()). SQL_MAX_ROW is raised to 1,000,000 (its default is 100,000).
// Target: Arrow execute + fetch + decode median ≤ 2 s; JSON is reported only.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { tableFromIPC } from 'apache-arrow';

const RUNS = 5;
const ROWS = 1_000_000;
const TARGET_MS = 2000;
const SQL = `SELECT range AS n, range * 2 AS m FROM range(${ROWS})`;
const ARROW = 'application/vnd.apache.arrow.stream';
const PASSWORD = 'bench-password';

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const ms = (x) => `${Math.round(x)} ms`;
const rison = (key) => encodeURIComponent(`(key:'${key}',rows:${ROWS})`);

async function startServer(home, port) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, TESSERA_HOME: home, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TESSERA_ADMIN_USERNAME: 'admin', TESSERA_ADMIN_PASSWORD: PASSWORD, SQL_MAX_ROW: String(ROWS) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await sleep(20);
    if (performance.now() - started > 120_000) {
      child.kill('SIGTERM');
      throw new Error('server did not become healthy in 120 s');
    }
  }
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function checkedJson(response) {
  if (!response.ok) throw new Error(`${response.status} ${response.url}: ${await response.text()}`);
  return response.json();
}

export async function run() {
  execFileSync(process.execPath, ['esbuild.config.mjs', '--server'], { stdio: 'inherit' });
  const home = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-sqllab-'));
  const port = 19000 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
  const child = await startServer(home, port);
  try {
    const login = await checkedJson(await fetch(`${base}/api/v1/security/login`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD, provider: 'db' }),
    }));
    const auth = { authorization: `Bearer ${login.access_token}` };
    const databases = await checkedJson(await fetch(`${base}/api/v1/database/?q=${encodeURIComponent('(page_size:100)')}`, { headers: auth }));
    const examples = databases.result.find((database) => database.database_name === 'examples');
    if (!examples) throw new Error('no examples database on the fresh home');

    const execute = async () => {
      const body = await checkedJson(await fetch(`${base}/api/v1/sqllab/execute/`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ database_id: examples.id, sql: SQL, runAsync: false, queryLimit: ROWS, json: true, expand_data: true }),
      }));
      if (body.query.rows !== ROWS || !body.query.resultsKey) throw new Error(`unexpected run: ${JSON.stringify(body.query)}`);
      return body.query.resultsKey;
    };
    const fetchArrow = async (key) => {
      const response = await fetch(`${base}/api/v1/sqllab/results/?q=${rison(key)}`, { headers: { ...auth, Accept: `${ARROW}, application/json;q=0.9` } });
      if (!response.ok || response.headers.get('content-type') !== ARROW) throw new Error(`expected Arrow, got ${response.status} ${response.headers.get('content-type')}`);
      const table = tableFromIPC(new Uint8Array(await response.arrayBuffer()));
      if (table.numRows !== ROWS || table.getChild('m').get(ROWS - 1) !== 2 * (ROWS - 1)) throw new Error('Arrow result does not hold the rows');
    };
    const fetchJson = async (key) => {
      const body = await checkedJson(await fetch(`${base}/api/v1/sqllab/results/?q=${rison(key)}`, { headers: { ...auth, Accept: 'application/json' } }));
      if (body.data.length !== ROWS || body.data[ROWS - 1].m !== 2 * (ROWS - 1)) throw new Error('JSON result does not hold the rows');
    };
    const measure = async (fetchRows) => {
      const started = performance.now();
      const key = await execute();
      const executed = performance.now();
      await fetchRows(key);
      return { total: performance.now() - started, execute: executed - started, fetch: performance.now() - executed };
    };

    // Warm-up: the engine, the server's lazy imports (apache-arrow) and this process's JIT.
    await measure(fetchArrow);
    await measure(fetchJson);
    const arrow = [];
    const json = [];
    for (let i = 0; i < RUNS; i++) {
      arrow.push(await measure(fetchArrow));
      json.push(await measure(fetchJson));
    }
    const row = (name, times, target, ok) => ({ name, median: ms(quantile(times, 0.5)), p95: ms(quantile(times, 0.95)), target, ok });
    const label = `SQL Lab ${ROWS.toLocaleString('en')} rows`;
    const arrowTotal = arrow.map((r) => r.total);
    return [
      row(`${label} as Arrow: execute + fetch + decode (${RUNS} runs)`, arrowTotal, `≤ ${TARGET_MS} ms`, quantile(arrowTotal, 0.5) <= TARGET_MS),
      row(`${label} as Arrow: of which execute`, arrow.map((r) => r.execute), '-', true),
      row(`${label} as Arrow: of which fetch + decode`, arrow.map((r) => r.fetch), '-', true),
      row(`${label} as JSON: execute + fetch + decode (${RUNS} runs)`, json.map((r) => r.total), '- (report)', true),
      row(`${label} as JSON: of which fetch + decode`, json.map((r) => r.fetch), '-', true),
    ];
  } finally {
    await stopServer(child);
    rmSync(home, { recursive: true, force: true });
  }
}
