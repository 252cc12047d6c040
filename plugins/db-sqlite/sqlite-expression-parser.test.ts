import { checkSqlExpression } from '@core/query/adhoc-sql-guard/index.js';
import { describe, expect, it } from 'vitest';
import { parseSqliteExpression } from './sqlite-expression-parser.js';

const COLUMNS = ['num', 'state', 'gender', 'name', 'ds'];

async function refusal(sql: string): Promise<string | null> {
  return checkSqlExpression(await parseSqliteExpression(sql), { columns: COLUMNS, table: 'birth_names' })?.message ?? null;
}

describe('SQLite expression parser', () => {
  it.each(['SUM(num) / COUNT(*)', "CASE WHEN gender = 'girl' THEN num END", "state IN ('CA', 'NY')", '"num" + 1', "strftime('%Y', ds)", "name || ' -- ;'"])(
    'accepts %s',
    async (sql) => {
      expect(await refusal(sql)).toBeNull();
    },
  );

  it('finds subqueries', async () => {
    for (const sql of ['(SELECT 1)', 'EXISTS (SELECT 1 FROM flights)', 'num IN (SELECT distance FROM flights)']) {
      expect(await refusal(sql), sql).toMatch(/may not contain subqueries/);
    }
  });

  it('refuses text SQLite reads differently from the parser', async () => {
    // To SQLite `'\'` is a whole string; the parser would read the backslash as an escape.
    expect(await refusal("'\\' || (SELECT 1) || '\\'")).toMatch(/backslashes/);
    expect(await refusal('num #\n + (SELECT 1)')).toMatch(/'#' outside quotes/);
    expect(await refusal("name = '#1'")).toBeNull();
  });

  it('refuses extension loading, file access, other tables and second statements', async () => {
    expect(await refusal("load_extension('/tmp/x.so')")).toMatch(/may not call load_extension/);
    expect(await refusal("readfile('/etc/passwd')")).toMatch(/readfile/);
    expect(await refusal('flights.distance')).toMatch(/flights.distance/);
    expect(await refusal('1; DROP TABLE flights')).toMatch(/not valid SQL|more than one statement/);
    expect(await refusal('num -- swallows')).toMatch(/single expression/);
  });
});
