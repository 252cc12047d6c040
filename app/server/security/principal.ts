import type { PermissionPair } from './role-definitions.js';

/** The user a request acts as, with their roles resolved to permission pairs. */
export interface Principal {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  isActive: boolean;
  /** When the user last signed in (ISO text), for their profile. */
  lastLogin?: string | null;
  loginCount?: number;
  passwordHash: string;
  roles: Readonly<Record<string, readonly PermissionPair[]>>;
  isAdmin: boolean;
  /** `permission\u0000view` keys for O(1) checks. */
  permissionKeys: ReadonlySet<string>;
}

export function permissionKey(permission: string, view: string): string {
  return `${permission}\u0000${view}`;
}

/** spec §6: admin may do anything; others need the exact pair on one of their roles. */
export function hasPermission(principal: Principal | null, permission: string, view: string): boolean {
  if (!principal) return false;
  return principal.isAdmin || principal.permissionKeys.has(permissionKey(permission, view));
}
