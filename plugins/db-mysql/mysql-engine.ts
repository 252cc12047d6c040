import { applyLimit, defineDatabaseEngine, quoteIdentifier, type SqlDialect } from '@core/plugin-api/index.js';
import { parseMysqlExpression } from './mysql-expression-parser.js';
import { mysqlGenericType } from './mysql-generic-type.js';
import { mysqlFormatLiteral, mysqlTimestampLiteral } from './mysql-literals.js';
import { MYSQL_TEMPORAL_FORMATS } from './mysql-temporal-formats.js';
import { MYSQL_TIME_GRAINS } from './mysql-time-grains.js';
import { parseMysqlUri } from './mysql-uri.js';

/**
 * How MySQL's (and MariaDB's) SQL is read. Double quotes are strings unless ANSI_QUOTES is on;
 * either way they close the same way. Tessera's sessions escape with backslashes (the default).
 */
export const MYSQL_DIALECT: SqlDialect = {
  stringQuotes: ["'", '"'],
  identifierQuotes: [['`', '`']],
  backslashEscapes: true,
  backslashEscapesSetting: 'NO_BACKSLASH_ESCAPES',
  escapeStringPrefix: false,
  dollarQuotes: false,
  hashComments: true,
  nestedBlockComments: false,
  executableComments: true,
  limitCommaOffset: true,
  queryKeywords: ['SELECT', 'WITH', 'VALUES', 'TABLE'],
};

/**
 * MySQL and MariaDB through mysql2's pool. Sessions run in UTC with backslash escapes on;
 * statements are cancelled with `KILL QUERY` from a separate connection. No catalogs.
 */
export const mysqlEngine = defineDatabaseEngine({
  engine: 'mysql',
  engineName: 'MySQL',
  uriSchemes: ['mysql', 'mariadb'],
  defaultPort: 3306,
  supportsCatalog: false,
  timeGrains: MYSQL_TIME_GRAINS,
  temporalFormats: MYSQL_TEMPORAL_FORMATS,
  quoteIdentifier: (name) => quoteIdentifier(name, '`'),
  formatLiteral: mysqlFormatLiteral,
  timestampLiteral: mysqlTimestampLiteral,
  placeholder: () => '?',
  genericType: mysqlGenericType,
  sqlDialect: MYSQL_DIALECT,
  applyLimit: (sql, limit) => applyLimit(MYSQL_DIALECT, sql, limit),
  sqlFormatterLanguage: 'mysql',
  supportsCancel: true,
  parseSqlExpression: parseMysqlExpression,
  // MySQL's schemas are its databases: unqualified names are the connected one's.
  defaultSchema: (uri) => parseMysqlUri(uri).database ?? null,
  createEngine: async (uri, options) => {
    const target = parseMysqlUri(uri);
    const { openMysqlConnection } = await import('./mysql-connection.js');
    return openMysqlConnection(target, options);
  },
});
