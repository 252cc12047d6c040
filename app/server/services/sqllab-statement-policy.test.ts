import { describe, expect, it } from 'vitest';
import type { ClassifiedStatement } from '@core/plugin-api/index.js';
import { SqlLabError } from './sqllab-error.js';
import { enforceStatement, type StatementAllowance } from './sqllab-statement-policy.js';

const readOnly: StatementAllowance = { allowDml: false, engineName: 'DuckDB' };
const refusal = (statement: ClassifiedStatement, sql = 'SELECT 1', allowance: StatementAllowance = readOnly) => {
  try {
    enforceStatement(statement, sql, allowance);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(SqlLabError);
    return error as SqlLabError;
  }
};

describe('enforceStatement', () => {
  it('refuses statements that reach outside the data, whatever the database allows', () => {
    for (const kind of ['session', 'transaction', 'extension', 'attach', 'file', 'call', 'other'] as const) {
      const error = refusal({ kind, type: 'X' }, 'X', { allowDml: true, engineName: 'DuckDB' });
      expect(error?.errorType, kind).toBe('QUERY_SECURITY_ACCESS_ERROR');
      expect(error?.statusCode).toBe(400);
    }
    expect(refusal({ kind: 'query', type: 'SELECT', refusal: 'No files.' }, 'SELECT', { allowDml: true, engineName: 'PostgreSQL' })?.message).toBe('No files.');
  });

  it('refuses writes unless DML is allowed or it is SQL Lab’s own CREATE TABLE AS', () => {
    expect(refusal({ kind: 'write', type: 'INSERT' })?.errorType).toBe('DML_NOT_ALLOWED_ERROR');
    expect(refusal({ kind: 'write', type: 'INSERT' }, 'INSERT', { allowDml: true, engineName: 'DuckDB' })).toBeNull();
    expect(refusal({ kind: 'write', type: 'CREATE' }, 'CREATE TABLE x AS SELECT 1', { ...readOnly, ctas: true })).toBeNull();
    expect(refusal({ kind: 'explain', type: 'EXPLAIN' }, 'EXPLAIN ANALYZE DELETE FROM t')?.errorType).toBe('DML_NOT_ALLOWED_ERROR');
    expect(refusal({ kind: 'explain', type: 'EXPLAIN' }, 'EXPLAIN SELECT 1')).toBeNull();
  });

  it('fails a statement the engine cannot bind where nothing may write, with the engine’s words', () => {
    const error = refusal({ kind: 'query', type: 'SELECT', bindError: 'Permission Error: Cannot access file "/etc/passwd"' });
    expect(error?.message).toBe('DuckDB error: Permission Error: Cannot access file "/etc/passwd"');
    expect(refusal({ kind: 'query', type: 'SELECT', bindError: 'Catalog Error: Table with name t does not exist!' }, 'SELECT', { allowDml: true, engineName: 'DuckDB' })).toBeNull();
  });
});
