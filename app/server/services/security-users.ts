import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { HttpError } from '../http/http-error.js';
import { resolvePaging, type ListQuery } from '../http/rison-query.js';
import { hashPassword } from '../security/password-hash.js';
import type { Principal } from '../security/principal.js';
import { isAdminRoleName } from '../security/role-definitions.js';
import { MIN_PASSWORD_LENGTH, type SecurityManager } from '../security/security-manager.js';
import type { Database } from '../store/database.js';
import { nowIso } from '../store/now-iso.js';
import { basicFilterCondition, filterConditions, type FilterableColumn } from './list-filter-sql.js';
import { assertAdministratorRemains, lockAdministrators } from './security-last-admin.js';
import { USER_COLUMNS, USER_ROW_COLUMNS, loadUserRecords, type UserRecord } from './security-user-records.js';
import { selectFields } from './select-fields.js';
import { isUniqueViolation } from './unique-violation.js';

/** The writable fields of a user (Superset's `SupersetUserApi.post` / `.put`); roles are role ids. */
export interface UserInput {
  username?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  active?: boolean;
  roles?: number[];
  password?: string;
}

type Db = Kysely<Database>;

const ORDERABLE: Record<string, string> = Object.fromEntries(
  ['id', 'username', 'first_name', 'last_name', 'email', 'active', 'created_on', 'changed_on', 'last_login', 'login_count', 'fail_login_count'].map((c) => [c, `ab_user.${c}`]),
);
/** The columns the user list may be ordered by. */
export const USER_ORDER_COLUMNS = Object.keys(ORDERABLE);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const truthy = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

/** `between` on a timestamp: `[from, to]`, each an ISO text or epoch milliseconds. */
function between(ref: string) {
  return (value: unknown): RawBuilder<SqlBool> => {
    const bounds = list(value).map((v) => (typeof v === 'number' ? new Date(v).toISOString() : String(v)));
    if (bounds.length !== 2) throw HttpError.badRequest('Not a valid rison schema: between takes [from, to]');
    return sql<SqlBool>`${sql.ref(ref)} >= ${bounds[0]} and ${sql.ref(ref)} <= ${bounds[1]}`;
  };
}

/** Users holding any of the given roles (Flask-AppBuilder's `rel_m_m` on `roles`). */
function withRoles(value: unknown): RawBuilder<SqlBool> {
  const ids = list(value).map(Number).filter(Number.isInteger);
  if (ids.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`exists (select 1 from ab_user_role where ab_user_role.user_id = ab_user.id and ab_user_role.role_id in (${sql.join(ids)}))`;
}

const FILTERABLE: Record<string, FilterableColumn> = {
  id: { ref: 'ab_user.id' },
  username: { ref: 'ab_user.username' },
  first_name: { ref: 'ab_user.first_name' },
  last_name: { ref: 'ab_user.last_name' },
  email: { ref: 'ab_user.email' },
  active: { ref: 'ab_user.active', custom: { eq: (value) => basicFilterCondition('ab_user.active', 'eq', truthy(value))! } },
  roles: { ref: 'ab_user.id', custom: { rel_m_m: withRoles, eq: withRoles } },
  created_on: { ref: 'ab_user.created_on', custom: { between: between('ab_user.created_on') } },
  changed_on: { ref: 'ab_user.changed_on', custom: { between: between('ab_user.changed_on') } },
  last_login: { ref: 'ab_user.last_login', custom: { between: between('ab_user.last_login') } },
  created_by: { ref: 'ab_user.created_by_fk' },
  changed_by: { ref: 'ab_user.changed_by_fk' },
};

const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Field checks that need no database: 400 with every problem at once. */
function checkFields(input: UserInput): void {
  const problems: Record<string, string[]> = {};
  if (input.username !== undefined && input.username.trim() === '') problems['username'] = ['Username cannot be empty.'];
  if (input.first_name !== undefined && input.first_name.trim() === '') problems['first_name'] = ['First name cannot be empty.'];
  if (input.email !== undefined && !PLAUSIBLE_EMAIL.test(input.email.trim())) problems['email'] = ['Not a valid email address.'];
  if (input.password !== undefined && input.password.length < MIN_PASSWORD_LENGTH) {
    problems['password'] = [`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`];
  }
  if (input.roles !== undefined && input.roles.length === 0) problems['roles'] = ['A user needs at least one role.'];
  if (Object.keys(problems).length > 0) throw HttpError.badRequest(problems);
}

/** The input with text trimmed and role ids de-duplicated, password left out: what a write echoes. */
function normalized(input: UserInput): Omit<UserInput, 'password'> {
  const out: Omit<UserInput, 'password'> = {};
  if (input.username !== undefined) out.username = input.username.trim();
  if (input.first_name !== undefined) out.first_name = input.first_name.trim();
  if (input.last_name !== undefined) out.last_name = input.last_name.trim();
  if (input.email !== undefined) out.email = input.email.trim();
  if (input.active !== undefined) out.active = input.active;
  if (input.roles !== undefined) out.roles = [...new Set(input.roles)];
  return out;
}

/** 422 for a username or email another user has (compared without case), or a role that does not exist. */
async function checkReferences(trx: Db, input: Omit<UserInput, 'password'>, exceptUserId: number | null): Promise<void> {
  const problems: Record<string, string[]> = {};
  const taken = async (column: 'username' | 'email', value: string) => {
    let query = trx.selectFrom('ab_user').select('id').where(sql`lower(${sql.ref(column)})`, '=', value.toLowerCase());
    if (exceptUserId !== null) query = query.where('id', '<>', exceptUserId);
    return Boolean(await query.executeTakeFirst());
  };
  if (input.username !== undefined && (await taken('username', input.username))) problems['username'] = ['A user with this username already exists.'];
  if (input.email !== undefined && (await taken('email', input.email))) problems['email'] = ['A user with this email already exists.'];
  if (input.roles !== undefined) {
    const found = new Set((await trx.selectFrom('ab_role').select('id').where('id', 'in', input.roles).execute()).map((r) => r.id));
    const missing = input.roles.filter((id) => !found.has(id));
    if (missing.length > 0) problems['roles'] = missing.map((id) => `Role ${id} does not exist.`);
  }
  if (Object.keys(problems).length > 0) throw HttpError.unprocessable(problems);
}

async function setRoles(trx: Db, userId: number, roleIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('ab_user_role').where('user_id', '=', userId).execute();
  if (roleIds.length > 0) await trx.insertInto('ab_user_role').values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId }))).execute();
}

