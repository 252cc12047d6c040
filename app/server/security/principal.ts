import type { GuestRlsRule, GuestUser } from './guest-token.js';
import type { PermissionPair } from './role-definitions.js';

/**
 * What a guest token opens (an embedded dashboard's visitor): the dashboards it names, resolved
 * to ids when the request is authenticated, the charts on them and the datasets those charts and
 * their native filters read, and the token's row filters.
 */
export interface GuestGrant {
  /** Who the host application says the guest is; shown nowhere but logs. */
  user: GuestUser;
  dashboardIds: ReadonlySet<number>;
  /** Charts placed on a granted dashboard. */
  chartIds: ReadonlySet<number>;
  /** Datasets a chart or a native filter of a granted dashboard reads. */
  datasetIds: ReadonlySet<number>;
  rlsRules: readonly GuestRlsRule[];
  /** A digest of the grant (user, dashboards, rules): the guest's async-event channel and result owner. */
  key: string;
}

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
  /**
   * Set for a guest-token caller. Guests have no user row: `userId` is 0 (no real user has it),
   * `isAdmin` is false, and only routes marked `guest: true` answer them.
   */
  guest?: GuestGrant;
}

/** Whether the caller is an embedded dashboard's guest. */
export function isGuest(principal: Principal | null | undefined): principal is Principal & { guest: GuestGrant } {
  return Boolean(principal?.guest);
}

export function permissionKey(permission: string, view: string): string {
  return `${permission}\u0000${view}`;
}

/** spec §6: admin may do anything; others need the exact pair on one of their roles. */
export function hasPermission(principal: Principal | null, permission: string, view: string): boolean {
  if (!principal) return false;
  return principal.isAdmin || principal.permissionKeys.has(permissionKey(permission, view));
}
