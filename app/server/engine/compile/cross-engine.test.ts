import type { QueryObject } from '@core/plugin-api/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileQueryObject } from './index.js';
import type { CompilerDatasource } from './compiler-datasource.js';
import { openEngineFixtures, type EngineFixture } from './test-engine-fixtures.js';
import { fixtureDatasource } from './test-fixture.js';

let engines: EngineFixture[] = [];
beforeAll(async () => {
  engines = await openEngineFixtures();
}, 60_000);
afterAll(async () => {
  await Promise.all(engines.map((e) => e.close()));
});

const SUM_NUM = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } } as const;
const axis = (timeGrain: string) => ({ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain }) as const;

/** Rows in a canonical order, for queries whose order engines may legitimately differ on (NULLs first or last). */
function canonical(rows: Record<string, unknown>[]): string[] {
  return rows.map((r) => JSON.stringify(r)).sort();
}

async function resultsPerEngine(query: QueryObject, datasource: Partial<CompilerDatasource> = {}) {
  return Promise.all(
    engines.map(async (engine) => {
      const compiled = compileQueryObject({ query, datasource: fixtureDatasource(datasource), spec: engine.spec, now: new Date(2024, 5, 15, 12) });
      return { engine: engine.engine, compiled, rows: await engine.rows(compiled.sql) };
    }),
  );
}

