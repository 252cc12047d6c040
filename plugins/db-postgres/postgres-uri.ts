import { parseServerUri, type ServerTarget } from '@core/plugin-api/index.js';

/** A PostgreSQL server and database; `params` holds `sslmode`, `application_name`, `connect_timeout`, `options` … */
export type PostgresTarget = ServerTarget;

/**
 * Parses `postgresql://user:password@host:5432/database?sslmode=require` (also `postgres://` and
 * driver suffixes like `postgresql+psycopg2://`). The port defaults to 5432 and the host to
 * localhost; as in libpq, `?host=/var/run/postgresql` (a Unix socket) and `?port=` override them.
 */
export function parsePostgresUri(uri: string): PostgresTarget {
  return parseServerUri(uri, { name: 'PostgreSQL', schemes: ['postgresql', 'postgres'], defaultPort: 5432, hostInQuery: true });
}
