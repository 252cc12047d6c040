import { parseServerUri, type ServerTarget } from '@core/plugin-api/index.js';

/** A MySQL/MariaDB server and database; `params` holds `charset`, `ssl_mode`, `connect_timeout`, `unix_socket` … */
export type MysqlTarget = ServerTarget;

/**
 * Parses `mysql://user:password@host:3306/database?charset=utf8mb4` (also `mariadb://` and driver
 * suffixes like `mysql+pymysql://`). The port defaults to 3306 and the host to localhost
 * (`?unix_socket=/run/mysqld/mysqld.sock` for a socket).
 */
export function parseMysqlUri(uri: string): MysqlTarget {
  return parseServerUri(uri, { name: 'MySQL', schemes: ['mysql', 'mariadb'], defaultPort: 3306 });
}
