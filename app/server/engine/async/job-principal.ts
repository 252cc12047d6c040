import { HttpError } from '../../http/http-error.js';
import { resolveGuest, type GuestAuthOptions } from '../../security/guest-auth.js';
import { hasPermission, type Principal } from '../../security/principal.js';
import type { QueuedAsyncJob } from './async-job.js';

/** What loading a job's caller takes: the users and roles, and the guest-token settings. */
export interface JobPrincipalDeps {
  loadPrincipal(userId: number): Promise<Principal | null>;
  /** Guest tokens (EMBEDDED_SUPERSET); without it a guest's job is refused. */
  guest?: GuestAuthOptions;
}

/**
 * The caller of a job as it is now, wherever the job runs: the user loaded again with their
 * current roles (a user deactivated or stripped of the permission since the request is refused),
 * or the guest of the job's guest token (verified again: an expired token is refused). Row-level
 * security and object access are then checked by the service that runs the query, as for the
 * request itself.
 */
export async function jobPrincipal(deps: JobPrincipalDeps, job: QueuedAsyncJob, permission: readonly [string, string]): Promise<Principal> {
  let principal: Principal | null;
  if (job.guestToken) {
    if (!deps.guest?.enabled) throw HttpError.unauthorized('Invalid guest token');
    principal = await resolveGuest(deps.guest, job.guestToken);
  } else {
    principal = await deps.loadPrincipal(job.userId);
  }
  if (!principal) throw HttpError.unauthorized('The user who asked for this query no longer exists or is deactivated.');
  if (!hasPermission(principal, permission[0], permission[1])) throw HttpError.forbidden('You no longer have permission to run this query.');
  return principal;
}
