import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { resolvePaging, type ListQuery } from '../http/rison-query.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { accessibleChartFilter } from './chart-access.js';
import { loadChartRecords } from './chart-records.js';
import { chartListItem } from './chart-serializer.js';
import { basicFilterCondition, filterConditions, type FilterableColumn } from './list-filter-sql.js';
import { selectFields } from './select-fields.js';

/** Superset lets the chart list ask for 100 rows a page; explore's chart pickers ask for 200 (spec §9). */
export const CHART_MAX_PAGE_SIZE = 200;

/** Superset's chart list columns, which `q=(columns:!(…))` may select from. */
export const CHART_LIST_COLUMNS = [
  'id', 'uuid', 'slice_name', 'url', 'slice_url', 'edit_url', 'viz_type', 'datasource_id', 'datasource_type',
  'datasource_name_text', 'datasource_url', 'table.default_endpoint', 'table.table_name', 'description', 'description_markeddown', 'cache_timeout',
  'certified_by', 'certification_details', 'is_managed_externally', 'params', 'form_data', 'query_context', 'owners.id',
  'owners.first_name', 'owners.last_name', 'dashboards.id', 'dashboards.dashboard_title', 'tags.id', 'tags.name',
  'tags.type', 'changed_by.first_name', 'changed_by.last_name', 'changed_by.id', 'changed_by_name',
  'changed_on_delta_humanized', 'changed_on_dttm', 'changed_on_utc', 'created_by.first_name', 'created_by.last_name',
  'created_by.id', 'created_by_name', 'created_on_delta_humanized', 'last_saved_at', 'last_saved_by.id',
  'last_saved_by.first_name', 'last_saved_by.last_name', 'thumbnail_url',
];

const DATASOURCE_NAME = sql`lower(case when ${sql.ref('tables.schema')} is null or ${sql.ref('tables.schema')} = '' then ${sql.ref('tables.table_name')} else ${sql.ref('tables.schema')} || '.' || ${sql.ref('tables.table_name')} end)`;

/** What the list may be ordered by; names are read case-insensitively, as people expect. */
const ORDERABLE: Record<string, RawBuilder<unknown>> = {
  id: sql.ref('slices.id'),
  slice_name: sql`lower(${sql.ref('slices.slice_name')})`,
  viz_type: sql.ref('slices.viz_type'),
  datasource_id: sql.ref('slices.datasource_id'),
  datasource_name: DATASOURCE_NAME,
  changed_on: sql.ref('slices.changed_on'),
  changed_on_delta_humanized: sql.ref('slices.changed_on'),
  'changed_by.first_name': sql`lower(${sql.ref('changer.first_name')})`,
  last_saved_at: sql.ref('slices.last_saved_at'),
  'last_saved_by.id': sql.ref('slices.last_saved_by_fk'),
  'last_saved_by.first_name': sql`lower(${sql.ref('saver.first_name')})`,
};
export const CHART_ORDER_COLUMNS = Object.keys(ORDERABLE).filter((c) => c !== 'id');

const truthy = (value: unknown) => value === true || value === 'true' || value === 1;

function userIdOf(value: unknown): number {
  const id = typeof value === 'string' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw HttpError.badRequest('Not a valid rison schema: filter value must be an id');
  return id;
}

