import type { DashboardRow } from './dashboard-access.js';
import type { DashboardRecord } from './dashboard-records.js';
import { humanizeDelta } from './humanize-delta.js';
import type { UserName } from './user-names.js';

/** Where a dashboard opens: `/superset/dashboard/{slug or id}/`. */
export function dashboardUrl(dashboard: Pick<DashboardRow, 'id' | 'slug'>): string {
  return `/superset/dashboard/${dashboard.slug || dashboard.id}/`;
}

/** Superset's `last_modified_time`: the last change in whole seconds since the epoch. */
export function lastModifiedTime(iso: string | null): number {
  if (!iso) return 0;
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
}

const fullName = (user: UserName | undefined) => (user ? `${user.first_name} ${user.last_name}`.trim() : '');
const userRef = (user: UserName | undefined) => (user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null);

function people(record: DashboardRecord) {
  const { dashboard, users } = record;
  const changer = dashboard.changed_by_fk === null ? undefined : users.get(dashboard.changed_by_fk);
  const creator = dashboard.created_by_fk === null ? undefined : users.get(dashboard.created_by_fk);
  return {
    owners: record.owners.map(userRef),
    roles: record.roles.map((r) => ({ id: r.id, name: r.name })),
    changed_by: userRef(changer),
    changed_by_name: fullName(changer),
    created_by: userRef(creator),
  };
}

/** `GET /api/v1/dashboard/{id_or_slug}`: Superset's `DashboardGetResponseSchema`. */
export function dashboardDetail(record: DashboardRecord) {
  const { dashboard } = record;
  return {
    id: dashboard.id,
    uuid: dashboard.uuid,
    slug: dashboard.slug,
    url: dashboardUrl(dashboard),
    dashboard_title: dashboard.dashboard_title,
    // No thumbnails are rendered, so there is no digest to point at.
    thumbnail_url: null,
    published: Boolean(dashboard.published),
    css: dashboard.css,
    json_metadata: dashboard.json_metadata,
    position_json: dashboard.position_json,
    certified_by: dashboard.certified_by,
    certification_details: dashboard.certification_details,
    ...people(record),
    changed_on: dashboard.changed_on,
    changed_on_delta_humanized: humanizeDelta(dashboard.changed_on),
    created_on_delta_humanized: humanizeDelta(dashboard.created_on),
    charts: record.chartNames,
    tags: [],
    is_managed_externally: Boolean(dashboard.is_managed_externally),
    external_url: dashboard.external_url,
  };
}

/** The show fields a `q=(columns:!(…))` may pick from. */
export const DASHBOARD_SHOW_COLUMNS: ReadonlySet<string> = new Set([
  'id', 'uuid', 'slug', 'url', 'dashboard_title', 'thumbnail_url', 'published', 'css', 'json_metadata', 'position_json',
  'certified_by', 'certification_details', 'owners', 'roles', 'changed_by', 'changed_by_name', 'created_by', 'changed_on',
  'changed_on_delta_humanized', 'created_on_delta_humanized', 'charts', 'tags', 'is_managed_externally', 'external_url',
]);

/** A row of `GET /api/v1/dashboard/`: Superset's list columns. */
export function dashboardListItem(record: DashboardRecord) {
  const { dashboard } = record;
  return {
    id: dashboard.id,
    uuid: dashboard.uuid,
    dashboard_title: dashboard.dashboard_title,
    slug: dashboard.slug,
    url: dashboardUrl(dashboard),
    published: Boolean(dashboard.published),
    status: dashboard.published ? 'published' : 'draft',
    thumbnail_url: null,
    certified_by: dashboard.certified_by,
    certification_details: dashboard.certification_details,
    ...people(record),
    changed_on_utc: dashboard.changed_on,
    changed_on_delta_humanized: humanizeDelta(dashboard.changed_on),
    created_on_delta_humanized: humanizeDelta(dashboard.created_on),
    is_managed_externally: Boolean(dashboard.is_managed_externally),
    tags: [],
  };
}

/** Superset's dashboard list columns, which `q=(columns:!(…))` may select from. */
export const DASHBOARD_LIST_COLUMNS = [
  'id', 'uuid', 'dashboard_title', 'slug', 'url', 'published', 'status', 'thumbnail_url', 'certified_by',
  'certification_details', 'owners.id', 'owners.first_name', 'owners.last_name', 'roles.id', 'roles.name',
  'changed_by.id', 'changed_by.first_name', 'changed_by.last_name', 'changed_by_name', 'created_by.id',
  'created_by.first_name', 'created_by.last_name', 'changed_on_utc', 'changed_on_delta_humanized',
  'created_on_delta_humanized', 'is_managed_externally', 'tags.id', 'tags.name', 'tags.type',
];
