import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { bearerCaller, createDuckDbFile, runMariaDb } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * What each engine refuses through SQL Lab beyond DuckDB's sandbox: PostgreSQL's server file
 * functions (the local test server connects as a superuser, who could read any file), MySQL's
 * LOAD_FILE and INTO OUTFILE, SQLite's ATTACH and VACUUM INTO; and DuckDB's allowed directories,
 * validated when saved and the only place files can be read from.
 */
const suffix = randomBytes(4).toString('hex');
const mariaDb = `tessera_sandbox_${suffix}`;
let t: TestApp;
let dir: string;
let secret: string;
const tokens = { admin: '' };
const call = bearerCaller(() => t.app, tokens);
const PASSWD_LINE = /root:[^:\n]*:0:0:/;
const ids: Record<string, number> = {};

const execute = (database: string, sql: string) => call('admin', 'POST', '/api/v1/sqllab/execute/', { database_id: ids[database], sql, runAsync: false });

function expectRefused(response: LightMyRequestResponse, label: string): void {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, label).toBeLessThan(500);
  expect(response.body.includes(secret), `${label}: the secret key leaked`).toBe(false);
  expect(PASSWD_LINE.test(response.body), `${label}: /etc/passwd leaked`).toBe(false);
}

async function createDatabase(name: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  const response = await call('admin', 'POST', '/api/v1/database/', { database_name: name, expose_in_sqllab: true, ...body });
  if (response.statusCode === 201) ids[name] = response.json().id;
  return response;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-sandbox-'));
  await runMariaDb(`CREATE DATABASE ${mariaDb}`);
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  secret = t.config.secretKey;
  tokens.admin = (await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token;
  // DML allowed on purpose: what is refused here is refused whatever the database allows.
  expect((await createDatabase('pg', { sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test', allow_dml: true })).statusCode).toBe(201);
  expect((await createDatabase('maria', { sqlalchemy_uri: `mysql://root@127.0.0.1:3306/${mariaDb}`, allow_dml: true })).statusCode).toBe(201);
  writeFileSync(path.join(dir, 'local.db'), '');
  expect((await createDatabase('lite', { sqlalchemy_uri: `sqlite:///${path.join(dir, 'local.db').slice(1)}`, allow_dml: true })).statusCode).toBe(201);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await runMariaDb(`DROP DATABASE IF EXISTS ${mariaDb}`).catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

describe('PostgreSQL', () => {
  it('refuses server file functions, SQL run from strings and COPY, even with DML allowed', async () => {
    for (const sql of [
      "SELECT pg_read_file('/etc/passwd')",
      "SELECT pg_catalog.pg_read_file('/etc/passwd', 0, 200)",
      'SELECT "pg_read_file"(\'/etc/passwd\')',
      "SELECT pg_read_binary_file('/etc/passwd')",
      "SELECT * FROM pg_ls_dir('/')",
      "SELECT pg_stat_file('/etc/passwd')",
      "SELECT lo_import('/etc/passwd')",
      "SELECT query_to_xml('select pg_read_file(''/etc/passwd'')', true, false, '')",
      "SELECT query_to_xml('select pg_read' || '_file(''/etc/passwd'')', true, false, '')",
      'SELECT U&"pg_read\\005ffile"(\'/etc/passwd\')',
      "COPY (SELECT 1) TO PROGRAM 'id'",
      "COPY (SELECT 1) TO '/tmp/tessera-copied.csv'",
      'CREATE EXTENSION IF NOT EXISTS dblink',
      "SELECT * FROM dblink('dbname=test', 'select 1') AS t(x int)",
      "DO $$ BEGIN PERFORM 1; END $$",
      "CREATE FUNCTION leak() RETURNS text LANGUAGE plpgsql AS $$ BEGIN RETURN (SELECT 1); EXECUTE 'select 1'; END $$",
      "ALTER SYSTEM SET log_directory = '/tmp'",
      "SET ROLE postgres",
    ]) {
      const response = await execute('pg', sql);
      expectRefused(response, sql);
      expect(response.json().errors[0].message, sql).toMatch(/refused|not allowed/);
    }
    expect(existsSync('/tmp/tessera-copied.csv')).toBe(false);
  });

  it('still runs ordinary queries', async () => {
    const response = await execute('pg', 'SELECT 1 AS one, current_date IS NOT NULL AS today');
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('MySQL / MariaDB', () => {
  it('refuses LOAD_FILE, INTO OUTFILE/DUMPFILE, LOAD DATA and executable comments', async () => {
    for (const sql of [
      "SELECT LOAD_FILE('/etc/passwd')",
      "SELECT `load_file`('/etc/passwd')",
      "SELECT 1 INTO OUTFILE '/tmp/tessera-outfile.txt'",
      "SELECT 1 INTO /**/ DUMPFILE '/tmp/tessera-dumpfile.txt'",
      "LOAD DATA INFILE '/etc/passwd' INTO TABLE t",
      "SELECT 1 /*!, LOAD_FILE('/etc/passwd') */ AS x",
      'SELECT 1 /*M! ; DROP TABLE t */ AS x',
      "PREPARE s FROM 'SELECT 1'",
    ]) expectRefused(await execute('maria', sql), sql);
    expect((await execute('maria', 'SELECT 1 AS one')).statusCode).toBe(200);
  });
});

describe('SQLite', () => {
  it('refuses ATTACH, DETACH, VACUUM and load_extension, and creates no file', async () => {
    for (const sql of [
      `ATTACH DATABASE '${path.join(t.home, 'metadata.db')}' AS meta`,
      `ATTACH '${path.join(dir, 'created.db')}' AS other`,
      'DETACH DATABASE main',
      `VACUUM INTO '${path.join(dir, 'copy.db')}'`,
      "SELECT load_extension('/tmp/evil')",
      'PRAGMA writable_schema = 1',
    ]) expectRefused(await execute('lite', sql), sql);
    expect(existsSync(path.join(dir, 'created.db'))).toBe(false);
    expect(existsSync(path.join(dir, 'copy.db'))).toBe(false);
    expect((await execute('lite', 'CREATE TABLE kept (x INTEGER)')).statusCode).toBe(200);
    expect((await execute('lite', 'SELECT count(*) AS n FROM kept')).json().data).toEqual([{ n: 0 }]);
  });
});

describe('DuckDB allowed directories', () => {
  it('reads files only inside the directories an administrator allows', async () => {
    const data = path.join(dir, 'data');
    mkdirSync(data);
    writeFileSync(path.join(data, 'sales.csv'), 'region,amount\nnorth,3\nsouth,4\n');
    writeFileSync(path.join(dir, 'outside.csv'), 'secret\n42\n');
    const file = path.join(dir, 'files.duckdb');
    await createDuckDbFile(file, ['CREATE TABLE t (x INTEGER)']);
    const created = await createDatabase('files', { sqlalchemy_uri: `duckdb:///${file.slice(1)}`, extra: JSON.stringify({ allowed_directories: [data] }) });
    expect(created.statusCode, created.body).toBe(201);

    const inside = await execute('files', `SELECT sum(amount) AS total FROM read_csv('${path.join(data, 'sales.csv')}')`);
    expect(inside.statusCode, inside.body).toBe(200);
    expect(inside.json().data).toEqual([{ total: 7 }]);
    expectRefused(await execute('files', `SELECT * FROM read_csv('${path.join(dir, 'outside.csv')}')`), 'outside');
    expectRefused(await execute('files', `SELECT * FROM read_csv('${data}/../outside.csv')`), 'traversal');
    expectRefused(await execute('files', `COPY (SELECT 1) TO '${path.join(data, 'written.csv')}'`), 'copy into allowed');

    // Adding a directory while the database is open: the connection is tested, saved, and reopened.
    const more = path.join(dir, 'more');
    mkdirSync(more);
    writeFileSync(path.join(more, 'extra.csv'), 'n\n9\n');
    const changed = await call('admin', 'PUT', `/api/v1/database/${ids['files']}`, { sqlalchemy_uri: `duckdb:///${file.slice(1)}`, extra: JSON.stringify({ allowed_directories: [data, more] }) });
    expect(changed.statusCode, changed.body).toBe(200);
    const added = await execute('files', `SELECT n FROM read_csv('${path.join(more, 'extra.csv')}')`);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual([{ n: 9 }]);
  });

  it('refuses, when saved, directories that are not absolute existing directories or touch the Tessera home', async () => {
    const link = path.join(dir, 'home-link');
    symlinkSync(t.home, link);
    mkdirSync(path.join(t.home, 'inside'));
    for (const value of [[t.home], [path.dirname(t.home)], ['/'], [path.join(t.home, 'inside')], [link], ['relative/dir'], [path.join(dir, 'missing')], [path.join(dir, 'local.db')], 'not-a-list']) {
      const response = await createDatabase(`bad_${randomBytes(3).toString('hex')}`, { sqlalchemy_uri: 'duckdb:///:memory:', extra: JSON.stringify({ allowed_directories: value }) });
      expect(response.statusCode, `${JSON.stringify(value)}: ${response.body}`).toBe(422);
      expect(response.json().message.extra[0], JSON.stringify(value)).toMatch(/^allowed_directories: /);
    }
    const update = await call('admin', 'PUT', `/api/v1/database/${ids['files']}`, { extra: JSON.stringify({ allowed_directories: [t.home] }) });
    expect(update.statusCode).toBe(422);
  });

  it('refuses sandbox settings in the URI or connect_args', async () => {
    for (const body of [
      { sqlalchemy_uri: 'duckdb:///:memory:?enable_external_access=true' },
      { sqlalchemy_uri: 'duckdb:///:memory:', extra: JSON.stringify({ engine_params: { connect_args: { lock_configuration: 'false' } } }) },
    ]) {
      const response = await createDatabase(`bad_${randomBytes(3).toString('hex')}`, body);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.body).toMatch(/cannot be set on a connection/);
    }
  });
});
