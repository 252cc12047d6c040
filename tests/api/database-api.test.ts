import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { DatabaseSecrets } from '../../app/server/security/database-secrets.js';
import { bearerCaller, createDuckDbFile, runMariaDb, runPostgres } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * The database API over the real engines: DuckDB files made here, the local PostgreSQL and
 * MariaDB servers. Every database, schema and user created is dropped afterwards.
 */

let t: TestApp;
let dir: string;
let duckdbUri: string;
const tokens: Record<string, string> = {};
const pgSchema = `tessera_dbapi_${process.pid}_${Date.now().toString(36)}`;
const mariaUser = `tessera_${process.pid}`;


const DUCKDB_FIXTURE = [
    'CREATE TABLE events (id INTEGER PRIMARY KEY, ts TIMESTAMP, name VARCHAR, amount DOUBLE, flag BOOLEAN)',
    "INSERT INTO events VALUES (1, TIMESTAMP '2024-01-01 10:00:00', 'alpha', 1.5, true), (2, TIMESTAMP '2024-01-02 11:00:00', 'beta', 2.5, false), (3, TIMESTAMP '2024-01-03 12:00:00', 'alpha', 4.0, NULL)",
    'CREATE VIEW events_view AS SELECT name, amount FROM events',
    'CREATE SCHEMA sales',
    'CREATE TABLE sales.orders (order_id INTEGER, customer VARCHAR(40), total DECIMAL(10, 2))',
];



const call = bearerCaller<keyof typeof USERS>(() => t.app, tokens as Record<keyof typeof USERS, string>);

const q = (value: unknown) => encodeURIComponent(rison.encode(value));

async function createDatabase(body: Record<string, unknown>) {
  const response = await call('admin', 'POST', '/api/v1/database/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-dbapi-'));
  const file = path.join(dir, 'fixture.duckdb');
  await createDuckDbFile(file, DUCKDB_FIXTURE);
  duckdbUri = `duckdb:///${file.replace(/^\/+/, '')}`;
  await runPostgres(`CREATE SCHEMA "${pgSchema}"`);
  await runPostgres(`CREATE TABLE "${pgSchema}".customers (id SERIAL PRIMARY KEY, name TEXT NOT NULL, created_at TIMESTAMPTZ, score NUMERIC(5,2))`);
  await runMariaDb(`CREATE USER IF NOT EXISTS '${mariaUser}'@'%' IDENTIFIED BY 'right-password'`);
  await runMariaDb(`CREATE USER IF NOT EXISTS '${mariaUser}'@'localhost' IDENTIFIED BY 'right-password'`);
  t = await createTestApp({
    plugins: [...SERVER_PLUGINS],
  });
  for (const user of Object.keys(USERS) as (keyof typeof USERS)[]) {
    tokens[user] = (await apiLogin(t.app, USERS[user].username, USERS[user].password)).json().access_token;
  }
});