/** The filters of the chart list; some depend on who asks (favourites). */
function filterableColumns(principal: Principal): Record<string, FilterableColumn> {
  const favorites = sql`(select favstar.obj_id from favstar where favstar.class_name = 'slice' and favstar.user_id = ${principal.userId})`;
  const isFavorite = (value: unknown) =>
    truthy(value) ? sql<SqlBool>`${sql.ref('slices.id')} in ${favorites}` : sql<SqlBool>`${sql.ref('slices.id')} not in ${favorites}`;
  const isCertified = (value: unknown) =>
    truthy(value)
      ? sql<SqlBool>`(${sql.ref('slices.certified_by')} is not null and ${sql.ref('slices.certified_by')} <> '')`
      : sql<SqlBool>`(${sql.ref('slices.certified_by')} is null or ${sql.ref('slices.certified_by')} = '')`;
  const ownedBy = (value: unknown) =>
    sql<SqlBool>`exists (select 1 from slice_user where slice_user.slice_id = ${sql.ref('slices.id')} and slice_user.user_id = ${userIdOf(value)})`;
  const onDashboard = (value: unknown) =>
    sql<SqlBool>`exists (select 1 from dashboard_slices where dashboard_slices.slice_id = ${sql.ref('slices.id')} and dashboard_slices.dashboard_id = ${userIdOf(value)})`;
  // Superset's `chart_all_text`: the words may appear in the name, description, viz type or dataset name.
  const allText = (value: unknown) => {
    const parts = ['slices.slice_name', 'slices.description', 'slices.viz_type', 'tables.table_name'].map((ref) => basicFilterCondition(ref, 'ct', value)!);
    return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  };
  return {
    id: { ref: 'slices.id', custom: { chart_is_favorite: isFavorite, chart_is_certified: isCertified } },
    uuid: { ref: 'slices.uuid' },
    slice_name: { ref: 'slices.slice_name', custom: { chart_all_text: allText } },
    description: { ref: 'slices.description' },
    viz_type: { ref: 'slices.viz_type' },
    datasource_id: { ref: 'slices.datasource_id' },
    datasource_type: { ref: 'slices.datasource_type' },
    datasource_name: { ref: 'tables.table_name' },
    certified_by: { ref: 'slices.certified_by' },
    owners: { ref: 'slices.id', custom: { rel_m_m: ownedBy } },
    dashboards: { ref: 'slices.id', custom: { rel_m_m: onDashboard } },
    created_by: { ref: 'slices.created_by_fk' },
    changed_by: { ref: 'slices.changed_by_fk' },
    last_saved_by: { ref: 'slices.last_saved_by_fk' },
  };
}

/** The base query every chart list and count shares: charts with their dataset, database and the users ordered on. */
export function chartListBase(db: Kysely<Database>, principal: Principal) {
  let base = db
    .selectFrom('slices')
    .leftJoin('tables', (join) => join.onRef('tables.id', '=', 'slices.datasource_id').on('slices.datasource_type', 'in', ['table', 'dataset']))
    .leftJoin('dbs', 'dbs.id', 'tables.database_id')
    .leftJoin('ab_user as changer', 'changer.id', 'slices.changed_by_fk')
    .leftJoin('ab_user as saver', 'saver.id', 'slices.last_saved_by_fk');
  const access = accessibleChartFilter(principal);
  // The dataset filter is written for inner joins; over left joins a chart without a dataset
  // simply never matches, which is the rule (only full-access users see those).
  if (access) base = base.where((eb) => access(eb as never));
  return base;
}

/**
 * `GET /api/v1/chart/`: the charts whose dataset the caller may read, searched, filtered (viz
 * type, dataset, owner, dashboard, favourite, certified, creator), ordered (newest change first
 * unless asked otherwise) and paged the Flask-AppBuilder way, up to 200 a page.
 */
export async function listCharts(db: Kysely<Database>, principal: Principal, query: ListQuery) {
  let base = chartListBase(db, principal);
  for (const condition of filterConditions(query.filters, filterableColumns(principal))) base = base.where(condition);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let page = base.selectAll('slices');
  const order = query.order_column !== undefined ? ORDERABLE[query.order_column] : undefined;
  if (order) page = page.orderBy(order, query.order_direction ?? 'asc').orderBy('slices.id', 'asc');
  else page = page.orderBy('slices.changed_on', 'desc').orderBy('slices.id', 'desc');
  const { offset, limit } = resolvePaging(query, { maxPageSize: CHART_MAX_PAGE_SIZE });
  if (limit !== null) page = page.limit(limit).offset(offset);
  const rows = await page.execute();
  const records = await loadChartRecords(db, rows);
  const allowed = new Set(CHART_LIST_COLUMNS);
  return {
    count: Number(total),
    ids: rows.map((r) => r.id),
    result: records.map((record) => selectFields(chartListItem(record), query.columns ?? query.select_columns, allowed)),
  };
}

/** The distinct viz types of the charts the caller may read, for the list's viz-type filter. */
export async function distinctVizTypes(db: Kysely<Database>, principal: Principal): Promise<{ count: number; result: { text: string; value: string }[] }> {
  const rows = await chartListBase(db, principal)
    .select(sql<string>`distinct ${sql.ref('slices.viz_type')}`.as('viz_type'))
    .where('slices.viz_type', 'is not', null)
    .where('slices.viz_type', '<>', '')
    .orderBy('viz_type')
    .execute();
  return { count: rows.length, result: rows.map((r) => ({ text: r.viz_type, value: r.viz_type })) };
}
