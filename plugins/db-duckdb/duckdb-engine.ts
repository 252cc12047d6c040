import { applyLimit, defineDatabaseEngine, quoteIdentifier, type SqlDialect } from '@core/plugin-api/index.js';
import { parseDuckDbExpression } from './duckdb-expression-parser.js';
import { duckdbGenericType } from './duckdb-generic-type.js';
import { duckdbFormatLiteral, duckdbTimestampLiteral } from './duckdb-literals.js';
import { DUCKDB_TEMPORAL_FORMATS } from './duckdb-temporal-formats.js';
import { DUCKDB_TIME_GRAINS } from './duckdb-time-grains.js';
import { parseDuckDbUri } from './duckdb-uri.js';

/** How DuckDB's SQL is read: by the SQL guard, for limits and, where its parser cannot bind a statement, for keywords. */
export const DUCKDB_DIALECT: SqlDialect = {
  stringQuotes: ["'"],
  identifierQuotes: [['"', '"']],
  backslashEscapes: false,
  backslashEscapesSetting: null,
  escapeStringPrefix: true,
  dollarQuotes: true,
  hashComments: false,
  nestedBlockComments: false,
  executableComments: false,
  limitCommaOffset: false,
  queryKeywords: ['SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM', 'PIVOT', 'UNPIVOT', 'SUMMARIZE', 'DESCRIBE'],
};

/**
 * DuckDB: embedded analytical database, Tessera's default for example and scratch data.
 * Catalogs are the attached databases. Statements are cancelled with `connection.interrupt()`.
 */
export const duckdbEngine = defineDatabaseEngine({
  engine: 'duckdb',
  engineName: 'DuckDB',
  uriSchemes: ['duckdb'],
  supportsCatalog: true,
  timeGrains: DUCKDB_TIME_GRAINS,
  temporalFormats: DUCKDB_TEMPORAL_FORMATS,
  quoteIdentifier: (name) => quoteIdentifier(name),
  formatLiteral: duckdbFormatLiteral,
  timestampLiteral: duckdbTimestampLiteral,
  placeholder: () => '?',
  genericType: duckdbGenericType,
  sqlDialect: DUCKDB_DIALECT,
  applyLimit: (sql, limit) => applyLimit(DUCKDB_DIALECT, sql, limit),
  sqlFormatterLanguage: 'duckdb',
  supportsCancel: true,
  parseSqlExpression: parseDuckDbExpression,
  // A search path set in the URI's settings moves unqualified names elsewhere: then it cannot be told.
  defaultSchema: (uri) => (Object.keys(parseDuckDbUri(uri).config).some((key) => /^(search_path|schema)$/i.test(key)) ? null : 'main'),
  createEngine: async (uri, options) => {
    const target = parseDuckDbUri(uri);
    const { openDuckDbConnection } = await import('./duckdb-connection.js');
    return openDuckDbConnection(target, options);
  },
});
