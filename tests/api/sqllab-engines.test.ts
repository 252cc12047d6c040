import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AsyncQueryManager } from '../../app/server/engine/async/index.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { SqlLabError } from '../../app/server/services/sqllab-error.js';
import { SqlLabExecuteService } from '../../app/server/services/sqllab-execute-service.js';
import { SqlLabResultsStore } from '../../app/server/services/sqllab-results.js';
import { registerSqlLabJobs } from '../../app/server/services/sqllab-async-job.js';
import { RunningQueries } from '../../app/server/services/sqllab-running-queries.js';
import { bearerCaller, risonParam, runMariaDb, runPostgres } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * SQL Lab on PostgreSQL and MariaDB (with the metadata store on PostgreSQL): runs, limits, the DML
 * guard, engine errors, cost estimates, and timeouts and stops that cancel the statement in the
 * engine (pg_sleep, SLEEP).
 */
const suffix = randomBytes(4).toString('hex');
const dbName = `tessera_sqllab_${suffix}`;
let t: TestApp;
let pgId: number;
let mariaId: number;
const tokens = { admin: '' };
const call = bearerCaller(() => t.app, tokens);
const execute = (databaseId: number, payload: Record<string, unknown>) => call('admin', 'POST', '/api/v1/sqllab/execute/', { database_id: databaseId, runAsync: false, ...payload });

/** Statements still running on the PostgreSQL server whose text holds `marker`. */
async function pgRunning(marker: string): Promise<number> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${dbName}` });
  await client.connect();
  try {
    const result = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()", [`%${marker}%`]);
    return result.rows[0].n as number;
  } finally {
    await client.end();
  }
}

/** Statements still running on the MariaDB server whose text holds `marker`. */
async function mariaRunning(marker: string): Promise<number> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root' });
  try {
    const [rows] = await connection.query("SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE COMMAND = 'Query' AND INFO LIKE ? AND ID <> CONNECTION_ID()", [`%${marker}%`]);
    return Number((rows as { n: number }[])[0]!.n);
  } finally {
    await connection.end();
  }
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const runStatus = async (clientId: string) => (await t.store.db.selectFrom('query').select('status').where('client_id', '=', clientId).executeTakeFirst())?.status;

beforeAll(async () => {
  await runPostgres(`CREATE DATABASE ${dbName}`);
  await runPostgres('CREATE TABLE numbers AS SELECT generate_series(1, 50) AS n', dbName);
  await runMariaDb(`CREATE DATABASE ${dbName}`);
  await runMariaDb(`CREATE TABLE ${dbName}.numbers (n INT)`);
  await runMariaDb(`INSERT INTO ${dbName}.numbers VALUES (1), (2), (3), (4), (5), (6), (7), (8)`);
  // The metadata store on PostgreSQL too, so the run records are exercised on both store dialects.
  t = await createTestApp({ plugins: [...SERVER_PLUGINS], dialect: 'postgres' });
  tokens.admin = (await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token;
  const pg = await call('admin', 'POST', '/api/v1/database/', { database_name: 'pg', sqlalchemy_uri: `postgresql://postgres@127.0.0.1:5432/${dbName}`, expose_in_sqllab: true, allow_run_async: true });
  expect(pg.statusCode, pg.body).toBe(201);
  pgId = pg.json().id;
  const maria = await call('admin', 'POST', '/api/v1/database/', { database_name: 'maria', sqlalchemy_uri: `mysql://root@127.0.0.1:3306/${dbName}`, expose_in_sqllab: true });
  expect(maria.statusCode, maria.body).toBe(201);
  mariaId = maria.json().id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await runPostgres(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await runMariaDb(`DROP DATABASE IF EXISTS ${dbName}`).catch(() => undefined);
});

