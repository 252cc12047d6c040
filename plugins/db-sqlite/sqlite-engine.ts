import { applyLimit, defineDatabaseEngine, quoteIdentifier, type SqlDialect } from '@core/plugin-api/index.js';
import { parseSqliteExpression } from './sqlite-expression-parser.js';
import { sqliteGenericType } from './sqlite-generic-type.js';
import { sqliteFormatLiteral, sqliteTimestampLiteral } from './sqlite-literals.js';
import { SQLITE_TEMPORAL_FORMATS } from './sqlite-temporal-formats.js';
import { SQLITE_TIME_GRAINS } from './sqlite-time-grains.js';
import { parseSqliteUri } from './sqlite-uri.js';

/** How SQLite's SQL is read: three identifier quotes, no backslash escapes. */
export const SQLITE_DIALECT: SqlDialect = {
  stringQuotes: ["'"],
  identifierQuotes: [
    ['"', '"'],
    ['`', '`'],
    ['[', ']'],
  ],
  backslashEscapes: false,
  backslashEscapesSetting: null,
  escapeStringPrefix: false,
  dollarQuotes: false,
  hashComments: false,
  nestedBlockComments: false,
  executableComments: false,
  limitCommaOffset: true,
  queryKeywords: ['SELECT', 'WITH', 'VALUES'],
};

/**
 * SQLite files. Statements run in child processes (better-sqlite3 is synchronous and cannot be
 * interrupted), which are killed to cancel. Schemas are the attached databases; no catalogs.
 */
export const sqliteEngine = defineDatabaseEngine({
  engine: 'sqlite',
  engineName: 'SQLite',
  uriSchemes: ['sqlite'],
  supportsCatalog: false,
  timeGrains: SQLITE_TIME_GRAINS,
  temporalFormats: SQLITE_TEMPORAL_FORMATS,
  quoteIdentifier: (name) => quoteIdentifier(name),
  formatLiteral: sqliteFormatLiteral,
  timestampLiteral: sqliteTimestampLiteral,
  placeholder: () => '?',
  genericType: sqliteGenericType,
  sqlDialect: SQLITE_DIALECT,
  applyLimit: (sql, limit) => applyLimit(SQLITE_DIALECT, sql, limit),
  sqlFormatterLanguage: 'sqlite',
  supportsCancel: true,
  parseSqlExpression: parseSqliteExpression,
  defaultSchema: () => 'main',
  createEngine: async (uri, options) => {
    const target = parseSqliteUri(uri);
    const { openSqliteConnection } = await import('./sqlite-connection.js');
    return openSqliteConnection(target, options);
  },
});
