import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { bearerCaller, createDuckDbFile, grantPermission, risonParam } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * SQL Lab around execution: cost estimates, formatting, permalinks, the page bootstrap, the query
 * history (list, one run, updated_since, stop), and DML/CTAS on a database that allows them.
 */
let t: TestApp;
let examplesId: number;
let scratchId: number;
const tokens = { admin: '', gamma: '', analyst: '', other: '' };
const call = bearerCaller(() => t.app, tokens);
type Caller = keyof typeof tokens;
const execute = (user: Caller, payload: Record<string, unknown>) =>
  call(user, 'POST', '/api/v1/sqllab/execute/', { database_id: examplesId, runAsync: false, ...payload });

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  examplesId = (await t.store.db.selectFrom('dbs').select('id').where('database_name', '=', 'examples').executeTakeFirstOrThrow()).id;
  await t.store.db.insertInto('ab_role').values({ name: 'examples_reader' }).execute();
  await grantPermission(t, 'examples_reader', 'database_access', `[examples].(id:${examplesId})`);
  for (const user of ['analyst', 'other']) await t.security.createUser({ username: user, password: `${user}-password`, roles: ['sql_lab', 'examples_reader'] });
  for (const [user, password] of [['admin', USERS.admin.password], ['gamma', USERS.gamma.password], ['analyst', 'analyst-password'], ['other', 'other-password']] as const) {
    tokens[user] = (await apiLogin(t.app, user, password)).json().access_token;
  }
  const file = path.join(t.home, 'scratch.duckdb');
  await createDuckDbFile(file, ['CREATE TABLE items (id INTEGER, label VARCHAR)', "INSERT INTO items VALUES (1, 'one'), (2, 'two')"]);
  const scratch = await call('admin', 'POST', '/api/v1/database/', {
    database_name: 'scratch', sqlalchemy_uri: `duckdb:///${file.slice(1)}`, expose_in_sqllab: true, allow_dml: true, allow_ctas: true, allow_cvas: true, allow_run_async: true,
  });
  expect(scratch.statusCode, scratch.body).toBe(201);
  scratchId = scratch.json().id;
}, 120_000);
afterAll(async () => t?.close());

