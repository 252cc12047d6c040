import { describe, expect, it } from 'vitest';
import { ErrorType } from '../../errors/index.js';
import { checkSqlFragment, sqlGuardDialectsFor } from './index.js';

function check(sql: string, engine = 'duckdb', allowSubqueries = false) {
  return checkSqlFragment(sql, { dialects: sqlGuardDialectsFor(engine), allowSubqueries });
}

function refusal(sql: string, engine = 'duckdb', allowSubqueries = false) {
  const result = check(sql, engine, allowSubqueries);
  if (result.ok) throw new Error(`accepted: ${sql}`);
  return result.violation;
}

describe('checkSqlFragment', () => {
  it.each([
    'SUM(num) / COUNT(*)',
    "CASE WHEN gender = 'boy' THEN 1 ELSE 0 END",
    "name = 'a;b -- not a comment /* nor this'",
    '"weird; ""name"" --" > 3',
    "regexp_matches(name, '^A')",
    'COUNT(DISTINCT name) /* a terminated comment */',
    "REPLACE(name, 'a', 'b')",
    't.update > 1',
    "CAST(x AS TIMESTAMP WITH TIME ZONE) > now() - INTERVAL '1 day'",
    "$$a ; b$$ = name",
    "E'it\\'s' = name",
  ])('accepts %s on DuckDB', (sql) => {
    expect(check(sql)).toEqual({ ok: true, sql: sql.trim() });
  });

  it.each<[string, string, string]>([
    ['1=1; DROP TABLE t', 'more than one statement', ErrorType.INVALID_SQL_ERROR],
    ['num > 1 -- and the rest', 'comments that run to the end of the line (--)', ErrorType.INVALID_SQL_ERROR],
    ['num > 1 /* swallow', 'unterminated comment', ErrorType.INVALID_SQL_ERROR],
    ["name = 'open", 'unterminated string literal', ErrorType.INVALID_SQL_ERROR],
    ['"open > 1', 'unterminated quoted identifier', ErrorType.INVALID_SQL_ERROR],
    ['1) OR (1=1', 'unbalanced parentheses', ErrorType.INVALID_SQL_ERROR],
    ['(num > 1', 'unbalanced parentheses', ErrorType.INVALID_SQL_ERROR],
    ['/* a /* b */ c */ 1', 'nested comments', ErrorType.INVALID_SQL_ERROR],
    ['DELETE FROM t', 'data-changing or session statements (DELETE)', ErrorType.DML_NOT_ALLOWED_ERROR],
    ['DROP TABLE t', '(DROP)', ErrorType.DML_NOT_ALLOWED_ERROR],
    ["ATTACH 'x.db' AS y", '(ATTACH)', ErrorType.DML_NOT_ALLOWED_ERROR],
    ["COPY t TO '/tmp/x'", '(COPY)', ErrorType.DML_NOT_ALLOWED_ERROR],
    ['PRAGMA table_info(t)', '(PRAGMA)', ErrorType.DML_NOT_ALLOWED_ERROR],
    ["SET memory_limit = '1GB'", '(SET)', ErrorType.DML_NOT_ALLOWED_ERROR],
    ['num IN (SELECT num FROM other)', 'sub-queries', ErrorType.ADHOC_SUBQUERY_NOT_ALLOWED_ERROR],
    ['EXISTS (VALUES (1))', 'sub-queries', ErrorType.ADHOC_SUBQUERY_NOT_ALLOWED_ERROR],
    ['1 UNION 2', 'set operations (UNION)', ErrorType.INVALID_SQL_ERROR],
    ["pg_read_file('/etc/passwd')", 'cannot call the function pg_read_file', ErrorType.QUERY_SECURITY_ACCESS_ERROR],
    ['  ', 'is empty', ErrorType.INVALID_SQL_ERROR],
    ["DROP(t) AND COPY (SELECT 1) TO '/tmp/x'", '(DROP)', ErrorType.DML_NOT_ALLOWED_ERROR],
  ])('refuses %s', (sql, message, errorType) => {
    const violation = refusal(sql);
    expect(violation.message).toContain(message);
    expect(violation.errorType).toBe(errorType);
  });

  it('allows sub-queries in owner SQL but still refuses statements', () => {
    expect(check('num > (SELECT AVG(num) FROM t)', 'duckdb', true).ok).toBe(true);
    expect(refusal('(SELECT 1); DELETE FROM t', 'duckdb', true).message).toContain('more than one statement');
    // What the dataset API checks saved column and metric expressions for.
    expect(check("SUM(CASE WHEN x = 'a;b' THEN 1 ELSE 0 END)", 'trino', true).ok).toBe(true);
    expect(refusal('1); DROP TABLE t; (SELECT 1', 'trino', true).errorType).toBe(ErrorType.INVALID_SQL_ERROR);
    expect(refusal('(SELECT 1 INTO y)', 'trino', true).message).toContain('(INTO)');
    expect(refusal('COUNT(*) FROM other; DROP TABLE other --', 'duckdb', true).errorType).toBe(ErrorType.INVALID_SQL_ERROR);
  });

  it('refuses MySQL # comments and executable comments, but not on DuckDB where # is no comment', () => {
    expect(refusal('num > 1 # rest', 'mysql').message).toContain('(#)');
    expect(refusal('1 /*! ; DROP TABLE t */', 'mysql').message).toContain('executable comments');
    expect(check('1 /*! harmless */', 'duckdb').ok).toBe(true);
  });

  it('reads MySQL backslashes both ways, refusing text that is unsafe under either reading', () => {
    // With backslash escapes the string runs to the end and hides `-- '`; without, the comment is code.
    expect(refusal("note = 'a\\' OR 1=1 -- '", 'mysql').message).toMatch(/comment|unterminated/);
    // Safe under both readings.
    expect(check("note = 'a\\\\b'", 'mysql').ok).toBe(true);
  });

  it('does not let a PostgreSQL dollar-quoted string hide a statement, nor MySQL backticks', () => {
    expect(check('$tag$ ; DROP TABLE t; $tag$ = name', 'postgresql').ok).toBe(true);
    expect(refusal('$tag$ ; DROP TABLE t; $tag = name', 'postgresql').message).toContain('unterminated');
    expect(check('`we;ird` > 1', 'mysql').ok).toBe(true);
    // DuckDB has no backticks: there the `;` is code.
    expect(refusal('`we;ird` > 1', 'duckdb').message).toContain('more than one statement');
  });

  it('reads SQLite bracketed identifiers', () => {
    expect(check('[a;b] > 1', 'sqlite').ok).toBe(true);
  });

  it('checks every dialect for an engine it does not know', () => {
    expect(refusal('`x` # y', 'trino').message).toContain('(#)');
    expect(check('SUM(x)', 'trino').ok).toBe(true);
  });

  it('lets keywords through as function names, qualified names and CHARACTER SET', () => {
    expect(check("INSERT(name, 1, 2, 'x')", 'mysql').ok).toBe(true);
    expect(check('CAST(name AS CHAR CHARACTER SET utf8mb4)', 'mysql').ok).toBe(true);
    expect(refusal('name INTO OUTFILE x', 'mysql').errorType).toBe(ErrorType.DML_NOT_ALLOWED_ERROR);
  });
});
