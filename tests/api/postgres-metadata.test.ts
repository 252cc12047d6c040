import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS, apiLogin, browserLogin, createTestApp, type TestApp } from './test-app.js';

/** The same server on the production metadata store: PostgreSQL on 127.0.0.1:5432. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ dialect: 'postgres' });
});
afterAll(async () => t?.close());

describe('server on PostgreSQL metadata', () => {
  it('runs on the postgres dialect', () => {
    expect(t.store.dialect).toBe('postgres');
  });

  it('logs in by token and by browser session, with roles from PostgreSQL', async () => {
    const login = await apiLogin(t.app, USERS.alpha.username, USERS.alpha.password);
    expect(login.statusCode).toBe(200);
    const roles = await t.app.inject({ url: '/api/v1/me/roles/', headers: { authorization: `Bearer ${login.json().access_token}` } });
    expect(roles.json().result.roles.Alpha).toContainEqual(['all_datasource_access', 'all_datasource_access']);

    const { cookie } = await browserLogin(t.app, USERS.gamma.username, USERS.gamma.password);
    const me = await t.app.inject({ url: '/api/v1/me/', headers: { cookie } });
    expect(me.json().result).toMatchObject({ username: 'gamma', is_active: true });
  });

  it('counts failed logins and reports health from PostgreSQL', async () => {
    await apiLogin(t.app, USERS.admin.username, 'wrong-password');
    const user = await t.store.db.selectFrom('ab_user').select(['fail_login_count', 'active']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(user.fail_login_count).toBe(1);
    expect(user.active).toBe(true);
    expect((await t.app.inject('/health')).body).toBe('OK');
  });
});
