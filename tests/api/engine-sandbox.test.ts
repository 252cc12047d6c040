import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { bearerCaller } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * Hostile SQL against the sandbox: every way a user's SQL reaches an engine (SQL Lab sync and
 * async, virtual dataset SQL on create and update, dataset samples, each SQL fragment of chart
 * data) is tried with file reads, directory listings, remote URLs and statements that would
 * unlock the engine. Each must be refused with a 4xx JSON answer that carries neither the secret
 * key nor a line of /etc/passwd. Refusal, not a particular message, is asserted: the fragment
 * parser and the sandbox may each be the one refusing.
 */

let t: TestApp;
let secret: string;
let secretFile: string;
let examplesId: number;
let birthNamesId: number;
const tokens: Record<string, string> = {};
const call = bearerCaller<keyof typeof USERS>(() => t.app, tokens as Record<keyof typeof USERS, string>);
const PASSWD_LINE = /root:[^:\n]*:0:0:/;

function expectRefused(response: LightMyRequestResponse, label: string): void {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, label).toBeLessThan(500);
  expect(() => response.json(), `${label}: a JSON body`).not.toThrow();
  expect(response.body.includes(secret), `${label}: the secret key leaked`).toBe(false);
  expect(PASSWD_LINE.test(response.body), `${label}: /etc/passwd leaked`).toBe(false);
  expect(response.body, `${label}: no stack trace`).not.toMatch(/\n\s+at [\w.<>]+ \(/);
}

/** Table functions and URLs that read outside the database, as SELECTs. */
const hostileSelects = (home: string, file: string): string[] => [
  `SELECT content FROM read_text('${file}')`,
  `FROM read_text('${file}')`,
  `SELECT * FROM read_text('/etc/passwd')`,
  `SELECT * FROM read_csv('/etc/passwd', header = false, columns = {'line': 'VARCHAR'})`,
  `SELECT * FROM read_csv('${file}', header = false)`,
  `SELECT * FROM read_parquet('${file}')`,
  `SELECT * FROM read_json('${file}')`,
  `SELECT * FROM read_blob('${file}')`,
  `SELECT * FROM glob('${home}/*')`,
  `SELECT * FROM glob('/etc/*')`,
  `SELECT * FROM read_csv('http://127.0.0.1:9/x.csv')`,
  `SELECT * FROM read_parquet('s3://tessera-sandbox-test/x.parquet')`,
];

/** Statements that would open files, load code or unlock the configuration. */
const hostileStatements = (home: string): string[] => [
  `ATTACH '${home}/attached.duckdb' AS attached`,
  `ATTACH ':memory:' AS scratch`,
  `COPY (SELECT 1 AS one) TO '${home}/copied.csv'`,
  `EXPORT DATABASE '${home}/exported'`,
  'INSTALL httpfs',
  'LOAD httpfs',
  'SET enable_external_access = true',
  'RESET lock_configuration',
  "SET allowed_directories = ['/']",
  'PRAGMA enable_profiling',
  'CALL enable_logging()',
  'SET VARIABLE leaked = 1',
  'BEGIN TRANSACTION',
];

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  secret = t.config.secretKey;
  secretFile = path.join(t.home, 'secret_key');
  examplesId = (await t.store.db.selectFrom('dbs').select('id').where('database_name', '=', 'examples').executeTakeFirstOrThrow()).id;
  birthNamesId = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
  for (const user of Object.keys(USERS) as (keyof typeof USERS)[]) {
    tokens[user] = (await apiLogin(t.app, USERS[user].username, USERS[user].password)).json().access_token;
  }
}, 120_000);
afterAll(async () => t?.close());

it('runs against a home that holds the secret key', () => {
  expect(readFileSync(secretFile, 'utf8').trim()).toBe(secret);
});

