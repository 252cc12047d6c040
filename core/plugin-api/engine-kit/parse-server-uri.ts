import { decodeUriPart, invalidUri, queryParams, schemePattern, type DatabaseUriFormat } from './database-uri-format.js';

/** A database server and database, from a SQLAlchemy-style URI. */
export interface ServerTarget {
  host: string;
  port: number;
  user?: string;
  password?: string;
  database?: string;
  /** Query-string parameters (`sslmode`, `charset`, `connect_timeout` …), for the engine to interpret. */
  params: Record<string, string>;
}

/** The URI format of a client/server engine, with its defaults. */
export interface ServerUriFormat extends DatabaseUriFormat {
  /** Port when the URI names none. */
  defaultPort: number;
  /**
   * libpq's spelling: `?host=` and `?port=` in the query string override the URI's (how a Unix
   * socket directory is given); they are then removed from `params`.
   */
  hostInQuery?: boolean;
}

/**
 * Parses `scheme[+driver]://user:password@host:port/database?key=value` the way SQLAlchemy reads
 * it: user and password URL-decoded, an IPv6 host without its brackets, the host defaulting to
 * localhost and the port to the format's, at most one path segment (the database). Errors name
 * the engine and never show the password.
 *
 * @example
 * ```ts
 * parseServerUri('postgresql+psycopg2://bi:s%40cret@db:6543/sales?sslmode=require', { name: 'PostgreSQL', schemes: ['postgresql', 'postgres'], defaultPort: 5432 });
 * // { host: 'db', port: 6543, user: 'bi', password: 's@cret', database: 'sales', params: { sslmode: 'require' } }
 * ```
 */
export function parseServerUri(uri: string, format: ServerUriFormat): ServerTarget {
  const trimmed = uri.trim();
  const expected = `expected ${format.schemes[0]}://user:password@host:port/database`;
  const scheme = schemePattern(format);
  if (!scheme.test(trimmed)) throw invalidUri(format, trimmed, expected);
  let url: URL;
  try {
    // A scheme WHATWG URL treats as opaque-but-hierarchical, so host, port and credentials parse alike for every engine.
    url = new URL(trimmed.replace(scheme, 'tessera://'));
  } catch {
    throw invalidUri(format, trimmed, expected);
  }
  const params = queryParams(url.searchParams);
  const database = decodeUriPart(format, trimmed, url.pathname.replace(/^\//, ''));
  if (database.includes('/')) throw invalidUri(format, trimmed, "the database name cannot contain '/'");
  const uriHost = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const target: ServerTarget = {
    host: (format.hostInQuery ? params['host'] : undefined) ?? (uriHost || 'localhost'),
    port: url.port ? Number(url.port) : Number((format.hostInQuery ? params['port'] : undefined) ?? format.defaultPort),
    params,
  };
  if (!Number.isInteger(target.port) || target.port < 1 || target.port > 65535) throw invalidUri(format, trimmed, 'bad port');
  if (url.username) target.user = decodeUriPart(format, trimmed, url.username, 'the user name');
  if (url.password) target.password = decodeUriPart(format, trimmed, url.password, 'the password');
  if (database) target.database = database;
  if (format.hostInQuery) {
    delete params['host'];
    delete params['port'];
  }
  return target;
}
