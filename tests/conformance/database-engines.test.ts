import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_GRAINS, type SqlParam, type TimeGrain } from '@core/plugin-api/index.js';
import { isStillRunning, longRunningQuery } from './engines/engine-activity.js';
import { FIXTURE_ROWS, HOSTILE_STRINGS, loadFixture, type FixtureRow } from './engines/engine-fixture.js';
import { openEnginesUnderTest, type EngineUnderTest } from './engines/engines-under-test.js';
import { createIntrospectionTables } from './engines/introspection-tables.js';
import { compareCodePoints, rowsOf } from './engines/result-rows.js';
import { TIME_GRAIN_REFERENCE } from './engines/time-grain-reference.js';

/**
 * One contract, four engines: DuckDB and SQLite in temporary files, PostgreSQL and MariaDB on
 * the local servers in databases created for this run. Each loads the same fixture through its
 * own connection, and the same statements must return the same values on all of them.
 */
let engines: EngineUnderTest[] = [];
let drop: () => Promise<void> = async () => undefined;

const q = (engine: EngineUnderTest, name: string) => engine.spec.quoteIdentifier(name);
const ENGINE_KEYS = ['duckdb', 'sqlite', 'postgresql', 'mysql'] as const;
const engineNamed = (key: string) => engines.find((engine) => engine.spec.engine === key)!;

/** Runs a statement (built per dialect) on every engine and returns the rows of each. */
async function everywhere(build: (engine: EngineUnderTest) => string, params: (engine: EngineUnderTest) => SqlParam[] = () => []) {
  return Promise.all(
    engines.map(async (engine) => {
      const sql = build(engine);
      const result = await engine.connection.execute(sql, params(engine)).catch((error: Error) => {
        throw new Error(`${engine.spec.engine}: ${error.message}\n${sql}`);
      });
      return { engine: engine.spec.engine, columns: result.columns.map((column) => column.name), rows: rowsOf(result) };
    }),
  );
}

/** Asserts every engine returned `expected` (engine named in the diff when one differs). */
function expectEverywhere(results: Awaited<ReturnType<typeof everywhere>>, expected: unknown[][]) {
  for (const result of results) expect({ engine: result.engine, rows: result.rows }).toEqual({ engine: result.engine, rows: expected });
}

const nonNull = <T,>(values: (T | null)[]) => values.filter((value): value is T => value !== null);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

beforeAll(async () => {
  ({ engines, drop } = await openEnginesUnderTest());
  await Promise.all(
    engines.map(async (engine) => {
      await loadFixture(engine.spec, engine.connection, 'fixture');
      await createIntrospectionTables(engine);
    }),
  );
}, 60_000);

afterAll(async () => {
  await drop();
}, 60_000);

describe('the fixture', () => {
  it('reads back every value with the same JavaScript types on every engine', async () => {
    const results = await everywhere(() => 'SELECT id, grp, qty, price, name, flag, ts, d FROM fixture ORDER BY id');
    expectEverywhere(results, FIXTURE_ROWS.map((row) => [row.id, row.grp, row.qty, row.price, row.name, row.flag, row.ts, row.d]));
  });

  it('reports generic types of result columns', async () => {
    for (const engine of engines) {
      const result = await engine.connection.execute('SELECT id, name, price, flag, ts, d FROM fixture WHERE id = 1');
      expect({ engine: engine.spec.engine, generic: result.columns.map((column) => column.genericType) }).toEqual({
        engine: engine.spec.engine,
        generic: ['numeric', 'string', 'numeric', 'boolean', 'temporal', 'temporal'],
      });
      expect(result.columns.every((column) => column.type.length > 0)).toBe(true);
    }
  });
});

