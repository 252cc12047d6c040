import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseEngineRegistry } from '@core/registry/index.js';
import { duckdbEngine } from '../../../plugins/db-duckdb/duckdb-engine.js';
import { sqliteEngine } from '../../../plugins/db-sqlite/sqlite-engine.js';
import { DatabaseConnections, type DatabaseConnectionRow } from './database-connections.js';

const registry = createDatabaseEngineRegistry([duckdbEngine, sqliteEngine]);
let dir: string;
let connections: DatabaseConnections;

const row = (overrides: Partial<DatabaseConnectionRow> = {}): DatabaseConnectionRow => ({
  id: 1,
  sqlalchemy_uri: `duckdb://${path.join(dir, 'one.duckdb')}`,
  password: null,
  extra: null,
  changed_on: '2024-01-01T00:00:00',
  ...overrides,
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-connections-'));
});
afterEach(async () => {
  await connections?.closeAll();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('DatabaseConnections', () => {
  it('finds the engine spec for a URI, or says no engine answers to it', () => {
    connections = new DatabaseConnections(registry);
    expect(connections.specFor('sqlite:///tmp/a.db').engine).toBe('sqlite');
    expect(connections.specFor('sqlite+pysqlite:///tmp/a.db').engine).toBe('sqlite');
    expect(() => connections.specFor('oracle://scott:tiger@db/orcl')).toThrow("No engine for 'oracle://' URIs");
    expect(() => connections.specFor('not a uri')).toThrow(/^No engine for/);
  });

  it('keeps one pooled connection per database and reuses it', async () => {
    connections = new DatabaseConnections(registry);
    const [a, b] = await Promise.all([connections.get(row()), connections.get(row())]);
    expect(a).toBe(b);
    expect(await connections.get(row())).toBe(a);
    const other = await connections.get(row({ id: 2, sqlalchemy_uri: `sqlite://${path.join(dir, 'two.db')}` }));
    expect(other).not.toBe(a);
    expect((await other.execute('SELECT 1 AS one')).data).toEqual([[1]]);
  });

  it('reopens a database whose row changed and closes the old pool', async () => {
    connections = new DatabaseConnections(registry);
    const before = await connections.get(row());
    await before.execute('CREATE TABLE IF NOT EXISTS t AS SELECT 1 AS x');
    const after = await connections.get(row({ changed_on: '2024-02-01T00:00:00' }));
    expect(after).not.toBe(before);
    expect((await after.execute('SELECT x FROM t')).data).toEqual([[1]]);
    await expect.poll(() => before.execute('SELECT 1').then(() => 'open', (error: Error) => error.message)).toMatch(/closed/);
  });

  it('passes engine_params.connect_args and pool_size from extra to the engine', async () => {
    connections = new DatabaseConnections(registry);
    const extra = JSON.stringify({ engine_params: { connect_args: { threads: 1 }, pool_size: 1 } });
    const engine = await connections.get(row({ id: 3, sqlalchemy_uri: `duckdb://${path.join(dir, 'args.duckdb')}`, extra }));
    expect((await engine.execute("SELECT current_setting('threads') AS threads")).data).toEqual([[1]]);
  });

  it('applies the default timeout to every statement', async () => {
    connections = new DatabaseConnections(registry, { defaultTimeoutMs: 300 });
    const engine = await connections.get(row({ id: 4, sqlalchemy_uri: 'duckdb:///:memory:' }));
    await expect(engine.execute('SELECT count(*) FROM range(1000000000000)')).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('does not keep a connection that failed to open', async () => {
    connections = new DatabaseConnections(registry);
    const file = path.join(dir, 'later.db');
    const broken = row({ id: 5, sqlalchemy_uri: `sqlite://${file}?mode=ro` });
    await expect(connections.get(broken)).rejects.toThrow();
    await (await connections.get(row({ id: 6, sqlalchemy_uri: `sqlite://${file}` }))).execute('CREATE TABLE t (x INTEGER)');
    expect((await (await connections.get(broken)).execute('SELECT count(*) AS n FROM t')).data).toEqual([[0]]);
  });

  it('tests a URI with a throw-away connection', async () => {
    connections = new DatabaseConnections(registry);
    await expect(connections.test(`duckdb://${path.join(dir, 'tested.duckdb')}`)).resolves.toBeUndefined();
    await expect(connections.test(`sqlite://${path.join(dir, 'missing', 'nowhere.db')}`)).rejects.toThrow(/directory|unable to open/i);
    await expect(connections.test('mssql://sa@db/master')).rejects.toThrow(/No engine for/);
  });

  it('drops one database: closes its pool, forgets it, and leaves the others open', async () => {
    connections = new DatabaseConnections(registry);
    const doomed = row({ id: 9, sqlalchemy_uri: `sqlite://${path.join(dir, 'doomed.db')}` });
    const kept = await connections.get(row({ id: 10, sqlalchemy_uri: 'duckdb:///:memory:' }));
    const before = await connections.get(doomed);
    await connections.drop(9);
    await expect(before.execute('SELECT 1')).rejects.toThrow(/closed/);
    expect((await kept.execute('SELECT 1 AS one')).data).toEqual([[1]]);
    // The same row opens a new pool afterwards (a row written again with the same id and stamp).
    const after = await connections.get(doomed);
    expect(after).not.toBe(before);
    expect((await after.execute('SELECT 2 AS two')).data).toEqual([[2]]);
    await expect(connections.drop(404)).resolves.toBeUndefined();
  });

  it('drop waits for running statements before the pool closes', async () => {
    connections = new DatabaseConnections(registry);
    const engine = await connections.get(row({ id: 11, sqlalchemy_uri: 'duckdb:///:memory:' }));
    const running = engine.execute('SELECT count(*) AS n FROM range(30000000)');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await connections.drop(11);
    expect((await running).data).toEqual([[30000000]]);
    await expect(engine.execute('SELECT 1')).rejects.toThrow(/closed/);
  });

  it('closes every pool on closeAll', async () => {
    connections = new DatabaseConnections(registry);
    const a = await connections.get(row({ id: 7, sqlalchemy_uri: 'duckdb:///:memory:' }));
    const b = await connections.get(row({ id: 8, sqlalchemy_uri: 'sqlite://' }));
    await connections.closeAll();
    await expect(a.execute('SELECT 1')).rejects.toThrow(/closed/);
    await expect(b.execute('SELECT 1')).rejects.toThrow(/closed/);
  });

  it('opens a database that allows no writes read-only, and reopens it writable once it allows some', async () => {
    connections = new DatabaseConnections(registry);
    const flags = { allow_dml: false, allow_ctas: false, allow_cvas: false, allow_file_upload: false };
    const readOnly = await connections.get(row({ id: 7, sqlalchemy_uri: `duckdb://${path.join(dir, 'flags.duckdb')}`, ...flags, allow_dml: true }));
    await readOnly.execute('CREATE TABLE t (x INTEGER)');
    const locked = await connections.get(row({ id: 7, sqlalchemy_uri: `duckdb://${path.join(dir, 'flags.duckdb')}`, ...flags }));
    await expect(locked.execute('INSERT INTO t VALUES (1)')).rejects.toThrow(/read-only/);
    const writable = await connections.get(row({ id: 7, sqlalchemy_uri: `duckdb://${path.join(dir, 'flags.duckdb')}`, ...flags, allow_ctas: true }));
    await writable.execute('INSERT INTO t VALUES (1)');
  });

  it('gives SQL the allowed directories of extra, and refuses to open with ones touching a protected path', async () => {
    const data = path.join(dir, 'data');
    await mkdir(data, { recursive: true });
    await writeFile(path.join(data, 'n.csv'), 'n\n5\n');
    connections = new DatabaseConnections(registry, { protectedPaths: [path.join(dir, 'home')] });
    await mkdir(path.join(dir, 'home'), { recursive: true });
    const engine = await connections.get(row({ id: 8, sqlalchemy_uri: 'duckdb://', extra: JSON.stringify({ allowed_directories: [data] }) }));
    expect((await engine.execute(`SELECT n FROM read_csv('${path.join(data, 'n.csv')}')`)).data).toEqual([[5]]);
    await expect(connections.get(row({ id: 9, sqlalchemy_uri: 'duckdb://', extra: JSON.stringify({ allowed_directories: [dir] }) }))).rejects.toThrow(/allowed directories are refused/);
  });
});
