import type { ContributionToken } from './contribution-token.js';
import type { EngineConnection, EngineOptions } from './engine-connection.js';
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
  quoteIdentifier: (name: string) => string;
  createEngine: (uri: string, options: EngineOptions) => Promise<EngineConnection>;
}

/** DI token under which plugins bind their {@link DatabaseEngineContribution}s. */
export const DatabaseEngineContribution = Symbol.for('tessera.DatabaseEngineContribution') as ContributionToken<DatabaseEngineContribution>;

/** Declares a database engine spec; returns its argument unchanged. */
export function defineDatabaseEngine(contribution: DatabaseEngineContribution): DatabaseEngineContribution {
  return contribution;
}
