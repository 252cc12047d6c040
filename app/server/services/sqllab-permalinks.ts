import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { canSeeDatabase } from '../security/datasource-access.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { PermalinkStore, uuidOfPermalinkKey } from './permalink-store.js';

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
 * SQL Lab permalinks in the `key_value` store, under random opaque keys. A link opens for its
 * creator and for administrators only, and creating or opening one needs the database it names
 * to be visible to the caller; anything else answers 404, as an unknown key does, so a link
 * reveals nothing (not even that it exists) to anyone else.
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

  /** The stored tab; 404 when the key is unknown, expired, someone else's, or names a database the caller cannot see. */
  async get(principal: Principal, key: string): Promise<SqlLabPermalinkState> {
    // Superset's legacy links put `kv:` before the key.
    const plainKey = key.startsWith('kv:') ? key.slice(3) : key;
    const state = await this.store.get(plainKey);
    if (!principal.isAdmin && (await this.creatorOf(plainKey)) !== principal.userId) throw HttpError.notFound();
    await this.checkDatabase(principal, state.dbId);
    return state;
  }

  private async creatorOf(key: string): Promise<number | null> {
    const uuid = uuidOfPermalinkKey(key);
    if (!uuid) return null;
    const row = await this.db.selectFrom('key_value').select('created_by_fk').where('uuid', '=', uuid).where('resource', '=', SQLLAB_PERMALINK_RESOURCE).executeTakeFirst();
    return row?.created_by_fk ?? null;
  }
}
