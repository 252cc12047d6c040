import { ErrorType } from '@core/errors/index.js';
import type { QueryObjectFilterClause } from '@core/plugin-api/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileQueryObject } from './index.js';
import { TEST_SPECS } from './test-engine-specs.js';
import { fixtureDatasource, openDuckDbFixture } from './test-fixture.js';

let fixture: Awaited<ReturnType<typeof openDuckDbFixture>>;
beforeAll(async () => {
  fixture = await openDuckDbFixture();
});
afterAll(() => fixture.close());

function compileFilters(filters: QueryObjectFilterClause[], spec = TEST_SPECS.duckdb) {
  return compileQueryObject({
    query: { columns: ['id'], filters, orderby: [['id', true]] },
    datasource: fixtureDatasource(),
    spec,
    now: new Date(2024, 5, 15, 12),
  });
}

async function ids(...filters: QueryObjectFilterClause[]): Promise<number[]> {
  return (await fixture.rows(compileFilters(filters).sql)).map((r) => r['id'] as number);
}

describe('filter operators on DuckDB', () => {
  it.each<[string, QueryObjectFilterClause, number[]]>([
    ['== on text', { col: 'gender', op: '==', val: 'other' }, [8]],
    ['== on a number given as a string stays numeric', { col: 'num', op: '==', val: '10' }, [1]],
    ['== NULL means IS NULL', { col: 'gender', op: '==', val: null }, [7]],
    ['== <NULL> means IS NULL', { col: 'note', op: '==', val: '<NULL>' }, [2, 7]],
    ['== <empty string> means the empty string', { col: 'note', op: '==', val: '<empty string>' }, [3]],
    ['!= excludes NULL like SQL', { col: 'gender', op: '!=', val: 'boy' }, [2, 4, 6, 8, 10]],
    ['!= NULL means IS NOT NULL', { col: 'note', op: '!=', val: null }, [1, 3, 4, 5, 6, 8, 9, 10]],
    ['>', { col: 'num', op: '>', val: 20 }, [5, 6, 9]],
    ['<', { col: 'price', op: '<', val: 3 }, [1, 2]],
    ['>=', { col: 'num', op: '>=', val: 30 }, [5, 6, 9]],
    ['<=', { col: 'num', op: '<=', val: 2 }, [7, 10]],
    ['> on a timestamp from an ISO string', { col: 'ds', op: '>', val: '2024-03-01' }, [9, 10]],
    ['== on a timestamp from epoch ms', { col: 'ds', op: '==', val: Date.UTC(2023, 0, 15, 10) }, [1]],
    ['< on a computed column', { col: 'num_x2', op: '<', val: 5 }, [7, 10]],
    ['LIKE on text', { col: 'name', op: 'LIKE', val: 'A%' }, [1, 2]],
    ['LIKE is case-sensitive', { col: 'note', op: 'LIKE', val: 'h%' }, [4]],
    ['LIKE on a number casts it to text', { col: 'num', op: 'LIKE', val: '1%' }, [1, 7, 9]],
    ['LIKE on a timestamp casts it to text', { col: 'ds', op: 'LIKE', val: '2023-01%' }, [1, 2]],
    ['NOT LIKE', { col: 'name', op: 'NOT LIKE', val: '%a%' }, [2, 3, 4, 9, 10]],
    ['ILIKE on text', { col: 'note', op: 'ILIKE', val: 'HELLO' }, [4, 5]],
    ['ILIKE on a number', { col: 'price', op: 'ILIKE', val: '%.5' }, [1, 2, 9]],
    ['IS NULL', { col: 'active', op: 'IS NULL' }, [4]],
    ['IS NOT NULL', { col: 'gender', op: 'IS NOT NULL' }, [1, 2, 3, 4, 5, 6, 8, 9, 10]],
    ['IN', { col: 'gender', op: 'IN', val: ['other', 'girl'] }, [2, 4, 6, 8, 10]],
    ['IN on numbers given as strings', { col: 'num', op: 'IN', val: ['5', '7', 'abc'] }, [3, 4]],
    ['IN with NULL adds OR IS NULL', { col: 'gender', op: 'IN', val: ['other', null] }, [7, 8]],
    ['IN with <NULL>', { col: 'gender', op: 'IN', val: ['<NULL>'] }, [7]],
    ['IN with a single value that is not a list', { col: 'gender', op: 'IN', val: 'other' }, [8]],
    ['NOT IN keeps NULLs out', { col: 'gender', op: 'NOT IN', val: ['boy', 'girl'] }, [8]],
    ['NOT IN with NULL also drops NULLs', { col: 'note', op: 'NOT IN', val: ['x', '<NULL>'] }, [3, 4, 5, 8, 9, 10]],
    ['IN on timestamps', { col: 'ds', op: 'IN', val: ['2024-03-01T00:00:00', '2024-03-20 00:00:00'] }, [8, 10]],
    ['REGEX', { col: 'name', op: 'REGEX', val: '^[AB].*[hb]$' }, [3, 4]],
    ['REGEX on a number', { col: 'num', op: 'REGEX', val: '^[0-9]{3}$' }, [9]],
    ['IS TRUE', { col: 'active', op: 'IS TRUE' }, [1, 3, 5, 7, 9, 10]],
    ['IS FALSE', { col: 'active', op: 'IS FALSE' }, [2, 6, 8]],
    ['== on a boolean from a string', { col: 'active', op: '==', val: 'false' }, [2, 6, 8]],
    ['TEMPORAL_RANGE with both ends', { col: 'ds', op: 'TEMPORAL_RANGE', val: '2023-01-20 : 2024-01-25' }, [2, 3, 4, 5]],
    ['TEMPORAL_RANGE open start', { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' }, [5, 6, 7, 8, 9, 10]],
    ['TEMPORAL_RANGE No filter', { col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['a filter on an adhoc SQL column', { col: { expressionType: 'SQL', sqlExpression: 'num + price', label: 'total' }, op: '>', val: 100 }, [9]],
    ['a filter with a grain', { col: 'ds', op: '==', val: '2024-01-01', grain: 'P1M' }, [5, 6]],
    ['a quote in a value is data', { col: 'note', op: '==', val: "O'Brien" }, [9]],
    ['% in a LIKE value is a wildcard, as in Superset', { col: 'note', op: 'LIKE', val: 'a%' }, [8]],
  ])('%s', async (_name, filter, expected) => {
    expect(await ids(filter)).toEqual(expected);
  });

  it('ANDs several filters together', async () => {
    expect(await ids({ col: 'gender', op: '==', val: 'boy' }, { col: 'num', op: '<', val: 20 })).toEqual([1, 3]);
  });

  it('renders numbers as numbers, not strings', () => {
    expect(compileFilters([{ col: 'num', op: 'IN', val: ['5', 7] }]).sql).toContain('"num" IN (5, 7)');
  });

  it('refuses REGEX on SQLite, which has no built-in regular expressions', () => {
    expect(() => compileFilters([{ col: 'name', op: 'REGEX', val: 'a' }], TEST_SPECS.sqlite)).toThrow(/REGEX filters are not supported on SQLite/);
  });

  it('emulates ILIKE with LOWER where the engine lacks it', () => {
    expect(compileFilters([{ col: 'name', op: 'ILIKE', val: 'a%' }], TEST_SPECS.sqlite).sql).toContain(`LOWER("name") LIKE LOWER('a%')`);
  });

  it.each<[QueryObjectFilterClause, RegExp]>([
    [{ col: 'gender', op: 'IN', val: [] }, /Filter value list cannot be empty/],
    [{ col: 'num', op: '>', val: null }, /Must specify a value/],
    [{ col: 'name', op: 'LIKE' }, /Must specify a value/],
    [{ col: 'num', op: '>', val: [1, 2] }, /takes a single value/],
    [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 5 }, /needs a time range string/],
    [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-02-01 : 2024-01-01' }, /From date cannot be larger than to date/],
    [{ col: 'num', op: 'BETWEEN' as 'IN', val: 1 }, /Invalid filter operation type/],
  ])('refuses the invalid filter %j', (filter, message) => {
    let thrown: { message: string; errorType: string } | undefined;
    try {
      compileFilters([filter]);
    } catch (error) {
      thrown = error as { message: string; errorType: string };
    }
    expect(thrown?.message).toMatch(message);
    expect(thrown?.errorType).toBe(ErrorType.INVALID_PAYLOAD_SCHEMA_ERROR);
  });

  it('skips clauses without a column or an operator, as Superset does', async () => {
    expect(await ids({ col: '', op: '==', val: 'x' })).toHaveLength(10);
  });
});
