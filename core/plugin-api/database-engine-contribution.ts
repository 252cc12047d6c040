import type { ContributionToken } from './contribution-token.js';
import type { EngineConnection, EngineOptions, GenericColumnType, SqlParam } from './engine-connection.js';
import type { ParseSqlExpression } from '../query/model/sql-expression-tree.js';
import type { SqlDialect } from '../query/sql-lexer/sql-dialect.js';
import type { TemporalFormatConversions } from './temporal-format.js';
import type { TimeGrain } from './time-grain.js';

/**
 * A database engine spec: how Tessera talks to and writes SQL for one kind of database.
 *
 * @example
 * ```ts
 * export const duckdbEngine = defineDatabaseEngine({
 *   engine: 'duckdb',
 *   engineName: 'DuckDB',
 *   uriSchemes: ['duckdb'],
 *   supportsCatalog: true,
 *   timeGrains: {
 *     PT1S: "DATE_TRUNC('second', {col})",
 *     P1D: "DATE_TRUNC('day', {col})",
 *     P1W: "DATE_TRUNC('week', {col})",
 *   },
 *   quoteIdentifier: (name) => `"${name.replaceAll('"', '""')}"`,
 *   createEngine: async (uri, options) => openDuckDb(uri, options),
 * });
 * ```
 */
export interface DatabaseEngineContribution {
  /** Engine key as Superset spells it (`duckdb`, `postgresql`, `mysql`, `trino` …). */
  engine: string;
  /** Human-readable name shown in the database connection form. */
  engineName: string;
  /** SQLAlchemy-style URI schemes the engine answers to, e.g. `['postgresql', 'postgresql+psycopg2']`. */
  uriSchemes: readonly string[];
  defaultPort?: number;
  /** Whether the engine has a catalog level above schemas. */
  supportsCatalog: boolean;
  /** SQL template per supported grain; `{col}` stands for the (already quoted) time column. */
  timeGrains: Readonly<Partial<Record<TimeGrain, string>>>;
  /**
   * Optional: how a temporal column stored as epoch seconds or milliseconds, or as text in a
   * strftime layout (its `python_date_format`), is read as a timestamp before grains and time
   * filters apply. Without it, such columns cannot be used as time columns on this engine.
   */
  temporalFormats?: TemporalFormatConversions;
  quoteIdentifier: (name: string) => string;
  /**
   * Renders a value as a SQL literal of this dialect, escaped so it can never end the literal.
   * Compiled chart queries carry their values this way so the SQL is complete, cacheable and
   * shown as it ran ("view query").
   */
  formatLiteral: (value: SqlParam) => string;
  /** A timestamp literal for an ISO-8601 instant (`2024-01-31T00:00:00`), e.g. `TIMESTAMP '2024-01-31 00:00:00'`. */
  timestampLiteral: (iso: string) => string;
  /** The bind-parameter placeholder for the 1-based position `index`: `?` or `$1`. */
  placeholder: (index: number) => string;
  /** Maps the engine's type name to a generic type; null when it is none of them (e.g. arrays). */
  genericType: (typeName: string) => GenericColumnType | null;
  /** Returns the SELECT limited to `limit` rows, lowering an existing smaller-or-larger LIMIT rather than nesting blindly. */
  applyLimit: (sql: string, limit: number) => string;
  /**
   * The engine's lexical rules (quotes, escapes, comments) and limit syntax: every reading of its
   * SQL (the SQL guard, SQL Lab's statement splitting and row limits) goes by it.
   */
  sqlDialect: SqlDialect;
  /** `sql-formatter` language name for this dialect (`duckdb`, `sqlite`, `postgresql`, `mysql`, `mariadb`). */
  sqlFormatterLanguage: string;
  /** Whether statements can be cancelled in the engine (all built-in engines can). */
  supportsCancel: boolean;
  /** Engine spec for a URI: opens a pooled connection. Rejects with a readable message on a bad URI. */
  createEngine: (uri: string, options: EngineOptions) => Promise<EngineConnection>;
  /**
   * Optional: reads a SQL expression the way the engine does, so custom SQL in charts and the
   * dataset's saved expressions can be checked before Tessera embeds them. Without it, an engine
   * accepts no custom SQL at all.
   */
  parseSqlExpression?: ParseSqlExpression;
  /**
   * Optional: the schema an unqualified table name resolves to on a connection to `uri` (DuckDB
   * and SQLite `main`, PostgreSQL `public`, MySQL the URI's database), or null when the URI does
   * not tell. Row-level security uses it to know that a dataset without a schema and one in this
   * schema read the same table; without it, a dataset without a schema is taken to be that table
   * in any schema, so rules are never lost.
   */
  defaultSchema?: (uri: string) => string | null;
}

/** DI token under which plugins bind their {@link DatabaseEngineContribution}s. */
export const DatabaseEngineContribution = Symbol.for('tessera.DatabaseEngineContribution') as ContributionToken<DatabaseEngineContribution>;

/** Declares a database engine spec; returns its argument unchanged. */
export function defineDatabaseEngine(contribution: DatabaseEngineContribution): DatabaseEngineContribution {
  return contribution;
}