describe('the same SELECTs give the same results', () => {
  it('aggregates', async () => {
    const qty = nonNull(FIXTURE_ROWS.map((row) => row.qty));
    const expected = [
      FIXTURE_ROWS.length,
      qty.length,
      sum(qty),
      Math.min(...qty),
      Math.max(...qty),
      Number(round(sum(qty) / qty.length, 4).toPrecision(12)),
      round(sum(FIXTURE_ROWS.map((row) => row.price)), 2),
      Math.min(...nonNull(FIXTURE_ROWS.map((row) => row.ts))),
      Math.max(...nonNull(FIXTURE_ROWS.map((row) => row.d))),
      new Set(nonNull(FIXTURE_ROWS.map((row) => row.grp))).size,
    ];
    const results = await everywhere(
      () => `SELECT COUNT(*) AS n, COUNT(qty) AS n_qty, SUM(qty) AS s, MIN(qty) AS mn, MAX(qty) AS mx, ROUND(AVG(qty), 4) AS av,
               ROUND(SUM(price), 2) AS sp, MIN(ts) AS first_ts, MAX(d) AS last_d, COUNT(DISTINCT grp) AS grps FROM fixture`,
    );
    expectEverywhere(results, [expected]);
    for (const result of results) expect(result.columns).toEqual(['n', 'n_qty', 's', 'mn', 'mx', 'av', 'sp', 'first_ts', 'last_d', 'grps']);
  });

  it('GROUP BY with NULL groups last', async () => {
    const groups = [...new Set(FIXTURE_ROWS.map((row) => row.grp))].sort((a, b) => (a === null ? 1 : b === null ? -1 : compareCodePoints(a, b)));
    const expected = groups.map((grp) => {
      const rows = FIXTURE_ROWS.filter((row) => row.grp === grp);
      return [grp, rows.length, sum(nonNull(rows.map((row) => row.qty))), round(sum(rows.map((row) => row.price)), 2)];
    });
    const results = await everywhere(
      () => `SELECT grp, COUNT(*) AS n, SUM(qty) AS s, ROUND(SUM(price), 2) AS sp FROM fixture
             GROUP BY grp ORDER BY CASE WHEN grp IS NULL THEN 1 ELSE 0 END, grp`,
    );
    expectEverywhere(results, expected);
  });

  it('GROUP BY a boolean', async () => {
    const count = (flag: boolean | null) => FIXTURE_ROWS.filter((row) => row.flag === flag).length;
    const results = await everywhere(
      () => `SELECT flag, COUNT(*) AS n FROM fixture GROUP BY flag ORDER BY CASE WHEN flag IS NULL THEN 2 WHEN flag THEN 1 ELSE 0 END`,
    );
    expectEverywhere(results, [[false, count(false)], [true, count(true)], [null, count(null)]]);
  });

  it('ORDER BY text in code-point order, with unicode and punctuation', async () => {
    const expected = [...FIXTURE_ROWS].sort((a, b) => compareCodePoints(a.name, b.name)).slice(0, 40).map((row) => [row.id, row.name]);
    expectEverywhere(await everywhere(() => 'SELECT id, name FROM fixture ORDER BY name LIMIT 40'), expected);
  });

  it('binds parameters of every kind', async () => {
    const target = FIXTURE_ROWS[1]!;
    const instant = FIXTURE_ROWS[4]!;
    const expected = FIXTURE_ROWS.filter((row) => row.name === target.name || ((row.qty ?? -Infinity) > 70 && row.flag === true) || row.ts === instant.ts).map((row) => [row.id]);
    const results = await everywhere(
      (engine) => {
        const p = (index: number) => engine.spec.placeholder(index);
        return `SELECT id FROM fixture WHERE name = ${p(1)} OR (qty > ${p(2)} AND flag = ${p(3)}) OR ts = ${p(4)} ORDER BY id`;
      },
      () => [target.name, 70, true, new Date(instant.ts!)],
    );
    expect(expected.length).toBeGreaterThan(2);
    expectEverywhere(results, expected);
  });

  it('runs many statements at once through the pool', async () => {
    for (const engine of engines) {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, index) => engine.connection.execute(`SELECT COUNT(*) AS n FROM fixture WHERE id > ${engine.spec.placeholder(1)}`, [index * 10])),
      );
      expect(results.map((result) => result.data[0]![0])).toEqual(Array.from({ length: 12 }, (_, index) => 200 - index * 10));
    }
  });
});

