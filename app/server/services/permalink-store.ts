import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';

/**
 * A permalink key: the `key_value` row's UUID as 22 URL-safe base64 characters (the 16 bytes
 * without dashes), short enough for a URL and opaque.
 */
export function permalinkKeyOf(uuid: string): string {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
}

/** The UUID behind a permalink key; null for anything that is not one. */
export function uuidOfPermalinkKey(key: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(key)) return null;
  const hex = Buffer.from(key, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Permalink state in the `key_value` table, one `resource` per kind (explore, dashboard, SQL Lab):
 * `put` stores a value and answers its key; `get` reads it back or answers 404 for an unknown,
 * malformed or expired key. Access to what the value names is the caller's to check.
 *
 * @example
 * ```ts
 * const links = new PermalinkStore<ExplorePermalinkValue>(db, 'explore_permalink');
 * const key = await links.put(value, principal.userId);
 * const stored = await links.get(key);
 * ```
 */
export class PermalinkStore<Value> {
  constructor(
    private readonly db: Kysely<Database>,
    readonly resource: string,
  ) {}

  /** Stores a value for `userId` (null for a guest, who has no user row). */
  async put(value: Value, userId: number | null): Promise<string> {
    const uuid = randomUUID();
    await this.db
      .insertInto('key_value')
      .values({ uuid, resource: this.resource, value: JSON.stringify(value), created_on: nowIso(), created_by_fk: userId })
      .execute();
    return permalinkKeyOf(uuid);
  }

  /** @throws HttpError 404 when the key is unknown, malformed or expired. */
  async get(key: string): Promise<Value> {
    const uuid = uuidOfPermalinkKey(key);
    if (!uuid) throw HttpError.notFound();
    const row = await this.db
      .selectFrom('key_value')
      .select(['value', 'expires_on'])
      .where('uuid', '=', uuid)
      .where('resource', '=', this.resource)
      .executeTakeFirst();
    if (!row || (row.expires_on !== null && row.expires_on <= nowIso())) throw HttpError.notFound();
    return JSON.parse(row.value) as Value;
  }
}
