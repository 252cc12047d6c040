import { ErrorType } from '@core/errors/index.js';
import type { QueryObject } from '@core/plugin-api/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileQueryObject, isCompileError, shiftTimestamp, type CompiledQuery } from './index.js';
import type { CompilerDatasource } from './compiler-datasource.js';
import { TEST_SPECS } from './test-engine-specs.js';
import { fixtureDatasource, openDuckDbFixture } from './test-fixture.js';

let fixture: Awaited<ReturnType<typeof openDuckDbFixture>>;
beforeAll(async () => {
  fixture = await openDuckDbFixture();
});
afterAll(() => fixture.close());

const NOW = new Date(2024, 5, 15, 12, 0, 0);

function compile(query: QueryObject, datasource: Partial<CompilerDatasource> = {}): CompiledQuery {
  return compileQueryObject({ query, datasource: fixtureDatasource(datasource), spec: TEST_SPECS.duckdb, now: NOW });
}

async function run(query: QueryObject, datasource: Partial<CompilerDatasource> = {}) {
  const compiled = compile(query, datasource);
  return { compiled, rows: await fixture.rows(compiled.sql) };
}

const SUM_NUM = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } } as const;
const X_AXIS_MONTH = { expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1M' } as const;

describe('compileQueryObject on DuckDB', () => {
  it('aggregates saved and adhoc metrics by a column, with Superset labels and order', async () => {
    const { compiled, rows } = await run({
      columns: ['gender'],
      metrics: ['count', SUM_NUM, { expressionType: 'SQL', sqlExpression: 'MAX(price)', label: 'top price' }],
      orderby: [[SUM_NUM, false]],
    });
    expect(compiled.labels).toEqual({ columns: ['gender'], metrics: ['count', 'SUM(num)', 'top price'] });
    expect(compiled.sql).toContain('GROUP BY "gender"');
    expect(rows).toEqual([
      { gender: 'boy', count: 4, 'SUM(num)': 145, 'top price': 9.5 },
      { gender: 'girl', count: 4, 'SUM(num)': 69, 'top price': 10 },
      { gender: 'other', count: 1, 'SUM(num)': 3, 'top price': 8 },
      { gender: null, count: 1, 'SUM(num)': 1, 'top price': 7 },
    ]);
  });

  it('aggregates COUNT_DISTINCT, AVG, MIN, MAX and a computed column without grouping', async () => {
    const agg = (aggregate: string, column: string) => ({ expressionType: 'SIMPLE' as const, aggregate: aggregate as 'AVG', column: { column_name: column } });
    const { rows } = await run({ metrics: [agg('COUNT_DISTINCT', 'gender'), agg('AVG', 'num'), agg('MIN', 'price'), agg('MAX', 'num_x2'), agg('COUNT', 'note')] });
    expect(rows).toEqual([{ 'COUNT_DISTINCT(gender)': 3, 'AVG(num)': 21.8, 'MIN(price)': 1.5, 'MAX(num_x2)': 200, 'COUNT(note)': 8 }]);
  });

  it('selects raw rows without GROUP BY when metrics are absent, with limit and offset', async () => {
    const { compiled, rows } = await run({ columns: ['name', 'num'], orderby: [['num', true]], row_limit: 3, row_offset: 2 });
    expect(compiled.sql).not.toContain('GROUP BY');
    expect(compiled.labels).toEqual({ columns: ['name', 'num'], metrics: [] });
    expect(rows.map((r) => r['name'])).toEqual(['Dora', 'Bob', 'Beth']);
  });

  it('groups when metrics is an empty list or a legacy groupby is given (distinct values), as Superset does', async () => {
    const { rows } = await run({ columns: ['gender'], metrics: [], orderby: [['gender', true]] });
    expect(rows.map((r) => r['gender'])).toEqual(['boy', 'girl', 'other', null]);
    const legacy = await run({ groupby: ['gender'], filters: [{ col: 'gender', op: 'IS NOT NULL' }], orderby: [['gender', true]] } as QueryObject);
    expect(legacy.rows.map((r) => r['gender'])).toEqual(['boy', 'girl', 'other']);
  });

  it('buckets the x-axis by its time grain inside a TEMPORAL_RANGE', async () => {
    const { compiled, rows } = await run({
      columns: [X_AXIS_MONTH],
      metrics: [SUM_NUM],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-03-15' }],
      orderby: [[X_AXIS_MONTH, true]],
    });
    expect(compiled.sql).toContain(`DATE_TRUNC('month', "ds")`);
    expect(compiled.timeRange).toEqual({ since: '2024-01-01T00:00:00', until: '2024-03-15T00:00:00' });
    expect(compiled.appliedFilters).toEqual([{ column: 'ds' }]);
    expect(rows).toEqual([
      { ds: '2024-01-01 00:00:00', 'SUM(num)': 70 },
      { ds: '2024-02-01 00:00:00', 'SUM(num)': 1 },
      { ds: '2024-03-01 00:00:00', 'SUM(num)': 3 },
    ]);
  });

  it('applies time_range to a temporal x-axis that has no TEMPORAL_RANGE filter, and the default grain', async () => {
    const { rows } = await run({
      columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS' }],
      metrics: ['count'],
      time_range: '2023-01-01 : 2024-01-01',
      extras: { time_grain_sqla: 'P1Y' },
    });
    expect(rows).toEqual([{ ds: '2023-01-01 00:00:00', count: 4 }]);
  });

  it("bounds the dataset's main datetime column when a dashboard time range reaches a chart without a time column", async () => {
    const all = await run({ columns: [], metrics: ['count'], time_range: 'No filter' }, { mainDttmCol: 'ds' });
    const fromDashboard = await run({ columns: [], metrics: ['count'], time_range: '2023-01-01 : 2024-01-01', applied_time_extras: { __time_range: '2023-01-01 : 2024-01-01' } }, { mainDttmCol: 'ds' });
    expect(fromDashboard.rows).toEqual([{ count: 4 }]);
    expect(Number(all.rows[0]!['count'])).toBeGreaterThan(4);
    // The chart's own time_range, without a dashboard filter, keeps Superset's rule: no time column, no bound.
    const own = await run({ columns: [], metrics: ['count'], time_range: '2023-01-01 : 2024-01-01' }, { mainDttmCol: 'ds' });
    expect(own.rows).toEqual(all.rows);
  });

  it('builds legacy time series: granularity + time_grain_sqla give __timestamp first', async () => {
    const { compiled, rows } = await run({
      is_timeseries: true,
      granularity: 'ds',
      columns: ['gender'],
      metrics: ['count'],
      time_range: 'Last year',
      extras: { time_grain_sqla: 'P1Y' },
      orderby: [['gender', true]],
    });
    expect(compiled.labels.columns).toEqual(['__timestamp', 'gender']);
    expect(compiled.timeRange).toEqual({ since: '2023-06-15T00:00:00', until: '2024-06-15T00:00:00' });
    expect(rows).toEqual([
      { __timestamp: '2024-01-01 00:00:00', gender: 'boy', count: 2 },
      { __timestamp: '2024-01-01 00:00:00', gender: 'girl', count: 2 },
      { __timestamp: '2024-01-01 00:00:00', gender: 'other', count: 1 },
      { __timestamp: '2024-01-01 00:00:00', gender: null, count: 1 },
    ]);
  });

  it('keeps the top series by a ranked sub-query joined back (series_limit)', async () => {
    const { compiled, rows } = await run({
      columns: [{ ...X_AXIS_MONTH, timeGrain: 'P1Y' }, 'gender'],
      metrics: [SUM_NUM],
      series_columns: ['gender'],
      series_limit: 2,
      series_limit_metric: SUM_NUM,
      orderby: [[SUM_NUM, false]],
    });
    expect(compiled.sql).toMatch(/JOIN \(\nSELECT "gender" AS "__series_0"/);
    expect(new Set(rows.map((r) => r['gender']))).toEqual(new Set(['boy', 'girl']));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({ ds: '2024-01-01 00:00:00', gender: 'boy', 'SUM(num)': 130 });
  });

  it('ranks series by another metric and in ascending order when order_desc is false', async () => {
    const { rows } = await run({
      columns: ['gender'],
      metrics: ['count'],
      series_columns: ['gender'],
      series_limit: 1,
      series_limit_metric: SUM_NUM,
      order_desc: false,
    });
    expect(rows).toEqual([{ gender: null, count: 1 }]);
  });

  it('counts the rows of the query (is_rowcount)', async () => {
    const { compiled, rows } = await run({ columns: ['gender'], metrics: ['count'], is_rowcount: true, filters: [{ col: 'num', op: '>', val: 2 }] });
    expect(compiled.labels).toEqual({ columns: [], metrics: ['rowcount'] });
    expect(rows).toEqual([{ rowcount: 3 }]);
  });

  it('reads a virtual dataset as a derived table, dropping its trailing semicolon and surviving a trailing comment', async () => {
    const { compiled, rows } = await run({ metrics: ['count'] }, { sql: 'SELECT * FROM sales WHERE num > 5 -- big ones\n;' });
    expect(compiled.sql).toContain('AS "virtual_table"');
    expect(rows).toEqual([{ count: 6 }]);
  });

  it('applies extras.where and extras.having and the saved metric and computed column', async () => {
    const { rows } = await run({
      columns: ['gender'],
      metrics: ['sum_num'],
      extras: { where: 'num * 2 > 4 AND price < 9', having: 'SUM(num) > 10' },
      orderby: [['sum_num', false]],
    });
    expect(rows).toEqual([{ gender: 'girl', sum_num: 67 }, { gender: 'boy', sum_num: 45 }]);
  });

  it('filters on a saved metric in HAVING', async () => {
    const { compiled, rows } = await run({ columns: ['gender'], metrics: ['count'], filters: [{ col: 'sum_num', op: '>', val: 50 }], orderby: [['gender', true]] });
    expect(compiled.sql).toContain('HAVING (SUM(num)) > 50');
    expect(rows.map((r) => r['gender'])).toEqual(['boy', 'girl']);
  });

  it('reports filters on unknown columns as rejected instead of failing, and time extras status', () => {
    const compiled = compile({
      columns: ['gender'],
      metrics: ['count'],
      filters: [
        { col: 'gender', op: '==', val: 'boy' },
        { col: 'country', op: 'IN', val: ['FR'] },
      ],
      applied_time_extras: { __time_range: 'Last week', __time_col: 'nope' },
    });
    expect(compiled.appliedFilters).toEqual([{ column: 'gender' }, { column: '__time_range' }]);
    expect(compiled.rejectedFilters).toEqual([
      { column: 'country', reason: 'not_in_datasource' },
      { column: '__time_col', reason: 'not_in_datasource' },
    ]);
    expect(compiled.sql).not.toContain('country');
  });

  it('replaces a temporal x-axis with the granularity column (dashboard time column filter)', async () => {
    const { compiled } = await run(
      {
        granularity: 'ds2',
        columns: [X_AXIS_MONTH],
        metrics: ['count'],
        filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' }],
      },
      { columns: [...fixtureDatasource().columns, { column_name: 'ds2', expression: 'ds', type: 'TIMESTAMP', is_dttm: true }] },
    );
    expect(compiled.labels.columns).toEqual(['ds2']);
    expect(compiled.sql).toContain(`DATE_TRUNC('month', (ds))`);
    expect(compiled.sql).toContain(`(ds) >= TIMESTAMP '2024-01-01 00:00:00' AND (ds) < TIMESTAMP '2024-02-01 00:00:00'`);
  });

  it('plans time comparison queries over shifted ranges, joinable on the shifted-back x-axis', async () => {
    const compiled = compile({
      columns: [X_AXIS_MONTH],
      metrics: [SUM_NUM],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-04-01' }],
      time_offsets: ['1 year ago', 'inherit'],
      row_limit: 100,
    });
    expect(compiled.timeOffsets.map(({ sql: _sql, ...rest }) => rest)).toEqual([
      { offset: '1 year ago', shift: '1 year ago', since: '2023-01-01T00:00:00', until: '2023-04-01T00:00:00', joinColumns: ['ds'], metrics: ['SUM(num)'], xAxis: 'ds' },
      { offset: 'inherit', shift: '91 days ago', since: '2023-10-02T00:00:00', until: '2024-01-01T00:00:00', joinColumns: ['ds'], metrics: ['SUM(num)'], xAxis: 'ds' },
    ]);
    const shifted = await fixture.rows(compiled.timeOffsets[0]!.sql);
    expect(shifted).toEqual(
      expect.arrayContaining([
        { ds: '2023-01-01 00:00:00', 'SUM(num)': 30 },
        { ds: '2023-02-01 00:00:00', 'SUM(num)': 5 },
        { ds: '2023-03-01 00:00:00', 'SUM(num)': 7 },
      ]),
    );
    expect(compiled.timeOffsets[0]!.sql).not.toContain('LIMIT');
    expect(shiftTimestamp(Date.UTC(2023, 1, 1), '1 year ago', 'revert')).toBe(Date.UTC(2024, 1, 1));
    expect(shiftTimestamp(Date.UTC(2024, 2, 31, 10, 0, 0, 250), '1 month ago', 'apply')).toBe(Date.UTC(2024, 1, 29, 10, 0, 0, 250));
  });

  it('refuses a time comparison without a closed time range', () => {
    expect(() => compile({ columns: [X_AXIS_MONTH], metrics: ['count'], time_offsets: ['1 year ago'] })).toThrow(/enclosed time range/);
  });

  it('throws typed CompileErrors for unknown metrics, columns, grains and empty queries', () => {
    const cases: [QueryObject, string, string][] = [
      [{ metrics: ['nope'] }, "Metric 'nope' does not exist", ErrorType.COLUMN_DOES_NOT_EXIST_ERROR],
      [{ columns: ['nope'], metrics: ['count'] }, 'Columns missing in dataset: nope', ErrorType.COLUMN_DOES_NOT_EXIST_ERROR],
      [{ metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'nope' } }] }, 'Column referenced by aggregate is undefined: nope', ErrorType.COLUMN_DOES_NOT_EXIST_ERROR],
      [{ columns: [{ ...X_AXIS_MONTH, timeGrain: 'P2D' }], metrics: ['count'] }, 'No grain spec for P2D', ErrorType.GENERIC_DB_ENGINE_ERROR],
      [{ columns: [] }, 'Empty query?', ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR],
      [{ columns: ['name'], orderby: [['nope', true]] }, 'Unknown column used in orderby: nope', ErrorType.COLUMN_DOES_NOT_EXIST_ERROR],
      [{ columns: ['name'], row_limit: -1 }, 'row_limit must be a non-negative integer', ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR],
      [{ is_timeseries: true, metrics: ['count'] }, 'Datetime column not provided', ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR],
      [{ columns: ['ds'], filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last banana' }] }, 'Error parsing time range', ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR],
    ];
    for (const [query, message, errorType] of cases) {
      let thrown: unknown;
      try {
        compile(query);
      } catch (error) {
        thrown = error;
      }
      expect(isCompileError(thrown), message).toBe(true);
      expect((thrown as Error).message).toContain(message);
      expect((thrown as { errorType: string }).errorType).toBe(errorType);
    }
  });

  it('quotes a schema-qualified table and a column whose name holds quotes', async () => {
    const compiled = compile({ columns: [`it's "odd"`], metrics: ['count'] }, { schema: 'main' });
    expect(compiled.sql).toContain(`FROM "main"."sales"`);
    expect(await fixture.rows(compiled.sql)).toHaveLength(10);
  });
});
