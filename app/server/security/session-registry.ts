import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';

/** The `key_value.resource` browser sessions are kept under; the row's `uuid` is the session id. */
export const BROWSER_SESSION_RESOURCE = 'browser_session';

/** How long a confirmed session is believed without asking the store again. */
const CONFIRMED_TTL_MS = 5_000;
/** Sweep stale confirmations once this many are held. */
const SWEEP_AT = 10_000;

/**
 * The server's record of signed-in browser sessions, so a session can end before its cookie
 * does: at logout, at a password change, when an administrator deactivates a user. Each session
 * is a `key_value` row owned by its user (`created_by_fk`) with the cookie's expiry. Checking a
 * session is cheap: a confirmed one is believed for a few seconds, and ending one here takes
 * effect at once in this process (other processes notice within those seconds).
 *
 * @example
 * ```ts
 * const sessions = new SessionRegistry(store.db);
 * const id = await sessions.start(userId, expiresAt);
 * await sessions.isActive(id, userId); // true
 * await sessions.revokeUserSessions(userId);
 * ```
 */
export class SessionRegistry {
  private readonly confirmed = new Map<string, { userId: number; until: number }>();
  /** Bumped by every revocation, so a check that read the store before it does not cache its answer. */
  private generation = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a new session for the user until `expiresAt`; answers its id. */
  async start(userId: number, expiresAt: Date): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto('key_value')
      .values({ uuid: id, resource: BROWSER_SESSION_RESOURCE, value: JSON.stringify({ user_id: userId }), created_on: nowIso(), created_by_fk: userId, expires_on: nowIso(expiresAt) })
      .execute();
    return id;
  }

  /** True while the session exists, belongs to the user and has not expired. */
  async isActive(sessionId: string, userId: number): Promise<boolean> {
    const now = this.now();
    const known = this.confirmed.get(sessionId);
    if (known && known.userId === userId && known.until > now) return true;
    const generation = this.generation;
    const row = await this.db
      .selectFrom('key_value')
      .select('created_by_fk')
      .where('uuid', '=', sessionId)
      .where('resource', '=', BROWSER_SESSION_RESOURCE)
      .where('expires_on', '>', nowIso(new Date(now)))
      .executeTakeFirst();
    const active = row !== undefined && row.created_by_fk === userId;
    if (!active) {
      this.confirmed.delete(sessionId);
      return false;
    }
    if (generation === this.generation) {
      if (this.confirmed.size >= SWEEP_AT) this.sweep(now);
      this.confirmed.set(sessionId, { userId, until: now + CONFIRMED_TTL_MS });
    }
    return true;
  }

  /** Ends one session (logout). */
  async revoke(sessionId: string): Promise<void> {
    this.generation += 1;
    this.confirmed.delete(sessionId);
    await this.db.deleteFrom('key_value').where('uuid', '=', sessionId).where('resource', '=', BROWSER_SESSION_RESOURCE).execute();
  }

  /**
   * Ends every session of a user, but `except` when given; answers how many ended. Call it when
   * a user is deactivated or deleted or their password is set.
   */
  async revokeUserSessions(userId: number, options: { except?: string } = {}): Promise<number> {
    this.generation += 1;
    for (const [id, entry] of this.confirmed) if (entry.userId === userId && id !== options.except) this.confirmed.delete(id);
    let query = this.db.deleteFrom('key_value').where('resource', '=', BROWSER_SESSION_RESOURCE).where('created_by_fk', '=', userId);
    if (options.except) query = query.where('uuid', '<>', options.except);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Forgets sessions whose cookie has expired anyway. */
  async deleteExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('key_value')
      .where('resource', '=', BROWSER_SESSION_RESOURCE)
      .where('expires_on', '<=', nowIso(new Date(this.now())))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private sweep(now: number): void {
    for (const [id, entry] of this.confirmed) if (entry.until <= now) this.confirmed.delete(id);
  }
}