describe('finding 1: a virtual dataset as a way to run SQL', () => {
  const readSecret = () => ({ database: examplesId, schema: 'main', table_name: `x_${Math.random().toString(36).slice(2)}`, sql: `SELECT content FROM read_text('${secretFile}')` });

  it('refuses an Alpha user (no SQL Lab) any virtual dataset, with a clear message', async () => {
    const response = await call('alpha', 'POST', '/api/v1/dataset/', readSecret());
    expectRefused(response, 'alpha create');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/SQL Lab access/);
    const harmless = await call('alpha', 'POST', '/api/v1/dataset/', { ...readSecret(), sql: 'SELECT 42 AS answer' });
    expect(harmless.statusCode).toBe(403);
  });

  it('lets Alpha still create physical datasets', async () => {
    const response = await call('alpha', 'POST', '/api/v1/dataset/', { database: examplesId, schema: 'main', table_name: 'long_lat' });
    expect([201, 422]).toContain(response.statusCode);
    if (response.statusCode === 422) expect(response.json().message.table).toBeDefined();
  });

  it('refuses even an administrator a virtual dataset that reads the secret file', async () => {
    const response = await call('admin', 'POST', '/api/v1/dataset/', readSecret());
    expectRefused(response, 'admin create');
    expect(response.json().message.sql).toHaveLength(1);
  });

  it('refuses an Alpha user changing the SQL of a virtual dataset it owns', async () => {
    const created = await call('admin', 'POST', '/api/v1/dataset/', { ...readSecret(), sql: 'SELECT 1 AS one', owners: [] });
    expect(created.statusCode, created.body).toBe(201);
    const alphaId = (await t.store.db.selectFrom('ab_user').select('id').where('username', '=', 'alpha').executeTakeFirstOrThrow()).id;
    await t.store.db.insertInto('sqlatable_user').values({ table_id: created.json().id, user_id: alphaId }).execute();
    const response = await call('alpha', 'PUT', `/api/v1/dataset/${created.json().id}`, { sql: `SELECT content FROM read_text('${secretFile}')` });
    expectRefused(response, 'alpha update');
    expect(response.statusCode).toBe(403);
    const described = await call('alpha', 'PUT', `/api/v1/dataset/${created.json().id}`, { description: 'still editable', sql: 'SELECT 1 AS one' });
    expect(described.statusCode, described.body).toBe(200);
  });

  it('keeps the secret out of samples of a hostile dataset saved before these checks', async () => {
    const now = new Date().toISOString();
    const { id } = await t.store.db
      .insertInto('tables')
      .values({ database_id: examplesId, schema: 'main', table_name: 'saved_earlier', sql: `SELECT content FROM read_text('${secretFile}')`, created_on: now, changed_on: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.store.db.insertInto('table_columns').values({ table_id: id, column_name: 'content', type: 'VARCHAR', created_on: now, changed_on: now }).execute();
    const response = await call('admin', 'POST', `/datasource/samples?datasource_type=table&datasource_id=${id}&force=true`, {});
    expectRefused(response, 'samples');
  });
});

describe('finding 2: DuckDB file and extension access through SQL Lab', () => {
  const execute = (sql: string, runAsync: boolean) =>
    call('admin', 'POST', '/api/v1/sqllab/execute/', { database_id: examplesId, sql, runAsync, schema: 'main', client_id: Math.random().toString(36).slice(2, 12) });

  for (const runAsync of [false, true]) {
    it(`refuses every file read and unlocking statement (${runAsync ? 'async' : 'sync'})`, async () => {
      for (const sql of [...hostileSelects(t.home, secretFile), ...hostileStatements(t.home)]) expectRefused(await execute(sql, runAsync), sql);
      for (const file of ['attached.duckdb', 'copied.csv', 'exported']) expect(existsSync(path.join(t.home, file)), file).toBe(false);
    });
  }

  it('still answers ordinary queries, FROM-first and DESCRIBE included', async () => {
    for (const sql of ['SELECT count(*) AS n FROM birth_names', 'FROM birth_names LIMIT 1', 'DESCRIBE birth_names', 'SUMMARIZE SELECT num FROM birth_names']) {
      const response = await execute(sql, false);
      expect(response.statusCode, `${sql}: ${response.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('refuses the same statements in a cost estimate', async () => {
    for (const sql of ['INSTALL httpfs', `COPY (SELECT 1) TO '${t.home}/estimated.csv'`, `SELECT * FROM read_text('${secretFile}')`]) {
      expectRefused(await call('admin', 'POST', '/api/v1/sqllab/estimate/', { database_id: examplesId, sql }), `estimate ${sql}`);
    }
  });

  it('keeps the examples database read-only: CTAS is refused with a clear message', async () => {
    const response = await call('admin', 'POST', '/api/v1/sqllab/execute/', { database_id: examplesId, sql: 'SELECT 1 AS one', select_as_cta: true, tmp_table_name: 'copied', schema: 'main' });
    expectRefused(response, 'ctas');
    expect(response.json().errors[0].message).toMatch(/does not allow CREATE TABLE AS/);
    const row = await t.store.db.selectFrom('dbs').selectAll().where('id', '=', examplesId).executeTakeFirstOrThrow();
    const engine = await t.app.engine.connections.get(row);
    await expect(engine.execute('CREATE TABLE written AS SELECT 1 AS one')).rejects.toThrow(/read-only/);
  });
});

describe('virtual dataset SQL and dataset samples', () => {
  it('refuses hostile SQL when a virtual dataset is created or its SQL changed', async () => {
    const benign = await call('admin', 'POST', '/api/v1/dataset/', { database: examplesId, schema: 'main', table_name: 'benign_view', sql: 'SELECT 1 AS one' });
    expect(benign.statusCode, benign.body).toBe(201);
    for (const sql of [...hostileSelects(t.home, secretFile), ...hostileStatements(t.home)]) {
      const name = `hostile_${Math.random().toString(36).slice(2)}`;
      expectRefused(await call('admin', 'POST', '/api/v1/dataset/', { database: examplesId, schema: 'main', table_name: name, sql }), `create ${sql}`);
      expectRefused(await call('admin', 'PUT', `/api/v1/dataset/${benign.json().id}`, { sql }), `update ${sql}`);
    }
    const kept = await call('admin', 'GET', `/api/v1/dataset/${benign.json().id}`);
    expect(kept.json().result.sql).toBe('SELECT 1 AS one');
  });

  it('refuses a hostile WHERE clause in dataset samples', async () => {
    for (const where of [`len(ARRAY(FROM glob('${t.home}/*'))) >= 0`, `EXISTS (FROM read_text('${secretFile}') WHERE content LIKE '%')`]) {
      const response = await call('admin', 'POST', `/datasource/samples?datasource_type=table&datasource_id=${birthNamesId}&force=true`, { extras: { where } });
      expectRefused(response, `samples where ${where}`);
    }
  });
});

describe('chart data SQL fragments', () => {
  // FROM-first forms slip past a keyword scanner: for them the sandbox alone must refuse the read.
  const fragments = (home: string, file: string) => [
    `ARRAY(FROM read_text('${file}'))`,
    `(FROM read_text('${file}'))`,
    `EXISTS (FROM read_text('${file}') WHERE content LIKE '%')`,
    `ARRAY(FROM glob('${home}/*'))`,
    `ARRAY(FROM read_csv('http://127.0.0.1:9/x.csv'))`,
    `(SELECT max(content) FROM read_text('${file}'))`,
    `(FROM read_text('${file}') SELECT max(content))`,
    `ARRAY_TO_STRING(ARRAY(FROM read_text('${file}') SELECT content), ',')`,
    `(SELECT string_agg(file, ',') FROM glob('${home}/*'))`,
    `(SELECT max(line) FROM read_csv('/etc/passwd', header = false, columns = {'line': 'VARCHAR'}))`,
    `(SELECT count(*) FROM read_csv('http://127.0.0.1:9/x.csv'))`,
  ];
  const metric = (sqlExpression: string) => ({ expressionType: 'SQL', sqlExpression, label: 'hostile' });
  const column = (sqlExpression: string) => ({ expressionType: 'SQL', sqlExpression, label: 'hostile' });
  const queriesFor = (fragment: string) => ({
    'adhoc SQL metric': { metrics: [metric(fragment)] },
    'adhoc SQL WHERE filter (extras.where)': { metrics: ['count'], extras: { where: `${fragment} IS NOT NULL` } },
    'adhoc SQL HAVING filter (extras.having)': { metrics: ['count'], columns: ['gender'], extras: { having: `${fragment} IS NOT NULL` } },
    'orderby an adhoc SQL metric': { metrics: ['count'], columns: ['gender'], orderby: [[metric(fragment), false]] },
    'adhoc SQL column': { metrics: ['count'], columns: [column(fragment)] },
    'filter on an adhoc SQL column': { metrics: ['count'], filters: [{ col: column(fragment), op: 'IS NOT NULL' }] },
  });

  it('refuses every fragment that reads outside the dataset', async () => {
    for (const fragment of fragments(t.home, secretFile)) {
      for (const [label, query] of Object.entries(queriesFor(fragment))) {
        const response = await call('admin', 'POST', '/api/v1/chart/data', { datasource: { id: birthNamesId, type: 'table' }, queries: [{ row_limit: 10, ...query }], force: true });
        expectRefused(response, `${label}: ${fragment}`);
      }
    }
  });
});
