import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * The metadata store could not be reached, or the connection to it broke, while running a query.
 * The HTTP layer answers 503 with `Retry-After` for it; the driver's error is the `cause`.
 */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

/** Socket-level failures: the server is not there, or the connection to it broke. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going away or takes no connections: class 08 (connection
 * exception), 57P01–57P03 (shutting down, cannot connect now), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08\d{3}|57P0[123]|53300)$/;

/** How node-postgres and its pool say a connection was lost, or could not be had in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/** True when a PostgreSQL driver error means the server cannot be reached (not that it refused the statement). */
export function isPostgresConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  return UNAVAILABLE_MESSAGES.some((message) => error.message.startsWith(message));
}

/**
 * True when a SQLite error means another process holds the file's lock past the busy timeout
 * (`SQLITE_BUSY` and its extended codes: a writer's transaction, a checkpoint, a recovery). The
 * statement was fine and may be sent again once the lock is gone.
 */
export function isSqliteBusy(error: unknown): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_'));
}

/** True when an error says the metadata store cannot be used right now: unreachable PostgreSQL, or a SQLite file locked by another process. */
export function isStoreUnavailable(error: unknown): boolean {
  return error instanceof StoreUnavailableError || isSqliteBusy(error);
}

function asUnavailable(error: unknown): never {
  if (isPostgresConnectionFailure(error)) {
    throw new StoreUnavailableError(`metadata store unreachable: ${(error as Error).message}`, { cause: error });
  }
  throw error;
}

function isCursor<R>(value: unknown): value is PostgresCursor<R> {
  return typeof value === 'object' && value !== null && typeof (value as { read?: unknown }).read === 'function';
}

/**
 * A pool for Kysely whose connection failures arrive as `StoreUnavailableError`, so that one
 * place (the HTTP error handler) can tell "PostgreSQL is down" from a bug. Every other error —
 * a unique violation a service checks for, say — passes through untouched.
 */
export function withUnavailableErrors(pool: PostgresPool): PostgresPool {
  const wrapClient = (client: PostgresPoolClient): PostgresPoolClient => {
    function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(first: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (isCursor<R>(first)) return client.query(first);
      return client.query<R>(first, parameters ?? []).catch(asUnavailable);
    }
    return Object.assign(Object.create(client) as PostgresPoolClient, { query, release: (destroy?: boolean) => client.release(destroy) });
  };
  return {
    ...(pool.Client ? { Client: pool.Client } : {}),
    options: pool.options,
    connect: () => pool.connect().then(wrapClient, asUnavailable),
    end: () => pool.end(),
  };
}
