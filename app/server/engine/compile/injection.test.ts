import { ErrorType } from '@core/errors/index.js';
import type { QueryObject } from '@core/plugin-api/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileQueryObject, isCompileError } from './index.js';
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

describe('injection through adhoc SQL is refused', () => {
  const adhocMetric = (sqlExpression: string) => ({ metrics: [{ expressionType: 'SQL' as const, sqlExpression, label: 'm' }] });
  it.each<[string, QueryObject, string]>([
    ['a second statement in a metric', adhocMetric('COUNT(*); DROP TABLE sales'), ErrorType.INVALID_SQL_ERROR],
    ['a comment swallowing the rest of a metric', adhocMetric('COUNT(*) --'), ErrorType.INVALID_SQL_ERROR],
    ['an unterminated comment in a metric', adhocMetric('COUNT(*) /*'), ErrorType.INVALID_SQL_ERROR],
    ['DML in a metric', adhocMetric('DELETE FROM sales'), ErrorType.DML_NOT_ALLOWED_ERROR],
    ['a sub-query in a metric', adhocMetric('(SELECT COUNT(*) FROM duckdb_tables())'), ErrorType.ADHOC_SUBQUERY_NOT_ALLOWED_ERROR],
    ['a file read in a metric', adhocMetric("MAX(getenv('HOME'))"), ErrorType.QUERY_SECURITY_ACCESS_ERROR],
    ['a second statement in a column', { columns: [{ expressionType: 'SQL', sqlExpression: 'name); DROP TABLE sales; --', label: 'c' }] }, ErrorType.INVALID_SQL_ERROR],
    ['a break out of the WHERE parentheses', { columns: ['id'], extras: { where: '1=1) OR (1=1' } }, ErrorType.INVALID_SQL_ERROR],
    ['a union in WHERE', { columns: ['id'], extras: { where: "1=1 UNION SELECT 'x'" } }, ErrorType.INVALID_SQL_ERROR],
    ['an unterminated string in WHERE', { columns: ['id'], extras: { where: "name = 'x" } }, ErrorType.INVALID_SQL_ERROR],
    ['DDL in HAVING', { columns: ['id'], metrics: ['count'], extras: { having: 'COUNT(*) > 1 AND CREATE TABLE x (a INT)' } }, ErrorType.DML_NOT_ALLOWED_ERROR],
    ['an adhoc filter column with a statement', { columns: ['id'], filters: [{ col: { expressionType: 'SQL', sqlExpression: '1; DROP TABLE sales', label: 'c' }, op: '==', val: 1 }] }, ErrorType.INVALID_SQL_ERROR],
    ['an order-by metric with a statement', { columns: ['id'], orderby: [[{ expressionType: 'SQL', sqlExpression: 'COUNT(*); DROP TABLE sales' }, true]] }, ErrorType.INVALID_SQL_ERROR],
  ])('%s', async (_name, query, errorType) => {
    expect(refusal(query).errorType).toBe(errorType);
    await expectTableIntact();
  });

  it('refuses a virtual dataset that is not one read-only query', () => {
    expect(refusal({ metrics: ['count'] }, { sql: 'SELECT * FROM sales; DROP TABLE sales' }).message).toContain('multiple statements');
    expect(refusal({ metrics: ['count'] }, { sql: 'DELETE FROM sales' }).errorType).toBe(ErrorType.DML_NOT_ALLOWED_ERROR);
  });

  it('refuses a saved metric or computed column holding a second statement, but allows their sub-queries', async () => {
    const metrics = [{ metric_name: 'bad', expression: 'COUNT(*); DROP TABLE sales' }, { metric_name: 'avg_share', expression: 'SUM(num) / (SELECT SUM(num) FROM sales)' }];
    expect(refusal({ metrics: ['bad'] }, { metrics }).errorType).toBe(ErrorType.INVALID_SQL_ERROR);
    expect(await fixture.rows(compile({ metrics: ['avg_share'] }, { metrics }).sql)).toEqual([{ avg_share: 1 }]);
  });
});
