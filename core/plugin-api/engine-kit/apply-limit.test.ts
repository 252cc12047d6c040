import { describe, expect, it } from 'vitest';
import { applyLimit } from './apply-limit.js';
import type { SqlDialect } from '../../query/sql-lexer/sql-dialect.js';

const ANSI: SqlDialect = {
  stringQuotes: ["'"],
  identifierQuotes: [['"', '"']],
  backslashEscapes: false,
  backslashEscapesSetting: null,
  escapeStringPrefix: false,
  dollarQuotes: false,
  hashComments: false,
  nestedBlockComments: false,
  executableComments: false,
  limitCommaOffset: false,
  queryKeywords: ['SELECT', 'WITH', 'VALUES'],
};
const MYSQL_LIKE: SqlDialect = { ...ANSI, stringQuotes: ["'", '"'], identifierQuotes: [['`', '`']], backslashEscapes: true, hashComments: true, limitCommaOffset: true };
const POSTGRES_LIKE: SqlDialect = { ...ANSI, escapeStringPrefix: true, dollarQuotes: true, nestedBlockComments: true };

describe('applyLimit', () => {
  it('appends a LIMIT, lowers a larger trailing one and keeps a smaller one', () => {
    expect(applyLimit(ANSI, 'SELECT * FROM t ORDER BY a;', 10)).toBe('SELECT * FROM t ORDER BY a\nLIMIT 10');
    expect(applyLimit(ANSI, 'SELECT * FROM t LIMIT 500 OFFSET 5', 10)).toBe('SELECT * FROM t LIMIT 10 OFFSET 5');
    expect(applyLimit(ANSI, 'with x as (select 1) select * from x limit 3', 10)).toBe('with x as (select 1) select * from x limit 3');
  });

  it('reads MySQL’s LIMIT offset, count only where the dialect has it', () => {
    expect(applyLimit(MYSQL_LIKE, 'SELECT * FROM t LIMIT 20, 500', 10)).toBe('SELECT * FROM t LIMIT 20, 10');
    expect(applyLimit(ANSI, 'SELECT * FROM t LIMIT 20, 500', 10)).toBe('SELECT * FROM (\nSELECT * FROM t LIMIT 20, 500\n) AS tessera_limited LIMIT 10');
  });

  it('ignores LIMIT and ; inside the dialect’s strings and comments', () => {
    // A trailing comment is dropped, so it cannot swallow the appended LIMIT.
    expect(applyLimit(MYSQL_LIKE, "SELECT 'it\\'s; LIMIT 1' FROM t # LIMIT 1", 5)).toBe("SELECT 'it\\'s; LIMIT 1' FROM t\nLIMIT 5");
    expect(applyLimit(POSTGRES_LIKE, 'SELECT 1 /* a /* nested */ LIMIT 1; */ FROM t', 5)).toBe('SELECT 1 /* a /* nested */ LIMIT 1; */ FROM t\nLIMIT 5');
    expect(applyLimit(POSTGRES_LIKE, 'SELECT $tag$;LIMIT 1$tag$ AS s', 5)).toBe('SELECT $tag$;LIMIT 1$tag$ AS s\nLIMIT 5');
  });

  it('wraps a query ending in a clause a LIMIT cannot follow', () => {
    expect(applyLimit(ANSI, 'SELECT * FROM t FOR UPDATE', 5)).toBe('SELECT * FROM (\nSELECT * FROM t FOR UPDATE\n) AS tessera_limited LIMIT 5');
  });

  it('leaves statements that return no rows, scripts and empty text alone', () => {
    for (const sql of ['UPDATE t SET a = 1', 'SELECT 1; SELECT 2', '', ' -- only a comment', 'SHOW TABLES']) expect(applyLimit(ANSI, sql, 5)).toBe(sql);
  });

  it('rejects a limit that is not a non-negative integer', () => {
    expect(() => applyLimit(ANSI, 'SELECT 1', Number.NaN)).toThrow(RangeError);
    expect(applyLimit(ANSI, 'SELECT 1', 0)).toBe('SELECT 1\nLIMIT 0');
  });
});
