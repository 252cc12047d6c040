import { sql, type Kysely, type SqlBool } from 'kysely';
import { resolvePaging, type ListQuery } from '../http/rison-query.js';
import { accessibleDatasetFilter } from '../security/datasource-access.js';
import type { Principal } from '../security/principal.js';
import type { Database } from '../store/database.js';
import { humanizeDelta } from './humanize-delta.js';
import { filterConditions, orderReference, type FilterableColumn } from './list-filter-sql.js';
import { selectFields } from './select-fields.js';
import { loadUserNames } from './user-names.js';

const truthy = (value: unknown) => value === true || value === 'true' || value === 1;

/** `sql` with `dataset_is_null_or_empty`: true lists physical datasets, false virtual ones. */
const physicalOrVirtual = (value: unknown) =>
  truthy(value)
    ? sql<SqlBool>`(${sql.ref('tables.sql')} is null or ${sql.ref('tables.sql')} = '')`
    : sql<SqlBool>`(${sql.ref('tables.sql')} is not null and ${sql.ref('tables.sql')} <> '')`;

/** `id` with `dataset_is_certified`: the dataset's `extra` carries a certification. */
const certified = (value: unknown) =>
  truthy(value)
    ? sql<SqlBool>`lower(${sql.ref('tables.extra')}) like '%certification%'`
    : sql<SqlBool>`(${sql.ref('tables.extra')} is null or lower(${sql.ref('tables.extra')}) not like '%certification%')`;

const ownedBy = (value: unknown) =>
  sql<SqlBool>`exists (select 1 from sqlatable_user where sqlatable_user.table_id = ${sql.ref('tables.id')} and sqlatable_user.user_id = ${Number(value)})`;

const FILTERABLE: Record<string, FilterableColumn> = {
  id: { ref: 'tables.id', custom: { dataset_is_certified: certified } },
  uuid: { ref: 'tables.uuid' },
  table_name: { ref: 'tables.table_name' },
  catalog: { ref: 'tables.catalog' },
  schema: { ref: 'tables.schema' },
  sql: { ref: 'tables.sql', custom: { dataset_is_null_or_empty: physicalOrVirtual } },
  database: { ref: 'tables.database_id' },
  owners: { ref: 'tables.id', custom: { rel_m_m: ownedBy } },
  created_by: { ref: 'tables.created_by_fk' },
  changed_by: { ref: 'tables.changed_by_fk' },
};

const ORDERABLE: Record<string, string> = {
  id: 'tables.id',
  table_name: 'tables.table_name',
  catalog: 'tables.catalog',
  schema: 'tables.schema',
  'changed_by.first_name': 'changer.first_name',
  changed_on: 'tables.changed_on',
  changed_on_delta_humanized: 'tables.changed_on',
  'database.database_name': 'dbs.database_name',
};

/** Superset's dataset list columns, which `q=(columns:!(…))` may select from. */
export const DATASET_LIST_COLUMNS = [
  'id', 'uuid', 'database.id', 'database.database_name', 'database.uuid', 'changed_by_name', 'changed_by.first_name',
  'changed_by.last_name', 'changed_by.id', 'changed_on_utc', 'changed_on_delta_humanized', 'changed_on', 'default_endpoint',
  'description', 'datasource_type', 'explore_url', 'extra', 'kind', 'owners.id', 'owners.first_name', 'owners.last_name',
  'catalog', 'schema', 'sql', 'table_name',
];
export const DATASET_ORDER_COLUMNS = Object.keys(ORDERABLE).filter((c) => c !== 'id');

/**
 * `GET /api/v1/dataset/`: the datasets the caller may read, filtered (name, database, schema,
 * owner, physical/virtual, certified), ordered and paged the Flask-AppBuilder way.
 */
export async function listDatasets(db: Kysely<Database>, principal: Principal, query: ListQuery) {
  let base = db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .leftJoin('ab_user as changer', 'changer.id', 'tables.changed_by_fk');
  const access = accessibleDatasetFilter(principal);
  if (access) base = base.where((eb) => access(eb));
  for (const condition of filterConditions(query.filters, FILTERABLE)) base = base.where(condition);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let page = base.selectAll('tables').select(['dbs.database_name', 'dbs.uuid as database_uuid']);
  const order = orderReference(query.order_column, ORDERABLE);
  if (order) page = page.orderBy(sql.ref(order), query.order_direction ?? 'asc');
  page = page.orderBy('tables.id', 'asc');
  const { offset, limit } = resolvePaging(query);
  if (limit !== null) page = page.limit(limit).offset(offset);
  const rows = await page.execute();

  const ids = rows.map((r) => r.id);
  const ownerLinks = ids.length > 0 ? await db.selectFrom('sqlatable_user').select(['table_id', 'user_id']).where('table_id', 'in', ids).orderBy('id').execute() : [];
  const users = await loadUserNames(db, [...rows.map((r) => r.changed_by_fk), ...ownerLinks.map((o) => o.user_id)]);
  const allowed = new Set(DATASET_LIST_COLUMNS);
  const result = rows.map((row) => {
    const changer = row.changed_by_fk === null ? undefined : users.get(row.changed_by_fk);
    const owners = ownerLinks.filter((o) => o.table_id === row.id).map((o) => users.get(o.user_id)).filter((u) => u !== undefined);
    const item = {
      id: row.id,
      uuid: row.uuid,
      database: { id: row.database_id, database_name: row.database_name, uuid: row.database_uuid },
      changed_by_name: changer ? `${changer.first_name} ${changer.last_name}`.trim() : '',
      changed_by: changer ?? null,
      changed_on: row.changed_on,
      changed_on_utc: row.changed_on,
      changed_on_delta_humanized: humanizeDelta(row.changed_on),
      default_endpoint: row.default_endpoint,
      description: row.description,
      datasource_type: 'table',
      explore_url: row.default_endpoint || `/explore/?datasource_type=table&datasource_id=${row.id}`,
      extra: row.extra,
      kind: row.sql ? 'virtual' : 'physical',
      owners,
      catalog: row.catalog,
      schema: row.schema,
      sql: row.sql,
      table_name: row.table_name,
    };
    return selectFields(item, query.columns ?? query.select_columns, allowed);
  });
  return { count: Number(total), ids, result };
}
