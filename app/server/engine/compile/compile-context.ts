import type { DatabaseEngineContribution, GenericColumnType, SqlParam } from '@core/plugin-api/index.js';
import { compilerDialectFor, type CompilerDialect } from './compiler-dialect.js';
import type { CompilerColumn, CompilerDatasource, CompilerMetric } from './compiler-datasource.js';
import type { SqlFragment } from './sql-fragment.js';

/**
 * Everything the compiling functions share for one query object: the engine spec and dialect, the
 * dataset's columns and metrics by name, the clock, and the only ways SQL text enters a query —
 * quoted identifiers, engine literals, and user, owner or administrator SQL, each recorded in
 * `fragments` for the parser's check before the query may run.
 */
export interface CompileContext {
  spec: DatabaseEngineContribution;
  dialect: CompilerDialect;
  datasource: CompilerDatasource;
  columnsByName: ReadonlyMap<string, CompilerColumn>;
  metricsByName: ReadonlyMap<string, CompilerMetric>;
  now: Date;
  /** Row-level-security predicates (administrators' SQL, still checked) ANDed into every WHERE. */
  rowLevelSecurity: readonly string[];
  quote: (name: string) => string;
  literal: (value: SqlParam) => string;
  /** SQL typed by a user in explore; `namesMetrics` in HAVING and ORDER BY. Returns it trimmed. */
  userSql: (sql: string, subject: string, namesMetrics?: boolean) => string;
  /** SQL saved by the dataset's owners (computed columns, saved metrics). Returns it trimmed. */
  ownerSql: (sql: string, subject: string) => string;
  /** Every fragment embedded so far, once each. */
  fragments: SqlFragment[];
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
  const fragments: SqlFragment[] = [];
  const seen = new Set<string>();
  const embed = (text: string, subject: string, author: SqlFragment['author'], namesMetrics = false) => {
    const sql = text.trim();
    const key = JSON.stringify([sql, subject, author, namesMetrics]);
    if (!seen.has(key)) {
      seen.add(key);
      fragments.push({ sql, subject, author, namesMetrics });
    }
    return sql;
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
    rowLevelSecurity: (input.rowLevelSecurity ?? []).map((clause) => embed(clause, 'Row level security clause', 'admin')),
    quote: (name) => spec.quoteIdentifier(name),
    literal: (value) => spec.formatLiteral(value),
    userSql: (sql, subject, namesMetrics) => embed(sql, subject, 'user', namesMetrics),
    ownerSql: (sql, subject) => embed(sql, subject, 'owner'),
    fragments,
    genericTypeOf,
    isTemporal: (column) => genericTypeOf(column) === 'temporal',
  };
}
