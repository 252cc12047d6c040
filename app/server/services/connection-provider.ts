import type { DatabaseEngineContribution, EngineConnection, EngineOptions } from '@core/plugin-api/index.js';

/** A stored connection as the pool is keyed on it (a `dbs` row or the fields of one). */
export interface StoredConnection {
  id: number;
  sqlalchemy_uri: string;
  password: string | null;
  extra: string | null;
  changed_on: string;
}

/**
 * What the database and dataset services need of the server's connection pool
 * (`DatabaseConnections` in `app/server/engine`): the engine spec for a URI, a pooled connection
 * for a stored database, a throw-away connection test, and closing one database's pool.
 */
export interface ConnectionProvider {
  /** Throws when no installed engine answers to the URI's scheme. */
  specFor(uri: string): DatabaseEngineContribution;
  get(database: StoredConnection): Promise<EngineConnection>;
  test(uri: string, options?: EngineOptions): Promise<void>;
  /** Closes and forgets the pool of a database that was deleted or whose connection changed; never rejects. */
  drop(databaseId: number): Promise<void>;
}
