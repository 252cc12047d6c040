/**
 * The SQL guard: a dialect-aware tokenizer and the checks that decide whether a piece of SQL
 * written by a user (adhoc metrics, columns, where/having) or a dataset owner (virtual dataset SQL,
 * computed columns, saved metrics) may be embedded in the SQL Tessera runs.
 */
export { checkSelectStatement } from './check-select-statement.js';
export { checkSqlFragment, type SqlFragmentOptions } from './check-sql-fragment.js';
export { SQL_GUARD_DIALECTS, sqlGuardDialectsFor, type SqlGuardDialect } from './sql-guard-dialect.js';
export type { SqlGuardResult, SqlGuardViolation } from './sql-guard-violation.js';
export { tokenizeSql, type SqlToken, type SqlTokenKind, type TokenizeOptions } from './tokenize-sql.js';
