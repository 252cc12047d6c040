import type { Kysely } from 'kysely';
import type { Principal } from '../../security/principal.js';
import type { Database } from '../../store/database.js';
import { executorIdOf, ReportRunError, type ReportExecutor, type ReportToRun } from '../report-model.js';
import { RUN_MESSAGES } from './alert-messages.js';

/** Loads a user with their roles (the security manager's `loadPrincipal`). */
export type PrincipalLoader = (userId: number) => Promise<Principal | null>;

/** The user a run acts as, both as the renderer sees them and with their permissions. */
export interface ResolvedExecutor {
  executor: ReportExecutor;
  principal: Principal;
}

/**
 * The report's executor (its creator while an owner, else its first owner), read from the users
 * table: a report whose executor was deleted or deactivated fails with a message naming them,
 * rather than running as anyone else.
 */
export async function resolveExecutor(db: Kysely<Database>, loadPrincipal: PrincipalLoader, report: Pick<ReportToRun, 'created_by_fk' | 'owners'>): Promise<ResolvedExecutor> {
  const userId = executorIdOf(report);
  if (userId === null) throw new ReportRunError(RUN_MESSAGES.noExecutor);
  // Read afresh: a user deactivated a moment ago must not run reports from a cached principal.
  const user = await db.selectFrom('ab_user').select(['id', 'username', 'active']).where('id', '=', userId).executeTakeFirst();
  const principal = user && user.active ? await loadPrincipal(userId) : null;
  if (!user || !principal) throw new ReportRunError(RUN_MESSAGES.executorNotFound(userId));
  return { executor: { userId, username: user.username }, principal };
}
