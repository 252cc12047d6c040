import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineConnection } from '@core/plugin-api/index.js';
import { duckdbEngine } from './duckdb-engine.js';

let dir: string;
const uriOf = (name: string) => `duckdb://${path.join(dir, name)}`;
const first = (result: { data: ReadonlyArray<ArrayLike<unknown>> }) => result.data.map((column) => column[0]);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tessera-duckdb-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function withEngine<T>(uri: string, run: (engine: EngineConnection) => Promise<T>, options = {}): Promise<T> {
  const engine = await duckdbEngine.createEngine(uri, options);
  try {
    return await run(engine);
  } finally {
    await engine.close();
  }
}

describe('DuckDB connection', () => {
  it('converts DuckDB values to plain JavaScript ones', async () => {
    await withEngine('duckdb:///:memory:', async (engine) => {
      const result = await engine.execute(`SELECT
        9007199254740993::BIGINT AS big, 12::HUGEINT AS small_huge, 1234567890.0123456789::DECIMAL(38,10) AS dec,
        TIMESTAMP '1969-12-31 23:59:59.999' AS before_epoch, TIMESTAMPTZ '2024-02-29 10:00:00+02' AS tz,
        '2024-02-29 10:00:00.123456789'::TIMESTAMP_NS AS ns, '2024-02-29 10:00:01'::TIMESTAMP_S AS s,
        DATE '1900-03-01' AS old_date, 'infinity'::TIMESTAMP AS inf, '\\x00\\xFF'::BLOB AS bytes,
        [1, 2] AS list, TIME '10:00:00' AS time_of_day, 1.5::FLOAT AS f, 'x'::ENUM('x', 'y') AS e,
        [[DATE '2024-02-29'], NULL] AS nested, [9007199254740993::BIGINT, NULL] AS big_list, ['a', 'b']::VARCHAR[2] AS fixed`);
      const values = first(result);
      expect(values[9]).toBeInstanceOf(Uint8Array);
      values[9] = [...(values[9] as Uint8Array)];
      expect(values).toEqual([
        9007199254740993n, 12, Number('1234567890.0123456789'), -1, Date.parse('2024-02-29T08:00:00Z'), Date.parse('2024-02-29T10:00:00.123Z'),
        Date.parse('2024-02-29T10:00:01Z'), Date.parse('1900-03-01T00:00:00Z'), null, [0, 255], [1, 2], '10:00:00', 1.5, 'x',
        [[Date.parse('2024-02-29T00:00:00Z')], null], [9007199254740993n, null], ['a', 'b'],
      ]);
      expect(result.columns.map((column) => column.genericType)).toEqual([
        'numeric', 'numeric', 'numeric', 'temporal', 'temporal', 'temporal', 'temporal', 'temporal', 'temporal', null, null, 'string', 'numeric', 'string', null, null, null,
      ]);
    });
  });

  it('binds dates, bytes and bigints as parameters', async () => {
    await withEngine('duckdb:///:memory:', async (engine) => {
      const result = await engine.execute('SELECT ? AS ts, octet_length(?) AS n, ? + 1 AS big', [new Date('2024-01-01T00:00:00Z'), new Uint8Array([1, 2, 3]), 2n ** 62n]);
      expect(first(result)).toEqual([Date.parse('2024-01-01T00:00:00Z'), 3, 2n ** 62n + 1n]);
    });
  });

  it('stops reading at maxRows without computing the whole result', async () => {
    await withEngine('duckdb:///:memory:', async (engine) => {
      const started = Date.now();
      const result = await engine.execute('SELECT range AS n FROM range(10000000000)', [], { maxRows: 3 });
      expect(result.data).toEqual([[0, 1, 2]]);
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });

  it('shares one instance per file: connections see each other and the file is free once all are closed', async () => {
    const uri = uriOf('shared.duckdb');
    const a = await duckdbEngine.createEngine(uri, {});
    const b = await duckdbEngine.createEngine(uri, {});
    await a.execute('CREATE TABLE t AS SELECT 1 AS x');
    expect(first(await b.execute('SELECT x FROM t'))).toEqual([1]);
    await a.close();
    expect(first(await b.execute('SELECT count(*) FROM t'))).toEqual([1]);
    await b.close();
    await expect(a.execute('SELECT 1')).rejects.toThrow(/closed/);
    // Nothing holds the file any more: a plain DuckDB instance can open it for writing.
    const { DuckDBInstance } = await import('@duckdb/node-api');
    const instance = await DuckDBInstance.create(path.join(dir, 'shared.duckdb'));
    instance.closeSync();
  });

  it('honours readOnly on a file opened read-only and on a shared writable instance', async () => {
    const uri = uriOf('readonly.duckdb');
    await withEngine(uri, (engine) => engine.execute('CREATE TABLE t (x INTEGER)'));
    await withEngine(uri, async (engine) => {
      await expect(engine.execute('INSERT INTO t VALUES (1)')).rejects.toThrow(/read-only/i);
    }, { readOnly: true });
    await withEngine(uri, async (writer) => {
      await withEngine(uri, async (reader) => {
        await expect(reader.execute('INSERT INTO t VALUES (1)')).rejects.toThrow(/read-only/i);
        expect(first(await reader.execute('SELECT count(*) FROM t'))).toEqual([0]);
      }, { readOnly: true });
      await writer.execute('INSERT INTO t VALUES (2)');
    });
    await expect(duckdbEngine.createEngine(uriOf('missing.duckdb'), { readOnly: true })).rejects.toThrow(/does not exist/);
  });

  it('queues statements beyond the pool size', async () => {
    await withEngine('duckdb:///:memory:', async (engine) => {
      const results = await Promise.all(Array.from({ length: 8 }, (_, index) => engine.execute('SELECT ? * 2 AS v', [index])));
      expect(results.map((result) => result.data[0]![0])).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
    }, { poolSize: 2 });
  });

  it('close() waits for running statements', async () => {
    const engine = await duckdbEngine.createEngine('duckdb:///:memory:', {});
    const running = engine.execute('SELECT count(*) FROM range(50000000)');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await engine.close();
    expect(first(await running)).toEqual([50000000]);
  });

  it('lists attached databases as catalogs and their schemas', async () => {
    // ATTACH opens a file: only inside an allowed directory.
    await withEngine(uriOf('catalogs.duckdb'), async (engine) => {
      await engine.execute(`ATTACH '${path.join(dir, 'other.duckdb')}' AS other`);
      await engine.execute('CREATE SCHEMA other.sales');
      await engine.execute('CREATE TABLE other.sales.orders (id INTEGER)');
      expect(await engine.getCatalogs()).toEqual(['catalogs', 'other']);
      expect(await engine.getSchemas('other')).toEqual(['main', 'sales']);
      expect(await engine.getTables('sales', 'other')).toEqual([{ name: 'orders', type: 'table' }]);
      expect((await engine.getColumns({ table: 'orders', schema: 'sales', catalog: 'other' })).map((column) => column.name)).toEqual(['id']);
    }, { allowedDirectories: [dir] });
  });

  it('describes primary keys, foreign keys and indexes, odd column names included', async () => {
    await withEngine('duckdb:///:memory:', async (engine) => {
      await engine.execute('CREATE TABLE parent (region VARCHAR, "code, no." INTEGER, label VARCHAR, PRIMARY KEY (region, "code, no."))');
      await engine.execute(`CREATE TABLE child (
        id INTEGER PRIMARY KEY, region VARCHAR, "parent's code" INTEGER, "say ""hi""" VARCHAR,
        FOREIGN KEY (region, "parent's code") REFERENCES parent (region, "code, no."))`);
      await engine.execute('CREATE INDEX ix_child_note ON child ("say ""hi""", region)');
      await engine.execute('CREATE UNIQUE INDEX ux_child_expr ON child ((id + 1))');

      expect(await engine.getPrimaryKey({ table: 'parent' })).toEqual({ name: expect.any(String), columns: ['region', 'code, no.'] });
      expect((await engine.getPrimaryKey({ table: 'child', schema: 'main' })).columns).toEqual(['id']);
      expect(await engine.getPrimaryKey({ table: 'no_such_table' })).toEqual({ name: null, columns: [] });
      expect(await engine.getForeignKeys({ table: 'child' })).toEqual([
        { name: expect.any(String), columns: ['region', "parent's code"], referredSchema: 'main', referredTable: 'parent', referredColumns: ['region', 'code, no.'] },
      ]);
      expect(await engine.getForeignKeys({ table: 'parent' })).toEqual([]);
      expect(await engine.getIndexes({ table: 'child' })).toEqual([
        { name: 'ix_child_note', columns: ['say "hi"', 'region'], unique: false },
        // An expression keeps DuckDB's own rendering of it.
        { name: 'ux_child_expr', columns: [expect.stringMatching(/^\(*id \+ 1\)*$/)], unique: true },
      ]);
    });
  });
});
