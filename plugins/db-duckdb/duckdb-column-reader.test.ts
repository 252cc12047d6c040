import { describe, expect, it } from 'vitest';
import { isBufferedBatch, type ColumnarResult, type EngineConnection } from '@core/plugin-api/index.js';
import { duckdbEngine } from './duckdb-engine.js';

async function withEngine<T>(run: (engine: EngineConnection) => Promise<T>): Promise<T> {
  const engine = await duckdbEngine.createEngine('duckdb:///:memory:', {});
  try {
    return await run(engine);
  } finally {
    await engine.close();
  }
}

async function collect(stream: AsyncIterable<ColumnarResult>): Promise<ColumnarResult[]> {
  const batches: ColumnarResult[] = [];
  for await (const batch of stream) batches.push(batch);
  return batches;
}

/** Every column null on every 7th row (and on the rows `extraNull` names), so validity bitmaps cross chunks and bytes unevenly. */
const nullable = (expression: string, extraNull = 'false') => `CASE WHEN range % 7 = 3 OR ${extraNull} THEN NULL ELSE ${expression} END`;

/** Column name → expression over `range` (0 … 4999), one per type the reader handles. */
const COLUMNS: Record<string, string> = {
  tiny: nullable('CAST(range % 200 - 100 AS TINYINT)'),
  small: nullable('CAST(range * 7 - 20000 AS SMALLINT)'),
  int: nullable('CAST(range * 100003 - 250000000 AS INTEGER)'),
  utiny: nullable('CAST(range % 250 AS UTINYINT)'),
  usmall: nullable('CAST(range * 13 AS USMALLINT)'),
  uint: nullable('CAST(range * 800000 AS UINTEGER)'),
  big: nullable('CAST(range AS BIGINT) * 3000000000000 - 7500000000000000'),
  ubig: nullable('CAST(range AS UBIGINT) * 3000000000000'),
  huge: nullable('CAST(range AS HUGEINT) * 3000000000000 - 7500000000000000'),
  real: nullable('CAST(range / 3 AS FLOAT)'),
  dbl: nullable("CASE WHEN range = 11 THEN 'NaN'::DOUBLE WHEN range = 12 THEN 'inf'::DOUBLE ELSE range / 7 - 300 END"),
  dec4: nullable('CAST(range % 99 / 7 AS DECIMAL(4, 2))'),
  dec9: nullable('CAST(range * 123.457 - 300000 AS DECIMAL(9, 3))'),
  dec18: nullable('CAST(range * 12345678901.2345 - 30000000000000 AS DECIMAL(18, 4))'),
  dec18big: nullable('CAST(99999999999999.9999 - range AS DECIMAL(18, 4))'),
  dec38: nullable('CAST(range * 12345678901234567.891 AS DECIMAL(38, 10))'),
  day: nullable("DATE '1960-02-29' + CAST(range * 37 AS INTEGER)", "range = 20 OR range = 21"),
  dayinf: nullable("CASE WHEN range = 20 THEN 'infinity'::DATE WHEN range = 21 THEN '-infinity'::DATE ELSE DATE '2024-01-01' END"),
  ts: nullable("TIMESTAMP '1901-03-04 05:06:07.123456' + to_microseconds(CAST(range AS BIGINT) * 123456789013)"),
  tsfar: nullable("CASE WHEN range = 30 THEN 'infinity'::TIMESTAMP WHEN range = 31 THEN '-infinity'::TIMESTAMP WHEN range % 2 = 0 THEN TIMESTAMP '3000-06-01 00:00:00.000999' ELSE TIMESTAMP '1500-01-01 00:00:00.000001' END"),
  tstz: nullable("TIMESTAMPTZ '1969-12-31 23:59:59.999999+00' + to_microseconds(CAST(range AS BIGINT) * 1000003)"),
  tss: nullable("CAST(TIMESTAMP '1950-01-01' + to_seconds(range * 86399) AS TIMESTAMP_S)"),
  tsms: nullable("CAST(TIMESTAMP '1950-01-01 00:00:00.123' + to_milliseconds(range * 86399123) AS TIMESTAMP_MS)"),
  tsns: nullable("CAST(TIMESTAMP '1969-12-31 23:59:59.999999' + to_microseconds(range * 3) AS TIMESTAMP_NS)"),
  flag: nullable('range % 3 = 0'),
  text: nullable("CASE range % 4 WHEN 0 THEN '' WHEN 1 THEN 'short ' || range WHEN 2 THEN 'a string well past twelve bytes, row ' || range ELSE 'ünïcødé ✓ ' || range END"),
  mood: nullable("CAST(CASE range % 3 WHEN 0 THEN 'calm' WHEN 1 THEN 'ünïcødé mood' ELSE 'happy' END AS ENUM('calm', 'happy', 'ünïcødé mood'))"),
  items: nullable('[range, NULL, range * 2]'),
  bytes: nullable("CAST('\\x00\\xFF' || range AS BLOB)"),
  clock: nullable("TIME '01:02:03' + to_seconds(range)"),
};

