import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { resolvePaging, type ListQuery } from '../http/rison-query.js';
import { BUILT_IN_ROLES, isAdminRoleName } from '../security/role-definitions.js';
import type { SecurityManager } from '../security/security-manager.js';
import type { Database } from '../store/database.js';
import { filterConditions, type FilterableColumn } from './list-filter-sql.js';
import { assertAdministratorRemains, lockAdministrators } from './security-last-admin.js';
import { isUniqueViolation } from './unique-violation.js';

type Db = Kysely<Database>;

/** `q` of `GET /api/v1/security/roles/search/` (Superset's role search). */
export interface RoleSearchQuery {
  filters?: { col: 'user_ids' | 'permission_ids' | 'name'; value: string | number | number[] }[];
  order_column?: 'id' | 'name';
  order_direction?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

/** A role's permission as `GET /roles/{id}/permissions/` lists it. */
export interface RolePermission {
  id: number;
  permission_name: string;
  view_menu_name: string;
}

const ROLE_ORDER: Record<string, string> = { id: 'ab_role.id', name: 'ab_role.name' };
/** The columns the role list may be ordered by. */
export const ROLE_ORDER_COLUMNS = Object.keys(ROLE_ORDER);
const ROLE_FILTERS: Record<string, FilterableColumn> = { id: { ref: 'ab_role.id' }, name: { ref: 'ab_role.name' } };

const isBuiltIn = (name: string) => Object.hasOwn(BUILT_IN_ROLES, name);

/** Ids given as a list, one number, or comma-separated text. */
function idsOf(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return parts.map((v) => Number(String(v).trim())).filter((n) => Number.isInteger(n));
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw HttpError.badRequest({ name: ['Name cannot be empty.'] });
  return trimmed;
}

/**
 * Roles for the security API (`/api/v1/security/roles/…`): CRUD, Superset's role search with
 * member and permission ids, a role's permissions (replaced as a set) and its members. Built-in
 * roles keep their names and cannot be deleted; a role still held by users cannot be deleted
 * either (its users would silently lose what it grants — move them first). Names are unique
 * without regard to case, so no second role named like Admin can appear.
 */
export class SecurityRoles {
  constructor(
    private readonly db: Db,
    private readonly security: SecurityManager,
  ) {}

  async list(query: ListQuery) {
    let base = this.db.selectFrom('ab_role');
    for (const condition of filterConditions(query.filters, ROLE_FILTERS)) base = base.where(condition);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    let page = base.select(['ab_role.id', 'ab_role.name']);
    const order = query.order_column !== undefined ? ROLE_ORDER[query.order_column] : undefined;
    if (order) page = page.orderBy(sql.ref(order), query.order_direction ?? 'asc');
    page = page.orderBy('ab_role.id', 'asc');
    const { offset, limit } = resolvePaging(query, { maxPageSize: 1000 });
    if (limit !== null) page = page.limit(limit).offset(offset);
    const rows = await page.execute();
    return { count: Number(total), ids: rows.map((r) => r.id), result: rows };
  }

  async search(query: RoleSearchQuery) {
    const conditions: RawBuilder<SqlBool>[] = [];
    for (const { col, value } of query.filters ?? []) {
      if (col === 'name') {
        conditions.push(...filterConditions([{ col: 'name', opr: 'ct', value: String(value) }], ROLE_FILTERS));
        continue;
      }
      const ids = idsOf(value);
      const link = col === 'user_ids' ? sql`select role_id from ab_user_role where user_id` : sql`select role_id from ab_permission_view_role where permission_view_id`;
      conditions.push(ids.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`ab_role.id in (${link} in (${sql.join(ids)}))`);
    }
    let base = this.db.selectFrom('ab_role');
    for (const condition of conditions) base = base.where(condition);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const size = query.page_size ?? 10;
    const rows = await base
      .select(['ab_role.id', 'ab_role.name'])
      .orderBy(sql.ref(ROLE_ORDER[query.order_column ?? 'id']!), query.order_direction ?? 'asc')
      .orderBy('ab_role.id')
      .limit(size)
      .offset((query.page ?? 0) * size)
      .execute();
    const roleIds = rows.map((r) => r.id);
    const [members, grants] = roleIds.length === 0
      ? [[], []]
      : await Promise.all([
          this.db.selectFrom('ab_user_role').select(['role_id', 'user_id as id']).where('role_id', 'in', roleIds).orderBy('user_id').execute(),
          this.db.selectFrom('ab_permission_view_role').select(['role_id', 'permission_view_id as id']).where('role_id', 'in', roleIds).orderBy('permission_view_id').execute(),
        ]);
    const idsFor = (links: { role_id: number; id: number }[], roleId: number) => links.filter((l) => l.role_id === roleId).map((l) => l.id);
    return {
      count: Number(total),
      ids: roleIds,
      result: rows.map((role) => ({ ...role, user_ids: idsFor(members, role.id), permission_ids: idsFor(grants, role.id) })),
    };
  }

  async show(id: number): Promise<{ id: number; name: string }> {
    const role = await this.db.selectFrom('ab_role').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!role) throw HttpError.notFound();
    return role;
  }

