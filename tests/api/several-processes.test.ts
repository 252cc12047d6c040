import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildIfChanged } from '../../scripts/build-if-changed.mjs';
import { eventually } from './operations-proxy.js';

/**
 * A production layout on one machine: three web processes and a worker (the built server, as
 * `npm start` and `npm run tessera -- worker` run it), sharing a fresh PostgreSQL metadata
 * database and Redis under a key prefix of their own, with separate workers running the async
 * queries (`ASYNC_QUERY_WORKERS`). Requests go round-robin; processes are killed mid-way.
 */

const root = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(root, 'dist/server/main.js');
const CLI = path.join(root, 'scripts/tessera.mjs');
const PG_ADMIN_URL = process.env.TESSERA_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TESSERA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { username: 'admin', password: 'several-processes-admin-1' };

const run = randomUUID().replace(/-/g, '').slice(0, 12);
const metadataDb = `tessera_mp_meta_${run}`;
const dataDb = `tessera_mp_data_${run}`;
const redisPrefix = `tessera-test-mp-${run}:`;
const secretKey = `several-processes-secret-${run}`;
let base: string;

interface Proc {
  name: string;
  child: ChildProcess;
  port: number;
  url: string;
  lines: string[];
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
}
const procs: Proc[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** One process of the deployment, in a process group of its own, its output kept line by line. */
async function launch(name: string, args: string[]): Promise<Proc> {
  const port = await freePort();
  const home = mkdtempSync(path.join(base, `${name}-`));
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TESSERA_HOME: home,
      TESSERA_DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${metadataDb}`,
      TESSERA_REDIS_URL: REDIS_URL,
      TESSERA_REDIS_KEY_PREFIX: redisPrefix,
      TESSERA_SECRET_KEY: secretKey,
      TESSERA_ADMIN_USERNAME: ADMIN.username,
      TESSERA_ADMIN_PASSWORD: ADMIN.password,
      TESSERA_LOAD_EXAMPLES: 'false',
      FEATURE_FLAGS: JSON.stringify({ GLOBAL_ASYNC_QUERIES: true }),
      GLOBAL_ASYNC_QUERIES_TRANSPORT: 'ws',
      ASYNC_QUERY_WORKERS: 'true',
      ASYNC_QUERY_STALLED_SECONDS: '2',
      GLOBAL_ASYNC_QUERIES_CONCURRENCY: '4',
      REPORT_SCHEDULER: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const lines: string[] = [];
  const wake = new Set<() => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
      for (const w of wake) w();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp, timeoutMs = 90_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!lines.some((l) => pattern.test(l))) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`${name}: no line matching ${pattern} within ${timeoutMs} ms:\n${lines.join('\n')}`));
      }, timeoutMs);
      const onExit = () => {
        done();
        reject(new Error(`${name} exited before a line matching ${pattern}:\n${lines.join('\n')}`));
      };
      const done = () => {
        clearTimeout(timer);
        wake.delete(check);
        child.off('exit', onExit);
      };
      wake.add(check);
      child.once('exit', onExit);
      check();
    });
  const proc = { name, child, port, url: `http://127.0.0.1:${port}`, lines, waitFor, exited };
  procs.push(proc);
  return proc;
}

const startWeb = async (name: string) => {
  const web = await launch(name, [MAIN]);
  await web.waitFor(/^Tessera is running at /);
  return web;
};
const startWorker = async (name: string) => {
  const worker = await launch(name, [CLI, 'worker']);
  await worker.waitFor(/Tessera worker is running/);
  return worker;
};
const kill = async (proc: Proc, signal: NodeJS.Signals) => {
  if (proc.child.exitCode === null && proc.child.signalCode === null) process.kill(-proc.child.pid!, signal);
  return proc.exited;
};

/** A browser's session: the cookie jar and the CSRF token, used against any web process. */
interface Session {
  cookie: string;
  csrf: string;
}

const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

async function login(web: Proc): Promise<Session> {
  const anonymous = await fetch(`${web.url}/api/v1/security/csrf_token/`);
  const anonymousCookie = cookiesOf(anonymous);
  const signIn = await fetch(`${web.url}/login/`, {
    method: 'POST',
    headers: { cookie: anonymousCookie, 'x-csrftoken': ((await anonymous.json()) as { result: string }).result, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(signIn.status, await signIn.clone().text()).toBe(200);
  const cookie = cookiesOf(signIn);
  const token = await fetch(`${web.url}/api/v1/security/csrf_token/`, { headers: { cookie } });
  return { cookie, csrf: ((await token.json()) as { result: string }).result };
}

/** An answer's JSON, read loosely: each test states the fields it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers of many shapes, checked by the assertions
type Json = any;

async function call(web: Proc, session: Session, method: string, url: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const response = await fetch(`${web.url}${url}`, {
    method,
    headers: { cookie: session.cookie, 'x-csrftoken': session.csrf, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure message
  }
  return { status: response.status, json };
}

interface JobEvent {
  id: string;
  job_id: string;
  status: 'running' | 'done' | 'error';
  result_url: string | null;
  errors: { message: string }[];
}

const chartQuery = (datasetId: number) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [{ columns: ['region'], metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' }], orderby: [], row_limit: 100 }],
  result_format: 'json',
  result_type: 'full',
  force: true,
});

const TOTAL_AMOUNT = 1000 * 1001 / 2;
const sumOf = (rows: { total: number | string }[]) => rows.reduce((sum, row) => sum + Number(row.total), 0);

describe('three web processes and a worker on PostgreSQL and Redis', { timeout: 600_000 }, () => {
  let admin: pg.Client;
  let a: Proc;
  let b: Proc;
  let c: Proc;
  let worker: Proc;
  let session: Session;
  let databaseId: number;
  let salesId: number;
  let slowSalesId: number;

  beforeAll(async () => {
    buildIfChanged(root, { targets: ['server'], log: () => undefined, stdio: 'ignore' });
    base = mkdtempSync(path.join(os.tmpdir(), 'tessera-mp-'));
    admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${metadataDb}`);
    await admin.query(`CREATE DATABASE ${dataDb}`);
    // The data the charts and SQL Lab read: 1000 sales, and a view that takes three seconds.
    const data = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${dataDb}` });
    await data.connect();
    await data.query(`CREATE TABLE sales (id integer PRIMARY KEY, region text NOT NULL, amount integer NOT NULL)`);
    await data.query(`INSERT INTO sales SELECT g, (ARRAY['north','south','east','west'])[1 + g % 4], g FROM generate_series(1, 1000) g`);
    await data.query(`CREATE FUNCTION slow_sales_rows() RETURNS SETOF sales LANGUAGE sql AS $$ SELECT pg_sleep(3); SELECT * FROM sales $$`);
    await data.query(`CREATE VIEW slow_sales AS SELECT * FROM slow_sales_rows()`);
    await data.end();

    // The first web process prepares the store and the administrator; the others find them.
    a = await startWeb('web-a');
    [b, c, worker] = await Promise.all([startWeb('web-b'), startWeb('web-c'), startWorker('worker-1')]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(procs.map((p) => kill(p, 'SIGKILL').catch(() => undefined)));
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${metadataDb} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${dataDb} WITH (FORCE)`);
      await admin.end();
    }
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    if (base) rmSync(base, { recursive: true, force: true });
  });

  it('signs in on one web process and is known, with its CSRF token, on the others', async () => {
    session = await login(a);
    for (const web of [b, c]) {
      const me = await call(web, session, 'GET', '/api/v1/me/');
      expect([web.name, me.status]).toEqual([web.name, 200]);
      expect(me.json.result.username).toBe(ADMIN.username);
    }
    // A write on b, with the token c handed out for the session a signed in.
    const token = await call(c, session, 'GET', '/api/v1/security/csrf_token/');
    const database = await call(b, { ...session, csrf: token.json.result }, 'POST', '/api/v1/database/', {
      database_name: `several processes ${run}`,
      sqlalchemy_uri: `postgresql://postgres@127.0.0.1:5432/${dataDb}`,
      expose_in_sqllab: true,
      allow_run_async: true,
    });
    expect(database.status, JSON.stringify(database.json)).toBe(201);
    databaseId = database.json.id;
    const sales = await call(c, session, 'POST', '/api/v1/dataset/', { database: databaseId, schema: 'public', table_name: 'sales' });
    expect(sales.status, JSON.stringify(sales.json)).toBe(201);
    salesId = sales.json.id;
    const slow = await call(a, session, 'POST', '/api/v1/dataset/', { database: databaseId, schema: 'public', table_name: 'slow_sales' });
    expect(slow.status, JSON.stringify(slow.json)).toBe(201);
    slowSalesId = slow.json.id;
  });

  it('runs an async chart query asked of one process, with its events and result served by a third', async () => {
    // The WebSocket and the polling both on c; the query asked of b; the worker runs it.
    const pushed: JobEvent[] = [];
    const socket = new WebSocket(`ws://127.0.0.1:${c.port}/ws`, { headers: { cookie: session.cookie } });
    socket.on('message', (data) => pushed.push(JSON.parse(String(data)) as JobEvent));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    try {
      const asked = await call(b, session, 'POST', '/api/v1/chart/data', chartQuery(salesId));
      expect(asked.status, JSON.stringify(asked.json)).toBe(202);
      expect(asked.json).toMatchObject({ status: 'pending', result_url: null });
      const jobId: string = asked.json.job_id;

      let polled: JobEvent[] = [];
      await eventually(async () => {
        polled = (await call(c, session, 'GET', '/api/v1/async_event/')).json.result as JobEvent[];
        return polled.some((e) => e.job_id === jobId && e.status !== 'running');
      }, 60_000, 'the chart job ending, polled on c');
      const done = polled.find((e) => e.job_id === jobId && e.status !== 'running')!;
      expect(done.status, JSON.stringify(done.errors)).toBe('done');
      expect(done.result_url).toBe(`/api/v1/chart/data/${jobId}`);
      await eventually(async () => pushed.some((e) => e.job_id === jobId && e.status === 'done'), 15_000, 'the done event over the WebSocket of c');
      expect(pushed.filter((e) => e.job_id === jobId).map((e) => e.status)).toEqual(['running', 'done']);

      const result = await call(c, session, 'GET', done.result_url!);
      expect(result.status, JSON.stringify(result.json)).toBe(200);
      expect(sumOf(result.json.result[0].data)).toBe(TOTAL_AMOUNT);
      // The worker ran it: no web process takes jobs with ASYNC_QUERY_WORKERS on.
      expect(worker.child.exitCode).toBeNull();
    } finally {
      socket.close();
    }
  });

  it('runs an async SQL Lab query asked of one process, followed and fetched on a third', async () => {
    const clientId = `mp${run.slice(0, 8)}`;
    const asked = await call(b, session, 'POST', '/api/v1/sqllab/execute/', {
      database_id: databaseId,
      sql: 'SELECT region, SUM(amount) AS total FROM sales GROUP BY region ORDER BY region',
      runAsync: true,
      client_id: clientId,
      queryLimit: 100,
    });
    expect(asked.status, JSON.stringify(asked.json)).toBe(202);
    const queryId: number = asked.json.query.queryId;
    let state = '';
    let resultsKey: string | null = null;
    await eventually(async () => {
      const updated = (await call(c, session, 'GET', '/api/v1/query/updated_since?q=(last_updated_ms:0)')).json.result as { queryId: number; state: string; resultsKey: string | null }[];
      const query = updated.find((q) => q.queryId === queryId);
      state = query?.state ?? '';
      resultsKey = query?.resultsKey ?? null;
      return ['success', 'failed', 'stopped', 'timed_out'].includes(state);
    }, 60_000, 'the SQL Lab run ending, seen on c');
    expect(state).toBe('success');
    const results = await call(c, session, 'GET', `/api/v1/sqllab/results/?q=(key:'${resultsKey}')`);
    expect(results.status, JSON.stringify(results.json)).toBe(200);
    expect(sumOf(results.json.data)).toBe(TOTAL_AMOUNT);
    // Its events are on the session's channel in Redis, served by a third process, ending with done.
    const jobId: string = asked.json.job_id;
    expect(jobId).toEqual(expect.any(String));
    const events = ((await call(c, session, 'GET', '/api/v1/async_event/')).json.result as JobEvent[]).filter((e) => e.job_id === jobId);
    expect(events.at(-1)).toMatchObject({ status: 'done', result_url: expect.stringContaining('/api/v1/sqllab/results/') });
  });

  it('stops a SQL Lab run on the worker when another web process is asked to stop it', async () => {
    const clientId = `st${run.slice(0, 8)}`;
    const asked = await call(a, session, 'POST', '/api/v1/sqllab/execute/', { database_id: databaseId, sql: 'SELECT pg_sleep(20) AS slept', runAsync: true, client_id: clientId });
    expect(asked.status, JSON.stringify(asked.json)).toBe(202);
    const sleeping = async () => Number((await admin.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query LIKE '%pg_sleep(20)%'`, [dataDb])).rows[0].n);
    await eventually(async () => (await sleeping()) === 1, 30_000, 'the run sleeping in PostgreSQL');
    const stopped = await call(c, session, 'POST', '/api/v1/query/stop', { client_id: clientId });
    expect(stopped.status, JSON.stringify(stopped.json)).toBe(200);
    // The worker cancels the statement in PostgreSQL well before its 20 seconds.
    await eventually(async () => (await sleeping()) === 0, 10_000, 'the statement cancelled');
    const updated = (await call(b, session, 'GET', '/api/v1/query/updated_since?q=(last_updated_ms:0)')).json.result as { queryId: number; state: string }[];
    expect(updated.find((q) => q.queryId === asked.json.query.queryId)?.state).toBe('stopped');
  });

  it('loses no acknowledged save and no acknowledged job when a web process and the worker are killed mid-way', async () => {
    const webs = [a, b, c];
    let turn = 0;
    const next = () => webs[turn++ % webs.length]!;

    // Saves, round-robin, all along: only a 2xx counts as acknowledged.
    const saved: { id: number; label: string }[] = [];
    let saving = true;
    let attempts = 0;
    const saver = (async () => {
      for (let i = 0; saving; i++) {
        const web = next();
        const label = `saved ${run} ${i}`;
        attempts += 1;
        try {
          const response = await call(web, session, 'POST', '/api/v1/saved_query/', { db_id: databaseId, label, sql: `SELECT ${i} AS n`, schema: 'public' });
          if (response.status >= 200 && response.status < 300) saved.push({ id: response.json.id, label });
        } catch {
          // A killed process: the save was never acknowledged.
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    // Slow jobs, round-robin: six chart queries (3 s each) and four SQL Lab runs (2 s each); the worker runs four at once.
    const chartJobs: string[] = [];
    const sqlRuns: number[] = [];
    for (let i = 0; i < 6; i++) {
      const asked = await call(next(), session, 'POST', '/api/v1/chart/data', chartQuery(slowSalesId));
      expect(asked.status, JSON.stringify(asked.json)).toBe(202);
      chartJobs.push(asked.json.job_id);
    }
    for (let i = 0; i < 4; i++) {
      const asked = await call(next(), session, 'POST', '/api/v1/sqllab/execute/', {
        database_id: databaseId,
        sql: `SELECT pg_sleep(2), ${i} AS run, SUM(amount) AS total FROM sales`,
        runAsync: true,
        client_id: `mk${run.slice(0, 6)}${i}`,
      });
      expect(asked.status, JSON.stringify(asked.json)).toBe(202);
      sqlRuns.push(asked.json.query.queryId);
    }

    // Kill b and the worker while jobs run (their last event is `running`) and saves are being made.
    let inProgress: string[] = [];
    await eventually(async () => {
      const events = (await call(a, session, 'GET', '/api/v1/async_event/')).json.result as JobEvent[];
      inProgress = chartJobs.filter((id) => events.filter((e) => e.job_id === id).at(-1)?.status === 'running');
      return inProgress.length > 0;
    }, 60_000, 'a chart job running on the worker');
    await Promise.all([kill(b, 'SIGKILL'), kill(worker, 'SIGKILL')]);
    const savedBeforeKill = saved.length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const worker2 = await startWorker('worker-2');

    // Every acknowledged chart job ends (done: taken over by the new worker), every SQL Lab run too.
    const survivors = [a, c];
    let events: JobEvent[] = [];
    await eventually(async () => {
      events = (await call(survivors[turn++ % 2]!, session, 'GET', '/api/v1/async_event/')).json.result as JobEvent[];
      return chartJobs.every((id) => events.some((e) => e.job_id === id && e.status !== 'running'));
    }, 120_000, 'every acknowledged chart job ending');
    // The kill came mid-way: a job the first worker was running ran again on the second.
    expect(inProgress.some((id) => events.filter((e) => e.job_id === id && e.status === 'running').length >= 2)).toBe(true);
    for (const id of chartJobs) {
      const last = events.filter((e) => e.job_id === id).at(-1)!;
      expect([id, last.status, last.errors]).toEqual([id, 'done', []]);
      const result = await call(survivors[turn++ % 2]!, session, 'GET', last.result_url!);
      expect(result.status).toBe(200);
      expect(sumOf(result.json.result[0].data)).toBe(TOTAL_AMOUNT);
    }
    let states = new Map<number, string>();
    await eventually(async () => {
      const updated = (await call(a, session, 'GET', '/api/v1/query/updated_since?q=(last_updated_ms:0)')).json.result as { queryId: number; state: string }[];
      states = new Map(updated.map((q) => [q.queryId, q.state]));
      return sqlRuns.every((id) => ['success', 'failed', 'stopped', 'timed_out'].includes(states.get(id) ?? ''));
    }, 120_000, 'every acknowledged SQL Lab run ending');
    expect(sqlRuns.map((id) => states.get(id))).toEqual(sqlRuns.map(() => 'success'));

    saving = false;
    await saver;
    expect(savedBeforeKill).toBeGreaterThan(0);
    expect(saved.length).toBeGreaterThan(savedBeforeKill);
    expect(saved.length).toBeLessThanOrEqual(attempts);
    for (const { id, label } of saved) {
      const stored = await call(survivors[id % 2]!, session, 'GET', `/api/v1/saved_query/${id}`);
      expect([id, stored.status, stored.json.result?.label]).toEqual([id, 200, label]);
    }

    // SIGTERM drains: the job running on the new worker ends done before it exits, with 0.
    const asked = await call(a, session, 'POST', '/api/v1/chart/data', chartQuery(slowSalesId));
    expect(asked.status).toBe(202);
    const jobId: string = asked.json.job_id;
    await eventually(async () => ((await call(c, session, 'GET', '/api/v1/async_event/')).json.result as JobEvent[]).some((e) => e.job_id === jobId), 30_000, 'the last job running');
    expect(await kill(worker2, 'SIGTERM')).toBe(0);
    const last = ((await call(c, session, 'GET', '/api/v1/async_event/')).json.result as JobEvent[]).filter((e) => e.job_id === jobId).at(-1);
    expect(last?.status).toBe('done');
  });
});
