import { sql, type Kysely } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { NAME_LENGTH } from '../http/bounded-fields.js';
import { PAGE_FIELD, PAGE_SIZE_FIELD, resolvePaging, risonParser } from '../http/rison-query.js';
import { accessibleDatabaseFilter, accessibleDatasetFilter } from '../security/datasource-access.js';
import { hasPermission, type Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';

/** The `q` of `/related/{column}` and `/distinct/{column}` (`get_related_schema`). */
export interface RelatedQuery {
  filter?: string;
  include_ids?: number[];
  page?: number;
  page_size?: number;
}

export const parseRelatedQuery = risonParser<RelatedQuery>({
  type: 'object',
  properties: {
    filter: { type: 'string', maxLength: NAME_LENGTH },
    include_ids: { type: 'array', items: { type: 'integer' } },
    page: PAGE_FIELD,
    page_size: PAGE_SIZE_FIELD,
  },
});

/** One option of a related-field picker. */
export interface RelatedOption {
  value: number | string;
  text: string;
  extra: Record<string, unknown>;
}

const pattern = (filter: string | undefined) => `%${(filter ?? '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function page<T>(items: T[], query: RelatedQuery): { count: number; result: T[] } {
  const { offset, limit } = resolvePaging(query);
  return { count: items.length, result: limit === null ? items : items.slice(offset, offset + limit) };
}

/**
 * Users, for the owner / created-by / changed-by pickers of list pages. Each is named by first
 * and last name, or username when it has none; the email is shown to administrators only.
 */
export async function relatedUsers(db: Kysely<Database>, query: RelatedQuery, viewer: Principal | null): Promise<{ count: number; result: RelatedOption[] }> {
  const rows = await db
    .selectFrom('ab_user')
    .select(['id', 'username', 'first_name', 'last_name', 'email'])
    .where('active', '=', true)
    .where(sql`lower(coalesce(${sql.ref('first_name')}, '') || ' ' || coalesce(${sql.ref('last_name')}, '') || ' ' || ${sql.ref('username')})`, 'like', sql`${pattern(query.filter)} escape '\\'`)
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  const showEmail = viewer?.isAdmin === true;
  return page(
    rows.map((u) => ({ value: u.id, text: `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || u.username, extra: showEmail ? { email: u.email } : {} })),
    query,
  );
}

/** Databases the caller can see, for the dataset list's database filter. */
export async function relatedDatabases(db: Kysely<Database>, principal: Principal, query: RelatedQuery): Promise<{ count: number; result: RelatedOption[] }> {
  let select = db.selectFrom('dbs').select(['id', 'database_name']).where(sql`lower(${sql.ref('database_name')})`, 'like', sql`${pattern(query.filter)} escape '\\'`);
  const access = accessibleDatabaseFilter(principal);
  if (access) select = select.where(access);
  const rows = await select.orderBy('database_name').execute();
  return page(rows.map((d) => ({ value: d.id, text: d.database_name, extra: {} })), query);
}

/** Distinct schemas or catalogs of the datasets the caller may read (`/dataset/distinct/{column}`). */
export async function distinctDatasetValues(db: Kysely<Database>, principal: Principal, column: string, query: RelatedQuery) {
  if (column !== 'schema' && column !== 'catalog') throw HttpError.notFound();
  const ref = column === 'schema' ? 'tables.schema' : 'tables.catalog';
  let select = db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select(sql<string>`distinct ${sql.ref(ref)}`.as('value'))
    .where(sql.ref(ref), 'is not', null)
    .where(sql`lower(${sql.ref(ref)})`, 'like', sql`${pattern(query.filter)} escape '\\'`);
  const access = accessibleDatasetFilter(principal);
  if (access) select = select.where((eb) => access(eb));
  const rows = await select.orderBy('value').execute();
  return page(rows.map((r) => ({ text: r.value, value: r.value })), query);
}

/** `_info?q=(keys:!(permissions))`: the caller's permissions on a resource, Superset's way. */
export function resourcePermissions(principal: Principal, view: string, candidates: readonly string[]): string[] {
  return candidates.filter((permission) => hasPermission(principal, permission, view));
}

/** Charts built on the given datasets and the dashboards showing them (`/related_objects/`). */
export async function relatedObjects(db: Kysely<Database>, datasetIds: number[]) {
  const charts = datasetIds.length === 0
    ? []
    : await db.selectFrom('slices').select(['id', 'slice_name', 'viz_type']).where('datasource_type', '=', 'table').where('datasource_id', 'in', datasetIds).orderBy('id').execute();
  const chartIds = charts.map((c) => c.id);
  const dashboards = chartIds.length === 0
    ? []
    : await db
        .selectFrom('dashboards')
        .innerJoin('dashboard_slices', 'dashboard_slices.dashboard_id', 'dashboards.id')
        .select(['dashboards.id', 'dashboards.json_metadata', 'dashboards.slug', 'dashboards.dashboard_title'])
        .where('dashboard_slices.slice_id', 'in', chartIds)
        .distinct()
        .orderBy('dashboards.id')
        .execute();
  return {
    charts: { count: charts.length, result: charts },
    dashboards: { count: dashboards.length, result: dashboards.map((d) => ({ id: d.id, json_metadata: d.json_metadata, slug: d.slug, title: d.dashboard_title })) },
  };
}
