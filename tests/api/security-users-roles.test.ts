import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { createDuckDbFile, risonParam } from './fixtures.js';
import { USERS, apiLogin, browserLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * The security API end to end: an administrator makes a role that may read one dataset, gives
 * it to a new user, and that user sees exactly that grant; everyone else is refused; bad input
 * is answered with field messages and changes nothing; Tessera keeps an active administrator.
 */

let t: TestApp;
let dir: string;
let databaseId: number;
let peopleId: number;
const tokens: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (user: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[user]}` }, ...(payload ? { payload } : {}) });

async function login(username: string, password: string): Promise<string> {
  const response = await apiLogin(t.app, username, password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access_token;
}

async function roleId(name: string): Promise<number> {
  const response = await as('admin', 'GET', `/api/v1/security/roles/?q=${risonParam({ filters: [{ col: 'name', opr: 'eq', value: name }] })}`);
  expect(response.json().count).toBe(1);
  return response.json().result[0].id;
}

/** The id of one permission-view pair, looked up the way a picker searches. */
async function permissionViewId(permission: string, view: string): Promise<number | undefined> {
  const q = risonParam({ filters: [{ col: 'view_menu.name', opr: 'eq', value: view }, { col: 'permission.name', opr: 'eq', value: permission }] });
  const response = await as('admin', 'GET', `/api/v1/security/permissions-resources/?q=${q}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result[0]?.id;
}

