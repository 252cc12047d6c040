import { applyLimit, defineDatabaseEngine, quoteIdentifier, type SqlDialect } from '@core/plugin-api/index.js';
import { parsePostgresExpression } from './postgres-expression-parser.js';
import { postgresGenericType } from './postgres-generic-type.js';
import { postgresFormatLiteral, postgresTimestampLiteral } from './postgres-literals.js';
import { POSTGRES_TEMPORAL_FORMATS } from './postgres-temporal-formats.js';
import { POSTGRES_TIME_GRAINS } from './postgres-time-grains.js';
import { parsePostgresUri } from './postgres-uri.js';

/** How PostgreSQL's SQL is read; standard_conforming_strings (on by default) decides backslashes in plain strings. */
export const POSTGRES_DIALECT: SqlDialect = {
  stringQuotes: ["'"],
  identifierQuotes: [['"', '"']],
  backslashEscapes: false,
  backslashEscapesSetting: 'standard_conforming_strings',
  escapeStringPrefix: true,
  dollarQuotes: true,
  hashComments: false,
  nestedBlockComments: true,
  executableComments: false,
  limitCommaOffset: false,
  queryKeywords: ['SELECT', 'WITH', 'VALUES', 'TABLE'],
};

/**
 * PostgreSQL through `pg`'s pool. Sessions run in UTC; statements are cancelled with
 * `pg_cancel_backend` from a separate connection. The catalog is the connected database.
 */
export const postgresEngine = defineDatabaseEngine({
  engine: 'postgresql',
  engineName: 'PostgreSQL',
  uriSchemes: ['postgresql', 'postgres'],
  defaultPort: 5432,
  supportsCatalog: false,
  timeGrains: POSTGRES_TIME_GRAINS,
  temporalFormats: POSTGRES_TEMPORAL_FORMATS,
  quoteIdentifier: (name) => quoteIdentifier(name),
  formatLiteral: postgresFormatLiteral,
  timestampLiteral: postgresTimestampLiteral,
  placeholder: (index) => `$${index}`,
  genericType: postgresGenericType,
  sqlDialect: POSTGRES_DIALECT,
  applyLimit: (sql, limit) => applyLimit(POSTGRES_DIALECT, sql, limit),
  sqlFormatterLanguage: 'postgresql',
  supportsCancel: true,
  parseSqlExpression: parsePostgresExpression,
  // `?options=-c search_path=…` may put another schema first; the server default is `public`.
  defaultSchema: (uri) => (parsePostgresUri(uri).params['options'] !== undefined ? null : 'public'),
  createEngine: async (uri, options) => {
    const target = parsePostgresUri(uri);
    const { openPostgresConnection } = await import('./postgres-connection.js');
    return openPostgresConnection(target, options);
  },
});
