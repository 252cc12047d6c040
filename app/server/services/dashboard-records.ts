import type { Kysely } from 'kysely';
import type { Database } from '../store/database.js';
import { loadDashboardOwnerIds, type DashboardRow } from './dashboard-access.js';
import type { DashboardRole } from './dashboard-roles.js';
import { loadUserNames, type UserName } from './user-names.js';

/** A dashboard with what its API answers carry: owners, roles, chart names and the users it names. */
export interface DashboardRecord {
  dashboard: DashboardRow;
  owners: UserName[];
  roles: DashboardRole[];
  /** Names of the charts on the dashboard (Superset's show field `charts`). */
  chartNames: string[];
  /** Creator, last changer and owners, by id. */
  users: ReadonlyMap<number, UserName>;
}

/**
 * Loads what belongs to each dashboard in a fixed handful of queries, however many dashboards
 * there are. Chart names are read only when asked for (the show answer, not the list).
 */
export async function loadDashboardRecords(db: Kysely<Database>, dashboards: readonly DashboardRow[], options: { chartNames?: boolean } = {}): Promise<DashboardRecord[]> {
  if (dashboards.length === 0) return [];
  const ids = dashboards.map((d) => d.id);
  const [ownerIds, roleRows, chartRows] = await Promise.all([
    loadDashboardOwnerIds(db, ids),
    db
      .selectFrom('dashboard_roles')
      .innerJoin('ab_role', 'ab_role.id', 'dashboard_roles.role_id')
      .select(['dashboard_roles.dashboard_id', 'ab_role.id', 'ab_role.name'])
      .where('dashboard_roles.dashboard_id', 'in', ids)
      .orderBy('dashboard_roles.id')
      .execute(),
    options.chartNames
      ? db
          .selectFrom('dashboard_slices')
          .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
          .select(['dashboard_slices.dashboard_id', 'slices.slice_name'])
          .where('dashboard_slices.dashboard_id', 'in', ids)
          .orderBy('slices.id')
          .execute()
      : Promise.resolve([]),
  ]);
  const users = await loadUserNames(db, [...dashboards.flatMap((d) => [d.created_by_fk, d.changed_by_fk]), ...[...ownerIds.values()].flat()]);
  return dashboards.map((dashboard) => ({
    dashboard,
    owners: (ownerIds.get(dashboard.id) ?? []).map((id) => users.get(id)).filter((u): u is UserName => u !== undefined),
    roles: roleRows.filter((r) => r.dashboard_id === dashboard.id).map((r) => ({ id: r.id, name: r.name })),
    chartNames: chartRows.filter((c) => c.dashboard_id === dashboard.id).map((c) => c.slice_name ?? ''),
    users,
  }));
}