describe('time grains', () => {
  it('every engine offers every grain', () => {
    for (const engine of engines) expect(Object.keys(engine.spec.timeGrains).sort()).toEqual([...TIME_GRAINS].sort());
  });

  /** The buckets (and their sizes) of a column, as the reference computes them. */
  function expectedBuckets(grain: TimeGrain, column: 'ts' | 'd'): unknown[][] {
    const counts = new Map<number, number>();
    for (const row of FIXTURE_ROWS as FixtureRow[]) {
      const value = row[column];
      if (value === null) continue;
      const bucket = TIME_GRAIN_REFERENCE[grain](value);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    return [...counts].sort(([a], [b]) => a - b);
  }

  it.each([...TIME_GRAINS])('%s buckets timestamps and dates the same way on every engine', async (grain) => {
    for (const column of ['ts', 'd'] as const) {
      const results = await everywhere(
        (engine) =>
          `SELECT ${engine.spec.timeGrains[grain]!.replaceAll('{col}', q(engine, column))} AS bucket, COUNT(*) AS n
           FROM fixture WHERE ${column} IS NOT NULL GROUP BY 1 ORDER BY 1`,
      );
      expectEverywhere(results, expectedBuckets(grain, column));
    }
  });
});

describe('literals and identifiers', () => {
  const VALUES: SqlParam[] = [...HOSTILE_STRINGS, '', 0, 42, -7, 0.1, -2.5, 123456.789, 2n ** 60n, -(2n ** 60n), null];

  it('formatLiteral round-trips hostile strings, numbers, bigints and NULL', async () => {
    const results = await everywhere((engine) => `SELECT ${VALUES.map((value, index) => `${engine.spec.formatLiteral(value)} AS v${index}`).join(', ')}`);
    expectEverywhere(results, [VALUES.map((value) => (typeof value === 'number' && !Number.isInteger(value) ? Number(value.toPrecision(12)) : value))]);
  });

  it('formatLiteral writes dates, booleans and NUL-containing text each engine can read', async () => {
    const instant = new Date('2024-02-29T23:59:59.999Z');
    for (const engine of engines) {
      const lit = engine.spec.formatLiteral;
      const result = await engine.connection.execute(`SELECT ${lit(instant)} AS ts, ${lit(true)} AS yes, 10 - ${lit(-5)} AS diff, ${engine.spec.timestampLiteral('2024-02-29T10:00:00+02:00')} AS shifted`);
      const booleanAsNumber = engine.spec.engine === 'mysql' || engine.spec.engine === 'sqlite';
      expect(rowsOf(result)).toEqual([[instant.getTime(), booleanAsNumber ? 1 : true, 15, Date.parse('2024-02-29T08:00:00Z')]]);
      if (engine.spec.engine === 'postgresql') {
        expect(() => lit('a\0b')).toThrow(/NUL/);
      } else {
        expect(rowsOf(await engine.connection.execute(`SELECT ${lit('a\0b')} AS v`))).toEqual([['a\0b']]);
      }
      for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) expect(() => lit(bad)).toThrow(RangeError);
    }
  });

  it('formatLiteral values match the stored hostile strings in a WHERE clause', async () => {
    const targets = FIXTURE_ROWS.slice(0, HOSTILE_STRINGS.length);
    const results = await everywhere(
      (engine) => `SELECT id FROM fixture WHERE name IN (${targets.map((row) => engine.spec.formatLiteral(row.name)).join(', ')}) ORDER BY id`,
    );
    expectEverywhere(results, targets.map((row) => [row.id]));
    expect(rowsOf(await engineNamed('duckdb').connection.execute('SELECT COUNT(*) AS n FROM fixture'))).toEqual([[200]]);
  });

  it('quoteIdentifier makes odd table and column names usable', async () => {
    const columns = ['select', 'a "quoted" name', 'back`tick', 'semi;colon', "it's", 'ünï côdé', 'Mixed Case', '1digit', '--dash', '/*star*/'];
    const table = 'odd "table" `name`';
    const results = await Promise.all(
      engines.map(async (engine) => {
        const text = { duckdb: 'VARCHAR', sqlite: 'TEXT', postgresql: 'text', mysql: 'VARCHAR(40)' }[engine.spec.engine];
        await engine.connection.execute(`CREATE TABLE ${q(engine, table)} (${columns.map((column) => `${q(engine, column)} ${text}`).join(', ')})`);
        await engine.connection.execute(
          `INSERT INTO ${q(engine, table)} (${columns.map((column) => q(engine, column)).join(', ')}) VALUES (${columns.map((_, index) => engine.spec.placeholder(index + 1)).join(', ')})`,
          columns,
        );
        const result = await engine.connection.execute(`SELECT ${columns.map((column) => q(engine, column)).join(', ')} FROM ${q(engine, table)}`);
        return { engine: engine.spec.engine, names: result.columns.map((column) => column.name), rows: rowsOf(result) };
      }),
    );
    for (const result of results) expect(result).toEqual({ engine: result.engine, names: columns, rows: [columns] });
  });
});

