import { describe, expect, it } from 'vitest';
import { ErrorType } from '../../errors/index.js';
import type { SqlDialect } from '../sql-lexer/sql-dialect.js';
import { DUCKDB_DIALECT } from '@plugins/db-duckdb/duckdb-engine.js';
import { MYSQL_DIALECT } from '@plugins/db-mysql/mysql-engine.js';
import { POSTGRES_DIALECT } from '@plugins/db-postgres/postgres-engine.js';
import { SQLITE_DIALECT } from '@plugins/db-sqlite/sqlite-engine.js';
import { checkSelectStatement, dialectsToCheck } from './index.js';

/** The installed engines' dialects; any other name stands for an engine that is not installed. */
const INSTALLED: Readonly<Record<string, SqlDialect>> = { duckdb: DUCKDB_DIALECT, mysql: MYSQL_DIALECT, postgresql: POSTGRES_DIALECT, sqlite: SQLITE_DIALECT };

function check(sql: string, engine = 'postgresql') {
  return checkSelectStatement(sql, { dialects: dialectsToCheck(Object.hasOwn(INSTALLED, engine) ? INSTALLED[engine] : undefined) });
}

describe('checkSelectStatement', () => {
  it.each([
    ['SELECT * FROM t', 'SELECT * FROM t'],
    ['  SELECT 1;  ', 'SELECT 1'],
    ['SELECT 1;;\n-- done\n', 'SELECT 1'],
    ['WITH x AS (SELECT 1 AS a) SELECT a FROM x -- trailing comment', 'WITH x AS (SELECT 1 AS a) SELECT a FROM x -- trailing comment'],
    ["SELECT 'a;b' AS c UNION ALL SELECT 'd'", "SELECT 'a;b' AS c UNION ALL SELECT 'd'"],
    ['(SELECT 1)', '(SELECT 1)'],
    ['SELECT REPLACE(name, \'a\', \'b\') FROM t', "SELECT REPLACE(name, 'a', 'b') FROM t"],
    ['SELECT \'drop; delete\' AS words, "update" FROM t', 'SELECT \'drop; delete\' AS words, "update" FROM t'],
    ['SELECT $$;DROP$$ AS x', 'SELECT $$;DROP$$ AS x'],
  ])('accepts %j', (sql, statement) => {
    expect(check(sql)).toEqual({ ok: true, sql: statement });
  });

  it('accepts DuckDB FROM-first queries', () => {
    expect(check('FROM t SELECT a', 'duckdb').ok).toBe(true);
  });

  it.each<[string, string, string]>([
    ['SELECT 1; SELECT 2', 'cannot consist of multiple statements', ErrorType.INVALID_SQL_ERROR],
    ['SELECT 1; DROP TABLE t', 'cannot consist of multiple statements', ErrorType.INVALID_SQL_ERROR],
    ['DELETE FROM t', 'must be read-only (found DELETE)', ErrorType.DML_NOT_ALLOWED_ERROR],
    ['WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'must be read-only (found DELETE)', ErrorType.DML_NOT_ALLOWED_ERROR],
    ['SELECT * INTO copy FROM t', 'must be read-only (found INTO)', ErrorType.DML_NOT_ALLOWED_ERROR],
    ['SELECT * FROM t FOR UPDATE', 'must be read-only (found UPDATE)', ErrorType.DML_NOT_ALLOWED_ERROR],
    ['EXPLAIN SELECT 1', 'must be a SELECT statement', ErrorType.INVALID_SQL_ERROR],
    ['', 'cannot be empty', ErrorType.INVALID_SQL_ERROR],
    [';', 'cannot be empty', ErrorType.INVALID_SQL_ERROR],
    ["SELECT 'open", 'unterminated string literal', ErrorType.INVALID_SQL_ERROR],
    ['SELECT 1 /* open', 'unterminated comment', ErrorType.INVALID_SQL_ERROR],
    ['SELECT (1', 'unbalanced parentheses', ErrorType.INVALID_SQL_ERROR],
    ['SELECT 1 -- a carriage return ends the comment for PostgreSQL\r; DROP TABLE t', 'cannot consist of multiple statements', ErrorType.INVALID_SQL_ERROR],
    ["COPY (SELECT 1) TO '/tmp/x'", 'must be read-only (found COPY)', ErrorType.DML_NOT_ALLOWED_ERROR],
    ["ATTACH 'x.db'", 'must be read-only (found ATTACH)', ErrorType.DML_NOT_ALLOWED_ERROR],
    ['PRAGMA x', 'must be read-only (found PRAGMA)', ErrorType.DML_NOT_ALLOWED_ERROR],
  ])('refuses %j', (sql, message, errorType) => {
    const result = check(sql);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.violation.message).toContain(message);
      expect(result.violation.errorType).toBe(errorType);
    }
  });

  it("refuses MySQL text whose end depends on the server's backslash setting", () => {
    expect(check("SELECT 'a\\'; DROP TABLE t; -- '", 'mysql').ok).toBe(false);
  });

  it('reads # as the engine does, and for an engine it does not know refuses what any dialect would run', () => {
    // MySQL: a comment (the compiler puts the SQL on lines of its own); PostgreSQL: an operator before a second statement.
    expect(check('SELECT 1 # ; DROP TABLE t', 'mysql')).toEqual({ ok: true, sql: 'SELECT 1 # ; DROP TABLE t' });
    expect(check('SELECT 1 # ; DROP TABLE t', 'postgresql').ok).toBe(false);
    expect(check('SELECT 1 # ; DROP TABLE t', 'trino').ok).toBe(false);
    expect(check("SELECT 'a\\'; DROP TABLE t; --'", 'trino').ok).toBe(false);
  });

  it('reads MySQL as its server does: backslashes escape in strings but never in backtick names', () => {
    // With escapes on, the string is '\'' and the name `\` ends at once, so DROP runs as a second statement.
    expect(check("SELECT '\\'' , `\\` ; DROP TABLE t; -- ' ` -- `", 'mysql').ok).toBe(false);
  });

  it('refuses nested comments where the server nests them, and executable comments where it runs them', () => {
    const nested = check('SELECT 1 /* /* */ ; DROP TABLE t; */', 'postgresql');
    expect(nested.ok).toBe(false);
    if (!nested.ok) expect(nested.violation.message).toContain('cannot contain nested comments');
    expect(check('SELECT 1 /*! ; DROP TABLE t */', 'mysql').ok).toBe(false);
    expect(check('SELECT 1 /*M! ; DROP TABLE t */', 'mysql').ok).toBe(false);
    expect(check('SELECT 1 /* plain */', 'mysql').ok).toBe(true);
  });
});
