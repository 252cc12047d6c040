import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnections } from '../../app/server/engine/database-connections.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { bearerCaller, createDuckDbFile, grantPermission, risonParam, runPostgres } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * The dataset API over a real DuckDB file and the local PostgreSQL: physical and virtual
 * datasets, the PUT semantics of columns and metrics, refresh, list filters, column values,
 * the explore datasource, and who may see what.
 */

let t: TestApp;
let connections: DatabaseConnections;
let dir: string;
let duckId: number;
const tokens: Record<string, string> = {};
const pgSchema = `tessera_dsapi_${process.pid}_${Date.now().toString(36)}`;


const DUCKDB_FIXTURE = [
    'CREATE TABLE events (id INTEGER, ts TIMESTAMP, name VARCHAR, amount DOUBLE, obsolete VARCHAR)',
    "INSERT INTO events VALUES (1, TIMESTAMP '2024-01-01 10:00:00', 'alpha', 1.5, 'x'), (2, TIMESTAMP '2024-01-02 11:00:00', 'beta', 2.5, 'y'), (3, TIMESTAMP '2024-01-03 12:00:00', 'alpha', 4.0, NULL), (4, NULL, NULL, 0, NULL)",
    'CREATE TABLE other (k INTEGER, v VARCHAR)',
    'CREATE TABLE third (k INTEGER)',
];


const call = bearerCaller<keyof typeof USERS>(() => t.app, tokens as Record<keyof typeof USERS, string>);

const q = risonParam;

