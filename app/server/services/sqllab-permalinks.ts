import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { canSeeDatabase } from '../security/datasource-access.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { PermalinkStore } from './permalink-store.js';

/** The `key_value.resource` SQL Lab permalinks are stored under (Superset's name). */
export const SQLLAB_PERMALINK_RESOURCE = 'sqllab_permalink';

/** What a SQL Lab permalink keeps: one editor tab (Superset's `SqlLabPermalinkSchema`). */
export interface SqlLabPermalinkState {
  dbId: number;
  name: string;
  sql: string;
  schema?: string | null;
  catalog?: string | null;
  autorun?: boolean;
  templateParams?: string | null;
}

/**
 * SQL Lab permalinks in the `key_value` store, under random opaque keys. Creating and opening one
 * both need the database it names to be visible to the caller; anything else answers 404, so a
 * shared link reveals nothing to someone without access.
 */
export class SqlLabPermalinks {
  private readonly store: PermalinkStore<SqlLabPermalinkState>;

  constructor(private readonly db: Kysely<Database>) {
    this.store = new PermalinkStore(db, SQLLAB_PERMALINK_RESOURCE);
  }

  private async checkDatabase(principal: Principal, databaseId: number): Promise<void> {
    const database = await this.db.selectFrom('dbs').select(['id', 'database_name']).where('id', '=', databaseId).executeTakeFirst();
    if (!database || !canSeeDatabase(principal, database)) throw HttpError.notFound();
  }

  async create(principal: Principal, state: SqlLabPermalinkState): Promise<{ key: string; url: string }> {
    await this.checkDatabase(principal, state.dbId);
    const key = await this.store.put(state, principal.userId);
    return { key, url: `/sqllab/p/${key}` };
  }

  /** The stored tab; 404 when the key is unknown, expired, or names a database the caller cannot see. */
  async get(principal: Principal, key: string): Promise<SqlLabPermalinkState> {
    // Superset's legacy links put `kv:` before the key.
    const state = await this.store.get(key.startsWith('kv:') ? key.slice(3) : key);
    await this.checkDatabase(principal, state.dbId);
    return state;
  }
}
