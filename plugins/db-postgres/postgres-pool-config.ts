import type { EngineOptions } from '@core/plugin-api/index.js';
import type { PostgresTarget } from './postgres-uri.js';

/** The `pg.Pool` settings this engine uses (a subset of pg's `PoolConfig`). */
export interface PostgresPoolConfig {
  host: string;
  port: number;
  user?: string;
  password?: string;
  database?: string;
  max: number;
  ssl?: boolean | Record<string, unknown>;
  application_name?: string;
  connectionTimeoutMillis?: number;
  idleTimeoutMillis: number;
  [driverOption: string]: unknown;
}

const DEFAULT_POOL_SIZE = 5;

/** libpq's `sslmode` as pg's `ssl`: no TLS, TLS without checking the certificate, or TLS checked. */
function sslFor(mode: string): boolean | Record<string, unknown> {
  if (mode === 'disable' || mode === 'allow' || mode === 'prefer') return false;
  if (mode === 'require') return { rejectUnauthorized: false };
  return true;
}

/**
 * Pool settings from the URI and `connect_args` (the latter win). libpq spellings are
 * translated (`sslmode`, `connect_timeout` in seconds); other keys go to pg unchanged
 * (`statement_timeout`, `ssl`, `options` …). A password in the options (stored apart from a
 * masked URI) overrides the URI's.
 */
export function postgresPoolConfig(target: PostgresTarget, options: EngineOptions): PostgresPoolConfig {
  const args: Record<string, unknown> = { ...target.params, ...options.connectArgs };
  const { sslmode, connect_timeout: connectTimeout, ...driverOptions } = args;
  const config: PostgresPoolConfig = {
    application_name: 'Tessera',
    ...driverOptions,
    host: target.host,
    port: target.port,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    idleTimeoutMillis: 30_000,
  };
  if (target.user !== undefined) config.user = target.user;
  const password = options.password || target.password;
  if (password !== undefined) config.password = password;
  if (target.database !== undefined) config.database = target.database;
  if (typeof sslmode === 'string') config.ssl = sslFor(sslmode);
  if (connectTimeout !== undefined && Number.isFinite(Number(connectTimeout))) config.connectionTimeoutMillis = Number(connectTimeout) * 1000;
  return config;
}
