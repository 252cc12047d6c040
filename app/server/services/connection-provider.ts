import type { DatabaseEngineContribution, EngineConnection, EngineOptions } from '@core/plugin-api/index.js';
import type { SecretBox } from '../security/secret-box.js';

/** A stored connection as the pool is keyed on it (a `dbs` row or the fields of one). */
export interface StoredConnection {
  id: number;
  sqlalchemy_uri: string;
  password: string | null;
  extra: string | null;
  changed_on: string;
  /** A row allowing no writes at all (these four false) is opened read-only. */
  allow_dml?: boolean;
  allow_ctas?: boolean;
  allow_cvas?: boolean;
  allow_file_upload?: boolean;
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
  /** Paths no database's `allowed_directories` may hold or lie in (the Tessera home). */
  readonly protectedPaths: readonly string[];
  /** Seals and opens the stored passwords: `get` opens them, writers seal them with the same key. */
  readonly secrets: SecretBox;
}
