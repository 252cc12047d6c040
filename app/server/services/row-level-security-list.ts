import { sql, type Kysely, type SqlBool } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { resolvePaging, type ListQuery } from '../http/rison-query.js';
import type { Database } from '../store/database.js';
import { filterConditions, orderReference, type FilterableColumn } from './list-filter-sql.js';
import { loadRuleRecords, ruleListItem } from './row-level-security-records.js';
import { selectFields } from './select-fields.js';

function idsOf(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  const ids = values.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v));
  if (!ids.every((id): id is number => typeof id === 'number' && Number.isInteger(id))) {
    throw HttpError.badRequest('Not a valid rison schema: filter value must be an id');
  }
  return ids;
}

/** `tables` / `roles` with `rel_m_m`: rules naming (one of) the given dataset or role ids. */
const linkedTo = (link: 'rls_filter_tables' | 'rls_filter_roles', column: 'table_id' | 'role_id') => (value: unknown) => {
  const ids = idsOf(value);
  if (ids.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`exists (select 1 from ${sql.table(link)} where ${sql.ref(`${link}.rls_filter_id`)} = ${sql.ref('row_level_security_filters.id')} and ${sql.ref(`${link}.${column}`)} in (${sql.join(ids)}))`;
};

/** Superset's search columns of the RLS list, with `rel_m_m` on datasets and roles. */
const FILTERABLE: Record<string, FilterableColumn> = {
  id: { ref: 'row_level_security_filters.id' },
  name: { ref: 'row_level_security_filters.name' },
  description: { ref: 'row_level_security_filters.description' },
  filter_type: { ref: 'row_level_security_filters.filter_type' },
  group_key: { ref: 'row_level_security_filters.group_key' },
  clause: { ref: 'row_level_security_filters.clause' },
  tables: { ref: 'row_level_security_filters.id', custom: { rel_m_m: linkedTo('rls_filter_tables', 'table_id') } },
  roles: { ref: 'row_level_security_filters.id', custom: { rel_m_m: linkedTo('rls_filter_roles', 'role_id') } },
  created_by: { ref: 'row_level_security_filters.created_by_fk' },
  changed_by: { ref: 'row_level_security_filters.changed_by_fk' },
};

const ORDERABLE: Record<string, string> = {
  id: 'row_level_security_filters.id',
  name: 'row_level_security_filters.name',
  filter_type: 'row_level_security_filters.filter_type',
  clause: 'row_level_security_filters.clause',
  group_key: 'row_level_security_filters.group_key',
  changed_on_delta_humanized: 'row_level_security_filters.changed_on',
};

/** Superset's RLS list columns, which `q=(columns:!(…))` may select from. */
export const RLS_LIST_COLUMNS = [
  'id', 'name', 'filter_type', 'tables.id', 'tables.table_name', 'roles.id', 'roles.name', 'clause',
  'changed_on_delta_humanized', 'changed_by.first_name', 'changed_by.last_name', 'changed_by.id', 'group_key', 'description',
];
export const RLS_ORDER_COLUMNS = Object.keys(ORDERABLE).filter((c) => c !== 'id');

/**
 * `GET /api/v1/rowlevelsecurity/`: every rule, filtered (name, type, dataset, role, group key,
 * clause), ordered (latest change first unless asked otherwise) and paged the Flask-AppBuilder way.
 */
export async function listRules(db: Kysely<Database>, query: ListQuery) {
  let base = db.selectFrom('row_level_security_filters');
  for (const condition of filterConditions(query.filters, FILTERABLE)) base = base.where(condition);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let page = base.selectAll('row_level_security_filters');
  const order = orderReference(query.order_column, ORDERABLE);
  if (order) page = page.orderBy(sql.ref(order), query.order_direction ?? 'asc');
  else page = page.orderBy('row_level_security_filters.changed_on', 'desc');
  page = page.orderBy('row_level_security_filters.id', 'asc');
  const { offset, limit } = resolvePaging(query);
  if (limit !== null) page = page.limit(limit).offset(offset);
  const rows = await page.execute();
  const allowed = new Set(RLS_LIST_COLUMNS);
  const records = await loadRuleRecords(db, rows);
  return {
    count: Number(total),
    ids: rows.map((r) => r.id),
    result: records.map((record) => selectFields(ruleListItem(record), query.columns ?? query.select_columns, allowed)),
  };
}
