import { describe, expect, it } from 'vitest';
import { checkSelectStatement, checkSqlExpression } from './select-statement.js';

describe('checkSelectStatement', () => {
  it('accepts one SELECT or WITH query and drops a trailing semicolon', () => {
    expect(checkSelectStatement('SELECT a, b FROM t WHERE c = 1;')).toEqual({ ok: true, sql: 'SELECT a, b FROM t WHERE c = 1' });
    expect(checkSelectStatement('with x as (select 1) select * from x; -- done')).toMatchObject({ ok: true, sql: 'with x as (select 1) select * from x' });
    expect(checkSelectStatement("SELECT 'drop; delete' AS words, \"update\" FROM t").ok).toBe(true);
    expect(checkSelectStatement('SELECT $$;DROP$$ AS x').ok).toBe(true);
  });

  it('rejects several statements, DML, DDL and SELECT INTO', () => {
    expect(checkSelectStatement('SELECT 1; SELECT 2')).toEqual({ ok: false, reason: 'Only single queries supported' });
    for (const sql of ['DELETE FROM t', 'INSERT INTO t VALUES (1)', 'SELECT * INTO t2 FROM t', 'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'ATTACH \'x.db\'', 'PRAGMA x']) {
      expect(checkSelectStatement(sql).ok, sql).toBe(false);
    }
    expect(checkSelectStatement('').ok).toBe(false);
  });

  it('is not fooled by quoting that hides a statement from one dialect', () => {
    // PostgreSQL ends the string at the backslash-quote; MySQL does not: either way this is refused.
    expect(checkSelectStatement("SELECT 'a\\'; DROP TABLE t; --'").ok).toBe(false);
    expect(checkSelectStatement('SELECT 1 # ; DROP TABLE t').ok).toBe(false);
    expect(checkSelectStatement("SELECT 'unterminated").ok).toBe(false);
    expect(checkSelectStatement('SELECT 1 /* open').ok).toBe(false);
  });
});

describe('checkSqlExpression', () => {
  it('accepts expressions and refuses comments, statements and DML', () => {
    expect(checkSqlExpression("SUM(CASE WHEN x = 'a;b' THEN 1 ELSE 0 END)")).toMatchObject({ ok: true });
    expect(checkSqlExpression('x -- rest').ok).toBe(false);
    expect(checkSqlExpression('1); DROP TABLE t; (SELECT 1').ok).toBe(false);
    expect(checkSqlExpression('(SELECT 1 INTO y)').ok).toBe(false);
  });
});
