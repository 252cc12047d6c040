import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineConnection, EngineOptions } from '@core/plugin-api/index.js';
import { duckdbEngine } from './duckdb-engine.js';

let dir: string;
let allowed: string;
const first = (result: { data: ReadonlyArray<ArrayLike<unknown>> }) => result.data.map((column) => column[0]);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-duckdb-sandbox-'));
  allowed = path.join(dir, 'allowed');
  await mkdir(allowed);
  await writeFile(path.join(allowed, 'sales.csv'), 'region,amount\nnorth,3\nsouth,4\n');
  await writeFile(path.join(dir, 'secret.txt'), 'not for SQL\n');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function withEngine<T>(uri: string, run: (engine: EngineConnection) => Promise<T>, options: EngineOptions = {}): Promise<T> {
  const engine = await duckdbEngine.createEngine(uri, options);
  try {
    return await run(engine);
  } finally {
    await engine.close();
  }
}

describe('DuckDB sandbox', () => {
  it('refuses files, URLs and extensions, and locks the configuration on every pooled connection', async () => {
    await withEngine('duckdb:///:memory:', async (engine) => {
      // Several at once so more than one pooled connection is opened: each must be locked.
      const refusals = await Promise.allSettled([
        engine.execute("SELECT * FROM read_text('/etc/passwd')"),
        engine.execute(`SELECT * FROM read_csv('${path.join(dir, 'secret.txt')}')`),
        engine.execute(`SELECT * FROM glob('${dir}/*')`),
        engine.execute("SELECT * FROM read_csv('http://127.0.0.1:9/x.csv')"),
        engine.execute('INSTALL httpfs'),
        engine.execute('LOAD httpfs'),
        engine.execute('SET enable_external_access = true'),
        engine.execute('SET lock_configuration = false'),
        engine.execute("SET allowed_directories = ['/']"),
        engine.execute(`COPY (SELECT 1) TO '${path.join(dir, 'out.csv')}'`),
      ]);
      for (const outcome of refusals) expect(outcome.status).toBe('rejected');
      expect(first(await engine.execute("SELECT current_setting('enable_external_access'), current_setting('lock_configuration'), current_setting('autoload_known_extensions')"))).toEqual([false, true, false]);
    });
  });

  it('reads and attaches files inside the allowed directories only', async () => {
    await withEngine('duckdb:///:memory:', async (engine) => {
      expect(first(await engine.execute(`SELECT sum(amount) FROM read_csv('${path.join(allowed, 'sales.csv')}')`))).toEqual([7]);
      await expect(engine.execute(`SELECT * FROM read_text('${allowed}/../secret.txt')`)).rejects.toThrow(/Permission Error/);
      await expect(engine.execute(`SELECT * FROM read_text('${path.join(dir, 'secret.txt')}')`)).rejects.toThrow(/Permission Error/);
    }, { allowedDirectories: [allowed] });
  });

  it('keeps the configured time zone without a session SET (the lock refuses one)', async () => {
    await withEngine('duckdb:///:memory:', async (engine) => {
      expect(first(await engine.execute("SELECT current_setting('TimeZone')"))).toEqual(['Europe/Paris']);
      await expect(engine.execute("SET TimeZone = 'UTC'")).rejects.toThrow(/locked/);
    }, { connectArgs: { TimeZone: 'Europe/Paris' } });
  });

  it('refuses sandbox settings in the URI or connect_args', async () => {
    await expect(duckdbEngine.createEngine('duckdb:///:memory:?enable_external_access=true', {})).rejects.toThrow(/cannot be set on a connection/);
    await expect(duckdbEngine.createEngine('duckdb:///:memory:', { connectArgs: { Allowed_Directories: '/' } })).rejects.toThrow(/cannot be set on a connection/);
    await expect(duckdbEngine.createEngine(`duckdb:///:memory:?temp_directory=${dir}`, {})).rejects.toThrow(/cannot be set on a connection/);
  });

  it('runs one statement per call, so a read-only transaction cannot be ended from inside', async () => {
    const file = path.join(dir, 'guarded.duckdb');
    await withEngine(`duckdb://${file}`, (engine) => engine.execute('CREATE TABLE t (x INTEGER)'));
    await withEngine(`duckdb://${file}`, async (engine) => {
      await expect(engine.execute('COMMIT; INSERT INTO t VALUES (1)')).rejects.toThrow(/one statement at a time/);
      await expect(engine.execute('INSERT INTO t VALUES (1)')).rejects.toThrow(/read-only/);
      expect(first(await engine.execute('SELECT count(*) FROM t'))).toEqual([0]);
    }, { readOnly: true });
  });
});

