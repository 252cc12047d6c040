import { ErrorType } from '@core/errors/index.js';
import type { QueryObject } from '@core/plugin-api/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCheckedQuery, compileQueryObject, isCompileError, SqlFragmentChecker } from './index.js';
import type { CompilerDatasource } from './compiler-datasource.js';
import { TEST_SPECS } from './test-engine-specs.js';
import { fixtureDatasource, openDuckDbFixture } from './test-fixture.js';

let fixture: Awaited<ReturnType<typeof openDuckDbFixture>>;
beforeAll(async () => {
  fixture = await openDuckDbFixture();
});
afterAll(() => fixture.close());

const ATTACK = "x'; DROP TABLE sales; --";

function compile(query: QueryObject, datasource: Partial<CompilerDatasource> = {}, spec = TEST_SPECS.duckdb) {
  return compileQueryObject({ query, datasource: fixtureDatasource(datasource), spec, now: new Date(2024, 5, 15) });
}

function refusal(query: QueryObject, datasource: Partial<CompilerDatasource> = {}): { message: string; errorType: string } {
  try {
    compile(query, datasource);
  } catch (error) {
    if (isCompileError(error)) return { message: error.message, errorType: error.errorType };
    throw error;
  }
  throw new Error('compiled');
}

async function expectTableIntact() {
  expect(await fixture.rows('SELECT COUNT(*) AS n FROM sales')).toEqual([{ n: 10 }]);
  expect(await fixture.rows("SELECT COUNT(*) AS n FROM duckdb_tables() WHERE table_name <> 'sales'")).toEqual([{ n: 0 }]);
}

describe('injection through filter values is harmless', () => {
  it.each<[string, QueryObject['filters']]>([
    ['==', [{ col: 'name', op: '==', val: ATTACK }]],
    ['IN', [{ col: 'name', op: 'IN', val: ['Amy', ATTACK] }]],
    ['LIKE', [{ col: 'name', op: 'LIKE', val: `%${ATTACK}` }]],
    ['ILIKE', [{ col: 'num', op: 'ILIKE', val: ATTACK }]],
    ['REGEX', [{ col: 'name', op: 'REGEX', val: `x')) OR 1=1; DROP TABLE sales; --` }]],
    ['a numeric column', [{ col: 'num', op: '==', val: '1 OR 1=1' }]],
    ['a timestamp column', [{ col: 'ds', op: '>', val: "2024-01-01' OR '1'='1" }]],
    ['a backslash before the quote', [{ col: 'name', op: '==', val: "\\'; DROP TABLE sales; --" }]],
  ])('through %s', async (_name, filters) => {
    const rows = await fixture.rows(compile({ columns: ['id'], filters }).sql).catch((error: Error) => error);
    // Either no rows matched or the engine refused to convert the value: never more rows, never a drop.
    if (Array.isArray(rows)) expect(rows.length).toBeLessThanOrEqual(1);
    await expectTableIntact();
  });

  it('renders a MySQL value ending in a backslash so it cannot end the literal', () => {
    expect(compile({ columns: ['id'], filters: [{ col: 'name', op: '==', val: "\\'; DROP TABLE sales; --" }] }, {}, TEST_SPECS.mysql).sql).toContain(
      `WHERE \`name\` = '\\\\''; DROP TABLE sales; --'`,
    );
  });

  it('refuses a time range that smuggles SQL', () => {
    expect(refusal({ columns: ['id'], filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: "2024-01-01'; DROP TABLE sales; -- : now" }] }).message).toMatch(/Error parsing time range/);
  });
});