/** Whether the user is an active holder of an administrator role. */
async function isActiveAdministrator(trx: Db, userId: number): Promise<boolean> {
  const rows = await trx
    .selectFrom('ab_user as u')
    .innerJoin('ab_user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .select(['u.active', 'r.name'])
    .where('u.id', '=', userId)
    .execute();
  return rows.some((row) => Boolean(row.active) && isAdminRoleName(row.name));
}

const conflict = () => HttpError.unprocessable({ username: ['A user with this username or email already exists.'] });

/**
 * Users for the security API (`/api/v1/security/users/`), with Superset's shapes. Every write
 * runs in one transaction that keeps an active administrator, and clears the cached principals;
 * deactivating, deleting or setting the password of a user also ends their sessions.
 */
export class SecurityUsers {
  constructor(
    private readonly db: Db,
    private readonly security: SecurityManager,
  ) {}

  async list(query: ListQuery): Promise<{ count: number; ids: number[]; result: UserRecord[] }> {
    let base = this.db.selectFrom('ab_user');
    for (const condition of filterConditions(query.filters, FILTERABLE)) base = base.where(condition);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    let page = base.select(USER_ROW_COLUMNS.map((c) => `ab_user.${c}` as const));
    const order = query.order_column !== undefined ? ORDERABLE[query.order_column] : undefined;
    if (order) page = page.orderBy(sql.ref(order), query.order_direction ?? 'asc');
    page = page.orderBy('ab_user.id', 'asc');
    const { offset, limit } = resolvePaging(query, { maxPageSize: 1000 });
    if (limit !== null) page = page.limit(limit).offset(offset);
    const rows = await page.execute();
    const allowed = new Set<string>(USER_COLUMNS);
    const records = await loadUserRecords(this.db, rows);
    return { count: Number(total), ids: rows.map((r) => r.id), result: records.map((r) => selectFields(r, query.columns ?? query.select_columns, allowed)) };
  }

  async show(id: number): Promise<UserRecord> {
    const row = await this.db.selectFrom('ab_user').select(USER_ROW_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) throw HttpError.notFound();
    return (await loadUserRecords(this.db, [row]))[0]!;
  }

  async create(principal: Principal, input: Required<Omit<UserInput, 'active'>> & Pick<UserInput, 'active'>) {
    checkFields(input);
    const fields = normalized(input);
    const password = await hashPassword(input.password);
    const now = nowIso();
    let id: number;
    try {
      id = await this.db.transaction().execute(async (trx) => {
        await checkReferences(trx, fields, null);
        const inserted = await trx
          .insertInto('ab_user')
          .values({
            username: fields.username!,
            first_name: fields.first_name!,
            last_name: fields.last_name ?? '',
            email: fields.email!,
            active: fields.active ?? true,
            password,
            login_count: 0,
            fail_login_count: 0,
            created_on: now,
            changed_on: now,
            created_by_fk: principal.userId,
            changed_by_fk: principal.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setRoles(trx, inserted.id, fields.roles!);
        return inserted.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
    this.security.clearCache();
    return { id, result: { ...fields, active: fields.active ?? true } };
  }

  async update(principal: Principal, id: number, input: UserInput) {
    await this.show(id);
    checkFields(input);
    const fields = normalized(input);
    if (id === principal.userId && fields.active === false) throw HttpError.unprocessable({ active: ['You cannot deactivate your own user.'] });
    const password = input.password !== undefined ? await hashPassword(input.password) : undefined;
    let endsSessions = false;
    try {
      await this.db.transaction().execute(async (trx) => {
        await lockAdministrators(trx);
        const wasAdministrator = await isActiveAdministrator(trx, id);
        const wasActive = Boolean((await trx.selectFrom('ab_user').select('active').where('id', '=', id).executeTakeFirstOrThrow()).active);
        await checkReferences(trx, fields, id);
        const { roles, ...columns } = fields;
        await trx
          .updateTable('ab_user')
          .set({ ...columns, ...(password ? { password } : {}), changed_on: nowIso(), changed_by_fk: principal.userId })
          .where('id', '=', id)
          .execute();
        if (roles) await setRoles(trx, id, roles);
        if (wasAdministrator) await assertAdministratorRemains(trx, fields.active === false ? 'active' : 'roles');
        endsSessions = password !== undefined || (wasActive && fields.active === false);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
    if (endsSessions) await this.security.endUserSessions(id);
    else this.security.clearCache();
    return { id, result: fields };
  }

  async remove(principal: Principal, id: number): Promise<void> {
    await this.show(id);
    if (id === principal.userId) throw HttpError.unprocessable('You cannot delete your own user.');
    await this.db.transaction().execute(async (trx) => {
      await lockAdministrators(trx);
      const wasAdministrator = await isActiveAdministrator(trx, id);
      await trx.deleteFrom('ab_user').where('id', '=', id).execute();
      if (wasAdministrator) await assertAdministratorRemains(trx);
    });
    await this.security.endUserSessions(id);
  }
}
