import type { Kysely } from 'kysely';
import type { Database } from './database.js';

/** The two metadata databases Tessera runs on. */
export type StoreDialect = 'sqlite' | 'postgres';

/**
 * An open connection to the metadata store: a typed Kysely instance plus what callers need to
 * know about it. Obtain one with `createStore`, schema it with `migrateToLatest`.
 */
export interface Store {
  readonly db: Kysely<Database>;
  readonly dialect: StoreDialect;
  /** The resolved location, e.g. `sqlite:///home/me/.tessera/tessera.db` or the PostgreSQL URL. */
  readonly url: string;
  /** Closes the SQLite file or ends the PostgreSQL pool; the store is unusable afterwards. */
  close(): Promise<void>;
}
