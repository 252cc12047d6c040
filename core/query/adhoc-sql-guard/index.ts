/**
 * The SQL guard: the rule for SQL fragments (adhoc metrics, columns, where/having, computed
 * columns, saved metrics), applied to what the engine's parser read; and a dialect-aware
 * tokenizer for whole statements (virtual dataset SQL, SQL Lab scripts).
 */
export { checkSelectStatement } from './check-select-statement.js';
export { checkSqlExpression, type SqlExpressionScope } from './check-sql-expression.js';
export { SQL_GUARD_DIALECTS, sqlGuardDialectsFor, type SqlGuardDialect } from './sql-guard-dialect.js';
export type { SqlGuardResult, SqlGuardViolation } from './sql-guard-violation.js';
export { tokenizeSql, type SqlToken, type SqlTokenKind, type TokenizeOptions } from './tokenize-sql.js';
