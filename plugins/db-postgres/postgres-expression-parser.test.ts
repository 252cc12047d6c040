import { checkSqlExpression } from '@core/query/adhoc-sql-guard/index.js';
import { describe, expect, it } from 'vitest';
import { parsePostgresExpression } from './postgres-expression-parser.js';

const COLUMNS = ['num', 'state', 'gender', 'name', 'ds', 'Ünïcode'];

async function refusal(sql: string, names: string[] = []): Promise<string | null> {
  return checkSqlExpression(await parsePostgresExpression(sql), { columns: COLUMNS, names, table: 'birth_names' })?.message ?? null;
}

describe('PostgreSQL expression parser', () => {
  it.each([
    'SUM(num) / COUNT(*)',
    "CASE WHEN gender = 'girl' THEN num END",
    "state IN ('CA', 'NY')",
    "date_trunc('month', ds)",
    'num::int + 1',
    'birth_names.num',
    'SUM(num) OVER (PARTITION BY state)',
    'COUNT(DISTINCT name) FILTER (WHERE num > 1)',
    '"Ünïcode" * 2',
    "name || ' -- ; SELECT * FROM flights'",
    'num /* note */ + 1',
    'COALESCE(num, 0)',
  ])('accepts %s', async (sql) => {
    expect(await refusal(sql)).toBeNull();
  });

  it('finds subqueries, however they are written', async () => {
    for (const sql of [
      '(SELECT 1)',
      'EXISTS (SELECT 1 FROM flights)',
      'num IN (SELECT distance FROM flights)',
      'num = ANY(SELECT distance FROM flights)',
      'ARRAY(SELECT distance FROM flights)',
      '(VALUES (1))',
      'coalesce(num, (SELECT max(distance) FROM flights))',
      'SUM(num) FILTER (WHERE EXISTS (SELECT 1 FROM flights))',
    ]) {
      expect(await refusal(sql), sql).toMatch(/may not contain subqueries|not valid SQL/);
    }
  });

  it('refuses what is not one expression', async () => {
    expect(await refusal('1; DROP TABLE flights')).toMatch(/not valid SQL|more than one statement/);
    expect(await refusal('num -- swallows the rest')).toMatch(/single expression/);
    expect(await refusal('num AS renamed')).toMatch(/single expression/);
    expect(await refusal('num, state')).toMatch(/single expression/);
    expect(await refusal('num FROM flights')).toMatch(/single expression|not valid SQL/);
    expect(await refusal("name = 'x")).toMatch(/not valid SQL/);
  });

  it('refuses text PostgreSQL may read differently: backslashes and dollar quotes', async () => {
    expect(await refusal("'\\' || (SELECT 1) || ''")).toMatch(/backslashes/);
    expect(await refusal("E'\\'' || name")).toMatch(/backslashes/);
    expect(await refusal('$$x$$ || name')).toMatch(/dollar-quoted/);
    expect(await refusal("$q$ ' $q$ || name")).toMatch(/dollar-quoted/);
    expect(await refusal("'$' || name")).toBeNull();
  });

  it('refuses server functions and session state', async () => {
    expect(await refusal("pg_read_file('/etc/passwd')")).toMatch(/may not call pg_read_file/);
    expect(await refusal("pg_catalog.pg_ls_dir('.')")).toMatch(/may not call pg_ls_dir/);
    expect(await refusal("length(current_setting('data_directory'))")).toMatch(/current_setting/);
    expect(await refusal("set_config('a.b', 'c', false)")).toMatch(/set_config/);
    expect(await refusal("query_to_xml('select * from flights', true, true, '')")).toMatch(/query_to_xml/);
    expect(await refusal("lo_import('/etc/passwd')")).toMatch(/lo_import/);
    expect(await refusal("dblink('host=x', 'select 1')")).toMatch(/dblink/);
    expect(await refusal('pg_sleep(10)')).toMatch(/pg_sleep/);
    expect(await refusal('num = $1')).toMatch(/bind parameters/);
  });

  it('refuses columns that are not the dataset, qualified references to other tables', async () => {
    expect(await refusal('flights.distance')).toBe("Custom SQL may only refer to the dataset's columns: flights.distance.");
    expect(await refusal('public.flights.distance')).toMatch(/public.flights.distance/);
    expect(await refusal('SUM(secret)')).toMatch(/columns: secret/);
    expect(await refusal('"count" > 1', ['count'])).toBeNull();
  });
});