describe('SQL Lab on PostgreSQL', () => {
  it('runs a query with the dropdown limit and several statements', async () => {
    const response = await execute(pgId, { sql: 'SELECT 1 AS warmup; SELECT n, n * 1.5 AS half FROM numbers ORDER BY n', queryLimit: 5, schema: 'public' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((r: { n: number }) => r.n)).toEqual([1, 2, 3, 4, 5]);
    expect(response.json().query).toMatchObject({ limitingFactor: 'DROPDOWN', rows: 5, state: 'success', db: 'pg' });
    expect(response.json().columns.map((c: { type_generic: number }) => c.type_generic)).toEqual([0, 0]);
  });

  it('refuses DML and reports the engine’s errors by type', async () => {
    expect((await execute(pgId, { sql: 'UPDATE numbers SET n = 0' })).json().errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
    const missing = await execute(pgId, { sql: 'SELECT nope FROM numbers' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ error_type: 'COLUMN_DOES_NOT_EXIST_ERROR', message: expect.stringContaining('PostgreSQL error: column "nope" does not exist') });
    // A failed statement leaves every pooled connection usable.
    expect((await execute(pgId, { sql: 'SHOW no_such_setting' })).statusCode).toBe(400);
    expect((await execute(pgId, { sql: 'SHOW TimeZone' })).json().data).toEqual([{ TimeZone: 'UTC' }]);
    for (let run = 0; run < 12; run++) expect((await execute(pgId, { sql: `SELECT ${run} AS run` })).json().data).toEqual([{ run }]);
  });

  it('estimates the cost from the plan', async () => {
    const response = await call('admin', 'POST', '/api/v1/sqllab/estimate/', { database_id: pgId, sql: 'SELECT * FROM numbers WHERE n > 3' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toEqual([{ 'Start-up cost': expect.stringMatching(/^\d/), 'Total cost': expect.stringMatching(/^\d/) }]);
  });

  it('stops a running sync query: the statement is cancelled on the server and the run ends as stopped', async () => {
    const marker = `stop_sync_${suffix}`;
    const pending = execute(pgId, { client_id: 'pgstop1', sql: `SELECT pg_sleep(30) AS ${marker}` });
    await until(async () => (await pgRunning(marker)) === 1, 'pg_sleep to start');
    expect(await runStatus('pgstop1')).toBe('running');
    const started = Date.now();
    const stop = await call('admin', 'POST', '/api/v1/query/stop', { client_id: 'pgstop1' });
    expect(stop.json()).toEqual({ result: 'OK' });
    const response = await pending;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'stopped', query: { id: 'pgstop1', state: 'stopped' } });
    await until(async () => (await pgRunning(marker)) === 0, 'pg_sleep to be cancelled');
    expect(await runStatus('pgstop1')).toBe('stopped');
  });

  it('stops a running async query the same way', async () => {
    const marker = `stop_async_${suffix}`;
    const queued = await execute(pgId, { client_id: 'pgstop2', runAsync: true, sql: `SELECT pg_sleep(30) AS ${marker}` });
    expect(queued.statusCode).toBe(202);
    await until(async () => (await pgRunning(marker)) === 1, 'pg_sleep to start');
    expect((await call('admin', 'POST', '/api/v1/query/stop', { client_id: 'pgstop2' })).statusCode).toBe(200);
    await until(async () => (await pgRunning(marker)) === 0, 'pg_sleep to be cancelled');
    const since = await call('admin', 'GET', `/api/v1/query/updated_since?q=${risonParam({ last_updated_ms: 0 })}`);
    expect(since.json().result.find((q: { id: string }) => q.id === 'pgstop2')).toMatchObject({ state: 'stopped', resultsKey: null });
  });

  /** The execute service on its own, with short time limits and a job queue the test controls. */
  /** A service whose async runs `jobs` takes and runs in this process, as the routes set it up. */
  function serviceWith(timeoutSeconds: number, jobs: AsyncQueryManager) {
    const service = new SqlLabExecuteService({
      db: t.store.db,
      connections: t.app.engine.connections,
      results: new SqlLabResultsStore(t.app.engine.cache),
      hooks: t.app.kernel.hooks.sqlLab,
      jobs,
      running: new RunningQueries(),
      settings: { sqlMaxRow: 1000, timeoutSeconds, asyncTimeoutSeconds: timeoutSeconds },
    });
    registerSqlLabJobs(jobs, service, { loadPrincipal: (userId) => t.security.loadPrincipal(userId) });
    jobs.start();
    return service;
  }
  const adminPrincipal = async () =>
    (await t.security.loadPrincipal((await t.store.db.selectFrom('ab_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id))!;

  it('cancels a query in the engine when SQLLAB_TIMEOUT passes and records it as timed out', async () => {
    const jobs = new AsyncQueryManager();
    const service = serviceWith(1, jobs);
    const admin = await adminPrincipal();
    const marker = `timeout_${suffix}`;
    const started = Date.now();
    const failure = await service.execute({ database_id: pgId, client_id: 'pgslow1', sql: `SELECT pg_sleep(20) AS ${marker}` }, admin, 'test').catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(failure).toBeInstanceOf(SqlLabError);
    expect((failure as SqlLabError).statusCode).toBe(408);
    expect((failure as SqlLabError).toBody().errors[0]).toMatchObject({
      error_type: 'SQLLAB_TIMEOUT_ERROR',
      message: 'The query was killed after 1 seconds. It might be too complex, or the database might be under heavy load.',
    });
    expect(await pgRunning(marker)).toBe(0);
    expect(await runStatus('pgslow1')).toBe('timed_out');

    // The async time limit ends a queued run the same way.
    const queued = await service.execute({ database_id: pgId, client_id: 'pgslow2', runAsync: true, sql: `SELECT pg_sleep(20) AS ${marker}_async` }, admin, 'test');
    expect(queued.statusCode).toBe(202);
    await jobs.idle();
    expect(await runStatus('pgslow2')).toBe('timed_out');
    expect(await pgRunning(`${marker}_async`)).toBe(0);
    await jobs.close();
  });

  it('cancels running async queries when the server shuts down and records them as failed', async () => {
    const jobs = new AsyncQueryManager();
    const service = serviceWith(60, jobs);
    const marker = `shutdown_${suffix}`;
    expect((await service.execute({ database_id: pgId, client_id: 'pgdown1', runAsync: true, sql: `SELECT pg_sleep(20) AS ${marker}` }, await adminPrincipal(), 'test')).statusCode).toBe(202);
    await until(async () => (await pgRunning(marker)) === 1, 'pg_sleep to start');
    await jobs.close();
    expect(await pgRunning(marker)).toBe(0);
    const run = await t.store.db.selectFrom('query').select(['status', 'error_message']).where('client_id', '=', 'pgdown1').executeTakeFirstOrThrow();
    expect(run).toEqual({ status: 'failed', error_message: 'The server shut down while the query was running.' });
  });
});

describe('SQL Lab on MariaDB', () => {
  it('runs a query with the query’s own limit and refuses DML', async () => {
    const response = await execute(mariaId, { sql: 'SELECT n FROM numbers ORDER BY n LIMIT 2, 3', queryLimit: 100 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([{ n: 3 }, { n: 4 }, { n: 5 }]);
    expect(response.json().query).toMatchObject({ limit: 3, limitingFactor: 'QUERY', db: 'maria' });
    expect((await execute(mariaId, { sql: "SELECT 'a\\'; DELETE FROM numbers; -- '" })).json().errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
    const syntax = await execute(mariaId, { sql: 'SELECT FROM numbers' });
    expect(syntax.json().errors[0]).toMatchObject({ error_type: 'SYNTAX_ERROR', message: expect.stringMatching(/^MySQL error: /) });
  });

  it('formats in the MySQL dialect', async () => {
    const response = await call('admin', 'POST', '/api/v1/sqllab/format_sql/', { sql: 'select `n` from numbers limit 1', database_id: mariaId });
    expect(response.json().result).toBe('SELECT\n  `n`\nFROM\n  numbers\nLIMIT\n  1');
  });

  it('stops a running query with KILL QUERY', async () => {
    const marker = `maria_stop_${suffix}`;
    const pending = execute(mariaId, { client_id: 'mystop1', sql: `SELECT SLEEP(30) AS ${marker}` });
    await until(async () => (await mariaRunning(marker)) === 1, 'SLEEP to start');
    expect((await call('admin', 'POST', '/api/v1/query/stop', { client_id: 'mystop1' })).statusCode).toBe(200);
    expect((await pending).json()).toMatchObject({ status: 'stopped' });
    await until(async () => (await mariaRunning(marker)) === 0, 'SLEEP to be killed');
    expect(await runStatus('mystop1')).toBe('stopped');
  });
});
