import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { resolvePaging, type ListQuery } from '../http/rison-query.js';
import type { Database } from '../store/database.js';
import { basicFilterCondition, filterConditions, type FilterableColumn } from './list-filter-sql.js';

type Db = Kysely<Database>;

/** A permission-view pair as `/api/v1/security/permissions-resources/` answers it. */
export interface PermissionViewRecord {
  id: number;
  permission: { id: number; name: string };
  view_menu: { id: number; name: string };
}

/** Permission pickers list every grantable pair at once: a few thousand on a large install. */
export const PERMISSION_VIEW_MAX_PAGE_SIZE = 5000;

// Either name may hold the words a picker's search box sends.
const anyName = (value: unknown): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${basicFilterCondition('p.name', 'ct', value)!} or ${basicFilterCondition('v.name', 'ct', value)!})`;

const PERMISSION_VIEW_FILTERS: Record<string, FilterableColumn> = {
  id: { ref: 'pv.id' },
  permission: { ref: 'pv.permission_id' },
  view_menu: { ref: 'pv.view_menu_id' },
  'permission.name': { ref: 'p.name', custom: { all_text: anyName } },
  'view_menu.name': { ref: 'v.name', custom: { all_text: anyName } },
};
const PERMISSION_VIEW_ORDER: Record<string, string> = { id: 'pv.id', 'permission.name': 'p.name', 'view_menu.name': 'v.name' };
/** The columns the permission-view list may be ordered by. */
export const PERMISSION_VIEW_ORDER_COLUMNS = Object.keys(PERMISSION_VIEW_ORDER);

const NAMED_FILTERS: Record<string, FilterableColumn> = { id: { ref: 'id' }, name: { ref: 'name' } };
const NAMED_ORDER: Record<string, string> = { id: 'id', name: 'name' };
/** The columns the permission and resource lists may be ordered by. */
export const NAMED_ORDER_COLUMNS = Object.keys(NAMED_ORDER);

/**
 * What can be granted, read-only, as Superset's security API lists it: permissions
 * (`can_read`, `datasource_access`…), resources (view menus: `Dashboard`,
 * `[examples].[birth_names](id:3)`…) and their pairs, which are what roles hold. The pairs are
 * created by the application (built-in roles, databases, datasets), never through the API.
 */
export class SecurityPermissions {
  constructor(private readonly db: Db) {}

  private pairs() {
    return this.db
      .selectFrom('ab_permission_view as pv')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id');
  }

  async listPermissionViews(query: ListQuery): Promise<{ count: number; ids: number[]; result: PermissionViewRecord[] }> {
    let base = this.pairs();
    for (const condition of filterConditions(query.filters, PERMISSION_VIEW_FILTERS)) base = base.where(condition);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    let page = base.select(['pv.id', 'p.id as permission_id', 'p.name as permission_name', 'v.id as view_menu_id', 'v.name as view_menu_name']);
    const order = query.order_column !== undefined ? PERMISSION_VIEW_ORDER[query.order_column] : undefined;
    if (order) page = page.orderBy(sql.ref(order), query.order_direction ?? 'asc');
    page = page.orderBy('pv.id', 'asc');
    const { offset, limit } = resolvePaging(query, { maxPageSize: PERMISSION_VIEW_MAX_PAGE_SIZE });
    if (limit !== null) page = page.limit(limit).offset(offset);
    const rows = await page.execute();
    return {
      count: Number(total),
      ids: rows.map((r) => r.id),
      result: rows.map((r) => ({ id: r.id, permission: { id: r.permission_id, name: r.permission_name }, view_menu: { id: r.view_menu_id, name: r.view_menu_name } })),
    };
  }

  async showPermissionView(id: number): Promise<PermissionViewRecord> {
    const row = await this.pairs()
      .select(['pv.id', 'p.id as permission_id', 'p.name as permission_name', 'v.id as view_menu_id', 'v.name as view_menu_name'])
      .where('pv.id', '=', id)
      .executeTakeFirst();
    if (!row) throw HttpError.notFound();
    return { id: row.id, permission: { id: row.permission_id, name: row.permission_name }, view_menu: { id: row.view_menu_id, name: row.view_menu_name } };
  }

  /** Permissions (`ab_permission`) or resources (`ab_view_menu`): id and name. */
  async listNamed(table: 'ab_permission' | 'ab_view_menu', query: ListQuery) {
    let base = this.db.selectFrom(table);
    for (const condition of filterConditions(query.filters, NAMED_FILTERS)) base = base.where(condition);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    let page = base.select(['id', 'name']);
    const order = query.order_column !== undefined ? NAMED_ORDER[query.order_column] : undefined;
    if (order) page = page.orderBy(sql.ref(order), query.order_direction ?? 'asc');
    page = page.orderBy('id', 'asc');
    const { offset, limit } = resolvePaging(query, { maxPageSize: PERMISSION_VIEW_MAX_PAGE_SIZE });
    if (limit !== null) page = page.limit(limit).offset(offset);
    const rows = await page.execute();
    return { count: Number(total), ids: rows.map((r) => r.id), result: rows };
  }

  async showNamed(table: 'ab_permission' | 'ab_view_menu', id: number): Promise<{ id: number; name: string }> {
    const row = await this.db.selectFrom(table).select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!row) throw HttpError.notFound();
    return row;
  }
}
