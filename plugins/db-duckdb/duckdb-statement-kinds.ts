import type { StatementKind } from '@core/plugin-api/index.js';

/**
 * DuckDB's statement types (the C API's `duckdb_statement_type`, by number so the mapping needs
 * no driver import) and what each does. Types missing here (RELATION, LOGICAL_PLAN, MULTI,
 * INVALID) are `other`.
 */
const KINDS: Readonly<Record<number, { name: string; kind: StatementKind }>> = {
  1: { name: 'SELECT', kind: 'query' },
  2: { name: 'INSERT', kind: 'write' },
  3: { name: 'UPDATE', kind: 'write' },
  4: { name: 'EXPLAIN', kind: 'explain' },
  5: { name: 'DELETE', kind: 'write' },
  6: { name: 'PREPARE', kind: 'call' },
  7: { name: 'CREATE', kind: 'write' },
  8: { name: 'EXECUTE', kind: 'call' },
  9: { name: 'ALTER', kind: 'write' },
  10: { name: 'TRANSACTION', kind: 'transaction' },
  11: { name: 'COPY', kind: 'file' },
  12: { name: 'ANALYZE', kind: 'other' },
  13: { name: 'VARIABLE_SET', kind: 'session' },
  14: { name: 'CREATE_FUNC', kind: 'write' },
  15: { name: 'DROP', kind: 'write' },
  16: { name: 'EXPORT', kind: 'file' },
  17: { name: 'PRAGMA', kind: 'session' },
  18: { name: 'VACUUM', kind: 'other' },
  19: { name: 'CALL', kind: 'call' },
  20: { name: 'SET', kind: 'session' },
  21: { name: 'LOAD', kind: 'extension' },
  22: { name: 'RELATION', kind: 'other' },
  23: { name: 'EXTENSION', kind: 'extension' },
  24: { name: 'LOGICAL_PLAN', kind: 'other' },
  25: { name: 'ATTACH', kind: 'attach' },
  26: { name: 'DETACH', kind: 'attach' },
  27: { name: 'MULTI', kind: 'other' },
  28: { name: 'COPY_DATABASE', kind: 'file' },
  29: { name: 'UPDATE_EXTENSIONS', kind: 'extension' },
  30: { name: 'MERGE_INTO', kind: 'write' },
};

/** The kind and name of a DuckDB statement type. */
export function duckdbStatementKind(statementType: number): { name: string; kind: StatementKind } {
  return KINDS[statementType] ?? { name: `TYPE_${statementType}`, kind: 'other' };
}
