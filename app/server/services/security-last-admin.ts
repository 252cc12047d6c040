import { sql, type Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import type { Database } from '../store/database.js';

/**
 * The rule that Tessera always keeps one active administrator: a change to users or role
 * memberships runs in a transaction that first calls {@link lockAdministrators}, makes its
 * writes, then calls {@link assertAdministratorRemains}, which rolls everything back when no
 * active administrator would be left.
 */

type Db = Kysely<Database>;

/**
 * Takes the administrator roles' rows for the rest of the transaction (a write that changes
 * nothing), so two requests that each remove one of the last two administrators run one after
 * the other and the second sees the first's result. SQLite serialises writers anyway.
 */
export async function lockAdministrators(trx: Db): Promise<void> {
  await trx
    .updateTable('ab_role')
    .set({ name: sql<string>`name` })
    .where(sql`lower(${sql.ref('name')})`, '=', 'admin')
    .execute();
}

/** Active users holding a role named admin (in any case), as the transaction sees them. */
export async function countActiveAdministrators(trx: Db): Promise<number> {
  const row = await trx
    .selectFrom('ab_user as u')
    .innerJoin('ab_user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .select(sql<number>`count(distinct ${sql.ref('u.id')})`.as('n'))
    .where('u.active', '=', true)
    .where(sql`lower(${sql.ref('r.name')})`, '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const LAST_ADMIN_MESSAGE = 'Tessera needs at least one active administrator: make another user an active Admin first.';

/** 422 (so the caller's transaction rolls back) when the writes so far leave no active administrator. */
export async function assertAdministratorRemains(trx: Db, field?: string): Promise<void> {
  if ((await countActiveAdministrators(trx)) > 0) return;
  throw HttpError.unprocessable(field ? { [field]: [LAST_ADMIN_MESSAGE] } : LAST_ADMIN_MESSAGE);
}