describe('DuckDB PIVOT', () => {
  // DuckDB's own parser turns a PIVOT without an IN list into two statements (a temporary ENUM
  // of the values, then the query), the same pair as a script that writes them out: nothing
  // tells them apart, so both are refused alike (see the README).
  it('runs a PIVOT that lists its values, and refuses one without the list as the two statements it is', async () => {
    const file = path.join(dir, 'pivot.duckdb');
    await withEngine(`duckdb://${file}`, (engine) => engine.execute("CREATE TABLE t AS SELECT * FROM (VALUES ('a', 1), ('b', 2), ('a', 3)) v(k, x)"));
    await withEngine(`duckdb://${file}`, async (engine) => {
      const listed = await engine.execute("PIVOT t ON k IN ('a', 'b') USING sum(x)");
      expect(listed.columns.map((c) => c.name)).toEqual(['a', 'b']);
      expect(first(listed).map(Number)).toEqual([4, 2]);
      const unlisted = 'PIVOT t ON k USING sum(x)';
      // The query cannot even be bound before its ENUM exists.
      expect((await engine.classifyStatements!(unlisted)).map((s) => s.type)).toEqual(['CREATE', 'UNKNOWN']);
      await expect(engine.execute(unlisted)).rejects.toThrow(/list the values to pivot on/);
      // The same pair written out, or hidden after a PIVOT, does not run either.
      await expect(engine.execute("CREATE TEMP TYPE e AS ENUM ('a'); SELECT 1")).rejects.toThrow(/one statement at a time/);
      await expect(engine.execute("PIVOT t ON k IN ('a') USING sum(x); COMMIT; INSERT INTO t VALUES ('c', 9)")).rejects.toThrow(/one statement at a time/);
      expect(first(await engine.execute('SELECT count(*) FROM t')).map(Number)).toEqual([3]);
    }, { readOnly: true });
  });
});

describe('DuckDB statement classification', () => {
  it('reads each statement with DuckDB’s parser and binder', async () => {
    await withEngine('duckdb:///:memory:', async (engine) => {
      await engine.execute('CREATE TABLE t (a INTEGER)');
      const kinds = async (sql: string) => (await engine.classifyStatements!(sql)).map((s) => `${s.kind}:${s.type}`);
      expect(await kinds('SELECT 1; FROM t; DESCRIBE t; SUMMARIZE t')).toEqual(['query:SELECT', 'query:SELECT', 'query:SELECT', 'query:SELECT']);
      expect(await kinds('INSERT INTO t VALUES (1); DELETE FROM t; CREATE MACRO m(x) AS x')).toEqual(['write:INSERT', 'write:DELETE', 'write:CREATE']);
      expect(await kinds("SET x = 1; SET VARIABLE v = 1; RESET schema; USE memory")).toEqual(['session:SET', 'session:SET', 'session:SET', 'session:SET']);
      expect(await kinds('INSTALL httpfs; LOAD httpfs; UPDATE EXTENSIONS')).toEqual(['extension:LOAD', 'extension:LOAD', 'extension:UPDATE_EXTENSIONS']);
      expect(await kinds("ATTACH ':memory:' AS m; DETACH m; BEGIN; CALL pragma_version(); CHECKPOINT")).toEqual(['attach:ATTACH', 'attach:DETACH', 'transaction:TRANSACTION', 'call:CALL', 'call:CALL']);
      expect(await kinds("COPY t TO '/tmp/x.csv'")).toEqual(['file:COPY']);
      expect(await kinds('EXPLAIN ANALYZE SELECT 1')).toEqual(['explain:EXPLAIN']);
      expect(await kinds('-- nothing but a comment')).toEqual([]);
    });
  });

  it('names what it cannot bind, keeping the keyword reading', async () => {
    await withEngine('duckdb:///:memory:', async (engine) => {
      const [missing] = await engine.classifyStatements!('SELECT * FROM no_such_table');
      expect(missing).toMatchObject({ kind: 'query', bindError: expect.stringMatching(/no_such_table/) });
      const [file] = await engine.classifyStatements!("SELECT * FROM read_text('/etc/passwd')");
      expect(file?.bindError).toMatch(/Permission Error/);
      await expect(engine.classifyStatements!("SELECT 'unterminated")).rejects.toThrow(/^Parser Error/);
    });
  });

  it('binds against the schema it is given', async () => {
    await withEngine('duckdb:///:memory:', async (engine) => {
      await engine.execute('CREATE SCHEMA sales');
      await engine.execute('CREATE TABLE sales.orders (id INTEGER)');
      expect((await engine.classifyStatements!('SELECT * FROM orders', { schema: 'sales' }))[0]?.bindError).toBeUndefined();
      expect((await engine.classifyStatements!('SELECT * FROM orders'))[0]?.bindError).toMatch(/orders/);
    });
  });
});
