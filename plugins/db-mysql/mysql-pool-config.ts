import type { EngineOptions } from '@core/plugin-api/index.js';
import type { MysqlTarget } from './mysql-uri.js';

/** The mysql2 connection settings this engine uses (a subset of mysql2's `PoolOptions`). */
export interface MysqlConnectionConfig {
  host: string;
  port: number;
  user?: string;
  password?: string;
  database?: string;
  charset: string;
  connectTimeout?: number;
  ssl?: Record<string, unknown> | string;
  [driverOption: string]: unknown;
}

/** URI query parameters with a mysql2 meaning; others (SQLAlchemy-only ones) are ignored. */
function fromUriParams(params: Record<string, string>): Partial<MysqlConnectionConfig> {
  const config: Partial<MysqlConnectionConfig> = {};
  if (params['charset']) config.charset = params['charset'];
  if (params['connect_timeout'] && Number.isFinite(Number(params['connect_timeout']))) config.connectTimeout = Number(params['connect_timeout']) * 1000;
  const sslMode = (params['ssl_mode'] ?? params['sslmode'] ?? '').toUpperCase();
  if (sslMode === 'REQUIRED' || sslMode === 'REQUIRE') config.ssl = { rejectUnauthorized: false };
  else if (sslMode.startsWith('VERIFY')) config.ssl = { rejectUnauthorized: true };
  if (params['unix_socket']) config['socketPath'] = params['unix_socket'];
  return config;
}

/**
 * mysql2 settings from the URI and `connect_args` (which win and go to mysql2 as they are;
 * `connect_timeout` is taken in seconds as in MySQLdb). A password in the options (stored apart
 * from a masked URI) overrides the URI's.
 */
export function mysqlConnectionConfig(target: MysqlTarget, options: EngineOptions): MysqlConnectionConfig {
  const { connect_timeout: connectTimeout, ...connectArgs } = options.connectArgs ?? {};
  const config: MysqlConnectionConfig = {
    charset: 'utf8mb4',
    ...fromUriParams(target.params),
    ...connectArgs,
    host: target.host,
    port: target.port,
  };
  if (connectTimeout !== undefined && Number.isFinite(Number(connectTimeout))) config.connectTimeout = Number(connectTimeout) * 1000;
  if (target.user !== undefined) config.user = target.user;
  const password = options.password || target.password;
  if (password !== undefined) config.password = password;
  if (target.database !== undefined) config.database = target.database;
  return config;
}
