import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/database.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { ensureAllObjectPermissions, ensureNamed, ensurePermissionView } from './object-permissions.js';
import { permissionKey, type Principal } from './principal.js';
import { BUILT_IN_ROLES, isAdminRoleName, type PermissionPair } from './role-definitions.js';

export interface NewUser {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  roles: string[];
}

export class SecurityError extends Error {
  override name = 'SecurityError';
}

/** The shortest password Tessera accepts, wherever one is set. */
export const MIN_PASSWORD_LENGTH = 8;

/** Ends every server-side session of one user; the session store attaches it (see {@link SecurityManager.attachSessionRevoker}). */
export type SessionRevoker = (userId: number) => Promise<void>;

const PRINCIPAL_TTL_MS = 5_000;
const nowIso = () => new Date().toISOString();

/** Every manager over one metadata store, so a change made outside them can clear their caches. */
const managersByStore = new WeakMap<Kysely<Database>, Set<SecurityManager>>();

/**
 * Users, roles and permissions over the metadata store. Principals are cached for a few seconds
 * so a page load's burst of requests costs one lookup; any change made here clears the cache.
 */
export class SecurityManager {
  private readonly principals = new Map<number, { principal: Principal; loadedAt: number }>();
  private sessionRevoker: SessionRevoker | null = null;

  constructor(private readonly db: Kysely<Database>) {
    const managers = managersByStore.get(db) ?? new Set<SecurityManager>();
    managers.add(this);
    managersByStore.set(db, managers);
  }

  /**
   * Clears the cached principals of every manager over `db`. For changes made elsewhere that move
   * grants between permission names (a database or dataset renamed): a cached principal still
   * holds the old names, and would be refused what it was just granted until the cache ran out.
   */
  static clearCachesOf(db: Kysely<Database>): void {
    for (const manager of managersByStore.get(db) ?? []) manager.clearCache();
  }

