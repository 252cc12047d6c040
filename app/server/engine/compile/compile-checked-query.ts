import { compileQueryObject, type CompileQueryObjectInput } from './compile-query-object.js';
import type { CompiledQuery } from './compiled-query.js';
import type { SqlFragmentChecker } from './sql-fragment-checker.js';

/**
 * Compiles a query object and checks every SQL fragment it embeds (adhoc metrics, columns and
 * filters, where/having, order-by metrics, computed columns, saved metrics, row-level-security
 * clauses) with the engine's parser before handing the SQL out: the only way chart queries are
 * compiled for running.
 *
 * @example
 * ```ts
 * const compiled = await compileCheckedQuery({ query, datasource, spec: duckdbEngine }, checker);
 * // rejects with CompileError('Custom SQL of metric m may not contain subqueries.') for `EXISTS (FROM flights)`
 * ```
 */
export async function compileCheckedQuery(input: CompileQueryObjectInput, checker: SqlFragmentChecker): Promise<CompiledQuery> {
  const compiled = compileQueryObject(input);
  await checker.check(input.spec, compiled.fragments, { datasource: input.datasource, metricLabels: compiled.labels.metrics });
  return compiled;
}