const SQL = `SELECT ${Object.entries(COLUMNS).map(([name, expression]) => `${expression} AS ${name}`).join(', ')} FROM range(5000)`;

describe('DuckDB column-wise reader', () => {
  it.each([
    { batchRows: 1000, maxRows: undefined },
    { batchRows: 3001, maxRows: 4999 },
    { batchRows: 65_536, maxRows: 2051 },
  ])('reads every type as the value-by-value reader does (batches of $batchRows, at most $maxRows rows)', async ({ batchRows, maxRows }) => {
    await withEngine(async (engine) => {
      const expected = await engine.execute(SQL, [], maxRows === undefined ? {} : { maxRows });
      const batches = await collect(engine.executeStream!(SQL, [], { batchRows, ...(maxRows === undefined ? {} : { maxRows }) }));
      expect(batches.reduce((sum, batch) => sum + batch.rowCount, 0)).toBe(expected.rowCount);
      Object.keys(COLUMNS).forEach((name, column) => {
        const streamed = batches.flatMap((batch) => Array.from(batch.data[column]!).slice(0, batch.rowCount));
        expect({ name, values: streamed }).toEqual({ name, values: Array.from(expected.data[column]!) });
      });
    });
  });

  it('lays out numbers, 64-bit integers, timestamps, booleans and strings as Arrow buffers, and the rest as values', async () => {
    await withEngine(async (engine) => {
      const [first] = await collect(engine.executeStream!(SQL, [], { maxRows: 100 }));
      expect(first && isBufferedBatch(first)).toBe(true);
      if (!first || !isBufferedBatch(first)) return;
      const kinds = Object.fromEntries(Object.keys(COLUMNS).map((name, column) => [name, first.buffers[column]?.kind ?? null]));
      expect(kinds).toEqual({
        tiny: 'float64', small: 'float64', int: 'float64', utiny: 'float64', usmall: 'float64', uint: 'float64',
        big: 'int64', ubig: null, huge: null, real: 'float64', dbl: 'float64',
        dec4: 'float64', dec9: 'float64', dec18: 'float64', dec18big: 'float64', dec38: null,
        day: 'timestamp', dayinf: 'timestamp', ts: 'timestamp', tsfar: 'timestamp', tstz: 'timestamp', tss: 'timestamp', tsms: 'timestamp', tsns: 'timestamp',
        flag: 'bool', text: 'utf8', mood: 'utf8', items: null, bytes: null, clock: null,
      });
      // Row 3 is null in every column: its validity bit is clear and counted.
      for (const buffers of first.buffers) {
        if (!buffers) continue;
        expect(buffers.validity).not.toBeNull();
        expect((buffers.validity![0]! >> 3) & 1).toBe(0);
        expect(buffers.nullCount).toBeGreaterThanOrEqual(14);
      }
    });
  });

  it('gives no validity bitmap to a column without nulls', async () => {
    await withEngine(async (engine) => {
      const [first] = await collect(engine.executeStream!("SELECT range AS n, 'x' || range AS s FROM range(3000)", [], { batchRows: 5000 }));
      expect(first && isBufferedBatch(first) ? first.buffers.map((b) => [b?.validity ?? null, b?.nullCount]) : null).toEqual([[null, 0], [null, 0]]);
    });
  });
});