  /**
   * Creates missing permissions, views, their pairs and the built-in roles' grants, then the
   * per-object views (`database_access`, `schema_access`, `datasource_access`) of every database
   * and dataset. Safe to run at every start: existing grants are read in one query, so a warm
   * start writes nothing. Only built-in roles are touched, and only by adding their missing
   * grants: what an administrator granted or revoked on any other role stays as it is.
   */
  async syncRoleDefinitions(): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const grantKey = (role: string, permission: string, view: string) => `${role}\u0000${permissionKey(permission, view)}`;
      const existing = await trx
        .selectFrom('ab_permission_view_role as pvr')
        .innerJoin('ab_role as r', 'r.id', 'pvr.role_id')
        .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
        .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
        .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
        .select(['r.name as role', 'p.name as permission', 'v.name as view'])
        .execute();
      const granted = new Set(existing.map((g) => grantKey(g.role, g.permission, g.view)));
      for (const [roleName, pairs] of Object.entries(BUILT_IN_ROLES)) {
        const roleId = await ensureNamed(trx, 'ab_role', roleName);
        for (const [permission, view] of pairs) {
          if (granted.has(grantKey(roleName, permission, view))) continue;
          const permissionViewId = await ensurePermissionView(trx, permission, view);
          await trx
            .insertInto('ab_permission_view_role')
            .values({ permission_view_id: permissionViewId, role_id: roleId })
            .onConflict((oc) => oc.columns(['permission_view_id', 'role_id']).doNothing())
            .execute();
        }
      }
    });
    await ensureAllObjectPermissions(this.db);
    this.principals.clear();
  }

  async createUser(user: NewUser): Promise<number> {
    if (!user.username.trim()) throw new SecurityError('Username cannot be empty');
    if (user.password.length < MIN_PASSWORD_LENGTH) throw new SecurityError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
    if (user.roles.length === 0) throw new SecurityError('A user needs at least one role');
    const password = await hashPassword(user.password);
    const email = user.email ?? `${user.username}@localhost`;
    const id = await this.db.transaction().execute(async (trx) => {
      // Names differing only in case would let one user pass for another.
      const existing = await trx.selectFrom('ab_user').select('id').where(sql`lower(${sql.ref('username')})`, '=', user.username.toLowerCase()).executeTakeFirst();
      if (existing) throw new SecurityError(`User ${user.username} already exists`);
      const sameEmail = await trx.selectFrom('ab_user').select('id').where(sql`lower(${sql.ref('email')})`, '=', email.toLowerCase()).executeTakeFirst();
      if (sameEmail) throw new SecurityError(`Email ${email} is already used by another user`);
      const roleIds: number[] = [];
      for (const name of user.roles) {
        const role = await trx.selectFrom('ab_role').select('id').where('name', '=', name).executeTakeFirst();
        if (!role) throw new SecurityError(`Role ${name} does not exist`);
        roleIds.push(role.id);
      }
      const inserted = await trx
        .insertInto('ab_user')
        .values({
          username: user.username,
          password,
          first_name: user.firstName ?? user.username,
          last_name: user.lastName ?? '',
          // Email is unique and required in the user table (as in Superset); a local placeholder keeps CLI-made users valid.
          email,
          active: true,
          login_count: 0,
          fail_login_count: 0,
          created_on: nowIso(),
          changed_on: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const roleId of roleIds) {
        await trx.insertInto('ab_user_role').values({ user_id: inserted.id, role_id: roleId }).execute();
      }
      return inserted.id;
    });
    return id;
  }

  async userExists(username: string): Promise<boolean> {
    return Boolean(await this.db.selectFrom('ab_user').select('id').where('username', '=', username).executeTakeFirst());
  }

  async countUsers(): Promise<number> {
    const row = await this.db.selectFrom('ab_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async resetPassword(username: string, newPassword: string): Promise<void> {
    if (newPassword.length < MIN_PASSWORD_LENGTH) throw new SecurityError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
    const password = await hashPassword(newPassword);
    const user = await this.db.selectFrom('ab_user').select('id').where('username', '=', username).executeTakeFirst();
    if (!user) throw new SecurityError(`User ${username} does not exist`);
    await this.db.updateTable('ab_user').set({ password, changed_on: nowIso() }).where('id', '=', user.id).execute();
    await this.endUserSessions(user.id);
  }

  /**
   * Lets the session store end a user's sessions when an administrator deactivates them, deletes
   * them or sets their password. Without one, those users are still shut out at their next
   * request: inactive and deleted users have no principal, and a new password changes the stamp
   * their session cookie carries.
   */
  attachSessionRevoker(revoke: SessionRevoker): void {
    this.sessionRevoker = revoke;
  }

  /** Forgets the user's cached principal and ends their sessions. */
  async endUserSessions(userId: number): Promise<void> {
    this.principals.clear();
    await this.sessionRevoker?.(userId);
  }

  /** Checks a username and password; counts successes and failures on the user as Superset does. */
  async authenticate(username: string, password: string): Promise<Principal | null> {
    const user = await this.db.selectFrom('ab_user').select(['id', 'password', 'active']).where('username', '=', username).executeTakeFirst();
    if (!user || !user.password) {
      // Spend the same time as a real check so response times do not reveal which usernames exist.
      await verifyPassword(password, DUMMY_HASH);
      return null;
    }
    const ok = Boolean(user.active) && (await verifyPassword(password, user.password));
    await this.db
      .updateTable('ab_user')
      .set((eb) =>
        ok
          ? { last_login: nowIso(), login_count: eb('login_count', '+', 1), fail_login_count: 0 }
          : { fail_login_count: eb('fail_login_count', '+', 1) },
      )
      .where('id', '=', user.id)
      .execute();
    return ok ? this.loadPrincipal(user.id) : null;
  }

  /** The user with their roles, or null when the user is gone or deactivated. */
  async loadPrincipal(userId: number): Promise<Principal | null> {
    const cached = this.principals.get(userId);
    if (cached && Date.now() - cached.loadedAt < PRINCIPAL_TTL_MS) return cached.principal;
    const user = await this.db.selectFrom('ab_user').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user || !user.active) return null;
    const rows = await this.db
      .selectFrom('ab_user_role as ur')
      .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
      .leftJoin('ab_permission_view_role as pvr', 'pvr.role_id', 'r.id')
      .leftJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
      .leftJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .leftJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select(['r.name as role', 'p.name as permission', 'v.name as view'])
      .where('ur.user_id', '=', userId)
      .execute();
    const roles: Record<string, PermissionPair[]> = {};
    const keys = new Set<string>();
    for (const row of rows) {
      const list = (roles[row.role] ??= []);
      if (row.permission && row.view) {
        list.push([row.permission, row.view]);
        keys.add(permissionKey(row.permission, row.view));
      }
    }
    const principal: Principal = {
      userId: user.id,
      username: user.username,
      firstName: user.first_name ?? '',
      lastName: user.last_name ?? '',
      email: user.email ?? null,
      isActive: Boolean(user.active),
      lastLogin: user.last_login ?? null,
      loginCount: Number(user.login_count ?? 0),
      passwordHash: user.password ?? '',
      roles,
      isAdmin: Object.keys(roles).some(isAdminRoleName),
      permissionKeys: keys,
    };
    this.principals.set(userId, { principal, loadedAt: Date.now() });
    return principal;
  }

  clearCache(): void {
    this.principals.clear();
  }
}

/** A valid hash of a random password, for constant-time failures on unknown users. */
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');
