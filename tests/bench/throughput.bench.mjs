// Chart-data throughput with 1 and 3 web processes on this machine (issue 20). The built server
// (`dist/server/main.js`) runs on a fresh PostgreSQL metadata database and Redis keyspace (see
// throughput/scratch-services.mjs); 16 concurrent clients post for a fixed time, spread
// round-robin over the processes with one browser session (logged in on the first: sessions are
// in PostgreSQL, so every process accepts it). Two workloads on `big_events`, 1 million rows
// unless BENCH_THROUGHPUT_ROWS says otherwise (the 10-million-row table takes minutes to generate
// on 2 cores):
// - cached: the same query context again and again, answered from the Redis results cache;
// - uncached: each request filters on a user id never asked for before, so every answer is
//   computed (a scan of the table's user_id column) and stored.
// Every answer's `is_cached` is checked. Beside each figure, the same SQL (what the server
// compiles for the query context) run directly in DuckDB just before, with the same concurrency
// (a connection per client) on the same data file, and the ratio of the API's requests per second
// to DuckDB's queries per second. Reported, not asserted (no target): on 2 cores, 3 processes
// cannot do more work than 1; the 3-process rows show what spreading the load costs or gains.
// Every process opens the examples file read-only (`?access_mode=READ_ONLY` on the connection),
// which is how several processes share one DuckDB file.
// BENCH_THROUGHPUT_ROWS, BENCH_THROUGHPUT_SECONDS (each timed window, default 8),
// BENCH_THROUGHPUT_CLIENTS (default 16), BENCH_THROUGHPUT_PORT (first of 3 ports; free ones otherwise).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfChanged } from '../../scripts/build-if-changed.mjs';
import { adminToken, api, quantile } from './dashboard-load/browser-bench-kit.mjs';
import { BENCH_ADMIN, startServer } from './dashboard-load/tessera-server.mjs';
import { ms } from './security-overhead/stats.mjs';
import { chartDataClient } from './throughput/chart-data-client.mjs';
import { cleanupStack } from './throughput/cleanup-stack.mjs';
import { closedLoop } from './throughput/closed-loop.mjs';
import { openDirectDuckDb } from './throughput/direct-duckdb.mjs';
import { claimScratchRedis, createScratchPostgres } from './throughput/scratch-services.mjs';

const ROWS = Number(process.env.BENCH_THROUGHPUT_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 8);
const CLIENTS = Number(process.env.BENCH_THROUGHPUT_CLIENTS ?? 16);
const FIRST_PORT = process.env.BENCH_THROUGHPUT_PORT ? Number(process.env.BENCH_THROUGHPUT_PORT) : null;
const WARM_UP_SECONDS = 1;
/** big_events' user ids run from 1 to about a million. */
const USERS = 1_000_000;
/** Stands for the filter value in the compiled SQL, to be replaced by each request's value. */
const PLACEHOLDER_VALUE = 987_654_321;

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs the administration CLI (`dist/server/cli.js`), killed if `signal` aborts. */
function runCli(args, env, signal) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/server/cli.js', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], signal, killSignal: 'SIGKILL' });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`tessera ${args[0]} ended with ${signal ?? `exit code ${code}`}`))));
  });
}

/** The chart: events by type (count, revenue) of the users whose id is `userId`. */
const queryContext = (datasetId, userId, extra = {}) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [{ columns: ['event_type'], metrics: ['count', 'sum__revenue'], filters: [{ col: 'user_id', op: '==', val: userId }], orderby: [['count', false]], row_limit: 100 }],
  ...extra,
});

const rate = (r) => `${r.rate.toFixed(r.rate < 100 ? 1 : 0)}`;

/** The table rows of one closed-loop measurement: name with its rate, latency quantiles, ratio. */
function row(name, result, unit, ratio) {
  return {
    name: `${name}: ${rate(result)} ${unit} (${result.completed} in ${result.seconds.toFixed(1)} s)`,
    median: ms(quantile(result.latencies, 0.5)),
    p95: ms(quantile(result.latencies, 0.95)),
    ...(ratio ? { ratio } : {}),
    target: '-',
    ok: true,
  };
}

