import { applyLimit, defineDatabaseEngine, quoteIdentifier, type LimitDialect } from '@core/plugin-api/index.js';
import { parseMysqlExpression } from './mysql-expression-parser.js';
import { mysqlGenericType } from './mysql-generic-type.js';
import { mysqlFormatLiteral, mysqlTimestampLiteral } from './mysql-literals.js';
import { MYSQL_TIME_GRAINS } from './mysql-time-grains.js';
import { parseMysqlUri } from './mysql-uri.js';

/** How the dialect's SQL is scanned for limits and statement keywords. */
export const MYSQL_DIALECT: LimitDialect = {
  quotes: '"`',
  backslashEscapes: true,
  escapeStrings: false,
  dollarQuotes: false,
  hashComments: true,
  nestedBlockComments: false,
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
  quoteIdentifier: (name) => quoteIdentifier(name, '`'),
  formatLiteral: mysqlFormatLiteral,
  timestampLiteral: mysqlTimestampLiteral,
  placeholder: () => '?',
  genericType: mysqlGenericType,
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
