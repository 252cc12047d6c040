import { beforeAll, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import type { Principal } from '../security/principal.js';
import { SecurityManager } from '../security/security-manager.js';
import { describeEachDialect } from '../store/describe-each-dialect.js';
import { SecurityRoles } from './security-roles.js';
import { SecurityUsers } from './security-users.js';

describeEachDialect('SecurityUsers and SecurityRoles', ({ store }) => {
  let security: SecurityManager;
  let users: SecurityUsers;
  let roles: SecurityRoles;
  let caller: Principal;
  const roleIds: Record<string, number> = {};

  beforeAll(async () => {
    security = new SecurityManager(store().db);
    await security.syncRoleDefinitions();
    for (const role of await store().db.selectFrom('ab_role').select(['id', 'name']).execute()) roleIds[role.name] = role.id;
    users = new SecurityUsers(store().db, security);
    roles = new SecurityRoles(store().db, security);
    // The service trusts its routes to check the caller; a non-administrator caller keeps the
    // administrators in these tests free to be removed.
    caller = (await security.loadPrincipal(await security.createUser({ username: 'operator', password: 'operator-password', roles: ['Gamma'] })))!;
  });

  const newUser = (username: string, roleNames: string[], active = true) =>
    users.create(caller, {
      username,
      first_name: username,
      last_name: 'Test',
      email: `${username}@example.com`,
      password: `${username}-password`,
      roles: roleNames.map((name) => roleIds[name]!),
      active,
    });

  it('lists with filters on text, activity, role and time, ordered and paged', async () => {
    await newUser('ann', ['Alpha']);
    await newUser('bob', ['Gamma', 'sql_lab'], false);
    const names = async (filters: { col: string; opr: string; value: unknown }[], extra: object = {}) =>
      (await users.list({ filters, order_column: 'username', order_direction: 'asc', ...extra })).result.map((u) => u.username);
    expect(await names([{ col: 'username', opr: 'sw', value: 'b' }])).toEqual(['bob']);
    expect(await names([{ col: 'active', opr: 'eq', value: false }])).toEqual(['bob']);
    expect(await names([{ col: 'roles', opr: 'rel_m_m', value: roleIds['sql_lab'] }])).toEqual(['bob']);
    expect(await names([{ col: 'roles', opr: 'rel_m_m', value: [roleIds['Alpha'], roleIds['sql_lab']] }])).toEqual(['ann', 'bob']);
    expect(await names([{ col: 'created_on', opr: 'between', value: ['2000-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z'] }, { col: 'username', opr: 'ct', value: 'o' }])).toEqual(['bob', 'operator']);
    const page = await users.list({ order_column: 'username', order_direction: 'desc', page: 1, page_size: 1 });
    expect(page.count).toBe(3);
    expect(page.result.map((u) => u.username)).toEqual(['bob']);
    expect(page.result[0]).not.toHaveProperty('password');
    expect(page.result[0]!.roles.map((r) => r.name)).toEqual(['Gamma', 'sql_lab']);
  });

  it('of two requests deactivating the last two administrators, exactly one succeeds', async () => {
    const first = (await newUser('chief', ['Admin'])).id;
    const second = (await newUser('deputy', ['Admin'])).id;
    const outcomes = await Promise.allSettled([users.update(caller, first, { active: false }), users.update(caller, second, { active: false })]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')!;
    expect(refused.reason).toBeInstanceOf(HttpError);
    expect((refused.reason as HttpError).statusCode).toBe(422);
    const active = await store().db.selectFrom('ab_user').select('username').where('username', 'in', ['chief', 'deputy']).where('active', '=', true).execute();
    expect(active).toHaveLength(1);
  });

  it('deleting the last active administrator is refused and the user stays', async () => {
    const survivor = await store().db.selectFrom('ab_user').select('id').where('username', 'in', ['chief', 'deputy']).where('active', '=', true).executeTakeFirstOrThrow();
    await expect(users.remove(caller, survivor.id)).rejects.toMatchObject({ statusCode: 422 });
    expect(await users.show(survivor.id)).toMatchObject({ active: true });
  });

  it('deactivating or setting a password ends the user\u2019s sessions; other changes do not', async () => {
    const ended: number[] = [];
    security.attachSessionRevoker(async (userId) => {
      ended.push(userId);
    });
    const { id } = await newUser('carol', ['Gamma']);
    await users.update(caller, id, { first_name: 'Caroline' });
    expect(ended).toEqual([]);
    await users.update(caller, id, { password: 'another-password' });
    await users.update(caller, id, { active: false });
    await users.update(caller, id, { active: false });
    await users.remove(caller, id);
    expect(ended).toEqual([id, id, id]);
  });

  it('role search filters by member and permission ids; a role\u2019s permissions are replaced as a set', async () => {
    const { id: roleId } = await roles.create({ name: 'Analysts' });
    const pvs = (await store().db.selectFrom('ab_permission_view').select('id').orderBy('id').limit(3).execute()).map((r) => r.id);
    await roles.setPermissions(roleId, pvs);
    await roles.setPermissions(roleId, [pvs[2]!, pvs[1]!]);
    expect((await roles.permissions(roleId)).map((p) => p.id).sort()).toEqual([pvs[1], pvs[2]].sort());
    const ann = (await users.list({ filters: [{ col: 'username', opr: 'eq', value: 'ann' }] })).ids[0]!;
    await roles.setUsers(roleId, [ann]);
    const byUser = await roles.search({ filters: [{ col: 'user_ids', value: String(ann) }] });
    expect(byUser.result.map((r) => r.name).sort()).toEqual(['Alpha', 'Analysts']);
    const byPermission = await roles.search({ filters: [{ col: 'permission_ids', value: [pvs[2]!] }, { col: 'name', value: 'analy' }] });
    expect(byPermission.result).toEqual([{ id: roleId, name: 'Analysts', user_ids: [ann], permission_ids: [pvs[1], pvs[2]].sort((a, b) => a! - b!) }]);
  });
});