describe('injection through names', () => {
  it('rejects a filter on a column that does not exist rather than quoting it into SQL', async () => {
    const compiled = compile({ columns: ['id'], filters: [{ col: `name" = 'x' OR 1=1; DROP TABLE sales; --`, op: '==', val: 'x' }] });
    expect(compiled.rejectedFilters).toHaveLength(1);
    expect(compiled.sql).not.toContain('DROP');
    expect(await fixture.rows(compiled.sql)).toHaveLength(10);
  });

  it('refuses unknown columns, metrics, order-by terms and grains', () => {
    expect(refusal({ columns: [`id"; DROP TABLE sales; --`] }).errorType).toBe(ErrorType.COLUMN_DOES_NOT_EXIST_ERROR);
    expect(refusal({ metrics: [`count"; DROP TABLE sales; --`] }).errorType).toBe(ErrorType.COLUMN_DOES_NOT_EXIST_ERROR);
    expect(refusal({ columns: ['id'], orderby: [['id; DROP TABLE sales', true]] }).errorType).toBe(ErrorType.COLUMN_DOES_NOT_EXIST_ERROR);
    expect(refusal({ columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: "P1D'); DROP TABLE sales; --" }] }).errorType).toBe(
      ErrorType.GENERIC_DB_ENGINE_ERROR,
    );
    expect(refusal({ columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'constructor' }] }).errorType).toBe(ErrorType.GENERIC_DB_ENGINE_ERROR);
  });

  it('quotes labels, so a label cannot close its alias', async () => {
    const label = `x" FROM sales; DROP TABLE sales; --`;
    const compiled = compile({ columns: [{ expressionType: 'SQL', sqlExpression: 'name', label }], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: `c'"; --` }] });
    const rows = await fixture.rows(compiled.sql);
    expect(rows).toHaveLength(10);
    expect(Object.keys(rows[0]!)).toEqual([label, `c'"; --`]);
    await expectTableIntact();
  });

  it('quotes a dataset column, schema and table whose names hold quotes', async () => {
    const compiled = compile({ columns: [`it's "odd"`], metrics: ['count'], filters: [{ col: `it's "odd"`, op: '==', val: 'o1' }] });
    expect(await fixture.rows(compiled.sql)).toEqual([{ [`it's "odd"`]: 'o1', count: 1 }]);
    expect(compile({ metrics: ['count'] }, { schema: 'x"; DROP TABLE sales; --' }).sql).toContain(`FROM "x""; DROP TABLE sales; --"."sales"`);
  });
});

const checker = new SqlFragmentChecker();

async function checkedRefusal(query: QueryObject, datasource: Partial<CompilerDatasource> = {}, spec = TEST_SPECS.duckdb): Promise<{ message: string; errorType: string }> {
  try {
    await compileCheckedQuery({ query, datasource: fixtureDatasource(datasource), spec, now: new Date(2024, 5, 15) }, checker);
  } catch (error) {
    if (isCompileError(error)) return { message: error.message, errorType: error.errorType };
    throw error;
  }
  throw new Error('compiled');
}