/**
 * One set of measurements over `client`'s processes: the raw engine, then the API, for the
 * cached workload and then the uncached one. `single` holds the 1-process API figures, for the
 * 3-process rows to be compared with.
 */
async function measure({ client, direct, datasetId, sqlFor, freshUserId, cachedUserId, signal }, single) {
  const processes = client.processes;
  const label = `${processes} web process${processes === 1 ? '' : 'es'}`;
  const loop = (request, seconds = SECONDS) => closedLoop({ clients: CLIENTS, seconds, request, signal });
  const cachedBody = queryContext(datasetId, cachedUserId);

  // The cached answer is stored by the first request (1 process) or is already in Redis (3):
  // then every process answers it from the cache.
  if (processes === 1) await client.chartData(0, cachedBody, false);
  for (let i = 0; i < processes; i++) await client.chartData(i, cachedBody, true);
  const sameSql = sqlFor(cachedUserId);
  await loop(() => direct.run(sameSql), WARM_UP_SECONDS);
  const rawSame = await loop(() => direct.run(sameSql));
  await loop((n) => client.chartData(n, cachedBody, true), WARM_UP_SECONDS);
  const cached = await loop((n) => client.chartData(n, cachedBody, true));

  await loop(() => direct.run(sqlFor(freshUserId())), WARM_UP_SECONDS);
  const rawFresh = await loop(() => direct.run(sqlFor(freshUserId())));
  await loop((n) => client.chartData(n, queryContext(datasetId, freshUserId()), false), WARM_UP_SECONDS);
  const uncached = await loop((n) => client.chartData(n, queryContext(datasetId, freshUserId()), false));

  const vsRaw = (api, raw) => `${(api.rate / raw.rate).toFixed(2)}× raw q/s`;
  const vsSingle = (api, one) => (one ? `, ${(api.rate / one.rate).toFixed(2)}× 1 process` : '');
  const rows = [
    row(`throughput, ${label}: DuckDB alone, the same SQL again, ${CLIENTS} connections`, rawSame, 'q/s'),
    row(`throughput, ${label}: chart data cached (same query context), ${CLIENTS} clients`, cached, `req/s${vsSingle(cached, single?.cached)}`, vsRaw(cached, rawSame)),
    row(`throughput, ${label}: DuckDB alone, a new user_id each query, ${CLIENTS} connections`, rawFresh, 'q/s'),
    row(`throughput, ${label}: chart data uncached (a new user_id each request), ${CLIENTS} clients`, uncached, `req/s${vsSingle(uncached, single?.uncached)}`, vsRaw(uncached, rawFresh)),
  ];
  return { rows, cached, uncached };
}