async function createUser(body: Record<string, unknown>): Promise<number> {
  const response = await as('admin', 'POST', '/api/v1/security/users/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-security-api-'));
  const file = path.join(dir, 'people.duckdb');
  await createDuckDbFile(file, ['CREATE TABLE people (name VARCHAR, state VARCHAR)', 'CREATE TABLE salaries (name VARCHAR, amount DOUBLE)']);
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  for (const user of Object.values(USERS)) tokens[user.username] = await login(user.username, user.password);
  const database = await as('admin', 'POST', '/api/v1/database/', { database_name: 'hr', sqlalchemy_uri: `duckdb:///${file.replace(/^\/+/, '')}` });
  expect(database.statusCode, database.body).toBe(201);
  databaseId = database.json().id;
  const people = await as('admin', 'POST', '/api/v1/dataset/', { database: databaseId, schema: 'main', table_name: 'people' });
  expect(people.statusCode, people.body).toBe(201);
  peopleId = people.json().id;
});

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('granting a dataset through a role', () => {
  it('a new user holding a role with datasource_access sees the grant and that dataset only', async () => {
    const salaries = await as('admin', 'POST', '/api/v1/dataset/', { database: databaseId, schema: 'main', table_name: 'salaries' });
    expect(salaries.statusCode, salaries.body).toBe(201);

    const created = await as('admin', 'POST', '/api/v1/security/roles/', { name: 'People readers' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), result: { name: 'People readers' } });
    const readers = created.json().id as number;

    const view = `[hr].[people](id:${peopleId})`;
    const pv = await permissionViewId('datasource_access', view);
    expect(pv).toBeDefined();
    const granted = await as('admin', 'POST', `/api/v1/security/roles/${readers}/permissions`, { permission_view_menu_ids: [pv] });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toEqual({ result: { permission_view_menu_ids: [pv] } });
    const listed = await as('admin', 'GET', `/api/v1/security/roles/${readers}/permissions/`);
    expect(listed.json()).toEqual({ result: [{ id: pv, permission_name: 'datasource_access', view_menu_name: view }] });

    const userId = await createUser({
      username: 'reader',
      first_name: 'Rea',
      last_name: 'Der',
      email: 'reader@example.com',
      password: 'reader-password',
      roles: [await roleId('Gamma'), readers],
    });
    const token = await login('reader', 'reader-password');
    const me = await t.app.inject({ url: '/api/v1/me/roles/', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().result.permissions.datasource_access).toEqual([view]);
    expect(me.json().result.roles['People readers']).toEqual([['datasource_access', view]]);
    const datasets = await t.app.inject({ url: '/api/v1/dataset/', headers: { authorization: `Bearer ${token}` } });
    expect(datasets.json().result.map((d: { table_name: string }) => d.table_name)).toEqual(['people']);

    const shown = await as('admin', 'GET', `/api/v1/security/users/${userId}`);
    expect(shown.json().result).toMatchObject({ id: userId, username: 'reader', active: true, roles: [{ name: 'Gamma' }, { id: readers, name: 'People readers' }] });
    expect(JSON.stringify(shown.json())).not.toMatch(/password|scrypt/);

    const search = await as('admin', 'GET', `/api/v1/security/roles/search/?q=${risonParam({ filters: [{ col: 'name', value: 'people' }] })}`);
    expect(search.json()).toEqual({ count: 1, ids: [readers], result: [{ id: readers, name: 'People readers', user_ids: [userId], permission_ids: [pv] }] });
  });

  it('creates, renames and removes the permission views of databases and datasets as they change', async () => {
    expect(await permissionViewId('database_access', `[hr].(id:${databaseId})`)).toBeDefined();
    expect(await permissionViewId('schema_access', '[hr].[main]')).toBeDefined();
    const renamed = await as('admin', 'PUT', `/api/v1/database/${databaseId}`, { database_name: 'people ops' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await permissionViewId('database_access', `[hr].(id:${databaseId})`)).toBeUndefined();
    expect(await permissionViewId('database_access', `[people ops].(id:${databaseId})`)).toBeDefined();
    expect(await permissionViewId('datasource_access', `[people ops].[people](id:${peopleId})`)).toBeDefined();
    // The grant made above follows the rename.
    const readers = await as('admin', 'GET', `/api/v1/security/roles/${await roleId('People readers')}/permissions/`);
    expect(readers.json().result.map((p: { view_menu_name: string }) => p.view_menu_name)).toEqual([`[people ops].[people](id:${peopleId})`]);

    const extra = await as('admin', 'POST', '/api/v1/dataset/', { database: databaseId, schema: 'main', table_name: 'salary_view', sql: 'SELECT 1 AS one' });
    expect(extra.statusCode, extra.body).toBe(201);
    const view = `[people ops].[salary_view](id:${extra.json().id})`;
    expect(await permissionViewId('datasource_access', view)).toBeDefined();
    expect((await as('admin', 'DELETE', `/api/v1/dataset/${extra.json().id}`)).statusCode).toBe(200);
    expect(await permissionViewId('datasource_access', view)).toBeUndefined();
  });
});

describe('who may call the security API', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/v1/security/users/'],
    ['GET', '/api/v1/security/users/_info'],
    ['GET', '/api/v1/security/users/1'],
    ['POST', '/api/v1/security/users/', { username: 'x', first_name: 'x', last_name: 'x', email: 'x@example.com', password: 'long-enough', roles: [1] }],
    ['PUT', '/api/v1/security/users/1', { active: false }],
    ['DELETE', '/api/v1/security/users/1'],
    ['GET', '/api/v1/security/roles/'],
    ['GET', '/api/v1/security/roles/_info'],
    ['GET', '/api/v1/security/roles/search/'],
    ['GET', '/api/v1/security/roles/1'],
    ['POST', '/api/v1/security/roles/', { name: 'Sneaky' }],
    ['PUT', '/api/v1/security/roles/1', { name: 'Sneaky' }],
    ['DELETE', '/api/v1/security/roles/1'],
    ['GET', '/api/v1/security/roles/1/permissions/'],
    ['POST', '/api/v1/security/roles/1/permissions', { permission_view_menu_ids: [] }],
    ['PUT', '/api/v1/security/roles/1/users', { user_ids: [] }],
    ['GET', '/api/v1/security/permissions-resources/'],
    ['GET', '/api/v1/security/permissions-resources/_info'],
    ['GET', '/api/v1/security/permissions-resources/1'],
    ['GET', '/api/v1/security/permissions/'],
    ['GET', '/api/v1/security/permissions/_info'],
    ['GET', '/api/v1/security/permissions/1'],
    ['GET', '/api/v1/security/resources/'],
    ['GET', '/api/v1/security/resources/_info'],
    ['GET', '/api/v1/security/resources/1'],
  ];

  it('answers 403 to Alpha and Gamma users and 401 to anonymous callers, and changes nothing', async () => {
    const before = await t.store.db.selectFrom('ab_user_role').selectAll().execute();
    for (const [method, url, payload] of routes) {
      for (const user of ['alpha', 'gamma']) {
        const response = await as(user, method, url, payload);
        expect(response.statusCode, `${user} ${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'Forbidden' });
      }
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
    expect(await t.store.db.selectFrom('ab_user_role').selectAll().execute()).toEqual(before);
    expect((await as('admin', 'GET', '/api/v1/security/users/1')).statusCode).toBe(200);
  });

  it('a cookie session needs the CSRF token to change anything', async () => {
    const { cookie, csrf } = await browserLogin(t.app, USERS.admin.username, USERS.admin.password);
    const without = await t.app.inject({ method: 'POST', url: '/api/v1/security/roles/', headers: { cookie }, payload: { name: 'Forged' } });
    expect(without.statusCode).toBe(403);
    const withToken = await t.app.inject({ method: 'POST', url: '/api/v1/security/roles/', headers: { cookie, 'x-csrftoken': csrf }, payload: { name: 'Cookie made' } });
    expect(withToken.statusCode, withToken.body).toBe(201);
    expect((await as('admin', 'GET', `/api/v1/security/roles/?q=${risonParam({ filters: [{ col: 'name', opr: 'eq', value: 'Forged' }] })}`)).json().count).toBe(0);
  });
});

describe('validation', () => {
  const valid = { username: 'valid', first_name: 'Val', last_name: 'Id', email: 'valid@example.com', password: 'valid-password' };
  const userCount = async () => (await t.store.db.selectFrom('ab_user').select('id').execute()).length;

  it('answers 400 with field messages for missing or malformed fields, and creates nothing', async () => {
    const gamma = await roleId('Gamma');
    const before = await userCount();
    const missing = await as('admin', 'POST', '/api/v1/security/users/', { username: 'nobody' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatchObject({ email: ['Missing data for required field.'], roles: ['Missing data for required field.'] });
    const bad = await as('admin', 'POST', '/api/v1/security/users/', { ...valid, username: '  ', email: 'not-an-email', password: 'short', roles: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: {
        username: ['Username cannot be empty.'],
        email: ['Not a valid email address.'],
        password: ['Password must be at least 8 characters.'],
        roles: ['A user needs at least one role.'],
      },
    });
    const unknownField = await as('admin', 'POST', '/api/v1/security/users/', { ...valid, roles: [gamma], is_admin: true });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toEqual({ is_admin: ['Unknown field.'] });
    const badQuery = await as('admin', 'GET', '/api/v1/security/users/?q=(page:oops');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toEqual({ message: 'Not a valid rison argument' });
    const badFilter = await as('admin', 'GET', `/api/v1/security/users/?q=${risonParam({ filters: [{ col: 'password', opr: 'eq', value: 'x' }] })}`);
    expect(badFilter.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('answers 422 for a taken username or email (whatever the case) and an unknown role, and creates nothing', async () => {
    const gamma = await roleId('Gamma');
    const before = await userCount();
    const taken = await as('admin', 'POST', '/api/v1/security/users/', { ...valid, username: 'GAMMA', email: 'Gamma@Localhost', roles: [gamma] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ message: { username: ['A user with this username already exists.'], email: ['A user with this email already exists.'] } });
    const unknownRole = await as('admin', 'POST', '/api/v1/security/users/', { ...valid, roles: [gamma, 9999] });
    expect(unknownRole.statusCode).toBe(422);
    expect(unknownRole.json()).toEqual({ message: { roles: ['Role 9999 does not exist.'] } });
    expect(await userCount()).toBe(before);
    expect((await as('admin', 'PUT', '/api/v1/security/users/9999', { active: false })).statusCode).toBe(404);
    expect((await as('admin', 'DELETE', '/api/v1/security/users/9999')).statusCode).toBe(404);
  });

  it('an update changes only what it names; a new password replaces the old one; a clash changes nothing', async () => {
    const id = await createUser({ ...valid, username: 'editable', email: 'editable@example.com', roles: [await roleId('Gamma')] });
    const renamed = await as('admin', 'PUT', `/api/v1/security/users/${id}`, { first_name: ' Eddie ', password: 'brand-new-password' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ id, result: { first_name: 'Eddie' } });
    expect((await apiLogin(t.app, 'editable', 'valid-password')).statusCode).toBe(401);
    expect((await apiLogin(t.app, 'editable', 'brand-new-password')).statusCode).toBe(200);
    const clash = await as('admin', 'PUT', `/api/v1/security/users/${id}`, { last_name: 'Changed', email: 'ALPHA@localhost' });
    expect(clash.statusCode).toBe(422);
    expect((await as('admin', 'GET', `/api/v1/security/users/${id}`)).json().result).toMatchObject({ first_name: 'Eddie', last_name: 'Id', email: 'editable@example.com' });
    const list = await as('admin', 'GET', `/api/v1/security/users/?q=${risonParam({ filters: [{ col: 'first_name', opr: 'ct', value: 'eddi' }], columns: ['id', 'username'] })}`);
    expect(list.json()).toMatchObject({ count: 1, ids: [id], result: [{ id, username: 'editable' }] });
    expect(Object.keys(list.json().result[0])).toEqual(['id', 'username']);
  });

  it('roles: names are unique whatever the case, built-in roles keep their names, a role in use stays', async () => {
    const dup = await as('admin', 'POST', '/api/v1/security/roles/', { name: 'admin' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: { name: ['A role with this name already exists.'] } });
    expect((await as('admin', 'POST', '/api/v1/security/roles/', { name: '   ' })).statusCode).toBe(400);
    expect((await as('admin', 'POST', '/api/v1/security/roles/', {})).statusCode).toBe(400);
    const gamma = await roleId('Gamma');
    const rename = await as('admin', 'PUT', `/api/v1/security/roles/${gamma}`, { name: 'Viewers' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json()).toEqual({ message: { name: ['The built-in role Gamma cannot be renamed.'] } });
    const remove = await as('admin', 'DELETE', `/api/v1/security/roles/${gamma}`);
    expect(remove.statusCode).toBe(422);
    expect(remove.json()).toEqual({ message: 'The built-in role Gamma cannot be deleted.' });

    const readers = await roleId('People readers');
    const inUse = await as('admin', 'DELETE', `/api/v1/security/roles/${readers}`);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().message).toMatch(/held by 1 user/);
    const badGrant = await as('admin', 'POST', `/api/v1/security/roles/${readers}/permissions`, { permission_view_menu_ids: [999999] });
    expect(badGrant.statusCode).toBe(422);
    expect((await as('admin', 'GET', `/api/v1/security/roles/${readers}/permissions/`)).json().result).toHaveLength(1);
    const strands = await as('admin', 'PUT', `/api/v1/security/roles/${gamma}/users`, { user_ids: [] });
    expect(strands.statusCode).toBe(422);
    expect(strands.json().message.user_ids).toContain('gamma would have no role left: give them another role first.');

    const temp = await as('admin', 'POST', '/api/v1/security/roles/', { name: 'Temporary' });
    const tempId = temp.json().id;
    expect((await as('admin', 'PUT', `/api/v1/security/roles/${tempId}`, { name: 'Short-lived' })).json()).toEqual({ id: tempId, result: { name: 'Short-lived' } });
    expect((await as('admin', 'DELETE', `/api/v1/security/roles/${tempId}`)).json()).toEqual({ message: 'OK' });
    expect((await as('admin', 'GET', `/api/v1/security/roles/${tempId}`)).statusCode).toBe(404);
  });

  it('permissions-resources: searchable by either name, thousands to a page, with both ids', async () => {
    const q = risonParam({ filters: [{ col: 'view_menu.name', opr: 'all_text', value: 'people' }], page_size: 5000 });
    const response = await as('admin', 'GET', `/api/v1/security/permissions-resources/?q=${q}`);
    expect(response.statusCode).toBe(200);
    const names = response.json().result.map((r: { permission: { name: string }; view_menu: { name: string } }) => `${r.permission.name} ${r.view_menu.name}`);
    expect(names).toEqual(expect.arrayContaining([`datasource_access [people ops].[people](id:${peopleId})`]));
    expect(response.json().result[0]).toEqual({ id: expect.any(Number), permission: { id: expect.any(Number), name: expect.any(String) }, view_menu: { id: expect.any(Number), name: expect.any(String) } });
    const all = await as('admin', 'GET', `/api/v1/security/permissions-resources/?q=${risonParam({ page_size: 5000 })}`);
    expect(all.json().count).toBeGreaterThan(50);
    expect(all.json().result.length).toBe(all.json().count);
    expect((await as('admin', 'GET', '/api/v1/security/permissions-resources/')).json().result).toHaveLength(20);
    const permissions = await as('admin', 'GET', `/api/v1/security/permissions/?q=${risonParam({ filters: [{ col: 'name', opr: 'eq', value: 'datasource_access' }] })}`);
    expect(permissions.json()).toMatchObject({ count: 1, result: [{ name: 'datasource_access' }] });
    const resource = await as('admin', 'GET', `/api/v1/security/resources/${response.json().result[0].view_menu.id}`);
    expect(resource.json().result).toEqual(response.json().result[0].view_menu);
  });
});

describe('keeping an administrator', () => {
  it('an administrator cannot delete or deactivate themselves', async () => {
    const adminId = (await t.store.db.selectFrom('ab_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const deactivate = await as('admin', 'PUT', `/api/v1/security/users/${adminId}`, { active: false });
    expect(deactivate.statusCode).toBe(422);
    expect(deactivate.json()).toEqual({ message: { active: ['You cannot deactivate your own user.'] } });
    const remove = await as('admin', 'DELETE', `/api/v1/security/users/${adminId}`);
    expect(remove.statusCode).toBe(422);
    expect(remove.json()).toEqual({ message: 'You cannot delete your own user.' });
  });

  it('the last active administrator keeps the Admin role; a deactivated user is signed out at once', async () => {
    const admin = await roleId('Admin');
    const gamma = await roleId('Gamma');
    const adminId = (await t.store.db.selectFrom('ab_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const deputyId = await createUser({ username: 'deputy', first_name: 'De', last_name: 'Puty', email: 'deputy@example.com', password: 'deputy-password', roles: [admin, gamma] });
    tokens['deputy'] = await login('deputy', 'deputy-password');
    const { cookie } = await browserLogin(t.app, USERS.admin.username, USERS.admin.password);

    const off = await as('deputy', 'PUT', `/api/v1/security/users/${adminId}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await as('admin', 'GET', '/api/v1/me/')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/me/', headers: { cookie } })).statusCode).toBe(401);

    // The deputy is now the only active administrator.
    const demote = await as('deputy', 'PUT', `/api/v1/security/users/${deputyId}`, { roles: [gamma] });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().message.roles[0]).toMatch(/at least one active administrator/);
    const emptyAdmins = await as('deputy', 'PUT', `/api/v1/security/roles/${admin}/users`, { user_ids: [adminId] });
    expect(emptyAdmins.statusCode).toBe(422);
    expect(emptyAdmins.json().message.user_ids[0]).toMatch(/at least one active administrator/);
    expect((await as('deputy', 'GET', `/api/v1/security/users/${deputyId}`)).json().result.roles.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Gamma']);

    const on = await as('deputy', 'PUT', `/api/v1/security/users/${adminId}`, { active: true });
    expect(on.statusCode).toBe(200);
    tokens['admin'] = await login(USERS.admin.username, USERS.admin.password);
    // Two active administrators: one of them may now step down, and be deleted.
    const stepDown = await as('admin', 'PUT', `/api/v1/security/roles/${admin}/users`, { user_ids: [adminId] });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect(stepDown.json()).toEqual({ result: { user_ids: [adminId] } });
    expect((await as('deputy', 'GET', '/api/v1/security/users/')).statusCode).toBe(403);
    expect((await as('admin', 'DELETE', `/api/v1/security/users/${deputyId}`)).statusCode).toBe(200);
    expect((await as('deputy', 'GET', '/api/v1/me/')).statusCode).toBe(401);
  });
});
