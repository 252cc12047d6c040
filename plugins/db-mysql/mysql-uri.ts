/** A MySQL/MariaDB server and database, from a SQLAlchemy-style URI. */
export interface MysqlTarget {
  host: string;
  port: number;
  user?: string;
  password?: string;
  database?: string;
  /** Query-string parameters (`charset`, `ssl`, `connect_timeout` …). */
  params: Record<string, string>;
}

const SCHEME = /^(mysql|mariadb)(\+[a-z0-9_]+)?:\/\//i;

function redact(uri: string): string {
  return uri.replace(/(\/\/[^:/@]*:)[^@/]*@/, '$1***@');
}

function decode(part: string, uri: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new Error(`Invalid MySQL URI '${redact(uri)}': '${part}' is not properly URL-encoded`);
  }
}

/**
 * Parses `mysql://user:password@host:3306/database?charset=utf8mb4` (also `mariadb://` and driver
 * suffixes like `mysql+pymysql://`). User and password are URL-decoded; the port defaults to 3306
 * and the host to localhost (`?unix_socket=/run/mysqld/mysqld.sock` for a socket).
 */
export function parseMysqlUri(uri: string): MysqlTarget {
  const trimmed = uri.trim();
  if (!SCHEME.test(trimmed)) throw new Error(`Invalid MySQL URI '${redact(trimmed)}': expected mysql://user:password@host:port/database`);
  let url: URL;
  try {
    url = new URL(trimmed.replace(SCHEME, 'mysql://'));
  } catch {
    throw new Error(`Invalid MySQL URI '${redact(trimmed)}': expected mysql://user:password@host:port/database`);
  }
  const params: Record<string, string> = {};
  for (const [key, value] of url.searchParams) params[key] = value;
  const database = decode(url.pathname.replace(/^\//, ''), trimmed);
  if (database.includes('/')) throw new Error(`Invalid MySQL URI '${redact(trimmed)}': the database name cannot contain '/'`);
  const target: MysqlTarget = {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1') || 'localhost',
    port: url.port ? Number(url.port) : 3306,
    params,
  };
  if (url.username) target.user = decode(url.username, trimmed);
  if (url.password) target.password = decode(url.password, trimmed);
  if (database) target.database = database;
  return target;
}
