import { ErrorType } from '@core/errors/index.js';
import type { QueryObject } from '@core/plugin-api/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileQueryObject, isCompileError } from './index.js';
import type { CompilerColumn, CompilerDatasource } from './compiler-datasource.js';
import { openEngineFixtures, type EngineFixture } from './test-engine-fixtures.js';
import { TEST_SPECS } from './test-engine-specs.js';

let engines: EngineFixture[] = [];
beforeAll(async () => {
  engines = await openEngineFixtures();
}, 60_000);
afterAll(async () => {
  await Promise.all(engines.map((e) => e.close()));
});

/** The instants of the rows, and the value each row carries. */
const ROWS: ReadonlyArray<readonly [id: number, iso: string, value: number]> = [
  [1, '2019-03-01T10:11:12', 1],
  [2, '2019-03-01T23:59:59', 2],
  [3, '2019-03-02T00:00:00', 4],
  [4, '2020-07-15T06:30:00', 8],
  [5, '2010-12-31T12:00:00', 16],
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
function layouts(iso: string) {
  const d = new Date(`${iso}Z`);
  const [Y, m, dd, H, M, S] = [d.getUTCFullYear(), pad(d.getUTCMonth() + 1), pad(d.getUTCDate()), pad(d.getUTCHours()), pad(d.getUTCMinutes()), pad(d.getUTCSeconds())];
  return {
    es: d.getTime() / 1000,
    ems: d.getTime(),
    iso_text: `${Y}-${m}-${dd} ${H}:${M}:${S}`,
    t_text: `${Y}-${m}-${dd}T${H}:${M}:${S}`,
    micro_text: `${Y}-${m}-${dd} ${H}:${M}:${S}.000000`,
    compact: `${Y}${m}${dd}-${H}${M}${S}`,
    day_text: `${Y}-${m}-${dd}`,
    yr: Y,
  };
}

/** A virtual dataset every engine reads: one SELECT of literals per row, joined by UNION ALL. */
const VIRTUAL_SQL = ROWS.map(([id, iso, value]) => {
  const l = layouts(iso);
  const text = (s: string) => `'${s}'`;
  return `SELECT ${id} AS id, ${l.es} AS es, ${l.ems} AS ems, ${text(l.iso_text)} AS iso_text, ${text(l.t_text)} AS t_text, ${text(l.micro_text)} AS micro_text, ${text(l.compact)} AS compact, ${text(l.day_text)} AS day_text, ${l.yr} AS yr, ${value} AS val`;
}).join(' UNION ALL ');

const col = (column_name: string, type: string, python_date_format: string | null = null): CompilerColumn => ({
  column_name, expression: null, type, is_dttm: python_date_format !== null, python_date_format,
});

const DATASOURCE: CompilerDatasource = {
  id: 7, tableName: 'formats', schema: null, catalog: null, sql: VIRTUAL_SQL, mainDttmCol: 'es',
  columns: [
    col('id', 'INTEGER'), col('val', 'INTEGER'),
    col('es', 'BIGINT', 'epoch_s'), col('ems', 'BIGINT', 'epoch_ms'),
    col('iso_text', 'VARCHAR', '%Y-%m-%d %H:%M:%S'), col('t_text', 'VARCHAR', '%Y-%m-%dT%H:%M:%S'),
    col('micro_text', 'VARCHAR', '%Y-%m-%d %H:%M:%S.%f'), col('compact', 'VARCHAR', '%Y%m%d-%H%M%S'),
    col('day_text', 'VARCHAR', '%Y-%m-%d'), col('yr', 'BIGINT', '%Y'),
  ],
  metrics: [{ metric_name: 'sum_val', expression: 'SUM(val)' }],
};

const axis = (column: string, timeGrain?: string) => ({ expressionType: 'SQL', sqlExpression: column, label: column, columnType: 'BASE_AXIS', ...(timeGrain ? { timeGrain } : {}) }) as const;

async function rowsPerEngine(query: QueryObject, datasource: CompilerDatasource = DATASOURCE) {
  return Promise.all(
    engines.map(async (engine) => {
      const compiled = compileQueryObject({ query, datasource, spec: engine.spec, now: new Date(Date.UTC(2024, 5, 15, 12)) });
      return { engine: engine.engine, sql: compiled.sql, rows: await engine.rows(compiled.sql) };
    }),
  );
}

const DAILY = [
  { day: '2019-03-01 00:00:00', sum_val: 3 },
  { day: '2019-03-02 00:00:00', sum_val: 4 },
];

describe('temporal columns stored as numbers or text, on DuckDB, SQLite, PostgreSQL and MariaDB', () => {
  it.each(['es', 'ems', 'iso_text', 't_text', 'micro_text', 'compact'])('%s: a daily x-axis within a time range', async (column) => {
    const query: QueryObject = {
      columns: [{ ...axis(column, 'P1D'), label: 'day' }],
      metrics: ['sum_val'],
      filters: [{ col: column, op: 'TEMPORAL_RANGE', val: '2019-03-01 : 2019-03-03' }],
      orderby: [[{ ...axis(column, 'P1D'), label: 'day' }, true]],
    };
    for (const { engine, rows } of await rowsPerEngine(query)) expect(rows, engine).toEqual(DAILY);
  });

  it('a year stored as an integer (%Y) by year, bounded by a time range', async () => {
    const query: QueryObject = {
      columns: [axis('yr', 'P1Y')],
      metrics: ['sum_val'],
      filters: [{ col: 'yr', op: 'TEMPORAL_RANGE', val: '2010-01-01 : 2020-01-01' }],
      orderby: [[axis('yr', 'P1Y'), true]],
    };
    for (const { engine, rows } of await rowsPerEngine(query)) {
      expect(rows, engine).toEqual([
        { yr: '2010-01-01 00:00:00', sum_val: 16 },
        { yr: '2019-01-01 00:00:00', sum_val: 7 },
      ]);
    }
  });

  it('a date stored as text, by month, with the legacy time column and time range', async () => {
    const query: QueryObject = { is_timeseries: true, granularity: 'day_text', metrics: ['sum_val'], extras: { time_grain_sqla: 'P1M' }, time_range: '2019-01-01 : 2021-01-01', orderby: [['sum_val', true]] };
    for (const { engine, rows } of await rowsPerEngine(query)) {
      expect(rows, engine).toEqual([
        { __timestamp: '2019-03-01 00:00:00', sum_val: 7 },
        { __timestamp: '2020-07-01 00:00:00', sum_val: 8 },
      ]);
    }
  });

  it('compares epoch columns with the bounds as epoch numbers, and text read as timestamps', () => {
    const compile = (column: string) =>
      compileQueryObject({ query: { columns: ['id'], filters: [{ col: column, op: 'TEMPORAL_RANGE', val: '2019-03-01 : 2019-03-02' }] }, datasource: DATASOURCE, spec: TEST_SPECS.duckdb }).sql;
    expect(compile('es')).toContain('"es" >= 1551398400 AND "es" < 1551484800');
    expect(compile('ems')).toContain('"ems" >= 1551398400000 AND "ems" < 1551484800000');
    expect(compile('compact')).toContain(`try_strptime(CAST("compact" AS VARCHAR), '%Y%m%d-%H%M%S') >= TIMESTAMP '2019-03-01 00:00:00'`);
  });

  it('reads a text that does not match its pattern as NULL on DuckDB rather than failing the chart', async () => {
    const duckdb = engines.find((e) => e.engine === 'duckdb')!;
    const datasource = { ...DATASOURCE, sql: `${VIRTUAL_SQL} UNION ALL SELECT 6, 0, 0, 'soon', '', '', '', '', 0, 32` };
    const query: QueryObject = { columns: [{ ...axis('iso_text', 'P1Y'), label: 'year' }], metrics: ['sum_val'], orderby: [['sum_val', true]] };
    const rows = await duckdb.rows(compileQueryObject({ query, datasource, spec: duckdb.spec }).sql);
    expect(rows).toEqual([{ year: '2020-01-01 00:00:00', sum_val: 8 }, { year: '2019-01-01 00:00:00', sum_val: 7 }, { year: '2010-01-01 00:00:00', sum_val: 16 }, { year: null, sum_val: 32 }].sort((a, b) => a.sum_val - b.sum_val));
  });

  it('keeps a filter value list on the stored values (what a select filter offers)', async () => {
    for (const { engine, rows } of await rowsPerEngine({ columns: ['id'], filters: [{ col: 'yr', op: 'IN', val: [2010, 2020] }], orderby: [['id', true]] })) {
      expect(rows, engine).toEqual([{ id: 4 }, { id: 5 }]);
    }
  });

  it('runs a numeric x-axis without the grain the chart sends, whether named, quoted or in parentheses', async () => {
    const plain = { ...DATASOURCE, columns: DATASOURCE.columns.map((c) => (c.column_name === 'yr' ? { ...c, is_dttm: false } : c)) };
    for (const engine of engines) {
      for (const x of ['yr', engine.spec.quoteIdentifier('yr'), '(yr)']) {
        const query: QueryObject = { columns: [{ ...axis(x, 'P1D'), label: 'yr' }], metrics: ['sum_val'], orderby: [[{ ...axis(x, 'P1D'), label: 'yr' }, true]], extras: { time_grain_sqla: 'P1D' } };
        const rows = await engine.rows(compileQueryObject({ query, datasource: plain, spec: engine.spec }).sql);
        expect(rows.map((r) => [Number(r['yr']), r['sum_val']]), `${engine.engine} ${x}`).toEqual([[2010, 16], [2019, 7], [2020, 8]]);
      }
    }
  });
});

describe('temporal formats the engine cannot read', () => {
  const compileWith = (format: string, engine: keyof typeof TEST_SPECS) => () =>
    compileQueryObject({
      query: { columns: [axis('t', 'P1D')], metrics: ['count'] },
      datasource: { ...DATASOURCE, sql: null, columns: [col('t', 'VARCHAR', format)], metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }] },
      spec: TEST_SPECS[engine],
    });

  it('refuses a directive no engine reads, naming the column and the format', () => {
    expect(compileWith('%Y-%W', 'duckdb')).toThrow('The datetime format "%Y-%W" of column t uses %W, which cannot be read');
    expect(compileWith('%Y-%', 'postgresql')).toThrow('uses a lone %');
    expect(compileWith('year', 'mysql')).toThrow('has no date or time directive');
    try {
      compileWith('%Y-%W', 'duckdb')();
    } catch (error) {
      expect(isCompileError(error) && error.errorType).toBe(ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
    }
  });

  it('refuses on SQLite a layout whose fields vary in width, which it has no function to read', () => {
    expect(compileWith('%d %b %Y', 'sqlite')).toThrow('SQLite cannot read the datetime format "%d %b %Y" of column t');
    expect(compileWith('%d %b %Y', 'duckdb')).not.toThrow();
  });

  it('translates the directives per engine', () => {
    const sql = (engine: keyof typeof TEST_SPECS) => compileWith('%d/%m/%Y %I:%M %p', engine)().sql;
    expect(sql('duckdb')).toContain(`try_strptime(CAST("t" AS VARCHAR), '%d/%m/%Y %I:%M %p')`);
    expect(sql('postgresql')).toContain(`to_timestamp(CAST("t" AS TEXT) || ' +00', 'DD/MM/YYYY HH12:MI AM TZH')`);
    expect(sql('mysql')).toContain("STR_TO_DATE(CAST(`t` AS CHAR), '%d/%m/%Y %h:%i %p')");
  });
});
