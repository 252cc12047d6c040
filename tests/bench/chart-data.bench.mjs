// Chart-data API overhead over the raw engine, on the 10-million-row `big_events` table, and the
// latency of a cache hit. Everything runs in this process: the API through fastify.inject, the raw
// engine through the same pooled DuckDB connection, so the difference is Tessera's own cost.
// Targets: API median ≤ 1.1 × raw median + 20 ms; cache hit median ≤ 5 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

// The server's plugin list is a virtual module made from plugins/ (vitest and esbuild make it too).
register(new URL('../../scripts/plugin-modules-hook.mjs', import.meta.url));

const BIG_ROWS = Number(process.env.BENCH_BIG_ROWS ?? 10_000_000);
const RUNS = 7;
const here = import.meta.url;
const load = (p) => tsImport(p, here);

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(0.95 * xs.length) - 1)];
const ms = (x) => `${x.toFixed(1)} ms`;

async function time(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export async function run() {
  const home = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-chart-'));
  const [{ loadConfig }, { createStore }, { SecurityManager }, { prepareStore, installExamples }, { buildApp }, { createServerKernel }, { SERVER_PLUGINS }] = await Promise.all([
    load('../../app/server/config/load-config.ts'),
    load('../../app/server/store/create-store.ts'),
    load('../../app/server/security/security-manager.ts'),
    load('../../app/server/bootstrap/initialize.ts'),
    load('../../app/server/build-app.ts'),
    load('../../app/server/kernel/create-server-kernel.ts'),
    load('../../app/server/kernel/server-plugins.ts'),
  ]);
  const config = loadConfig({ env: { TESSERA_HOME: home, LOG_LEVEL: 'silent' }, cwd: home, overrides: { loadExamples: false, webRoot: path.join(home, 'web') } });
  const store = await createStore({ home });
  const security = new SecurityManager(store.db);
  await prepareStore(store, security, { info: () => undefined });
  await security.createUser({ username: 'bench', password: 'bench-password', roles: ['Admin'] });
  console.log(`  generating big_events (${BIG_ROWS.toLocaleString()} rows) …`);
  await installExamples(store, config, { info: () => undefined }, { big: true, bigRows: BIG_ROWS });
  const kernel = createServerKernel(config, SERVER_PLUGINS, { warn: () => undefined });
  const app = await buildApp({ config, store, security, kernel, logger: false });
  await app.ready();
  try {
    const login = await app.inject({ method: 'POST', url: '/api/v1/security/login', payload: { username: 'bench', password: 'bench-password' } });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    const dataset = await store.db.selectFrom('tables').selectAll().where('table_name', '=', 'big_events').executeTakeFirstOrThrow();
    const database = await store.db.selectFrom('dbs').selectAll().where('id', '=', dataset.database_id).executeTakeFirstOrThrow();
    const connection = await app.engine.connections.get(database);

    const cases = [
      { name: 'GROUP BY country, SUM(revenue)', query: { columns: ['country'], metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'revenue' }, label: 'revenue' }], orderby: [['revenue', false]], row_limit: 1000 } },
      { name: 'daily time series by channel', query: { columns: [{ expressionType: 'SQL', sqlExpression: 'event_time', label: 'event_time', columnType: 'BASE_AXIS', timeGrain: 'P1D' }, 'channel'], metrics: ['count'], row_limit: 100_000 } },
    ];
    const rows = [];
    for (const c of cases) {
      const body = (extra = {}) => ({ datasource: { id: dataset.id, type: 'table' }, queries: [c.query], ...extra });
      const sql = (await app.inject({ method: 'POST', url: '/api/v1/chart/data', headers, payload: body({ result_type: 'query' }) })).json().result[0].query;
      await connection.execute(sql, []); // warm the engine's caches for both sides alike
      const raw = [];
      const api = [];
      const hits = [];
      for (let i = 0; i < RUNS; i++) {
        raw.push(await time(() => connection.execute(sql, [])));
        api.push(await time(async () => {
          const r = await app.inject({ method: 'POST', url: '/api/v1/chart/data', headers, payload: body({ force: true }) });
          if (r.statusCode !== 200) throw new Error(r.body);
        }));
        hits.push(await time(async () => {
          const r = await app.inject({ method: 'POST', url: '/api/v1/chart/data', headers, payload: body() });
          // A prefix check, not a parse: the client's JSON.parse of a large body is not the server's latency.
          if (!r.body.startsWith('{"result":[{"is_cached":true')) throw new Error('expected a cache hit');
        }));
      }
      const target = 1.1 * median(raw) + 20;
      rows.push({ name: `${c.name}: engine alone`, median: ms(median(raw)), p95: ms(p95(raw)), target: '-', ok: true });
      rows.push({ name: `${c.name}: chart-data API`, median: ms(median(api)), p95: ms(p95(api)), target: `≤ ${ms(target)}`, ok: median(api) <= target });
      rows.push({ name: `${c.name}: cache hit`, median: ms(median(hits)), p95: ms(p95(hits)), target: '≤ 5 ms', ok: median(hits) <= 5 });
    }
    return rows;
  } finally {
    await app.close();
    await store.close();
    rmSync(home, { recursive: true, force: true });
  }
}
