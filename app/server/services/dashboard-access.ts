import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { INT32_MAX } from '../http/bounded-fields.js';
import { accessibleDatasetFilter } from '../security/datasource-access.js';
import { isGuest, type Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import type { DashboardsTable } from '../store/tables/content-tables.js';
import { loadChartDatasources } from './chart-access.js';
import { dashboardChart, readableDashboardCharts } from './dashboard-content.js';

export type DashboardRow = Selectable<DashboardsTable>;

/** spec §6: the message of a dashboard save or delete the caller may not make. */
export const DASHBOARD_FORBIDDEN = 'You do not have permission to edit this dashboard';

/** What decides which dashboards a caller sees besides their permissions. */
export interface DashboardAccess {
  /** DASHBOARD_RBAC: dashboards granted to roles are seen through those roles only. */
  rbac: boolean;
  /** The caller's role ids (read only when `rbac` is on). */
  roleIds: readonly number[];
}

/** A condition over queries that select from `dashboards`. */
export type DashboardCondition = (eb: ExpressionBuilder<Database, 'dashboards'>) => Expression<SqlBool>;

/**
 * Superset's dashboard access rule as one SQL condition (null for administrators, who see all):
 * a dashboard is visible to its owners, and once published to whoever may read one of the
 * datasets its charts use (or to anyone when its charts use none). With DASHBOARD_RBAC, a
 * published dashboard that names roles is visible to the holders of those roles instead.
 * Lists and single reads share it, so a dashboard is listed exactly when it can be opened.
 * An embedded dashboard's guest sees exactly the dashboards its token grants, published or not.
 */
export function dashboardVisibility(principal: Principal, access: DashboardAccess): DashboardCondition | null {
  if (isGuest(principal)) {
    const ids = [...principal.guest.dashboardIds];
    return (eb) => (ids.length > 0 ? eb('dashboards.id', 'in', ids) : sql<SqlBool>`1 = 0`);
  }
  if (principal.isAdmin) return null;
  const datasetAccess = accessibleDatasetFilter(principal);
  return (eb) => {
    const owned = eb.exists(
      eb.selectFrom('dashboard_user').select(sql`1`.as('one')).whereRef('dashboard_user.dashboard_id', '=', 'dashboards.id').where('dashboard_user.user_id', '=', principal.userId),
    );
    const datasets = () =>
      eb
        .selectFrom('dashboard_slices')
        .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
        .innerJoin('tables', (join) => join.onRef('tables.id', '=', 'slices.datasource_id').on('slices.datasource_type', 'in', ['table', 'dataset']))
        .innerJoin('dbs', 'dbs.id', 'tables.database_id')
        .select(sql`1`.as('one'))
        .whereRef('dashboard_slices.dashboard_id', '=', 'dashboards.id');
    const readableData = datasetAccess === null
      ? sql<SqlBool>`1 = 1`
      : eb.or([eb.not(eb.exists(datasets())), eb.exists(datasets().where((sub) => datasetAccess(sub as never)))]);
    const published = eb('dashboards.published', '=', true);
    if (!access.rbac) return eb.or([owned, eb.and([published, readableData])]);
    const roles = () => eb.selectFrom('dashboard_roles').select(sql`1`.as('one')).whereRef('dashboard_roles.dashboard_id', '=', 'dashboards.id');
    const granted = access.roleIds.length > 0 ? eb.exists(roles().where('dashboard_roles.role_id', 'in', [...access.roleIds])) : sql<SqlBool>`1 = 0`;
    const hasRoles = eb.exists(roles());
    return eb.or([owned, eb.and([published, eb.or([eb.and([hasRoles, granted]), eb.and([eb.not(hasRoles), readableData])])])]);
  };
}

/** Owner ids of each dashboard, in the order they were added. */
export async function loadDashboardOwnerIds(db: Kysely<Database>, dashboardIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(dashboardIds.map((id) => [id, []]));
  if (dashboardIds.length === 0) return out;
  const rows = await db.selectFrom('dashboard_user').select(['dashboard_id', 'user_id']).where('dashboard_id', 'in', [...dashboardIds]).orderBy('id').execute();
  for (const row of rows) out.get(row.dashboard_id)?.push(row.user_id);
  return out;
}

/**
 * A path segment naming a dashboard: digits are an id, anything else a slug (Superset's rule).
 * Digits past the ids' 32-bit range can only be a slug.
 */
export function idOrSlugCondition(idOrSlug: string | number): { column: 'id'; value: number } | { column: 'slug'; value: string } {
  if (typeof idOrSlug === 'number') return { column: 'id', value: idOrSlug };
  return /^\d+$/.test(idOrSlug) && Number(idOrSlug) <= INT32_MAX ? { column: 'id', value: Number(idOrSlug) } : { column: 'slug', value: idOrSlug };
}

/**
 * The charts of a dashboard as its page loads them (`GET /{id_or_slug}/charts`): a chart the
 * caller may read in full; a chart whose dataset they may not read as its name, viz type and
 * dataset only, so the page still places it and its data request answers the 403 that says
 * why, while its saved query (columns, filters and their values) stays hidden.
 */
export async function dashboardChartsFor(db: Kysely<Database>, principal: Principal, dashboardId: number): Promise<Record<string, unknown>[]> {
  const readable = await readableDashboardCharts(db, principal, dashboardId);
  const readableIds = readable.map((record) => record.chart.id);
  let others = db
    .selectFrom('slices')
    .innerJoin('dashboard_slices', 'dashboard_slices.slice_id', 'slices.id')
    .select(['slices.id', 'slices.slice_name', 'slices.viz_type', 'slices.datasource_id', 'slices.datasource_type'])
    .where('dashboard_slices.dashboard_id', '=', dashboardId);
  if (readableIds.length > 0) others = others.where('slices.id', 'not in', readableIds);
  const hidden = await others.distinct().execute();
  const datasources = await loadChartDatasources(db, hidden.map((chart) => chart.datasource_id));
  const restricted = hidden.map((chart) => {
    const datasource = chart.datasource_id === null ? undefined : datasources.get(chart.datasource_id);
    return {
      id: chart.id,
      slice_id: chart.id,
      slice_name: chart.slice_name,
      viz_type: chart.viz_type,
      datasource_id: chart.datasource_id,
      datasource_type: chart.datasource_type,
      datasource_name_text: datasource?.table_name ?? null,
      description: null,
      form_data: { slice_id: chart.id, viz_type: chart.viz_type, datasource: `${chart.datasource_id ?? 'None'}__${chart.datasource_type ?? 'table'}` },
    };
  });
  return [...readable.map((record) => dashboardChart(record) as Record<string, unknown>), ...restricted].sort((a, b) => Number(a['id']) - Number(b['id']));
}