  private async checkNameFree(trx: Db, name: string, exceptId: number | null): Promise<void> {
    let query = trx.selectFrom('ab_role').select('id').where(sql`lower(${sql.ref('name')})`, '=', name.toLowerCase());
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) throw HttpError.unprocessable({ name: ['A role with this name already exists.'] });
  }

  async create(input: { name: string }) {
    const name = checkName(input.name);
    try {
      const id = await this.db.transaction().execute(async (trx) => {
        await this.checkNameFree(trx, name, null);
        return (await trx.insertInto('ab_role').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
      });
      return { id, result: { name } };
    } catch (error) {
      if (isUniqueViolation(error)) throw HttpError.unprocessable({ name: ['A role with this name already exists.'] });
      throw error;
    }
  }

  async update(id: number, input: { name: string }) {
    const role = await this.show(id);
    const name = checkName(input.name);
    if (name !== role.name && isBuiltIn(role.name)) throw HttpError.unprocessable({ name: [`The built-in role ${role.name} cannot be renamed.`] });
    try {
      await this.db.transaction().execute(async (trx) => {
        await this.checkNameFree(trx, name, id);
        await trx.updateTable('ab_role').set({ name }).where('id', '=', id).execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw HttpError.unprocessable({ name: ['A role with this name already exists.'] });
      throw error;
    }
    this.security.clearCache();
    return { id, result: { name } };
  }

  async remove(id: number): Promise<void> {
    const role = await this.show(id);
    if (isBuiltIn(role.name)) throw HttpError.unprocessable(`The built-in role ${role.name} cannot be deleted.`);
    await this.db.transaction().execute(async (trx) => {
      const members = await trx.selectFrom('ab_user_role').select((eb) => eb.fn.countAll<number>().as('n')).where('role_id', '=', id).executeTakeFirstOrThrow();
      const n = Number(members.n);
      if (n > 0) throw HttpError.unprocessable(`The role ${role.name} is held by ${n} user${n === 1 ? '' : 's'}: give them other roles first.`);
      await trx.deleteFrom('ab_role').where('id', '=', id).execute();
    });
    this.security.clearCache();
  }

  async permissions(id: number): Promise<RolePermission[]> {
    await this.show(id);
    return this.db
      .selectFrom('ab_permission_view_role as pvr')
      .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select(['pv.id', 'p.name as permission_name', 'v.name as view_menu_name'])
      .where('pvr.role_id', '=', id)
      .orderBy('v.name')
      .orderBy('p.name')
      .execute();
  }

  /** Replaces the role's permissions with exactly these permission-view ids. */
  async setPermissions(id: number, permissionViewIds: readonly number[]) {
    await this.show(id);
    const wanted = [...new Set(permissionViewIds)];
    await this.db.transaction().execute(async (trx) => {
      const found = wanted.length === 0 ? new Set<number>() : new Set((await trx.selectFrom('ab_permission_view').select('id').where('id', 'in', wanted).execute()).map((r) => r.id));
      const missing = wanted.filter((pv) => !found.has(pv));
      if (missing.length > 0) throw HttpError.unprocessable({ permission_view_menu_ids: missing.map((pv) => `Permission ${pv} does not exist.`) });
      await trx.deleteFrom('ab_permission_view_role').where('role_id', '=', id).execute();
      if (wanted.length > 0) await trx.insertInto('ab_permission_view_role').values(wanted.map((pv) => ({ role_id: id, permission_view_id: pv }))).execute();
    });
    this.security.clearCache();
    return { result: { permission_view_menu_ids: wanted } };
  }

  /**
   * Makes exactly these users the role's members. Nobody may be left without a role, and the
   * administrator role keeps an active member.
   */
  async setUsers(id: number, userIds: readonly number[]) {
    const role = await this.show(id);
    const wanted = [...new Set(userIds)];
    await this.db.transaction().execute(async (trx) => {
      await lockAdministrators(trx);
      const found = wanted.length === 0 ? new Set<number>() : new Set((await trx.selectFrom('ab_user').select('id').where('id', 'in', wanted).execute()).map((r) => r.id));
      const missing = wanted.filter((u) => !found.has(u));
      if (missing.length > 0) throw HttpError.unprocessable({ user_ids: missing.map((u) => `User ${u} does not exist.`) });
      const current = (await trx.selectFrom('ab_user_role').select('user_id').where('role_id', '=', id).execute()).map((r) => r.user_id);
      const removed = current.filter((u) => !found.has(u));
      const added = wanted.filter((u) => !current.includes(u));
      if (removed.length > 0) {
        await trx.deleteFrom('ab_user_role').where('role_id', '=', id).where('user_id', 'in', removed).execute();
        const stranded = await trx
          .selectFrom('ab_user')
          .select('username')
          .where('id', 'in', removed)
          .where(({ not, exists, selectFrom }) => not(exists(selectFrom('ab_user_role').select('id').whereRef('ab_user_role.user_id', '=', 'ab_user.id'))))
          .orderBy('username')
          .execute();
        if (stranded.length > 0) {
          throw HttpError.unprocessable({ user_ids: stranded.map((u) => `${u.username} would have no role left: give them another role first.`) });
        }
      }
      if (added.length > 0) await trx.insertInto('ab_user_role').values(added.map((u) => ({ role_id: id, user_id: u }))).execute();
      if (isAdminRoleName(role.name)) await assertAdministratorRemains(trx, 'user_ids');
    });
    this.security.clearCache();
    return { result: { user_ids: wanted } };
  }
}
