import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { resolvePaging, type ListQuery } from '../http/rison-query.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { dashboardVisibility, type DashboardAccess } from './dashboard-access.js';
import { DASHBOARD_FAVSTAR_CLASS } from './dashboard-favorites.js';
import { loadDashboardRecords } from './dashboard-records.js';
import { DASHBOARD_LIST_COLUMNS, dashboardListItem } from './dashboard-serializer.js';
import { basicFilterCondition, filterConditions, type FilterableColumn } from './list-filter-sql.js';
import { selectFields } from './select-fields.js';

/** Flask-AppBuilder's page size limit, which Superset keeps for dashboards. */
export const DASHBOARD_MAX_PAGE_SIZE = 100;

/** What the list may be ordered by; titles and names are compared case-insensitively. */
const ORDERABLE: Record<string, RawBuilder<unknown>> = {
  id: sql.ref('dashboards.id'),
  dashboard_title: sql`lower(${sql.ref('dashboards.dashboard_title')})`,
  slug: sql.ref('dashboards.slug'),
  published: sql.ref('dashboards.published'),
  changed_on: sql.ref('dashboards.changed_on'),
  changed_on_delta_humanized: sql.ref('dashboards.changed_on'),
  created_on: sql.ref('dashboards.created_on'),
  'changed_by.first_name': sql`lower(${sql.ref('changer.first_name')})`,
  'created_by.first_name': sql`lower(${sql.ref('creator.first_name')})`,
};
export const DASHBOARD_ORDER_COLUMNS = Object.keys(ORDERABLE).filter((c) => c !== 'id');

const truthy = (value: unknown) => value === true || value === 'true' || value === 1;

function idOf(value: unknown): number {
  const id = typeof value === 'string' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw HttpError.badRequest('Not a valid rison schema: filter value must be an id');
  return id;
}

/** The filters of the dashboard list (Superset's search columns and its custom operators). */
function filterableColumns(principal: Principal): Record<string, FilterableColumn> {
  const id = sql.ref('dashboards.id');
  const favorites = sql`(select favstar.obj_id from favstar where favstar.class_name = ${DASHBOARD_FAVSTAR_CLASS} and favstar.user_id = ${principal.userId})`;
  const isFavorite = (value: unknown) => (truthy(value) ? sql<SqlBool>`${id} in ${favorites}` : sql<SqlBool>`${id} not in ${favorites}`);
  const certified = sql<SqlBool>`(${sql.ref('dashboards.certified_by')} is not null and ${sql.ref('dashboards.certified_by')} <> '')`;
  const isCertified = (value: unknown) => (truthy(value) ? certified : sql<SqlBool>`not ${certified}`);
  // Superset's `title_or_slug`: the words may appear in the title or the slug.
  const titleOrSlug = (value: unknown) =>
    sql<SqlBool>`(${basicFilterCondition('dashboards.dashboard_title', 'ct', value)!} or ${basicFilterCondition('dashboards.slug', 'ct', value)!})`;
  const ownedBy = (value: unknown) =>
    sql<SqlBool>`exists (select 1 from dashboard_user where dashboard_user.dashboard_id = ${id} and dashboard_user.user_id = ${idOf(value)})`;
  const grantedTo = (value: unknown) =>
    sql<SqlBool>`exists (select 1 from dashboard_roles where dashboard_roles.dashboard_id = ${id} and dashboard_roles.role_id = ${idOf(value)})`;
  const createdByMe = () =>
    sql<SqlBool>`(${sql.ref('dashboards.created_by_fk')} = ${principal.userId} or ${sql.ref('dashboards.changed_by_fk')} = ${principal.userId})`;
  return {
    id: { ref: 'dashboards.id', custom: { dashboard_is_favorite: isFavorite, dashboard_is_certified: isCertified } },
    uuid: { ref: 'dashboards.uuid' },
    dashboard_title: { ref: 'dashboards.dashboard_title', custom: { title_or_slug: titleOrSlug } },
    slug: { ref: 'dashboards.slug' },
    published: { ref: 'dashboards.published' },
    certified_by: { ref: 'dashboards.certified_by' },
    owners: { ref: 'dashboards.id', custom: { rel_m_m: ownedBy } },
    roles: { ref: 'dashboards.id', custom: { rel_m_m: grantedTo } },
    created_by: { ref: 'dashboards.created_by_fk', custom: { created_by_me: createdByMe } },
    changed_by: { ref: 'dashboards.changed_by_fk' },
  };
}

/** The base query every dashboard list and count shares: the dashboards the caller may see, with the users ordered on. */
export function dashboardListBase(db: Kysely<Database>, principal: Principal, access: DashboardAccess) {
  let base = db
    .selectFrom('dashboards')
    .leftJoin('ab_user as changer', 'changer.id', 'dashboards.changed_by_fk')
    .leftJoin('ab_user as creator', 'creator.id', 'dashboards.created_by_fk');
  const visible = dashboardVisibility(principal, access);
  if (visible) base = base.where((eb) => visible(eb as never));
  return base;
}

/**
 * `GET /api/v1/dashboard/`: the dashboards the caller may see, searched (title or slug),
 * filtered (published, owner, role, favourite, certified, creator), ordered (latest change
 * first unless asked otherwise) and paged the Flask-AppBuilder way, up to 100 a page.
 */
export async function listDashboards(db: Kysely<Database>, principal: Principal, access: DashboardAccess, query: ListQuery) {
  let base = dashboardListBase(db, principal, access);
  for (const condition of filterConditions(query.filters, filterableColumns(principal))) base = base.where(condition);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let page = base.selectAll('dashboards');
  const order = query.order_column !== undefined ? ORDERABLE[query.order_column] : undefined;
  if (order) page = page.orderBy(order, query.order_direction ?? 'asc').orderBy('dashboards.id', 'asc');
  else page = page.orderBy('dashboards.changed_on', 'desc').orderBy('dashboards.id', 'desc');
  const { offset, limit } = resolvePaging(query, { maxPageSize: DASHBOARD_MAX_PAGE_SIZE });
  if (limit !== null) page = page.limit(limit).offset(offset);
  const rows = await page.execute();
  const records = await loadDashboardRecords(db, rows);
  const allowed = new Set(DASHBOARD_LIST_COLUMNS);
  return {
    count: Number(total),
    ids: rows.map((r) => r.id),
    result: records.map((record) => selectFields(dashboardListItem(record), query.columns ?? query.select_columns, allowed)),
  };
}