describe('applyLimit and maxRows', () => {
  const CASES: Array<[string, number, number[]]> = [
    ['SELECT id FROM fixture ORDER BY id', 5, [1, 2, 3, 4, 5]],
    ['SELECT id FROM fixture ORDER BY id LIMIT 3', 10, [1, 2, 3]],
    ['SELECT id FROM fixture ORDER BY id LIMIT 50', 4, [1, 2, 3, 4]],
    ['SELECT id FROM fixture ORDER BY id LIMIT 5 OFFSET 10', 2, [11, 12]],
    ['SELECT id FROM fixture ORDER BY id -- LIMIT 1\n', 6, [1, 2, 3, 4, 5, 6]],
    ['SELECT id FROM fixture ORDER BY id;', 2, [1, 2]],
    ["SELECT id FROM fixture WHERE name <> 'LIMIT 1' ORDER BY id", 3, [1, 2, 3]],
    ['WITH w AS (SELECT id FROM fixture WHERE id > 100) SELECT id FROM w ORDER BY id', 3, [101, 102, 103]],
    ['SELECT id FROM (SELECT id FROM fixture ORDER BY id LIMIT 8) AS s ORDER BY id', 3, [1, 2, 3]],
  ];

  it.each(CASES)('applyLimit(%j, %i) runs and returns the right rows', async (sql, limit, ids) => {
    const results = await everywhere((engine) => engine.spec.applyLimit(sql, limit));
    expectEverywhere(results, ids.map((id) => [id]));
  });

  it('maxRows stops reading after that many rows', async () => {
    for (const engine of engines) {
      const result = await engine.connection.execute('SELECT id FROM fixture ORDER BY id', [], { maxRows: 7 });
      expect({ engine: engine.spec.engine, rows: rowsOf(result) }).toEqual({ engine: engine.spec.engine, rows: [[1], [2], [3], [4], [5], [6], [7]] });
      expect((await engine.connection.execute('SELECT id FROM fixture', [], { maxRows: 0 })).rowCount).toBe(0);
      // The connection stays usable after a statement was cut short.
      expect(rowsOf(await engine.connection.execute('SELECT COUNT(*) AS n FROM fixture'))).toEqual([[200]]);
    }
  });
});

describe('statement options and connections', () => {
  it('the schema option resolves unqualified names for that statement only', async () => {
    for (const engine of engines.filter((candidate) => candidate.extraSchema !== null)) {
      for (let round = 0; round < 3; round++) {
        const inExtra = await engine.connection.execute('SELECT x FROM only_here', [], { schema: engine.extraSchema });
        expect(rowsOf(inExtra)).toEqual([[42]]);
        expect(rowsOf(await engine.connection.execute('SELECT COUNT(*) AS n FROM fixture'))).toEqual([[200]]);
      }
      await expect(engine.connection.execute('SELECT x FROM only_here')).rejects.toThrow();
    }
  });

  it('honours readOnly: reads work, writes are refused', async () => {
    for (const engine of engines) {
      const readOnly = await engine.spec.createEngine(engine.uri, { readOnly: true });
      try {
        expect(rowsOf(await readOnly.execute('SELECT COUNT(*) AS n FROM fixture'))).toEqual([[200]]);
        await expect(readOnly.execute("INSERT INTO parent (id, code) VALUES (999, 'read-only')"), engine.spec.engine).rejects.toThrow();
      } finally {
        await readOnly.close();
      }
      expect(rowsOf(await engine.connection.execute('SELECT COUNT(*) AS n FROM parent'))).toEqual([[0]]);
    }
  });

  it('driver errors keep their message', async () => {
    for (const engine of engines) {
      await expect(engine.connection.execute('SELECT * FROM no_such_table_anywhere')).rejects.toThrow(/no_such_table_anywhere/);
    }
  });
});

