import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExampleDataset } from './example-dataset.js';
import { loadExamples } from './load-examples.js';

const STANDARD = ['birth_names', 'cleaned_sales_data', 'flights', 'long_lat'];

let dir: string;
let fileA: string;
let fileB: string;
let first: ExampleDataset[];
let second: ExampleDataset[];
let firstLog: string[];

/** Runs small queries against a database file, then closes it. */
async function query<T>(file: string, run: (q: (sql: string) => Promise<unknown[][]>) => Promise<T>): Promise<T> {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    return await run(async (sql) => (await connection.runAndReadAll(sql)).getRows());
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** Order-independent fingerprint of every table's contents, computed in SQL. */
async function checksums(file: string, tables: string[]): Promise<Record<string, string>> {
  return query(file, async (q) => {
    const out: Record<string, string> = {};
    for (const table of tables) {
      const [row] = await q(`SELECT count(*), sum(hash(t)::HUGEINT), bit_xor(hash(t)) FROM "${table}" AS t`);
      out[table] = (row ?? []).map(String).join('/');
    }
    return out;
  });
}

const byName = (datasets: ExampleDataset[], name: string): ExampleDataset => {
  const found = datasets.find((d) => d.tableName === name);
  if (!found) throw new Error(`no dataset ${name}`);
  return found;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tessera-examples-'));
  fileA = path.join(dir, 'a', 'examples.duckdb');
  fileB = path.join(dir, 'b', 'nested', 'examples.duckdb');
  firstLog = [];
  first = await loadExamples({ path: fileA, logger: { info: (msg) => firstLog.push(msg) } });
  second = await loadExamples({ path: fileB });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadExamples', () => {
  it('creates the four standard tables and describes them', () => {
    expect(first.map((d) => d.tableName)).toEqual(STANDARD);
    expect(firstLog.filter((msg) => msg.includes('created'))).toHaveLength(4);
    for (const dataset of first) {
      expect(dataset.schema).toBe('main');
      expect(dataset.description.length).toBeGreaterThan(10);
      expect(dataset.metrics.find((m) => m.metric_name === 'count')?.expression).toBe('COUNT(*)');
      const main = dataset.columns.find((c) => c.column_name === dataset.mainDttmCol);
      expect(main?.is_dttm).toBe(true);
      for (const column of dataset.columns) expect(column.filterable).toBe(true);
    }
  });

  it('fills each table with a row count in its intended range', async () => {
    const counts = await query(fileA, async (q) => {
      const out: Record<string, number> = {};
      for (const table of STANDARD) out[table] = Number((await q(`SELECT count(*) FROM "${table}"`))[0]?.[0]);
      return out;
    });
    expect(counts.birth_names).toBeGreaterThanOrEqual(40_000);
    expect(counts.birth_names).toBeLessThanOrEqual(80_000);
    expect(counts.cleaned_sales_data).toBeGreaterThanOrEqual(2_000);
    expect(counts.cleaned_sales_data).toBeLessThanOrEqual(5_000);
    expect(counts.flights).toBeGreaterThanOrEqual(90_000);
    expect(counts.flights).toBeLessThanOrEqual(110_000);
    expect(counts.long_lat).toBe(10_000);
  });

  it('generates identical contents in two fresh files', async () => {
    expect(await checksums(fileB, STANDARD)).toEqual(await checksums(fileA, STANDARD));
    expect(second).toEqual(first);
  });

  it('is idempotent: a second load into the same file creates nothing and changes nothing', async () => {
    const before = await checksums(fileA, STANDARD);
    const log: string[] = [];
    const again = await loadExamples({ path: fileA, logger: { info: (msg) => log.push(msg) } });
    expect(log.filter((msg) => msg.includes('created'))).toEqual([]);
    expect(again).toEqual(first);
    expect(await checksums(fileA, STANDARD)).toEqual(before);
  });

  it('reads column types back from DuckDB', () => {
    const col = (table: string, name: string) => byName(first, table).columns.find((c) => c.column_name === name);
    expect(col('birth_names', 'ds')).toMatchObject({ type: 'TIMESTAMP', type_generic: 'TEMPORAL', is_dttm: true, groupby: true });
    expect(col('birth_names', 'num')).toMatchObject({ type: 'BIGINT', type_generic: 'NUMERIC', is_dttm: false, groupby: false });
    expect(col('birth_names', 'name')).toMatchObject({ type: 'VARCHAR', type_generic: 'STRING', is_dttm: false, groupby: true });
    expect(col('cleaned_sales_data', 'order_date')).toMatchObject({ type: 'TIMESTAMP', is_dttm: true });
    expect(col('cleaned_sales_data', 'sales')).toMatchObject({ type: 'DOUBLE', type_generic: 'NUMERIC' });
    expect(col('flights', 'flight_date')).toMatchObject({ type: 'DATE', type_generic: 'TEMPORAL', is_dttm: true });
    expect(col('flights', 'cancelled')).toMatchObject({ type: 'BOOLEAN', type_generic: 'BOOLEAN', is_dttm: false });
    expect(col('flights', 'departure_delay')).toMatchObject({ type: 'INTEGER', type_generic: 'NUMERIC' });
    expect(col('long_lat', 'lat')).toMatchObject({ type: 'DOUBLE', type_generic: 'NUMERIC' });
    expect(col('long_lat', 'recorded_at')).toMatchObject({ type: 'TIMESTAMP', is_dttm: true });
    expect(byName(first, 'birth_names').columns.map((c) => c.column_name)).toEqual([
      'ds', 'gender', 'name', 'num', 'state', 'num_boys', 'num_girls',
    ]);
  });

  it('offers metrics that run as SQL against their table', async () => {
    const names = (table: string) => byName(first, table).metrics.map((m) => m.metric_name);
    expect(names('birth_names')).toContain('sum__num');
    expect(names('cleaned_sales_data')).toContain('sum__sales');
    expect(names('flights')).toContain('avg__departure_delay');
    await query(fileA, async (q) => {
      for (const dataset of first) {
        for (const metric of dataset.metrics) {
          const [row] = await q(`SELECT ${metric.expression} FROM "${dataset.tableName}"`);
          expect(row?.[0], `${dataset.tableName}.${metric.metric_name}`).not.toBeNull();
        }
      }
    });
  });

  it('creates big_events with exactly bigRows rows when big is set', async () => {
    const file = path.join(dir, 'big', 'examples.duckdb');
    const datasets = await loadExamples({ path: file, big: true, bigRows: 50_000 });
    expect(datasets.map((d) => d.tableName)).toEqual([...STANDARD, 'big_events']);
    const [row] = await query(file, (q) =>
      q(`SELECT count(*), count(DISTINCT event_type), count(DISTINCT device), count(DISTINCT channel),
                count(DISTINCT country), count(DISTINCT item_id), min(event_time), max(event_time)
         FROM big_events`),
    );
    expect(row?.slice(0, 5).map(Number)).toEqual([50_000, 5, 3, 8, 50]);
    expect(Number(row?.[5])).toBeGreaterThan(800);
    expect(Number(row?.[5])).toBeLessThanOrEqual(1000);
    expect(String(row?.[6]).slice(0, 4)).toBe('2023');
    expect(String(row?.[7]).slice(0, 4)).toBe('2024');

    // A later load without `big` keeps and still reports the table.
    const again = await loadExamples({ path: file });
    expect(again.map((d) => d.tableName)).toContain('big_events');
    expect(byName(again, 'big_events').columns.find((c) => c.column_name === 'event_time')?.is_dttm).toBe(true);
  });

  it('rejects an invalid bigRows', async () => {
    await expect(loadExamples({ path: path.join(dir, 'bad.duckdb'), bigRows: -1 })).rejects.toThrow(/bigRows/);
  });
});