async function createDataset(body: Record<string, unknown>, user: keyof typeof USERS = 'admin') {
  const response = await call(user, 'POST', '/api/v1/dataset/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; result: Record<string, unknown>; data: Record<string, unknown> };
}

async function showDataset(id: number) {
  const response = await call('admin', 'GET', `/api/v1/dataset/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-dsapi-'));
  const file = path.join(dir, 'fixture.duckdb');
  await createDuckDbFile(file, DUCKDB_FIXTURE);
  await runPostgres(`CREATE SCHEMA "${pgSchema}"`);
  await runPostgres(`CREATE TABLE "${pgSchema}".visits (id SERIAL PRIMARY KEY, visited_at TIMESTAMPTZ, page TEXT, ms INTEGER)`);
  await runPostgres(`INSERT INTO "${pgSchema}".visits (visited_at, page, ms) VALUES (now(), '/home', 12), (now(), '/about', 30), (now(), '/home', 7)`);
  t = await createTestApp({
    plugins: [...SERVER_PLUGINS],
  });
  connections = t.app.engine.connections;
  for (const user of Object.keys(USERS) as (keyof typeof USERS)[]) {
    tokens[user] = (await apiLogin(t.app, USERS[user].username, USERS[user].password)).json().access_token;
  }
  const created = await call('admin', 'POST', '/api/v1/database/', { database_name: 'dataset fixture', sqlalchemy_uri: `duckdb:///${file.replace(/^\/+/, '')}` });
  expect(created.statusCode, created.body).toBe(201);
  duckId = created.json().id;
});

afterAll(async () => {
  await t?.close();
  await runPostgres(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`).catch(() => undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('creating datasets', () => {
  let eventsId: number;

  it('creates a physical dataset with introspected columns and the default COUNT(*) metric', async () => {
    const created = await createDataset({ database: duckId, schema: 'main', table_name: 'events' });
    eventsId = created.id;
    expect(created.data).toMatchObject({ id: eventsId, type: 'table', table_name: 'events' });
    const shown = await showDataset(eventsId);
    expect(shown).toMatchObject({ table_name: 'events', schema: 'main', kind: 'physical', main_dttm_col: 'ts', database: { id: duckId, database_name: 'dataset fixture', backend: 'duckdb' } });
    const byName = Object.fromEntries(shown.columns.map((c: { column_name: string }) => [c.column_name, c]));
    expect(Object.keys(byName)).toEqual(['id', 'ts', 'name', 'amount', 'obsolete']);
    expect(byName.ts).toMatchObject({ type: 'TIMESTAMP', is_dttm: true, groupby: true, filterable: true, type_generic: 2 });
    expect(byName.amount).toMatchObject({ type: 'DOUBLE', is_dttm: false, type_generic: 0 });
    expect(shown.metrics).toEqual([expect.objectContaining({ metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'COUNT(*)' })]);
    expect(shown.owners).toEqual([expect.objectContaining({ first_name: 'admin' })]);
    const perm = await t.store.db.selectFrom('tables').select(['perm', 'schema_perm']).where('id', '=', eventsId).executeTakeFirstOrThrow();
    expect(perm).toEqual({ perm: `[dataset fixture].[events](id:${eventsId})`, schema_perm: '[dataset fixture].[main]' });
  });

  it('refuses a duplicate and a missing table with 422', async () => {
    const duplicate = await call('admin', 'POST', '/api/v1/dataset/', { database: duckId, schema: 'main', table_name: 'events' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({ message: { table: ['Dataset main.events already exists'] } });
    const missing = await call('admin', 'POST', '/api/v1/dataset/', { database: duckId, schema: 'main', table_name: 'nope' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message.table[0]).toMatch(/^Table \[main\.nope\] could not be found/);
    const noDatabase = await call('admin', 'POST', '/api/v1/dataset/', { database: 987654, table_name: 'events' });
    expect(noDatabase.statusCode).toBe(422);
    expect(noDatabase.json().message.database).toEqual(['Database does not exist']);
  });

  it('creates a virtual dataset whose columns come from running its SQL', async () => {
    const created = await createDataset({ database: duckId, schema: 'main', table_name: 'totals_by_name', sql: 'SELECT name, SUM(amount) AS total, MIN(ts) AS first_seen FROM events GROUP BY name;' });
    const shown = await showDataset(created.id);
    expect(shown.kind).toBe('virtual');
    expect(shown.sql).toBe('SELECT name, SUM(amount) AS total, MIN(ts) AS first_seen FROM events GROUP BY name');
    expect(shown.columns.map((c: { column_name: string; is_dttm: boolean }) => [c.column_name, c.is_dttm])).toEqual([['name', false], ['total', false], ['first_seen', true]]);
  });

  it('refuses virtual SQL that is not one read-only SELECT', async () => {
    for (const sql of ['DELETE FROM events', 'SELECT 1; DROP TABLE events', 'SELECT * INTO copy FROM events', "SELECT 'a' /* unterminated", 'WITH d AS (DELETE FROM events RETURNING *) SELECT * FROM d']) {
      const response = await call('admin', 'POST', '/api/v1/dataset/', { database: duckId, table_name: `bad_${Math.random().toString(36).slice(2)}`, sql });
      expect(response.statusCode, sql).toBe(422);
      expect(response.json().message.sql).toHaveLength(1);
    }
    const failing = await call('admin', 'POST', '/api/v1/dataset/', { database: duckId, table_name: 'broken', sql: 'SELECT no_such_column FROM events' });
    expect(failing.statusCode).toBe(422);
    expect(failing.json().message.sql[0]).toMatch(/no_such_column/);
  });

  it('get_or_create returns the existing dataset or creates one', async () => {
    const existing = await call('admin', 'POST', '/api/v1/dataset/get_or_create/', { database_id: duckId, schema: 'main', table_name: 'events' });
    expect(existing.statusCode, existing.body).toBe(200);
    expect(existing.json()).toEqual({ result: { table_id: eventsId } });
    const fresh = await call('admin', 'POST', '/api/v1/dataset/get_or_create/', { database_id: duckId, schema: 'main', table_name: 'third' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().result.table_id).not.toBe(eventsId);
  });

  it('selects fields of GET with rison columns', async () => {
    const response = await call('admin', 'GET', `/api/v1/dataset/${eventsId}?q=${q({ columns: ['table_name', 'columns.column_name', 'database.database_name'] })}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({
      table_name: 'events',
      database: { database_name: 'dataset fixture' },
      columns: [{ column_name: 'id' }, { column_name: 'ts' }, { column_name: 'name' }, { column_name: 'amount' }, { column_name: 'obsolete' }],
    });
    expect((await call('admin', 'GET', '/api/v1/dataset/424242')).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/v1/dataset/${eventsId}?q=(columns:!(`)).json()).toEqual({ message: 'Not a valid rison argument' });
  });
});

describe('editing datasets', () => {
  let id: number;
  let shown: { columns: { id: number; column_name: string }[]; metrics: { id: number; metric_name: string }[] };
  beforeAll(async () => {
    id = (await createDataset({ database: duckId, schema: 'main', table_name: 'other' })).id;
    shown = await showDataset(id);
  });

  it('edits listed columns and metrics, adds those without id, and deletes those not listed', async () => {
    const k = shown.columns.find((c) => c.column_name === 'k')!;
    const count = shown.metrics[0]!;
    const response = await call('admin', 'PUT', `/api/v1/dataset/${id}`, {
      description: 'Key/value pairs',
      columns: [
        { id: k.id, column_name: 'k', verbose_name: 'Key', groupby: false, filterable: true, is_dttm: false, description: 'the key', extra: '{"certification": {"certified_by": "Data team", "details": "checked"}, "warning_markdown": "careful"}' },
        { column_name: 'k_twice', expression: 'k * 2', type: 'INTEGER' },
      ],
      metrics: [
        { id: count.id, metric_name: 'count', expression: 'COUNT(*)', d3format: ',d', verbose_name: 'Rows' },
        { metric_name: 'sum_k', expression: 'SUM(k)', currency: { symbol: 'EUR', symbolPosition: 'suffix' }, extra: '{"certification": {"certified_by": "Finance"}}' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await showDataset(id);
    expect(after.description).toBe('Key/value pairs');
    expect(after.columns.map((c: { column_name: string }) => c.column_name)).toEqual(['k', 'k_twice']);
    expect(after.columns[0]).toMatchObject({ id: k.id, verbose_name: 'Key', groupby: false, description: 'the key' });
    expect(after.columns[1]).toMatchObject({ expression: 'k * 2', type: 'INTEGER' });
    expect(after.metrics.map((m: { metric_name: string }) => m.metric_name)).toEqual(['count', 'sum_k']);
    expect(after.metrics[0]).toMatchObject({ id: count.id, d3format: ',d', verbose_name: 'Rows' });
    expect(after.metrics[1].currency).toEqual({ symbol: 'EUR', symbolPosition: 'suffix' });
    expect(after.verbose_map).toMatchObject({ k: 'Key', count: 'Rows', sum_k: 'sum_k' });
    expect(after.column_formats).toEqual({ count: ',d' });

    const datasource = (await call('admin', 'GET', `/superset/fetch_datasource_metadata?datasourceKey=${id}__table`)).json();
    expect(datasource.columns[0]).toMatchObject({ certified_by: 'Data team', certification_details: 'checked', is_certified: true, warning_markdown: 'careful' });
    expect(datasource.metrics[1]).toMatchObject({ certified_by: 'Finance', is_certified: true });
  });

  it('refuses duplicates, unknown ids, names already taken and unsafe expressions with 422, writing nothing', async () => {
    const before = await showDataset(id);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ columns: [{ column_name: 'a' }, { column_name: 'a' }] }, 'columns', /duplicated/],
      [{ columns: [{ id: 999999, column_name: 'ghost' }] }, 'columns', /do not exist/],
      [{ columns: [{ column_name: 'k' }] }, 'columns', /already exist/],
      [{ metrics: [{ metric_name: 'm', expression: 'COUNT(*)' }, { metric_name: 'm', expression: 'SUM(k)' }] }, 'metrics', /duplicated/],
      [{ metrics: [{ metric_name: 'evil', expression: 'COUNT(*) FROM other; DROP TABLE other --' }] }, 'metrics', /Invalid expression/],
      [{ columns: [{ column_name: 'c', expression: 'k -- swallow the rest' }] }, 'columns', /Invalid expression/],
      [{ description: 'changed', metrics: [{ id: 999999, metric_name: 'x', expression: '1' }] }, 'metrics', /do not exist/],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('admin', 'PUT', `/api/v1/dataset/${id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().message[field][0]).toMatch(message);
    }
    const after = await showDataset(id);
    expect(after.description).toBe(before.description);
    expect(after.columns).toEqual(before.columns);
  });

  it('renames the dataset and its permission view together', async () => {
    const response = await call('admin', 'PUT', `/api/v1/dataset/${id}`, { table_name: 'renamed_other', sql: 'SELECT k, v FROM other' });
    expect(response.statusCode, response.body).toBe(200);
    const views = (await t.store.db.selectFrom('ab_view_menu').select('name').execute()).map((v) => v.name);
    expect(views).toContain(`[dataset fixture].[renamed_other](id:${id})`);
    expect(views).not.toContain(`[dataset fixture].[other](id:${id})`);
  });

  it('refreshes columns from the source, keeping settings and calculated columns', async () => {
    const events = (await createDataset({ database: duckId, schema: 'main', table_name: 'events_all', sql: 'SELECT * FROM events' })).id;
    const row = await t.store.db.selectFrom('dbs').selectAll().where('id', '=', duckId).executeTakeFirstOrThrow();
    // The database allows no writes, so Tessera opens it read-only; the table's owner changes it through a writable connection.
    const connection = await connections.get({ ...row, allow_dml: true });
    const before = await showDataset(events);
    const name = before.columns.find((c: { column_name: string }) => c.column_name === 'name');
    const put = await call('admin', 'PUT', `/api/v1/dataset/${events}`, {
      columns: [...before.columns.map((c: { id: number; column_name: string }) => ({ id: c.id, column_name: c.column_name, ...(c.id === name.id ? { verbose_name: 'Name' } : {}) })), { column_name: 'double_amount', expression: 'amount * 2' }],
    });
    expect(put.statusCode, put.body).toBe(200);
    await connection.execute('ALTER TABLE events ADD COLUMN note VARCHAR');
    await connection.execute('ALTER TABLE events DROP COLUMN obsolete');
    const refresh = await call('admin', 'PUT', `/api/v1/dataset/${events}/refresh`);
    expect(refresh.statusCode, refresh.body).toBe(200);
    expect(refresh.json()).toEqual({ message: 'OK' });
    const after = await showDataset(events);
    const names = after.columns.map((c: { column_name: string }) => c.column_name);
    expect(names).toEqual(expect.arrayContaining(['id', 'ts', 'name', 'amount', 'note', 'double_amount']));
    expect(names).not.toContain('obsolete');
    expect(after.columns.find((c: { column_name: string }) => c.column_name === 'name').verbose_name).toBe('Name');
  });

  it('deletes a dataset with its columns, metrics and permission view', async () => {
    const doomed = (await createDataset({ database: duckId, table_name: 'doomed', sql: 'SELECT 1 AS one' })).id;
    const response = await call('admin', 'DELETE', `/api/v1/dataset/${doomed}`);
    expect(response.statusCode).toBe(200);
    expect((await call('admin', 'GET', `/api/v1/dataset/${doomed}`)).statusCode).toBe(404);
    expect(await t.store.db.selectFrom('table_columns').select('id').where('table_id', '=', doomed).execute()).toEqual([]);
    expect(await t.store.db.selectFrom('ab_view_menu').select('id').where('name', '=', `[dataset fixture].[doomed](id:${doomed})`).execute()).toEqual([]);
  });
});

describe('listing and values', () => {
  it('filters by name, database, schema, kind and owner; orders and pages', async () => {
    const list = async (query: unknown) => {
      const response = await call('admin', 'GET', `/api/v1/dataset/?q=${q(query)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const physical = await list({ filters: [{ col: 'sql', opr: 'dataset_is_null_or_empty', value: true }, { col: 'database', opr: 'rel_o_m', value: duckId }], order_column: 'table_name', order_direction: 'asc' });
    expect(physical.result.map((r: { table_name: string }) => r.table_name)).toEqual(['events', 'third']);
    expect(physical.result[0]).toMatchObject({ kind: 'physical', database: { id: duckId, database_name: 'dataset fixture' }, datasource_type: 'table', changed_by_name: 'admin', owners: [{ first_name: 'admin' }] });
    expect(physical.result[0].explore_url).toBe(`/explore/?datasource_type=table&datasource_id=${physical.result[0].id}`);
    const virtual = await list({ filters: [{ col: 'sql', opr: 'dataset_is_null_or_empty', value: false }] });
    expect(virtual.result.every((r: { kind: string }) => r.kind === 'virtual')).toBe(true);
    const named = await list({ filters: [{ col: 'table_name', opr: 'ct', value: 'TOTALS' }] });
    expect(named.result.map((r: { table_name: string }) => r.table_name)).toEqual(['totals_by_name']);
    const admin = (await t.store.db.selectFrom('ab_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const owned = await list({ filters: [{ col: 'owners', opr: 'rel_m_m', value: admin }] });
    expect(owned.count).toBeGreaterThan(2);
    const paged = await list({ order_column: 'table_name', order_direction: 'desc', page: 1, page_size: 2 });
    const all = await list({ order_column: 'table_name', order_direction: 'desc', page_size: 100 });
    expect(paged.result.map((r: { id: number }) => r.id)).toEqual(all.result.slice(2, 4).map((r: { id: number }) => r.id));
    expect(paged.count).toBe(all.count);
    const columns = await list({ columns: ['id', 'table_name'], filters: [{ col: 'schema', opr: 'eq', value: 'main' }] });
    expect(Object.keys(columns.result[0]).sort()).toEqual(['id', 'table_name']);
  });

  it('returns distinct column values, 404 for an unknown column', async () => {
    const id = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'events').where('sql', 'is', null).executeTakeFirstOrThrow()).id;
    const response = await call('admin', 'GET', `/api/v1/datasource/table/${id}/column/name/values/`);
    expect(response.statusCode, response.body).toBe(200);
    expect([...response.json().result].sort()).toEqual(['alpha', 'beta', null].sort());
    expect((await call('admin', 'GET', `/api/v1/datasource/table/${id}/column/nope/values/`)).statusCode).toBe(404);
  });

  it('serves the explore datasource', async () => {
    const id = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'events').where('sql', 'is', null).executeTakeFirstOrThrow()).id;
    const response = await call('admin', 'GET', `/superset/fetch_datasource_metadata?datasourceKey=${id}__table`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id, uid: `${id}__table`, type: 'table', name: 'main.events', datasource_name: 'events', schema: 'main', main_dttm_col: 'ts', filter_select: true });
    expect(body.database).toMatchObject({ id: duckId, backend: 'duckdb', database_name: 'dataset fixture' });
    expect(body.order_by_choices).toContainEqual(['["amount", true]'.replace(' ', ''), 'amount [asc]']);
    expect(body.granularity_sqla).toEqual([['ts', 'ts']]);
    expect(body.time_grain_sqla).toContainEqual(['P1D', 'Day']);
    expect(body.select_star).toMatch(/FROM "main"\."events"/);
    expect(body.verbose_map.__timestamp).toBe('Time');
    expect((await call('admin', 'GET', '/superset/fetch_datasource_metadata?datasourceKey=999999__table')).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/superset/fetch_datasource_metadata?datasourceKey=garbage')).statusCode).toBe(400);
  });
});

describe('access control', () => {
  it('Gamma sees no dataset until granted datasource_access, then only that one', async () => {
    const events = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'events').where('sql', 'is', null).executeTakeFirstOrThrow()).id;
    const empty = await call('gamma', 'GET', '/api/v1/dataset/');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ count: 0, result: [] });
    expect((await call('gamma', 'GET', `/api/v1/dataset/${events}`)).statusCode).toBe(404);
    expect((await call('gamma', 'GET', `/superset/fetch_datasource_metadata?datasourceKey=${events}__table`)).statusCode).toBe(404);

    await grantPermission(t, 'Gamma', 'datasource_access', `[dataset fixture].[events](id:${events})`);

    const granted = await call('gamma', 'GET', '/api/v1/dataset/');
    expect(granted.json().count).toBe(1);
    expect(granted.json().result.map((r: { id: number }) => r.id)).toEqual([events]);
    expect((await call('gamma', 'GET', `/api/v1/dataset/${events}`)).statusCode).toBe(200);
    expect((await call('gamma', 'GET', `/superset/fetch_datasource_metadata?datasourceKey=${events}__table`)).statusCode).toBe(200);
    expect((await call('gamma', 'GET', `/api/v1/datasource/table/${events}/column/name/values/`)).statusCode).toBe(200);
    expect((await call('gamma', 'PUT', `/api/v1/dataset/${events}`, { description: 'no' })).statusCode).toBe(403);
  });

  it('Alpha may create datasets and edit its own, not those it does not own', async () => {
    const adminOwned = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'third').executeTakeFirstOrThrow()).id;
    const refused = await call('alpha', 'PUT', `/api/v1/dataset/${adminOwned}`, { description: 'mine now' });
    expect(refused.statusCode).toBe(403);
    // Virtual datasets run their SQL on the database: without SQL Lab, Alpha may not write one.
    const virtual = await call('alpha', 'POST', '/api/v1/dataset/', { database: duckId, table_name: 'alpha_view', sql: 'SELECT 42 AS answer' });
    expect(virtual.statusCode).toBe(403);
    expect(virtual.json().message).toMatch(/SQL Lab access/);
    const own = await createDataset({ database: duckId, schema: 'main', table_name: 'other' }, 'alpha');
    const edit = await call('alpha', 'PUT', `/api/v1/dataset/${own.id}`, { description: 'mine' });
    expect(edit.statusCode, edit.body).toBe(200);
  });
});

describe('PostgreSQL datasets', () => {
  it('creates physical and virtual datasets over PostgreSQL and reads column values', async () => {
    const db = await call('admin', 'POST', '/api/v1/database/', { database_name: 'pg datasets', sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test' });
    expect(db.statusCode, db.body).toBe(201);
    const physical = await createDataset({ database: db.json().id, schema: pgSchema, table_name: 'visits' });
    const shown = await showDataset(physical.id);
    expect(shown.columns.map((c: { column_name: string }) => c.column_name)).toEqual(['id', 'visited_at', 'page', 'ms']);
    expect(shown.main_dttm_col).toBe('visited_at');
    const virtual = await createDataset({ database: db.json().id, schema: pgSchema, table_name: 'pages', sql: 'SELECT page, count(*) AS hits FROM visits GROUP BY page' });
    expect((await showDataset(virtual.id)).columns.map((c: { column_name: string }) => c.column_name)).toEqual(['page', 'hits']);
    const values = await call('admin', 'GET', `/api/v1/datasource/table/${physical.id}/column/page/values/`);
    expect([...values.json().result].sort()).toEqual(['/about', '/home']);
  });
});
