import { checkSqlExpression } from '@core/query/adhoc-sql-guard/index.js';
import { describe, expect, it } from 'vitest';
import { mysqlAmbiguity, parseMysqlExpression } from './mysql-expression-parser.js';

const COLUMNS = ['num', 'state', 'gender', 'name', 'ds'];

async function refusal(sql: string, names: string[] = []): Promise<string | null> {
  return checkSqlExpression(await parseMysqlExpression(sql), { columns: COLUMNS, names, table: 'birth_names' })?.message ?? null;
}

describe('MySQL expression parser', () => {
  it.each([
    'SUM(num) / COUNT(*)',
    "CASE WHEN gender = 'girl' THEN num END",
    "state IN ('CA', 'NY')",
    "DATE_FORMAT(ds, '%Y-%m')",
    '`num` + 1',
    "name = 'it\\'s'",
    "name LIKE 'a\\_%'",
    'num -- a comment\n + 1',
    'num # a comment\n + 1',
    'num /* note */ + 1',
    "name = '--x /*! no */'",
  ])('accepts %s', async (sql) => {
    expect(await refusal(sql)).toBeNull();
  });

  it('finds subqueries', async () => {
    for (const sql of ['(SELECT 1)', 'EXISTS (SELECT 1 FROM flights)', 'num IN (SELECT distance FROM flights)', 'IFNULL(num, (SELECT MAX(distance) FROM flights))']) {
      expect(await refusal(sql), sql).toMatch(/may not contain subqueries|not valid SQL/);
    }
  });

  it('refuses text MySQL reads differently from the parser', async () => {
    // MySQL reads `--L…` as two minus signs, so LOAD_FILE would run; the parser sees a comment.
    expect(await refusal("num --LOAD_FILE('/etc/passwd')\n + 0")).toMatch(/without a space/);
    expect(await refusal('num /*! + (SELECT 1) */')).toMatch(/executable comments/);
    expect(await refusal('num /*M! + (SELECT 1) */')).toMatch(/executable comments/);
    expect(await refusal('"a\\" , (SELECT 1) , "')).toMatch(/double quotes/);
    expect(mysqlAmbiguity("'it\\'s -- not a comment'")).toBeNull();
    expect(mysqlAmbiguity('num--')).toMatch(/without a space/);
  });

  it('refuses what is not one expression', async () => {
    expect(await refusal('1; DROP TABLE flights')).toMatch(/not valid SQL|more than one statement/);
    expect(await refusal('num -- swallows the rest')).toMatch(/single expression/);
    expect(await refusal('num AS renamed')).toMatch(/single expression/);
  });

  it('refuses server functions and session variables', async () => {
    expect(await refusal("LOAD_FILE('/etc/passwd')")).toMatch(/may not call load_file/);
    expect(await refusal('SLEEP(10)')).toMatch(/sleep/);
    expect(await refusal("BENCHMARK(1000000, MD5('x'))")).toMatch(/benchmark/);
    expect(await refusal('@@version')).toMatch(/session variables: @@version/);
    expect(await refusal('@x := num')).toMatch(/session variables/);
  });

  it('refuses columns of other tables', async () => {
    expect(await refusal('flights.distance')).toBe("Custom SQL may only refer to the dataset's columns: flights.distance.");
    expect(await refusal('SUM(secret)')).toMatch(/columns: secret/);
    expect(await refusal('birth_names.num')).toBeNull();
  });
});
