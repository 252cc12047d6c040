/** A PostgreSQL server and database, from a SQLAlchemy-style URI. */
export interface PostgresTarget {
  host: string;
  port: number;
  user?: string;
  password?: string;
  database?: string;
  /** Query-string parameters (`sslmode`, `application_name`, `connect_timeout`, `options` …). */
  params: Record<string, string>;
}

const SCHEME = /^(postgres|postgresql)(\+[a-z0-9_]+)?:\/\//i;

function decode(part: string, uri: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new Error(`Invalid PostgreSQL URI '${redact(uri)}': '${part}' is not properly URL-encoded`);
  }
}

/** The URI with its password replaced, for error messages. */
function redact(uri: string): string {
  return uri.replace(/(\/\/[^:/@]*:)[^@/]*@/, '$1***@');
}

/**
 * Parses `postgresql://user:password@host:5432/database?sslmode=require` (also `postgres://` and
 * driver suffixes like `postgresql+psycopg2://`). User and password are URL-decoded; the port
 * defaults to 5432 and the host to localhost (`?host=/var/run/postgresql` for a Unix socket).
 */
export function parsePostgresUri(uri: string): PostgresTarget {
  const trimmed = uri.trim();
  if (!SCHEME.test(trimmed)) throw new Error(`Invalid PostgreSQL URI '${redact(trimmed)}': expected postgresql://user:password@host:port/database`);
  let url: URL;
  try {
    url = new URL(trimmed.replace(SCHEME, 'postgresql://'));
  } catch {
    throw new Error(`Invalid PostgreSQL URI '${redact(trimmed)}': expected postgresql://user:password@host:port/database`);
  }
  const params: Record<string, string> = {};
  for (const [key, value] of url.searchParams) params[key] = value;
  const database = decode(url.pathname.replace(/^\//, ''), trimmed);
  if (database.includes('/')) throw new Error(`Invalid PostgreSQL URI '${redact(trimmed)}': the database name cannot contain '/'`);
  const target: PostgresTarget = {
    host: params['host'] ?? (url.hostname.replace(/^\[(.*)\]$/, '$1') || 'localhost'),
    port: url.port ? Number(url.port) : Number(params['port'] ?? 5432),
    params,
  };
  if (!Number.isInteger(target.port) || target.port < 1 || target.port > 65535) throw new Error(`Invalid PostgreSQL URI '${redact(trimmed)}': bad port`);
  if (url.username) target.user = decode(url.username, trimmed);
  if (url.password) target.password = decode(url.password, trimmed);
  if (database) target.database = database;
  delete params['host'];
  delete params['port'];
  return target;
}