describe('injection through adhoc SQL is refused by the engine parser', () => {
  const adhocMetric = (sqlExpression: string) => ({ metrics: [{ expressionType: 'SQL' as const, sqlExpression, label: 'm' }] });
  it.each<[string, QueryObject, string]>([
    ['a second statement in a metric', adhocMetric('COUNT(*); DROP TABLE sales'), ErrorType.INVALID_SQL_ERROR],
    ['a comment swallowing the rest of a metric', adhocMetric('COUNT(*) --'), ErrorType.INVALID_SQL_ERROR],
    ['an unterminated comment in a metric', adhocMetric('COUNT(*) /*'), ErrorType.INVALID_SQL_ERROR],
    ['DML in a metric', adhocMetric('DELETE FROM sales'), ErrorType.INVALID_SQL_ERROR],
    ['a sub-query in a metric', adhocMetric('(SELECT COUNT(*) FROM duckdb_tables())'), ErrorType.ADHOC_SUBQUERY_NOT_ALLOWED_ERROR],
    ['a FROM-first sub-query in a metric', adhocMetric('MAX(ARRAY(FROM sales))'), ErrorType.ADHOC_SUBQUERY_NOT_ALLOWED_ERROR],
    ['a settings read in a metric', adhocMetric("MAX(current_setting('threads'))"), ErrorType.QUERY_SECURITY_ACCESS_ERROR],
    ['a second statement in a column', { columns: [{ expressionType: 'SQL', sqlExpression: 'name); DROP TABLE sales; --', label: 'c' }] }, ErrorType.INVALID_SQL_ERROR],
    ['a break out of the WHERE parentheses', { columns: ['id'], extras: { where: '1=1) OR (1=1' } }, ErrorType.INVALID_SQL_ERROR],
    ['a union in WHERE', { columns: ['id'], extras: { where: "1=1 UNION SELECT 'x'" } }, ErrorType.INVALID_SQL_ERROR],
    ['an unterminated string in WHERE', { columns: ['id'], extras: { where: "name = 'x" } }, ErrorType.INVALID_SQL_ERROR],
    ['DDL in HAVING', { columns: ['id'], metrics: ['count'], extras: { having: 'COUNT(*) > 1 AND CREATE TABLE x (a INT)' } }, ErrorType.INVALID_SQL_ERROR],
    ['an adhoc filter column with a statement', { columns: ['id'], filters: [{ col: { expressionType: 'SQL', sqlExpression: '1; DROP TABLE sales', label: 'c' }, op: '==', val: 1 }] }, ErrorType.INVALID_SQL_ERROR],
    ['an order-by metric with a statement', { columns: ['id'], orderby: [[{ expressionType: 'SQL', sqlExpression: 'COUNT(*); DROP TABLE sales' }, true]] }, ErrorType.INVALID_SQL_ERROR],
    ['another table in a series-limit metric', { columns: ['name'], metrics: ['count'], series_columns: ['name'], series_limit: 2, series_limit_metric: { expressionType: 'SQL', sqlExpression: 'SUM(other.x)', label: 's' } }, ErrorType.COLUMN_DOES_NOT_EXIST_ERROR],
    ['an EXISTS on the x-axis', { columns: [{ expressionType: 'SQL', sqlExpression: 'EXISTS (FROM sales)', label: 'x', columnType: 'BASE_AXIS' }], metrics: ['count'] }, ErrorType.ADHOC_SUBQUERY_NOT_ALLOWED_ERROR],
  ])('%s', async (_name, query, errorType) => {
    expect((await checkedRefusal(query)).errorType).toBe(errorType);
    await expectTableIntact();
  });

  it('lets HAVING and order-by SQL name the query metrics, and nothing else', async () => {
    const query: QueryObject = { columns: ['name'], metrics: ['count'], extras: { having: 'count > 0' }, orderby: [[{ expressionType: 'SQL', sqlExpression: 'count', label: 'count' }, false]] };
    const compiled = await compileCheckedQuery({ query, datasource: fixtureDatasource(), spec: TEST_SPECS.duckdb }, checker);
    expect(await fixture.rows(compiled.sql)).toHaveLength(10);
    expect((await checkedRefusal({ columns: ['name'], metrics: ['count'], extras: { where: 'count > 0' } })).message).toBe(
      "Custom SQL of the WHERE clause may only refer to the dataset's columns: count.",
    );
  });

  it('refuses a virtual dataset that is not one read-only query', () => {
    expect(refusal({ metrics: ['count'] }, { sql: 'SELECT * FROM sales; DROP TABLE sales' }).message).toContain('multiple statements');
    expect(refusal({ metrics: ['count'] }, { sql: 'DELETE FROM sales' }).errorType).toBe(ErrorType.DML_NOT_ALLOWED_ERROR);
  });

  it('checks saved metrics and computed columns too: one expression over the dataset, no sub-query', async () => {
    const metrics = [
      { metric_name: 'bad', expression: 'COUNT(*); DROP TABLE sales' },
      { metric_name: 'share', expression: 'SUM(num) / (SELECT SUM(num) FROM sales)' },
      { metric_name: 'total', expression: 'SUM(num)' },
    ];
    expect((await checkedRefusal({ metrics: ['bad'] }, { metrics })).errorType).toBe(ErrorType.INVALID_SQL_ERROR);
    expect((await checkedRefusal({ metrics: ['share'] }, { metrics })).message).toBe('The expression of metric share may not contain subqueries.');
    const columns = [...fixtureDatasource().columns, { column_name: 'leak', expression: 'EXISTS (FROM duckdb_tables())', type: null, is_dttm: false }];
    expect((await checkedRefusal({ columns: ['leak'] }, { columns })).message).toBe('The expression of column leak may not contain subqueries.');
    const compiled = await compileCheckedQuery({ query: { metrics: ['total'] }, datasource: fixtureDatasource({ metrics }), spec: TEST_SPECS.duckdb }, checker);
    expect(await fixture.rows(compiled.sql)).toHaveLength(1);
  });

  it('lets a row-level-security clause hold a sub-query, but not a second statement', async () => {
    const input = (clause: string) => ({ query: { columns: ['id'] }, datasource: fixtureDatasource(), spec: TEST_SPECS.duckdb, rowLevelSecurity: [clause] });
    const compiled = await compileCheckedQuery(input('id IN (SELECT id FROM sales WHERE num > 1)'), checker);
    expect((await fixture.rows(compiled.sql)).length).toBeLessThan(10);
    await expect(compileCheckedQuery(input('1=1; DROP TABLE sales'), checker)).rejects.toThrow(/Row level security clause/);
    await expectTableIntact();
  });

  it('refuses every fragment on an engine without a parser', async () => {
    const { parseSqlExpression: _parser, ...withoutParser } = TEST_SPECS.duckdb;
    expect((await checkedRefusal(adhocMetric('COUNT(*)'), {}, withoutParser)).message).toMatch(/has no SQL parser/);
  });
});
