import { checkSqlExpression } from '@core/query/adhoc-sql-guard/index.js';
import { describe, expect, it } from 'vitest';
import { parseDuckDbExpression } from './duckdb-expression-parser.js';

const COLUMNS = ['num', 'state', 'gender', 'name', 'ds', 'tags', 'Ünïcode'];

/** The message a fragment is refused with over the columns above, or null when accepted. */
async function refusal(sql: string, names: string[] = []): Promise<string | null> {
  return checkSqlExpression(await parseDuckDbExpression(sql), { columns: COLUMNS, names, table: 'birth_names' })?.message ?? null;
}

describe('DuckDB expression parser', () => {
  it.each([
    'SUM(num) / COUNT(*)',
    "CASE WHEN gender = 'girl' THEN num END",
    "state IN ('CA', 'NY')",
    "date_trunc('month', ds)",
    'birth_names.num + 1',
    'list_transform(tags, x -> upper(x))',
    '[t || name FOR t IN tags]',
    'SUM(num) OVER (PARTITION BY state ORDER BY ds)',
    "COUNT(*) FILTER (WHERE gender = 'boy')",
    '"Ünïcode" + 1',
    "name || ' -- not a comment; SELECT 1 FROM flights'",
    'num /* a comment */ + 1',
    'NUM * 2',
  ])('accepts %s', async (sql) => {
    expect(await refusal(sql)).toBeNull();
  });

  it('reads FROM-first queries, wherever they hide, as subqueries', async () => {
    for (const sql of [
      'ARRAY(FROM (FROM flights LIMIT 3) t(a))',
      'EXISTS (FROM flights WHERE origin = state)',
      "ARRAY(FROM glob('/etc/*'))",
      'num IN (FROM flights SELECT 1)',
      'coalesce(num, (SELECT 1))',
      'list_transform([1], x -> (FROM flights SELECT count(*)))',
      'SUM(num) FILTER (WHERE EXISTS (FROM flights))',
      'SUM(num) OVER (PARTITION BY (FROM flights SELECT 1))',
      "CASE WHEN num > 0 THEN (SELECT 1 UNION SELECT 2) END",
      'COLUMNS(c -> EXISTS (FROM flights))',
    ]) {
      expect(await refusal(sql), sql).toMatch(/may not contain subqueries/);
    }
  });

  it('refuses what is not one expression', async () => {
    expect(await refusal('1; SELECT * FROM flights')).toMatch(/not valid SQL|more than one statement/);
    expect(await refusal('num FROM flights --')).toMatch(/single expression/);
    expect(await refusal('num -- swallow the rest')).toMatch(/single expression/);
    expect(await refusal('num AS renamed')).toMatch(/single expression/);
    expect(await refusal('num, state')).toMatch(/single expression/);
    expect(await refusal('DISTINCT num')).toMatch(/single expression/);
    expect(await refusal('num FROM birth_names WHERE 1=1')).toMatch(/single expression|not valid SQL/);
    expect(await refusal("name = 'x")).toMatch(/not valid SQL/);
    expect(await refusal('num /* unterminated')).toMatch(/not valid SQL|single expression/);
    expect(await refusal('')).toMatch(/not valid SQL|single expression/);
  });

  it('refuses names that are not the dataset columns, qualified names of other tables, and stars of them', async () => {
    expect(await refusal('SUM(flights.distance)')).toBe("Custom SQL may only refer to the dataset's columns: flights.distance.");
    expect(await refusal('main.flights.distance')).toMatch(/flights.distance/);
    expect(await refusal('COUNT(secret)')).toMatch(/dataset's columns: secret/);
    expect(await refusal('flights.*')).toMatch(/flights\.\*/);
    expect(await refusal('x -> secret')).toMatch(/secret/);
    expect(await refusal('#1')).toMatch(/dataset's columns/);
  });

  it('lets HAVING and ORDER BY name metrics', async () => {
    expect(await refusal('count > 10')).toMatch(/count/);
    expect(await refusal('count > 10', ['count'])).toBeNull();
  });

  it('refuses functions that reach outside the rows, and any the engine does not define itself', async () => {
    expect(await refusal("current_setting('threads')")).toMatch(/may not call current_setting/);
    expect(await refusal("getvariable('x')")).toMatch(/may not call getvariable/);
    expect(await refusal("nextval('seq')")).toMatch(/may not call nextval/);
    expect(await refusal('my_macro(num)')).toMatch(/may not call my_macro/);
    expect(await refusal('other.main.upper(name)')).toMatch(/may not call upper/);
    expect(await refusal('main.upper(name)')).toBeNull();
    expect(await refusal("read_text('/etc/passwd')")).toMatch(/may not call read_text/);
  });

  it('refuses bind parameters', async () => {
    expect(await refusal('num = $1')).toMatch(/bind parameters/);
    expect(await refusal('num = ?')).toMatch(/bind parameters/);
  });

  it('gives each of many parses asked at once the tree of its own text', async () => {
    // One prepared statement serves every parse: a binding taken over by another text would mix answers up.
    const texts = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? `num + ${i}` : `upper(col_${i})`));
    const parses = await Promise.all(texts.map((sql) => parseDuckDbExpression(sql)));
    parses.forEach((parse, i) => {
      expect(parse.ok, texts[i]).toBe(true);
      const names = JSON.stringify(parse);
      expect(names.includes(`"col_${i}"`), texts[i]).toBe(i % 2 === 1);
      if (i % 2 === 0) expect(names, texts[i]).toContain('"num"');
    });
    expect(await refusal('1; SELECT 2')).toMatch(/not valid SQL|more than one statement/);
    expect(await refusal('SUM(num)')).toBeNull();
  });

  it('reads quoting tricks as DuckDB does', async () => {
    expect(await refusal("'it''s' || name")).toBeNull();
    expect(await refusal("$$ FROM flights $$ || name")).toBeNull();
    // One string: `\'` escapes the quote inside an E'' string.
    expect(await refusal("E'\\' || (FROM flights SELECT 1) || '")).toBeNull();
    expect(await refusal("'\\' || (FROM flights SELECT 1) || '\\'")).toMatch(/subqueries/);
    expect(await refusal('"flights"."x"')).toMatch(/flights.x/);
  });
});
