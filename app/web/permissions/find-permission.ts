import type { UserRoles } from '../bootstrap/bootstrap-data';

/** Admin is any role named admin, whatever its case (product spec §6). */
export const isAdmin = (roles: UserRoles | null | undefined): boolean =>
  Object.keys(roles ?? {}).some((role) => role.toLowerCase() === 'admin');

/**
 * Whether any of the user's roles grants `perm` on `view`, e.g.
 * `findPermission('can_read', 'Dashboard', user.roles)`. Admins hold every permission.
 */
export function findPermission(perm: string, view: string, roles: UserRoles | null | undefined): boolean {
  if (!roles) return false;
  if (isAdmin(roles)) return true;
  return Object.values(roles).some((pairs) => pairs.some(([p, v]) => p === perm && v === view));
}
