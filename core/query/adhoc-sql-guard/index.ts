/**
 * The SQL guard: the rule for SQL fragments (adhoc metrics, columns, where/having, computed
 * columns, saved metrics), applied to what the engine's parser read; and the check of whole
 * statements (virtual dataset SQL) over the engine's `sqlDialect`.
 */
export { checkSelectStatement } from './check-select-statement.js';
export { checkSqlExpression, type SqlExpressionScope } from './check-sql-expression.js';
export type { SqlGuardResult, SqlGuardViolation } from './sql-guard-violation.js';
export { UNKNOWN_ENGINE_DIALECTS, dialectsToCheck } from './unknown-engine-dialects.js';
