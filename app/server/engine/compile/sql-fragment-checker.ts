import { ErrorType } from '@core/errors/index.js';
import type { DatabaseEngineContribution, SqlExpressionParse } from '@core/plugin-api/index.js';
import { checkSqlExpression } from '@core/query/adhoc-sql-guard/index.js';
import { CompileError } from './compile-error.js';
import type { CompilerDatasource } from './compiler-datasource.js';
import type { SqlFragment } from './sql-fragment.js';

const DEFAULT_CAPACITY = 2_000;

/**
 * Checks the SQL fragments of compiled queries with the engine's parser and Tessera's rule for
 * fragments (one expression over the dataset's columns, see `checkSqlExpression`). Parses are
 * kept per engine and text, the most recent `capacity` of them, so a dashboard loaded again does
 * not parse its charts' SQL again; the rule itself is applied every time (it depends on the
 * dataset's columns, which may change).
 */
export class SqlFragmentChecker {
  private readonly parses = new Map<string, Promise<SqlExpressionParse>>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  /**
   * Resolves when every fragment may run on this dataset; otherwise rejects with a CompileError
   * naming the first fragment refused and why. An engine without a parser accepts none.
   *
   * @example
   * ```ts
   * await checker.check(duckdbEngine, compiled.fragments, { datasource, metricLabels: compiled.labels.metrics });
   * ```
   */
  async check(spec: DatabaseEngineContribution, fragments: readonly SqlFragment[], scope: { datasource: CompilerDatasource; metricLabels: readonly string[] }): Promise<void> {
    if (fragments.length === 0) return;
    const parse = spec.parseSqlExpression;
    if (!parse) {
      throw new CompileError(`${fragments[0]!.subject} cannot be used: the ${spec.engineName} engine has no SQL parser to check it.`, ErrorType.INVALID_SQL_ERROR);
    }
    const parsed = await Promise.all(fragments.map((fragment) => this.parsed(spec.engine, fragment.sql, parse)));
    const { datasource } = scope;
    const columns = datasource.columns.map((c) => c.column_name);
    const names = [...scope.metricLabels, ...datasource.metrics.map((m) => m.metric_name)];
    // A physical table may qualify its own columns; a virtual dataset is `virtual_table`.
    const table = datasource.sql?.trim() ? 'virtual_table' : datasource.tableName;
    fragments.forEach((fragment, index) => {
      const violation = checkSqlExpression(parsed[index]!, {
        columns,
        names: fragment.namesMetrics ? names : [],
        table,
        trusted: fragment.author === 'admin',
        subject: fragment.subject,
      });
      if (violation) throw new CompileError(violation.message, violation.errorType);
    });
  }

  private parsed(engine: string, sql: string, parse: (sql: string) => Promise<SqlExpressionParse>): Promise<SqlExpressionParse> {
    const key = `${engine}\u0000${sql}`;
    const cached = this.parses.get(key);
    if (cached) {
      // Most recently used last, so the oldest entry is the first one evicted.
      this.parses.delete(key);
      this.parses.set(key, cached);
      return cached;
    }
    const pending = parse(sql);
    this.parses.set(key, pending);
    // A parser that failed to start is not an answer about the text: try again next time.
    pending.catch(() => this.parses.delete(key));
    while (this.parses.size > this.capacity) this.parses.delete(this.parses.keys().next().value!);
    return pending;
  }
}