afterAll(async () => {
  await t?.close();
  await runPostgres(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`).catch(() => undefined);
  await runMariaDb(`DROP USER IF EXISTS '${mariaUser}'@'%'`).catch(() => undefined);
  await runMariaDb(`DROP USER IF EXISTS '${mariaUser}'@'localhost'`).catch(() => undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('database CRUD', () => {
  it('creates a DuckDB connection after testing it, and shows it with Superset\'s fields', async () => {
    const id = await createDatabase({ database_name: 'fixture duckdb', sqlalchemy_uri: duckdbUri, expose_in_sqllab: true, allow_dml: false, extra: '{"metadata_cache_timeout": {"table_cache_timeout": 600}}' });
    const show = await call('admin', 'GET', `/api/v1/database/${id}`);
    expect(show.statusCode).toBe(200);
    expect(show.json()).toMatchObject({
      id,
      result: { id, database_name: 'fixture duckdb', sqlalchemy_uri: duckdbUri, backend: 'duckdb', engine: 'duckdb', expose_in_sqllab: true, allow_dml: false, configuration_method: 'sqlalchemy_form' },
    });
    const views = await t.store.db.selectFrom('ab_view_menu').select('name').where('name', '=', `[fixture duckdb].(id:${id})`).execute();
    expect(views).toHaveLength(1);
  });

  it('refuses a second database of the same name with 422', async () => {
    const response = await call('admin', 'POST', '/api/v1/database/', { database_name: 'fixture duckdb', sqlalchemy_uri: duckdbUri });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: { database_name: ['A database with the same name already exists.'] } });
  });

  it('refuses URIs no installed engine answers to, and malformed URIs, with 422', async () => {
    const oracle = await call('admin', 'POST', '/api/v1/database/', { database_name: 'ora', sqlalchemy_uri: 'oracle://scott:tiger@db/orcl' });
    expect(oracle.statusCode).toBe(422);
    expect(oracle.json().message.sqlalchemy_uri[0]).toMatch(/Could not load database driver: oracle/);
    const malformed = await call('admin', 'POST', '/api/v1/database/', { database_name: 'bad', sqlalchemy_uri: 'not a uri' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message.sqlalchemy_uri[0]).toMatch(/Invalid connection string/);
  });

  it('validates the body: a missing name or unknown field is 400, unreadable extra is 400', async () => {
    const missing = await call('admin', 'POST', '/api/v1/database/', { sqlalchemy_uri: duckdbUri });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual({ database_name: ['Missing data for required field.'] });
    const unknown = await call('admin', 'POST', '/api/v1/database/', { database_name: 'x', sqlalchemy_uri: duckdbUri, nonsense: 1 });
    expect(unknown.statusCode).toBe(400);
    const extra = await call('admin', 'POST', '/api/v1/database/', { database_name: 'x', sqlalchemy_uri: duckdbUri, extra: '{not json' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message.extra[0]).toMatch(/Field cannot be decoded by JSON/);
  });

  it('stores the password apart from a masked URI, and a masked password in a PUT keeps it', async () => {
    const id = await createDatabase({ database_name: 'pg masked', sqlalchemy_uri: 'postgresql://postgres:s3cret@127.0.0.1:5432/test' });
    const show = await call('admin', 'GET', `/api/v1/database/${id}`);
    expect(show.json().result.sqlalchemy_uri).toBe('postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test');
    expect(show.body).not.toContain('s3cret');
    const raw = () => t.store.db.selectFrom('dbs').select(['sqlalchemy_uri', 'password']).where('id', '=', id).executeTakeFirstOrThrow();
    // The password is sealed at rest; the server's key opens it.
    const stored = async () => {
      const row = await raw();
      return { ...row, password: new DatabaseSecrets(t.app.engine.connections.secrets).openPassword(row.password) };
    };
    expect((await raw()).password).not.toContain('s3cret');
    expect(await stored()).toEqual({ sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test', password: 's3cret' });

    const keep = await call('admin', 'PUT', `/api/v1/database/${id}`, { sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test', allow_dml: true });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().result.sqlalchemy_uri).toBe('postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test');
    expect((await stored()).password).toBe('s3cret');

    // The edit form tests the connection with the masked URI: the stored password stands in.
    const probe = await call('admin', 'POST', '/api/v1/database/test_connection/', { database_name: 'pg masked', sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test' });
    expect(probe.statusCode, probe.body).toBe(200);
    const orphanMask = await call('admin', 'POST', '/api/v1/database/test_connection/', { sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test' });
    expect(orphanMask.statusCode).toBe(422);

    const change = await call('admin', 'PUT', `/api/v1/database/${id}`, { sqlalchemy_uri: 'postgresql://postgres:n3w@127.0.0.1:5432/test' });
    expect(change.statusCode, change.body).toBe(200);
    expect((await stored()).password).toBe('n3w');

    // The stored password may not follow the URI to another server.
    const moved = await call('admin', 'PUT', `/api/v1/database/${id}`, { sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@localhost:5432/test' });
    expect(moved.statusCode).toBe(422);
    expect((await stored()).sqlalchemy_uri).toContain('127.0.0.1');
  });

  it('renames a database together with its permission views', async () => {
    const id = await createDatabase({ database_name: 'to rename', sqlalchemy_uri: duckdbUri });
    const response = await call('admin', 'PUT', `/api/v1/database/${id}`, { database_name: 'renamed' });
    expect(response.statusCode, response.body).toBe(200);
    const names = (await t.store.db.selectFrom('ab_view_menu').select('name').execute()).map((v) => v.name);
    expect(names).toContain(`[renamed].(id:${id})`);
    expect(names).not.toContain(`[to rename].(id:${id})`);
  });

  it('refuses to delete a database with datasets, then deletes it once they are gone', async () => {
    const id = await createDatabase({ database_name: 'with datasets', sqlalchemy_uri: duckdbUri });
    const dataset = await call('admin', 'POST', '/api/v1/dataset/', { database: id, schema: 'main', table_name: 'events' });
    expect(dataset.statusCode, dataset.body).toBe(201);
    const refused = await call('admin', 'DELETE', `/api/v1/database/${id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'There are associated datasets' });
    expect((await call('admin', 'DELETE', `/api/v1/dataset/${dataset.json().id}`)).statusCode).toBe(200);
    const deleted = await call('admin', 'DELETE', `/api/v1/database/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'OK' });
    expect((await call('admin', 'GET', `/api/v1/database/${id}`)).statusCode).toBe(404);
    const views = await t.store.db.selectFrom('ab_view_menu').select('name').where('name', 'like', '[with datasets]%').execute();
    expect(views).toEqual([]);
  });

  it('answers 404 JSON for unknown ids', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call('admin', method, '/api/v1/database/999999', method === 'PUT' ? { allow_dml: true } : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });
});

describe('test_connection', () => {
  it('answers OK for a reachable database', async () => {
    const response = await call('admin', 'POST', '/api/v1/database/test_connection/', { database_name: 'probe', sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'OK' });
  });

  it('names a wrong password on the real MariaDB server in Superset\'s error shape', async () => {
    const response = await call('admin', 'POST', '/api/v1/database/test_connection/', { sqlalchemy_uri: `mysql://${mariaUser}:wrong-password@127.0.0.1:3306/test` });
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error).toMatchObject({ error_type: 'CONNECTION_ACCESS_DENIED_ERROR', level: 'error', extra: { invalid: ['username', 'password'] } });
    expect(error.message).toContain(mariaUser);
    expect(error.extra.issue_codes[0].code).toBe(1014);
  });

  it('names an unknown PostgreSQL database, an unknown role and a closed port', async () => {
    const database = await call('admin', 'POST', '/api/v1/database/test_connection/', { sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/no_such_db_here' });
    expect(database.statusCode).toBe(400);
    expect(database.json().errors[0]).toMatchObject({ error_type: 'CONNECTION_UNKNOWN_DATABASE_ERROR', message: 'Unable to connect to database "no_such_db_here".' });
    const role = await call('admin', 'POST', '/api/v1/database/test_connection/', { sqlalchemy_uri: 'postgresql://no_such_role_x@127.0.0.1:5432/test' });
    expect(role.statusCode).toBe(400);
    expect(role.json().errors[0].error_type).toMatch(/^CONNECTION_/);
    const port = await call('admin', 'POST', '/api/v1/database/test_connection/', { sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:1/test' });
    expect(port.statusCode).toBe(400);
    expect(port.json().errors[0]).toMatchObject({ error_type: 'CONNECTION_PORT_CLOSED_ERROR', extra: { invalid: ['host', 'port'] } });
  });

  it('a failing connection is never saved', async () => {
    const response = await call('admin', 'POST', '/api/v1/database/', { database_name: 'never saved', sqlalchemy_uri: `mysql://${mariaUser}:wrong-password@127.0.0.1:3306/test` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].error_type).toBe('CONNECTION_ACCESS_DENIED_ERROR');
    expect(await t.store.db.selectFrom('dbs').select('id').where('database_name', '=', 'never saved').executeTakeFirst()).toBeUndefined();
  });
});

describe('metadata on DuckDB', () => {
  let duck: number;
  beforeAll(async () => {
    duck = (await t.store.db.selectFrom('dbs').select('id').where('database_name', '=', 'fixture duckdb').executeTakeFirstOrThrow()).id;
  });

  it('lists schemas and tables (with views) of DuckDB', async () => {
    const schemas = await call('admin', 'GET', `/api/v1/database/${duck}/schemas/?q=${q({ force: true })}`);
    expect(schemas.statusCode, schemas.body).toBe(200);
    expect(schemas.json().result).toEqual(expect.arrayContaining(['main', 'sales']));
    // SQL Lab preselects it.
    expect(schemas.json().default_schema).toBe('main');
    const tables = await call('admin', 'GET', `/api/v1/database/${duck}/tables/?q=${q({ schema_name: 'main', force: false })}`);
    expect(tables.statusCode, tables.body).toBe(200);
    expect(tables.json()).toEqual({
      count: 2,
      result: expect.arrayContaining([{ value: 'events', type: 'table', extra: null }, { value: 'events_view', type: 'view', extra: null }]),
    });
  });

  it('describes a table: columns with short and long types, keys, select star', async () => {
    const response = await call('admin', 'GET', `/api/v1/database/${duck}/table_metadata/?name=orders&schema=sales`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.name).toBe('orders');
    expect(body.columns.map((c: { name: string }) => c.name)).toEqual(['order_id', 'customer', 'total']);
    const total = body.columns.find((c: { name: string }) => c.name === 'total');
    expect(total.longType).toMatch(/^DECIMAL\(10,\s?2\)$/);
    expect(total.type).toBe('DECIMAL');
    expect(body.selectStar).toMatch(/^SELECT\s+\*\s+FROM "sales"\."orders"\s+LIMIT 100$/);
    expect(body).toHaveProperty('primaryKey');
    expect(body.foreignKeys).toEqual([]);
    expect((await call('admin', 'GET', `/api/v1/database/${duck}/table_metadata/extra/?name=events&schema=main`)).json()).toEqual({});
    expect((await call('admin', 'GET', `/api/v1/database/${duck}/table_metadata/?name=nope&schema=main`)).statusCode).toBe(404);
  });

  it('builds select star with and without a schema', async () => {
    const withSchema = await call('admin', 'GET', `/api/v1/database/${duck}/select_star/events/main/`);
    expect(withSchema.statusCode, withSchema.body).toBe(200);
    expect(withSchema.json().result).toMatch(/FROM "main"\."events"\s+LIMIT 100$/);
    const bare = await call('admin', 'GET', `/api/v1/database/${duck}/select_star/events/`);
    expect(bare.json().result).toMatch(/FROM "events"\s+LIMIT 100$/);
  });

  it('lists catalogs and function names of DuckDB', async () => {
    const catalogs = await call('admin', 'GET', `/api/v1/database/${duck}/catalogs/`);
    expect(catalogs.statusCode, catalogs.body).toBe(200);
    expect(catalogs.json().result.length).toBeGreaterThan(0);
    const functions = await call('admin', 'GET', `/api/v1/database/${duck}/function_names/`);
    expect(functions.json().function_names).toEqual(expect.arrayContaining(['sum']));
  });

});

describe('metadata on PostgreSQL', () => {
  let pg: number;
  beforeAll(async () => {
    pg = await createDatabase({ database_name: 'pg metadata', sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test' });
  });

  it('describes PostgreSQL schemas, tables and table metadata', async () => {
    const schemas = await call('admin', 'GET', `/api/v1/database/${pg}/schemas/?q=${q({ force: true })}`);
    expect(schemas.json().result).toContain(pgSchema);
    expect(schemas.json().default_schema).toBe('public');
    const tables = await call('admin', 'GET', `/api/v1/database/${pg}/tables/?q=${q({ schema_name: pgSchema })}`);
    expect(tables.json()).toEqual({ count: 1, result: [{ value: 'customers', type: 'table', extra: null }] });
    const meta = (await call('admin', 'GET', `/api/v1/database/${pg}/table_metadata/?name=customers&schema=${pgSchema}`)).json();
    expect(meta.columns.map((c: { name: string }) => c.name)).toEqual(['id', 'name', 'created_at', 'score']);
    expect(meta.primaryKey).toMatchObject({ type: 'pk', column_names: ['id'] });
    expect(meta.columns[0].keys[0]).toMatchObject({ type: 'pk', column_names: ['id'] });
    expect(meta.selectStar).toContain(`FROM "${pgSchema}"."customers"`);
  });

  it('caches table lists until force asks again', async () => {
    await call('admin', 'GET', `/api/v1/database/${pg}/tables/?q=${q({ schema_name: pgSchema, force: true })}`);
    await runPostgres(`CREATE TABLE "${pgSchema}".late_table (x INT)`);
    const cached = await call('admin', 'GET', `/api/v1/database/${pg}/tables/?q=${q({ schema_name: pgSchema })}`);
    expect(cached.json().result.map((r: { value: string }) => r.value)).not.toContain('late_table');
    const forced = await call('admin', 'GET', `/api/v1/database/${pg}/tables/?q=${q({ schema_name: pgSchema, force: true })}`);
    expect(forced.json().result.map((r: { value: string }) => r.value)).toContain('late_table');
  });
});

describe('list, rison and access', () => {
  it('filters, orders and pages the list', async () => {
    for (const name of ['list a', 'list b', 'list c']) await createDatabase({ database_name: name, sqlalchemy_uri: duckdbUri });
    const query = { filters: [{ col: 'database_name', opr: 'sw', value: 'list ' }], order_column: 'database_name', order_direction: 'desc', page: 1, page_size: 1 };
    const response = await call('admin', 'GET', `/api/v1/database/?q=${q(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.count).toBe(3);
    expect(body.result.map((r: { database_name: string }) => r.database_name)).toEqual(['list b']);
    expect(body.ids).toEqual([body.result[0].id]);
    expect(body.result[0]).toMatchObject({ backend: 'duckdb', expose_in_sqllab: true, allow_run_async: false, created_by: { first_name: 'admin' } });
    expect(body.result[0].changed_on_delta_humanized).toMatch(/ago|now/);
    expect(body.list_columns).toContain('database_name');
  });

  it('answers bad rison with Superset\'s 400 messages', async () => {
    const broken = await call('admin', 'GET', '/api/v1/database/?q=(filters:!((col:database_name');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'Not a valid rison argument' });
    const wrongType = await call('admin', 'GET', `/api/v1/database/?q=${q({ page_size: 'ten' })}`);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/^Not a valid rison schema/);
    const badColumn = await call('admin', 'GET', `/api/v1/database/?q=${q({ filters: [{ col: 'password', opr: 'eq', value: 'x' }] })}`);
    expect(badColumn.statusCode).toBe(400);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const response = await t.app.inject('/api/v1/_openapi');
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(paths['/api/v1/database/{pk}/schemas/'].get.tags).toEqual(['Database']);
    expect(paths['/api/v1/dataset/{pk}'].put.requestBody.content['application/json'].schema.properties.columns.type).toBe('array');
  });

  it('lists the installed engines', async () => {
    const response = await call('admin', 'GET', '/api/v1/database/available/');
    expect(response.statusCode).toBe(200);
    const engines = response.json().databases.map((d: { engine: string }) => d.engine);
    expect(engines).toEqual(expect.arrayContaining(['duckdb', 'postgresql', 'mysql', 'sqlite']));
    expect(response.json().databases[0]).toHaveProperty('sqlalchemy_uri_placeholder');
  });

  it('keeps databases from Gamma and writes from Alpha', async () => {
    expect((await call('gamma', 'GET', '/api/v1/database/')).statusCode).toBe(403);
    const alphaList = await call('alpha', 'GET', '/api/v1/database/');
    expect(alphaList.statusCode).toBe(200);
    expect(alphaList.json().count).toBeGreaterThan(0);
    expect((await call('alpha', 'POST', '/api/v1/database/', { database_name: 'alpha db', sqlalchemy_uri: duckdbUri })).statusCode).toBe(403);
    const info = await call('alpha', 'GET', `/api/v1/database/_info?q=${q({ keys: ['permissions'] })}`);
    expect(info.json().permissions).toEqual(['can_read']);
  });
});
