/**
 * The query compiler: Superset query objects to one SQL statement per engine, pure (no I/O),
 * then the check of the SQL fragments it embeds by the engine's parser. See `compileCheckedQuery`.
 */
export { compileQueryObject, TIME_COMPARISON_SEPARATOR, type CompileQueryObjectInput } from './compile-query-object.js';
export { compileCheckedQuery } from './compile-checked-query.js';
export { SqlFragmentChecker } from './sql-fragment-checker.js';
export type { SqlFragment } from './sql-fragment.js';
export { CompileError, isCompileError } from './compile-error.js';
export type { AppliedFilter, CompiledQuery, RejectedFilter, TimeOffsetQuery } from './compiled-query.js';
export type { CompilerColumn, CompilerDatasource, CompilerMetric } from './compiler-datasource.js';
export { compilerDialectFor, type CompilerDialect } from './compiler-dialect.js';
export { EMPTY_STRING, NULL_STRING } from './filter-values.js';
export { DTTM_ALIAS } from './compile-filter.js';
export { metricLabel } from './resolve-metric.js';
export { columnLabel } from './resolve-column.js';
export { normalizeTimeOffset, shiftTimestamp } from './time-offset.js';
