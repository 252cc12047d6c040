import type { DatabaseEngineContribution, EngineConnection, SqlParam } from '@core/plugin-api/index.js';

/** One row of the shared fixture table, as every engine must return it. */
export interface FixtureRow {
  id: number;
  grp: string | null;
  qty: number | null;
  price: number;
  name: string;
  flag: boolean | null;
  /** Epoch milliseconds (UTC). */
  ts: number | null;
  /** Epoch milliseconds of the UTC midnight of `ts`'s day. */
  d: number | null;
}

/** Strings that break naive escaping: quotes, backslashes, comment and statement markers, LIKE wildcards, unicode. */
export const HOSTILE_STRINGS: readonly string[] = [
  'plain',
  "O'Brien",
  "'; DROP TABLE x; --",
  '\\',
  "\\'",
  "\\'; SELECT 1; --",
  'back\\slash\\n',
  'double "quote"',
  'back`tick',
  'percent % and _under',
  'semi;colon /* not a comment */',
  '# hash -- dash',
  'new\nline\ttab',
  'ünïcödé ß',
  '日本語テキスト',
  'emoji 🎉👍🏽',
  '$$ dollar $tag$',
  "E'\\x41'",
];

/**
 * Instants chosen to sit on the edges grains get wrong: DST changes in the US and EU (no such
 * thing in UTC, but in a careless local-time conversion), a leap day, year, month and week
 * boundaries, fractional seconds, and the last second before 1970.
 */
const INSTANTS = [
  '2024-03-10T02:30:00.250Z',
  '2024-03-31T01:30:00.000Z',
  '2024-10-27T01:59:59.999Z',
  '2024-11-03T01:30:00.500Z',
  '2024-02-29T23:59:59.999Z',
  '2024-02-29T00:00:00.000Z',
  '2023-12-31T23:59:59.500Z',
  '2024-01-01T00:00:00.000Z',
  '2024-06-30T12:07:13.123Z',
  '2024-09-28T23:15:00.000Z',
  '2024-09-29T00:45:30.000Z',
  '1969-12-31T23:59:59.000Z',
].map((iso) => Date.parse(iso));

const GROUPS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
const MS_PER_DAY = 86_400_000;

function fixtureRow(id: number): FixtureRow {
  const ts = id % 13 === 0 ? null : INSTANTS[id % INSTANTS.length]! + (id % 4) * 3_600_123 + Math.floor(id / INSTANTS.length) * 86_400_000 * 9;
  return {
    id,
    grp: id % 17 === 0 ? null : GROUPS[id % GROUPS.length]!,
    qty: id % 7 === 0 ? null : ((id * 37) % 101) - 20,
    price: ((id * 7919) % 100_000) / 100,
    name: `${HOSTILE_STRINGS[id % HOSTILE_STRINGS.length]} #${id}`,
    flag: id % 11 === 0 ? null : id % 3 === 0,
    ts,
    d: ts === null ? null : Math.floor(ts / MS_PER_DAY) * MS_PER_DAY,
  };
}

/** The 200 rows every engine loads. */
export const FIXTURE_ROWS: readonly FixtureRow[] = Array.from({ length: 200 }, (_, index) => fixtureRow(index + 1));

export const FIXTURE_COLUMNS = ['id', 'grp', 'qty', 'price', 'name', 'flag', 'ts', 'd'] as const;

/** Column types per engine: the same data in each dialect's natural types. */
const COLUMN_TYPES: Readonly<Record<string, readonly string[]>> = {
  duckdb: ['INTEGER PRIMARY KEY', 'VARCHAR', 'INTEGER', 'DECIMAL(10,2)', 'VARCHAR', 'BOOLEAN', 'TIMESTAMP', 'DATE'],
  sqlite: ['INTEGER PRIMARY KEY', 'TEXT', 'INTEGER', 'DECIMAL(10,2)', 'TEXT', 'BOOLEAN', 'DATETIME', 'DATE'],
  postgresql: ['integer PRIMARY KEY', 'text', 'integer', 'numeric(10,2)', 'text', 'boolean', 'timestamp(3)', 'date'],
  mysql: ['INT PRIMARY KEY', 'VARCHAR(32)', 'INT', 'DECIMAL(10,2)', 'VARCHAR(255)', 'BOOLEAN', 'DATETIME(3)', 'DATE'],
};

/** Creates `table` and inserts the fixture through the connection, in one statement with bound parameters. */
export async function loadFixture(spec: DatabaseEngineContribution, connection: EngineConnection, table: string): Promise<void> {
  const types = COLUMN_TYPES[spec.engine]!;
  const q = spec.quoteIdentifier;
  await connection.execute(`CREATE TABLE ${q(table)} (${FIXTURE_COLUMNS.map((column, index) => `${q(column)} ${types[index]}`).join(', ')})`);
  const params: SqlParam[] = [];
  const tuples = FIXTURE_ROWS.map((row) => {
    const values: SqlParam[] = [
      row.id,
      row.grp,
      row.qty,
      row.price,
      row.name,
      row.flag,
      row.ts === null ? null : new Date(row.ts),
      row.d === null ? null : new Date(row.d).toISOString().slice(0, 10),
    ];
    const start = params.length;
    params.push(...values);
    return `(${values.map((_, index) => spec.placeholder(start + index + 1)).join(', ')})`;
  });
  await connection.execute(`INSERT INTO ${q(table)} (${FIXTURE_COLUMNS.map(q).join(', ')}) VALUES ${tuples.join(', ')}`, params);
}
