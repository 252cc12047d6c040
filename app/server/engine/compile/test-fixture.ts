import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CompilerDatasource } from './compiler-datasource.js';

/**
 * Test-only fixture of the compiler's tests: a small `sales` table (with NULLs, a boolean, a
 * timestamp, a column whose name holds quotes) loaded into a real DuckDB file.
 */
export const FIXTURE_TABLE = 'sales';
export const ODD_COLUMN = `it's "odd"`;

/** id, ds, gender, name, num, price, active, note, odd */
export const FIXTURE_ROWS: ReadonlyArray<readonly [number, string, string | null, string, number, number, boolean | null, string | null, string]> = [
  [1, '2023-01-15 10:00:00', 'boy', 'Aaron', 10, 1.5, true, 'x', 'o1'],
  [2, '2023-01-20 12:00:00', 'girl', 'Amy', 20, 2.5, false, null, 'o2'],
  [3, '2023-02-10 08:00:00', 'boy', 'Bob', 5, 3, true, '', 'o3'],
  [4, '2023-03-05 00:00:00', 'girl', 'Beth', 7, 4, null, 'hello', 'o4'],
  [5, '2024-01-10 00:00:00', 'boy', 'Carl', 30, 5, true, 'Hello', 'o5'],
  [6, '2024-01-25 00:00:00', 'girl', 'Cara', 40, 6, false, 'x', 'o6'],
  [7, '2024-02-14 00:00:00', null, 'Dan', 1, 7, true, null, 'o7'],
  [8, '2024-03-01 00:00:00', 'other', 'Dora', 3, 8, false, 'a%b', 'o8'],
  [9, '2024-03-15 00:00:00', 'boy', 'Ed', 100, 9.5, true, "O'Brien", 'o9'],
  [10, '2024-03-20 00:00:00', 'girl', 'Eve', 2, 10, true, 'y', 'o10'],
];

/** The dataset over the fixture table, with a computed column and saved metrics. */
export function fixtureDatasource(overrides: Partial<CompilerDatasource> = {}): CompilerDatasource {
  return {
    id: 1,
    tableName: FIXTURE_TABLE,
    schema: null,
    catalog: null,
    sql: null,
    mainDttmCol: 'ds',
    columns: [
      { column_name: 'id', expression: null, type: 'INTEGER', is_dttm: false },
      { column_name: 'ds', expression: null, type: 'TIMESTAMP', is_dttm: true },
      { column_name: 'gender', expression: null, type: 'VARCHAR', is_dttm: false },
      { column_name: 'name', expression: null, type: 'VARCHAR', is_dttm: false },
      { column_name: 'num', expression: null, type: 'INTEGER', is_dttm: false },
      { column_name: 'price', expression: null, type: 'DOUBLE', is_dttm: false },
      { column_name: 'active', expression: null, type: 'BOOLEAN', is_dttm: false },
      { column_name: 'note', expression: null, type: 'VARCHAR', is_dttm: false },
      { column_name: ODD_COLUMN, expression: null, type: 'VARCHAR', is_dttm: false },
      { column_name: 'num_x2', expression: 'num * 2', type: 'INTEGER', is_dttm: false },
    ],
    metrics: [
      { metric_name: 'count', expression: 'COUNT(*)' },
      { metric_name: 'sum_num', expression: 'SUM(num)' },
    ],
    ...overrides,
  };
}

/** CREATE TABLE + INSERT for the fixture, in SQL every built-in engine accepts (quote: the dialect's identifier quote). */
export function fixtureSql(quote: (name: string) => string, types: { timestamp: string; boolean: string; text: string } = { timestamp: 'TIMESTAMP', boolean: 'BOOLEAN', text: 'VARCHAR(100)' }): string[] {
  const lit = (v: string | number | boolean | null) =>
    v === null ? 'NULL' : typeof v === 'string' ? `'${v.replaceAll("'", "''")}'` : typeof v === 'boolean' ? (v ? '1' : '0') : String(v);
  const create = `CREATE TABLE ${quote(FIXTURE_TABLE)} (id INTEGER, ds ${types.timestamp}, gender ${types.text}, name ${types.text}, num INTEGER, price DOUBLE PRECISION, active ${types.boolean}, note ${types.text}, ${quote(ODD_COLUMN)} ${types.text})`;
  const values = FIXTURE_ROWS.map((row) => `(${row.map((v, i) => (i === 6 && v !== null && types.boolean === 'BOOLEAN' ? (v ? 'TRUE' : 'FALSE') : lit(v))).join(', ')})`);
  return [create, `INSERT INTO ${quote(FIXTURE_TABLE)} VALUES ${values.join(', ')}`];
}

/** A real DuckDB database file holding the fixture; `rows` runs SQL and returns plain row objects. */
export async function openDuckDbFixture(): Promise<{ rows: (sql: string) => Promise<Record<string, unknown>[]>; close: () => void }> {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-compile-'));
  const instance = await DuckDBInstance.create(path.join(dir, 'fixture.duckdb'));
  const connection = await instance.connect();
  for (const sql of fixtureSql((n) => `"${n.replaceAll('"', '""')}"`)) await connection.run(sql);
  const rows = async (sql: string) => {
    const reader = await connection.runAndReadAll(sql);
    return reader.getRowObjectsJS().map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)])));
  };
  return {
    rows,
    close: () => {
      connection.closeSync();
      instance.closeSync();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** bigint → number, dates and DuckDB temporal values → `YYYY-MM-DD HH:MM:SS` strings. */
export function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const text = String(value);
    return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text} 00:00:00` : text;
  }
  return value;
}
