import type { BootstrapUser } from '../../../bootstrap/bootstrap-data';
import { findPermission, isAdmin } from '../../../permissions/find-permission';

/** What the signed-in user may do on a dashboard (Superset's `dash_*_perm` and `superset_can_*`, spec §6). */
export interface DashboardPermissions {
  /** Edit the layout and properties, publish, save over it: admin, or an owner with can_write on Dashboard. */
  canEdit: boolean;
  /** Save a copy: can_write on Dashboard. */
  canSaveAs: boolean;
  /** Share the dashboard's permalink: can_share_dashboard. */
  canShare: boolean;
  /** Open a chart in explore: can_explore. */
  canExplore: boolean;
  /** Share a chart: can_share_chart. */
  canShareChart: boolean;
  /** Export chart data: can_csv. */
  canCsv: boolean;
}

/**
 * Whether `user` may edit a dashboard owned by `ownerIds`: an administrator always; otherwise an
 * owner holding can_write on Dashboard — the rule the server enforces on save.
 */
export function canEditDashboard(user: BootstrapUser | null | undefined, ownerIds: readonly number[]): boolean {
  if (!user || user.isAnonymous) return false;
  if (isAdmin(user.roles)) return true;
  return ownerIds.includes(user.userId) && findPermission('can_write', 'Dashboard', user.roles);
}

/** Every dashboard permission of `user` on a dashboard owned by `ownerIds`. */
export function dashboardPermissionsOf(user: BootstrapUser | null | undefined, ownerIds: readonly number[]): DashboardPermissions {
  const roles = user?.roles;
  return {
    canEdit: canEditDashboard(user, ownerIds),
    canSaveAs: findPermission('can_write', 'Dashboard', roles),
    canShare: findPermission('can_share_dashboard', 'Superset', roles),
    canExplore: findPermission('can_explore', 'Superset', roles),
    canShareChart: findPermission('can_share_chart', 'Superset', roles),
    canCsv: findPermission('can_csv', 'Superset', roles),
  };
}