const CASES: [string, QueryObject, Partial<CompilerDatasource>?][] = [
  ['aggregate by a column', { columns: ['gender'], metrics: ['count', SUM_NUM, { expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'name' } }] }],
  ['raw rows with limit and offset', { columns: ['name', 'num'], orderby: [['num', false]], row_limit: 4, row_offset: 1 }],
  ['time series by month', { columns: [axis('P1M')], metrics: [SUM_NUM], filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2023-01-01 : 2024-03-01' }], orderby: [[axis('P1M'), true]] }],
  ['time series by year and series', { columns: [axis('P1Y'), 'gender'], metrics: ['count'] }],
  ['legacy time series', { is_timeseries: true, granularity: 'ds', metrics: [SUM_NUM], extras: { time_grain_sqla: 'P1D' }, time_range: 'Last year' }],
  ['series limit', { columns: [axis('P1Y'), 'gender'], metrics: [SUM_NUM], series_columns: ['gender'], series_limit: 2 }],
  ['series limit including the NULL series', { columns: ['gender'], metrics: ['count'], series_columns: ['gender'], series_limit: 1, series_limit_metric: SUM_NUM, order_desc: false }],
  [
    'x-axis ordered with the grain of extras',
    { columns: [{ ...axis(''), timeGrain: undefined }], metrics: ['count'], extras: { time_grain_sqla: 'P1Y' }, orderby: [[{ ...axis(''), timeGrain: undefined }, false]] },
  ],
  ['row count', { columns: ['gender'], metrics: ['count'], is_rowcount: true }],
  ['virtual dataset', { columns: ['gender'], metrics: ['count'], filters: [{ col: 'num', op: '>=', val: 5 }] }, { sql: 'SELECT * FROM sales WHERE price < 9' }],
  ['extras where and having', { columns: ['gender'], metrics: ['sum_num'], extras: { where: 'num * 2 > 4', having: 'SUM(num) > 10' } }],
  ['computed column and saved metric', { columns: ['num_x2'], metrics: ['sum_num'], filters: [{ col: 'num_x2', op: '<', val: 20 }] }],
];

const FILTERS: [string, QueryObject['filters']][] = [
  ['==', [{ col: 'gender', op: '==', val: 'girl' }]],
  ['== NULL and <empty string>', [{ col: 'note', op: 'IN', val: ['<NULL>', '<empty string>'] }]],
  ['!=', [{ col: 'num', op: '!=', val: '10' }]],
  ['> < >= <=', [{ col: 'num', op: '>', val: 1 }, { col: 'num', op: '<', val: 40 }, { col: 'price', op: '>=', val: 2.5 }, { col: 'price', op: '<=', val: 9.5 }]],
  ['> on a timestamp', [{ col: 'ds', op: '>', val: '2024-01-25' }]],
  // Patterns without letters whose case differs: LIKE follows each engine's case rules (MySQL and SQLite ignore case).
  ['LIKE on text, numbers and timestamps', [{ col: 'name', op: 'LIKE', val: '%r%' }, { col: 'num', op: 'LIKE', val: '%0' }, { col: 'ds', op: 'LIKE', val: '202%' }]],
  ['NOT LIKE', [{ col: 'note', op: 'NOT LIKE', val: '%x%' }]],
  ['ILIKE on text and numbers', [{ col: 'note', op: 'ILIKE', val: 'HEL%' }]],
  ['ILIKE on a double', [{ col: 'price', op: 'ILIKE', val: '%.5' }]],
  ['IS NULL / IS NOT NULL', [{ col: 'note', op: 'IS NOT NULL' }, { col: 'active', op: 'IS NULL' }]],
  ['IN with NULL', [{ col: 'gender', op: 'IN', val: ['other', null] }]],
  ['NOT IN', [{ col: 'gender', op: 'NOT IN', val: ['boy', '<NULL>'] }]],
  ['IS TRUE', [{ col: 'active', op: 'IS TRUE' }]],
  ['IS FALSE', [{ col: 'active', op: 'IS FALSE' }]],
  ['== false on a boolean', [{ col: 'active', op: '==', val: false }]],
  ['TEMPORAL_RANGE', [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' }]],
  ['a grain in a filter', [{ col: 'ds', op: '==', val: '2024-01-01', grain: 'P1M' }]],
  ['a quote in a value', [{ col: 'note', op: 'IN', val: ["O'Brien", 'x'] }]],
];

describe('the same query objects give the same rows on DuckDB, SQLite, PostgreSQL and MariaDB', () => {
  it.each(CASES)('%s', async (_name, query, datasource) => {
    const [reference, ...others] = await resultsPerEngine(query, datasource);
    expect(reference!.rows.length).toBeGreaterThan(0);
    for (const other of others) expect(canonical(other.rows), other.engine).toEqual(canonical(reference!.rows));
  });

  it.each(FILTERS)('filter %s', async (_name, filters) => {
    const [reference, ...others] = await resultsPerEngine({ columns: ['id'], filters, orderby: [['id', true]] });
    expect(reference!.rows.length).toBeGreaterThan(0);
    for (const other of others) expect(other.rows, other.engine).toEqual(reference!.rows);
  });

  it('REGEX matches the same rows where the engine has regular expressions', async () => {
    const regex = engines.filter((e) => e.engine !== 'sqlite');
    const results = await Promise.all(
      regex.map(async (engine) => {
        const sql = compileQueryObject({ query: { columns: ['id'], filters: [{ col: 'name', op: 'REGEX', val: '^[AB].*[hb]$' }], orderby: [['id', true]] }, datasource: fixtureDatasource(), spec: engine.spec }).sql;
        return engine.rows(sql);
      }),
    );
    for (const rows of results) expect(rows).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('runs time comparison queries that return the shifted period on every engine', async () => {
    const query: QueryObject = { columns: [axis('P1M')], metrics: [SUM_NUM], filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-04-01' }], time_offsets: ['1 year ago'] };
    for (const { engine, compiled } of await resultsPerEngine(query)) {
      const fixture = engines.find((e) => e.engine === engine)!;
      expect(canonical(await fixture.rows(compiled.timeOffsets[0]!.sql)), engine).toEqual(
        canonical([
          { ds: '2023-01-01 00:00:00', 'SUM(num)': 30 },
          { ds: '2023-02-01 00:00:00', 'SUM(num)': 5 },
          { ds: '2023-03-01 00:00:00', 'SUM(num)': 7 },
        ]),
      );
    }
  });
});
