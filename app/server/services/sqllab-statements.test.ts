import { describe, expect, it } from 'vitest';
import type { SqlDialect } from '@core/plugin-api/index.js';
import { DUCKDB_DIALECT } from '@plugins/db-duckdb/duckdb-engine.js';
import { MYSQL_DIALECT } from '@plugins/db-mysql/mysql-engine.js';
import { POSTGRES_DIALECT } from '@plugins/db-postgres/postgres-engine.js';
import { firstWrite, returnsRows, scriptReading, splitStatements } from './sqllab-statements.js';

const split = (sql: string, dialect: SqlDialect = POSTGRES_DIALECT) => splitStatements(sql, scriptReading(dialect)).map((s) => s.sql);

describe('splitStatements', () => {
  it('splits at the semicolons that end statements, never inside strings, names or comments', () => {
    expect(split("SELECT ';' AS a; SELECT \"x;y\" FROM t -- ; not here\n; /* ; */ SELECT 3;")).toEqual([
      "SELECT ';' AS a",
      'SELECT "x;y" FROM t -- ; not here',
      '/* ; */ SELECT 3',
    ]);
  });

  it('drops empty statements and ones holding only comments', () => {
    expect(split(';; SELECT 1;;\n-- the end\n')).toEqual(['SELECT 1']);
    expect(split('  -- nothing\n')).toEqual([]);
  });

  it('reads dollar quotes on PostgreSQL and backticks and backslash escapes on MySQL', () => {
    expect(split('SELECT $$a;b$$; SELECT 2')).toEqual(['SELECT $$a;b$$', 'SELECT 2']);
    expect(split("SELECT 'it\\'s;'; SELECT `a;b` FROM t", MYSQL_DIALECT)).toEqual(["SELECT 'it\\'s;'", 'SELECT `a;b` FROM t']);
  });

  it('names each statement by its first keyword', () => {
    const statements = splitStatements('(SELECT 1); insert into t values (1); 42', scriptReading(DUCKDB_DIALECT));
    expect(statements.map((s) => s.keyword)).toEqual(['SELECT', 'INSERT', null]);
    expect(statements.map(returnsRows)).toEqual([true, false, false]);
  });
});

describe('firstWrite', () => {
  it.each([
    ['SELECT * FROM t', null],
    ["SELECT 'DROP TABLE t; DELETE FROM x' AS words", null],
    ['WITH x AS (SELECT 1) SELECT * FROM x', null],
    ['SHOW TABLES', null],
    ['EXPLAIN SELECT 1', null],
    ['SELECT * FROM t FOR UPDATE', null],
    ['SELECT t.update, replace(a, 1, 2) FROM t', null],
    ['DESCRIBE t', null],
    ['PIVOT birth_names ON gender IN (\'boy\', \'girl\') USING SUM(num) GROUP BY state', null],
    ['UNPIVOT t ON a, b INTO NAME k VALUE v', null],
    ['FROM t SELECT a', null],
  ])('lets %j through', (sql, expected) => {
    expect(firstWrite(sql, DUCKDB_DIALECT)).toBe(expected);
  });

  it.each([
    ['INSERT INTO t VALUES (1)', 'INSERT'],
    ['update t set a = 1', 'UPDATE'],
    ['DELETE FROM t', 'DELETE'],
    ['CREATE TABLE x AS SELECT 1', 'CREATE'],
    ['DROP TABLE t', 'DROP'],
    ['ALTER TABLE t ADD COLUMN c INT', 'ALTER'],
    ['TRUNCATE t', 'TRUNCATE'],
    ['SELECT 1; DROP TABLE t', 'DROP'],
    ['WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'DELETE'],
    ['WITH x AS (SELECT 1) INSERT INTO t SELECT * FROM x', 'INSERT'],
    ['SELECT * INTO copy FROM t', 'INTO'],
    ['EXPLAIN ANALYZE CREATE TABLE x AS SELECT 1', 'CREATE'],
    ["COPY t TO '/tmp/x'", 'COPY'],
    ['SET search_path = x', 'SET'],
    ['GRANT ALL ON t TO u', 'GRANT'],
  ])('finds the write in %j', (sql, expected) => {
    expect(firstWrite(sql, DUCKDB_DIALECT)).toBe(expected);
  });

  it('reads MySQL text both ways, so backslashes cannot hide a statement', () => {
    // With backslash escapes the string swallows the rest; without, DROP is a statement of its own.
    expect(firstWrite("SELECT 'a\\'; DROP TABLE t; -- '", MYSQL_DIALECT)).toBe('DROP');
  });

  it('checks every known convention for an engine that is not installed', () => {
    expect(firstWrite('SELECT `a;` FROM t; DELETE FROM t', undefined)).toBe('DELETE');
    expect(firstWrite('SELECT 1', undefined)).toBeNull();
  });
});
