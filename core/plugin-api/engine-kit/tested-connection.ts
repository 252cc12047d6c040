import type { EngineConnection } from '../engine-connection.js';

/**
 * A freshly opened connection once `testConnection` passed, so a wrong host, password or database
 * fails at open time; on failure the connection is closed and the driver's error rethrown.
 *
 * @example
 * ```ts
 * return testedConnection(new PostgresEngineConnection(pg, config, options));
 * ```
 */
export async function testedConnection<C extends EngineConnection>(connection: C): Promise<C> {
  try {
    await connection.testConnection();
  } catch (error) {
    await connection.close();
    throw error;
  }
  return connection;
}