describe('introspection', () => {
  it('names the schema a table without one is read from, as the connection resolves it', async () => {
    const currentSchema: Record<string, string> = { duckdb: 'SELECT current_schema() AS s', postgresql: 'SELECT current_schema() AS s', mysql: 'SELECT DATABASE() AS s' };
    for (const engine of engines) {
      const label = engine.spec.engine;
      expect(engine.spec.defaultSchema?.(engine.uri), label).toBe(engine.defaultSchema);
      const query = currentSchema[label];
      if (query) expect((await engine.connection.execute(query)).data[0]?.[0], label).toBe(engine.defaultSchema);
    }
  });

  it('lists catalogs, schemas, tables and views', async () => {
    for (const engine of engines) {
      const label = engine.spec.engine;
      const catalogs = await engine.connection.getCatalogs();
      if (label === 'duckdb') expect(catalogs).toContain('conformance');
      else if (label === 'postgresql') expect(catalogs).toEqual([new URL(engine.uri).pathname.slice(1)]);
      else expect(catalogs).toEqual([]);
      const schemas = await engine.connection.getSchemas();
      expect(schemas, label).toContain(engine.defaultSchema);
      if (engine.extraSchema) expect(schemas, label).toContain(engine.extraSchema);
      for (const schema of [engine.defaultSchema, null]) {
        expect(await engine.connection.getTables(schema), label).toEqual(
          expect.arrayContaining([
            { name: 'fixture', type: 'table' },
            { name: 'parent', type: 'table' },
            { name: 'child', type: 'table' },
            { name: 'fixture_view', type: 'view' },
          ]),
        );
      }
    }
  });

  it('describes columns, keys and indexes', async () => {
    for (const engine of engines) {
      const label = engine.spec.engine;
      const ref = { table: 'child', schema: engine.defaultSchema };
      const columns = await engine.connection.getColumns(ref);
      expect(columns.map(({ name, genericType, nullable }) => ({ name, genericType, nullable })), label).toEqual([
        { name: 'id', genericType: 'numeric', nullable: false },
        { name: 'parent_id', genericType: 'numeric', nullable: true },
        { name: 'note', genericType: 'string', nullable: true },
        { name: 'amount', genericType: 'numeric', nullable: true },
        { name: 'seen_at', genericType: 'temporal', nullable: true },
        { name: 'active', genericType: 'boolean', nullable: true },
      ]);
      const note = columns.find((column) => column.name === 'note')!;
      expect(note.default, label).toMatch(/n/);
      expect(note.comment ?? null, label).toBe(label === 'sqlite' ? null : 'a note');
      expect(columns.find((column) => column.name === 'id')!.default ?? null, label).toBeNull();

      expect((await engine.connection.getPrimaryKey(ref)).columns, label).toEqual(['id']);
      expect((await engine.connection.getPrimaryKey({ table: 'fixture_view', schema: engine.defaultSchema })).columns, label).toEqual([]);
      expect(await engine.connection.getForeignKeys(ref), label).toEqual([
        expect.objectContaining({ columns: ['parent_id'], referredTable: 'parent', referredColumns: ['id'], referredSchema: engine.defaultSchema }),
      ]);
      const ours = (indexes: { name: string }[]) => indexes.filter((index) => /^(ix|ux)_/.test(index.name));
      expect(ours(await engine.connection.getIndexes(ref)), label).toEqual([{ name: 'ix_child_note', columns: ['note', 'amount'], unique: false }]);
      expect(ours(await engine.connection.getIndexes({ table: 'parent' })), label).toEqual([{ name: 'ux_parent_code', columns: ['code'], unique: true }]);
      expect(await engine.connection.getColumns({ table: 'no_such_table', schema: engine.defaultSchema }), label).toEqual([]);
    }
  });

  it('explains a query and lists function names', async () => {
    for (const engine of engines) {
      const plan = await engine.connection.explain('SELECT id FROM fixture WHERE id = 1');
      expect(plan.rowCount, engine.spec.engine).toBeGreaterThan(0);
      const functions = (await engine.connection.getFunctionNames()).map((name) => name.toLowerCase());
      expect(functions.length, engine.spec.engine).toBeGreaterThan(50);
      expect(functions, engine.spec.engine).toEqual(expect.arrayContaining(['abs', 'count', 'max']));
    }
  });
});

describe('cancellation stops the statement in the engine', () => {
  const cases = ENGINE_KEYS.flatMap((key) => [
    [key, 'signal'],
    [key, 'timeout'],
  ]) as Array<[string, 'signal' | 'timeout']>;

  it.each(cases)('%s: aborted by %s within 2 s, and no longer running', async (key, how) => {
    const engine = engineNamed(key);
    const marker = `tessera-cancel-${randomUUID()}`;
    const controller = new AbortController();
    const timeoutMs = 1_500;
    const started = Date.now();
    const running = engine.connection.execute(longRunningQuery(engine, marker), [], how === 'signal' ? { signal: controller.signal } : { timeoutMs });
    running.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The probe sees the statement while it runs, so "no longer running" below means something.
    expect(await isStillRunning(engine, marker)).toBe(true);
    const cancelledAt = how === 'signal' ? Date.now() : started + timeoutMs;
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: how === 'signal' ? 'AbortError' : 'TimeoutError' });
    expect(Date.now() - cancelledAt).toBeLessThan(2_000);
    expect(await isStillRunning(engine, marker)).toBe(false);
    expect(rowsOf(await engine.connection.execute('SELECT COUNT(*) AS n FROM fixture'))).toEqual([[200]]);
  });

  it('an already aborted signal runs nothing', async () => {
    for (const engine of engines) {
      await expect(engine.connection.execute('SELECT 1', [], { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    }
  });
});