describe('estimate, format and permalinks', () => {
  it('estimates each statement through the engine’s EXPLAIN, without running it', async () => {
    const response = await call('analyst', 'POST', '/api/v1/sqllab/estimate/', {
      database_id: examplesId, sql: "SELECT COUNT(*) FROM birth_names WHERE name = '{{ who }}'; SELECT 1", template_params: { who: 'Aaron' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toHaveLength(2);
    expect(response.json().result[0].Plan).toMatch(/birth_names/);
    const dml = await call('analyst', 'POST', '/api/v1/sqllab/estimate/', { database_id: examplesId, sql: 'DELETE FROM birth_names' });
    expect(dml.json().errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
    const analyze = await call('admin', 'POST', '/api/v1/sqllab/estimate/', { database_id: scratchId, sql: 'ANALYZE DELETE FROM items' });
    expect(analyze.statusCode).toBe(400);
    expect((await execute('admin', { database_id: scratchId, sql: 'SELECT COUNT(*) AS n FROM items' })).json().data).toEqual([{ n: 2 }]);
    expect((await call('analyst', 'POST', '/api/v1/sqllab/estimate/', { database_id: examplesId, sql: 'SELECT 1', extra: 1 })).statusCode).toBe(400);
  });

  it('formats SQL in the database’s dialect or a named one, keeping template parameters', async () => {
    const byDatabase = await call('analyst', 'POST', '/api/v1/sqllab/format_sql/', { sql: 'select name, count(*) from birth_names where num > {{ n }} group by 1', database_id: examplesId });
    expect(byDatabase.statusCode, byDatabase.body).toBe(200);
    expect(byDatabase.json().result).toBe('SELECT\n  name,\n  COUNT(*)\nFROM\n  birth_names\nWHERE\n  num > {{ n }}\nGROUP BY\n  1');
    const byEngine = await call('analyst', 'POST', '/api/v1/sqllab/format_sql/', { sql: 'select `a` from t', engine: 'mysql' });
    expect(byEngine.json().result).toBe('SELECT\n  `a`\nFROM\n  t');
    const broken = await call('analyst', 'POST', '/api/v1/sqllab/format_sql/', { sql: "select 'open" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].message).toMatch(/^The SQL could not be formatted/);
    expect((await call('gamma', 'POST', '/api/v1/sqllab/format_sql/', { sql: 'select 1' })).statusCode).toBe(403);
  });

  it('stores an editor tab behind a permalink that also opens with a kv: prefix', async () => {
    const state = { dbId: examplesId, name: 'Shared', sql: 'SELECT 1', schema: 'main', autorun: false, templateParams: '{"a": 1}' };
    const created = await call('analyst', 'POST', '/api/v1/sqllab/permalink', state);
    expect(created.statusCode, created.body).toBe(201);
    const { key, url } = created.json();
    expect(url).toBe(`http://localhost/sqllab/p/${key}`);
    // Another Host (the site's public name and port) is the one the URL names.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sqllab/permalink',
      headers: { authorization: `Bearer ${tokens.analyst}`, host: 'bi.example.com:8088' },
      payload: state,
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.json().url).toBe(`http://bi.example.com:8088/sqllab/p/${elsewhere.json().key}`);
    expect((await call('analyst', 'GET', `/api/v1/sqllab/permalink/${key}`)).json()).toEqual({ ...state, catalog: null });
    // Only its creator (and admins) may open it: to anyone else it does not exist.
    expect((await call('other', 'GET', `/api/v1/sqllab/permalink/${key}`)).statusCode).toBe(404);
    expect((await call('analyst', 'GET', `/api/v1/sqllab/permalink/kv:${key}`)).json().sql).toBe('SELECT 1');
    expect((await call('analyst', 'GET', '/api/v1/sqllab/permalink/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await call('analyst', 'GET', '/api/v1/sqllab/permalink/1')).statusCode).toBe(404);
    expect((await call('analyst', 'POST', '/api/v1/sqllab/permalink', { ...state, dbId: 999_999 })).statusCode).toBe(404);
    expect((await call('analyst', 'POST', '/api/v1/sqllab/permalink', { name: 'x' })).statusCode).toBe(400);
    expect((await call('gamma', 'GET', `/api/v1/sqllab/permalink/${key}`)).statusCode).toBe(403);
  });
});

describe('query history', () => {
  it('lists the caller’s runs only (administrators see all), with filters and the tables read', async () => {
    await execute('analyst', { client_id: 'hist1', sql: 'SELECT name FROM main.birth_names LIMIT 1', tab: 'History' });
    await execute('other', { client_id: 'hist2', sql: 'SELECT 2 AS two' });
    const mine = await call('analyst', 'GET', `/api/v1/query/?q=${risonParam({ filters: [{ col: 'tab_name', opr: 'eq', value: 'History' }] })}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().count).toBe(1);
    expect(mine.json().result[0]).toMatchObject({
      status: 'success', tab_name: 'History', rows: 1, database: { database_name: 'examples' }, user: { first_name: 'analyst' },
      sql_tables: [{ table: 'birth_names', schema: 'main', catalog: null }],
    });
    const all = (await call('analyst', 'GET', '/api/v1/query/?q=(page_size:100)')).json();
    expect(all.result.every((q: { user: { first_name: string } }) => q.user.first_name === 'analyst')).toBe(true);
    const admin = (await call('admin', 'GET', `/api/v1/query/?q=${risonParam({ filters: [{ col: 'sql', opr: 'ct', value: 'SELECT 2 AS two' }] })}`)).json();
    expect(admin.count).toBe(1);
    expect(admin.list_columns).toContain('sql_tables');
    const hist2 = await t.store.db.selectFrom('query').select('id').where('client_id', '=', 'hist2').executeTakeFirstOrThrow();
    expect((await call('analyst', 'GET', `/api/v1/query/${hist2.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/v1/query/${hist2.id}`)).json().result.client_id).toBe('hist2');
    expect((await call('analyst', 'GET', '/api/v1/query/?q=(filters:!((col:nope,opr:eq,value:1)))')).statusCode).toBe(400);
    expect((await call('gamma', 'GET', '/api/v1/query/')).statusCode).toBe(403);
  });

  it('answers the runs changed since an instant, the caller’s only', async () => {
    const before = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await execute('analyst', { client_id: 'since1', sql: 'SELECT 1' });
    await execute('other', { client_id: 'since2', sql: 'SELECT 1' });
    const changed = await call('analyst', 'GET', `/api/v1/query/updated_since?q=${risonParam({ last_updated_ms: before })}`);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().result.map((q: { id: string }) => q.id)).toEqual(['since1']);
    expect((await call('analyst', 'GET', '/api/v1/query/updated_since?q=(last_updated_ms:soon)')).statusCode).toBe(400);
  });

  it('stops only the caller’s own runs and leaves finished ones as they ended', async () => {
    await execute('analyst', { client_id: 'done1', sql: 'SELECT 1' });
    const stop = await call('analyst', 'POST', '/api/v1/query/stop', { client_id: 'done1' });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ result: 'OK' });
    expect((await t.store.db.selectFrom('query').select('status').where('client_id', '=', 'done1').executeTakeFirstOrThrow()).status).toBe('success');
    expect((await call('other', 'POST', '/api/v1/query/stop', { client_id: 'done1' })).statusCode).toBe(404);
    expect((await call('analyst', 'POST', '/api/v1/query/stop', {})).statusCode).toBe(400);
  });
});

describe('a database that allows DML and CTAS', () => {
  it('runs DDL and DML statements in order', async () => {
    const response = await execute('admin', { database_id: scratchId, sql: "CREATE TABLE notes (n INTEGER); INSERT INTO notes VALUES (1), (2), (3); UPDATE notes SET n = n * 10 WHERE n > 1; SELECT SUM(n) AS total FROM notes" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([{ total: 51 }]);
  });

  it('creates a table from the last SELECT (CTAS) and a view (CVAS)', async () => {
    const ctas = await execute('admin', { database_id: scratchId, sql: 'SELECT id * 2 AS doubled FROM items', select_as_cta: true, ctas_method: 'TABLE', tmp_table_name: 'doubled_items', schema: 'main' });
    expect(ctas.statusCode, ctas.body).toBe(200);
    expect(ctas.json().query).toMatchObject({ ctas: true, tempTable: 'doubled_items', tempSchema: 'main', state: 'success' });
    expect(ctas.json().query.executedSql).toBe('CREATE TABLE "main"."doubled_items" AS\nSELECT id * 2 AS doubled FROM items');
    expect((await execute('admin', { database_id: scratchId, sql: 'SELECT doubled FROM doubled_items ORDER BY 1' })).json().data).toEqual([{ doubled: 2 }, { doubled: 4 }]);
    const stored = await t.store.db.selectFrom('query').select(['select_sql', 'select_as_cta_used', 'tmp_table_name']).where('id', '=', ctas.json().query_id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ select_sql: 'SELECT id * 2 AS doubled FROM items', select_as_cta_used: true, tmp_table_name: 'doubled_items' });

    const cvas = await execute('admin', { database_id: scratchId, sql: 'SELECT label FROM items', select_as_cta: true, ctas_method: 'VIEW' });
    expect(cvas.statusCode, cvas.body).toBe(200);
    expect(cvas.json().query.tempTable).toMatch(/^tmp_\d+_table_\d{4}_\d{2}_\d{2}_\d{2}_\d{2}_\d{2}$/);
    const two = await execute('admin', { database_id: scratchId, sql: 'SELECT 1; SELECT 2', select_as_cta: true, ctas_method: 'VIEW' });
    expect(two.json().errors[0].error_type).toBe('INVALID_CVAS_QUERY_ERROR');
    const onExamples = await execute('admin', { sql: 'SELECT 1', select_as_cta: true });
    expect(onExamples.json().errors[0].message).toBe('This database does not allow CREATE TABLE AS.');
  });

  it('creates the table or view in the schema asked for (tmp_schema_name), else the editor’s', async () => {
    expect((await execute('admin', { database_id: scratchId, sql: 'CREATE SCHEMA staging' })).statusCode).toBe(200);
    const view = await execute('admin', { database_id: scratchId, sql: 'SELECT label FROM items', schema: 'main', select_as_cta: true, ctas_method: 'VIEW', tmp_table_name: 'item_labels', tmp_schema_name: 'staging' });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().query).toMatchObject({ ctas: true, tempSchema: 'staging', tempTable: 'item_labels', executedSql: 'CREATE VIEW "staging"."item_labels" AS\nSELECT label FROM items' });
    const read = await execute('admin', { database_id: scratchId, sql: 'SELECT COUNT(*) AS n FROM staging.item_labels' });
    expect(read.json().data).toEqual([{ n: 2 }]);
    const inEditorSchema = await execute('admin', { database_id: scratchId, sql: 'SELECT 1 AS one', schema: 'staging', select_as_cta: true, ctas_method: 'TABLE', tmp_table_name: 'ones' });
    expect(inEditorSchema.json().query.executedSql).toBe('CREATE TABLE "staging"."ones" AS\nSELECT 1 AS one');
    const tooLong = await execute('admin', { database_id: scratchId, sql: 'SELECT 1', select_as_cta: true, tmp_table_name: 't', tmp_schema_name: 'x'.repeat(300) });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('GET /api/v1/sqllab/', () => {
  it('bootstraps the page with the caller’s tabs, the active one, the databases and the tabs’ runs', async () => {
    const empty = await call('other', 'GET', '/api/v1/sqllab/');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().result).toMatchObject({ tab_state_ids: [], active_tab: null, queries: {} });
    expect(empty.json().result.databases[examplesId]).toMatchObject({ id: examplesId, database_name: 'examples', backend: 'duckdb', allow_dml: false, expose_in_sqllab: true });
    // The scratch database is not granted to this user.
    expect(empty.json().result.databases[scratchId]).toBeUndefined();

    const tab = await call('other', 'POST', '/tabstateview/', { queryEditor: { name: 'Mine', dbId: examplesId, sql: 'SELECT 7' } });
    const tabId = tab.json().id;
    await execute('other', { client_id: 'boot1', sql: 'SELECT 7', sql_editor_id: String(tabId) });
    await call('other', 'PUT', `/tabstateview/${tabId}`, { latest_query_id: 'boot1' });
    const boot = (await call('other', 'GET', '/api/v1/sqllab/')).json().result;
    expect(boot.tab_state_ids).toEqual([{ id: tabId, label: 'Mine' }]);
    expect(boot.active_tab).toMatchObject({ id: tabId, label: 'Mine', active: true, sql: 'SELECT 7', latest_query: { id: 'boot1', state: 'success' } });
    expect(Object.keys(boot.queries)).toEqual(['boot1']);
    expect((await call('gamma', 'GET', '/api/v1/sqllab/')).statusCode).toBe(403);
  });

  it('documents the SQL Lab routes in the OpenAPI document', async () => {
    const paths = Object.keys((await call('admin', 'GET', '/api/v1/_openapi')).json().paths);
    for (const route of ['/api/v1/sqllab/execute/', '/api/v1/sqllab/results/', '/api/v1/query/stop', '/api/v1/saved_query/{pk}', '/tabstateview/{id}/migrate_query', '/tableschemaview/{id}/expanded']) {
      expect(paths).toContain(route);
    }
  });
});