export async function run() {
  const root = process.cwd();
  // The web processes run the built server; the web app is not needed (no page is loaded).
  buildIfChanged(root, { targets: ['server'], log: () => undefined });
  const cleanup = cleanupStack();
  try {
    const postgres = await createScratchPostgres();
    cleanup.defer(`dropping database ${postgres.name}`, () => postgres.drop());
    const redis = await claimScratchRedis();
    cleanup.defer(`emptying Redis database ${redis.db}`, () => redis.clean());
    const dataHome = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-throughput-data-'));
    cleanup.defer('removing the data folder', () => rmSync(dataHome, { recursive: true, force: true }));
    const shared = {
      TESSERA_DATABASE_URL: postgres.url,
      TESSERA_REDIS_URL: redis.url,
      TESSERA_REDIS_KEY_PREFIX: redis.keyPrefix,
      TESSERA_SECRET_KEY: randomBytes(32).toString('hex'),
      TESSERA_LOAD_EXAMPLES: 'false',
      // Every uncached request scans the table: no dashboard rollup answers in its place.
      ROLLUPS_ENABLED: 'false',
      REPORT_SCHEDULER: 'false',
    };

    const since = performance.now();
    const elapsed = () => `${((performance.now() - since) / 1000).toFixed(0)} s`;
    console.log(`  generating the examples and big_events (${ROWS.toLocaleString('en-US')} rows) …`);
    await runCli(['load-examples', '--big', '--big-rows', String(ROWS)], { ...shared, TESSERA_HOME: dataHome, LOG_LEVEL: 'warn' }, cleanup.signal);

    const ports = FIRST_PORT === null ? [await freePort(), await freePort(), await freePort()] : [FIRST_PORT, FIRST_PORT + 1, FIRST_PORT + 2];
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    const servers = [];
    cleanup.defer('stopping the web processes', () => Promise.all(servers.map((server) => server.stop())));
    const startWeb = async (i) => {
      const home = mkdtempSync(path.join(os.tmpdir(), `tessera-bench-throughput-web${i + 1}-`));
      cleanup.defer(`removing web process ${i + 1}'s home`, () => rmSync(home, { recursive: true, force: true }));
      servers.push(await startServer(home, ports[i], 180_000, shared));
    };
    await startWeb(0);

    // Every process (and DuckDB alone, below) opens the examples file read-only.
    const token = await adminToken(bases[0]);
    const examples = (await api(bases[0], token, 'GET', '/api/v1/database/?q=(filters:!((col:database_name,opr:eq,value:examples)))')).result[0];
    const file = path.join(dataHome, 'examples.duckdb');
    await api(bases[0], token, 'PUT', `/api/v1/database/${examples.id}`, { sqlalchemy_uri: `duckdb:///${file.replace(/^\/+/, '')}?access_mode=READ_ONLY` });
    const datasetId = (await api(bases[0], token, 'GET', '/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:big_events)))')).result[0]?.id;
    if (datasetId === undefined) throw new Error('the big_events dataset is missing');

    // The SQL the server runs for the chart, with the filter value to be filled in.
    const compiled = await api(bases[0], token, 'POST', '/api/v1/chart/data', queryContext(datasetId, PLACEHOLDER_VALUE, { result_type: 'query' }));
    const template = compiled.result[0].query;
    if (template.split(String(PLACEHOLDER_VALUE)).length !== 2) throw new Error(`unexpected compiled SQL: ${template}`);
    const sqlFor = (userId) => template.replace(String(PLACEHOLDER_VALUE), String(userId));
    const direct = await openDirectDuckDb(file, CLIENTS);
    cleanup.defer('closing DuckDB', () => direct.close());

    // User ids in order from a random start: each is asked for once in the run.
    let nextUser = Math.floor(Math.random() * USERS);
    const freshUserId = () => 1 + (nextUser++ % USERS);
    const context = { direct, datasetId, sqlFor, freshUserId, cachedUserId: freshUserId(), signal: cleanup.signal };

    const rows = [];
    const one = await chartDataClient(bases.slice(0, 1), BENCH_ADMIN, CLIENTS);
    cleanup.defer('closing the client', () => one.close());
    console.log(`  ${elapsed()}: 1 web process, ${CLIENTS} clients, ${SECONDS} s per figure …`);
    const single = await measure({ ...context, client: one });
    rows.push(...single.rows);

    // Both starts settle before going on, so a failed one leaves no server starting unseen.
    const started = await Promise.allSettled([startWeb(1), startWeb(2)]);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const three = await chartDataClient(bases, BENCH_ADMIN, CLIENTS);
    cleanup.defer('closing the client', () => three.close());
    console.log(`  ${elapsed()}: 3 web processes …`);
    rows.push(...(await measure({ ...context, client: three }, single)).rows);
    console.log(`  ${elapsed()}: done`);
    return rows;
  } finally {
    await cleanup.run();
  }
}
