import type { DatabaseEngineContribution, GenericColumnType, SqlParam } from '@core/plugin-api/index.js';
import { checkSqlFragment } from '@core/query/adhoc-sql-guard/index.js';
import { CompileError } from './compile-error.js';
import { compilerDialectFor, type CompilerDialect } from './compiler-dialect.js';
import type { CompilerColumn, CompilerDatasource, CompilerMetric } from './compiler-datasource.js';

/**
 * Everything the compiling functions share for one query object: the engine spec and dialect, the
 * dataset's columns and metrics by name, the clock, and the only ways SQL text enters a query —
 * quoted identifiers, engine literals, and user or owner SQL that passed the guard.
 */
export interface CompileContext {
  spec: DatabaseEngineContribution;
  dialect: CompilerDialect;
  datasource: CompilerDatasource;
  columnsByName: ReadonlyMap<string, CompilerColumn>;
  metricsByName: ReadonlyMap<string, CompilerMetric>;
  now: Date;
  /** Row-level-security predicates (trusted SQL, still guarded) ANDed into every WHERE. */
  rowLevelSecurity: readonly string[];
  quote: (name: string) => string;
  literal: (value: SqlParam) => string;
  /** SQL typed by a user in explore: refused unless it passes the guard without sub-queries. */
  userSql: (sql: string, subject: string) => string;
  /** SQL saved by the dataset's owners (computed columns, saved metrics): sub-queries allowed. */
  ownerSql: (sql: string, subject: string) => string;
  /** The generic type of a dataset column (`is_dttm` wins over the engine's type mapping). */
  genericTypeOf: (column: CompilerColumn) => GenericColumnType | null;
  /** Whether a dataset column holds date-times. */
  isTemporal: (column: CompilerColumn) => boolean;
}

/** Builds the {@link CompileContext} of one compilation. */
export function createCompileContext(input: {
  spec: DatabaseEngineContribution;
  datasource: CompilerDatasource;
  now: Date;
  rowLevelSecurity?: readonly string[];
}): CompileContext {
  const { spec, datasource } = input;
  const dialect = compilerDialectFor(spec.engine);
  const guard = (sql: string, subject: string, allowSubqueries: boolean) => {
    const result = checkSqlFragment(sql, { dialects: dialect.guardDialects, allowSubqueries, subject });
    if (!result.ok) throw new CompileError(result.violation.message, result.violation.errorType);
    return result.sql;
  };
  const genericTypeOf = (column: CompilerColumn): GenericColumnType | null => {
    if (column.is_dttm) return 'temporal';
    return column.type ? spec.genericType(column.type) : null;
  };
  return {
    spec,
    dialect,
    datasource,
    columnsByName: new Map(datasource.columns.map((c) => [c.column_name, c])),
    metricsByName: new Map(datasource.metrics.map((m) => [m.metric_name, m])),
    now: input.now,
    rowLevelSecurity: (input.rowLevelSecurity ?? []).map((clause) => guard(clause, 'Row level security clause', true)),
    quote: (name) => spec.quoteIdentifier(name),
    literal: (value) => spec.formatLiteral(value),
    userSql: (sql, subject) => guard(sql, subject, false),
    ownerSql: (sql, subject) => guard(sql, subject, true),
    genericTypeOf,
    isTemporal: (column) => genericTypeOf(column) === 'temporal',
  };
}
