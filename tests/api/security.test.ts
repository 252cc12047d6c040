import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS, apiLogin, browserLogin, cookiesOf, createTestApp, type TestApp } from './test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      // A route guarded by an admin-only permission, to check enforcement end to end.
      app.post('/api/v1/test/guarded', { config: { permission: ['can_write', 'Database'] }, schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1 } } } } }, async () => ({ result: 'done' }));
    },
  });
});
afterAll(async () => t.close());

describe('health and errors', () => {
  it('GET /health answers OK without a login', async () => {
    const response = await t.app.inject('/health');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
  });

  it('an unknown API route is a 404 JSON error', async () => {
    const response = await t.app.inject('/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('the OpenAPI document is generated from the route schemas', async () => {
    const response = await t.app.inject('/api/v1/_openapi');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/security/login'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(doc.paths['/api/v1/me/']).toBeDefined();
    expect(doc.components.securitySchemes.jwt.scheme).toBe('bearer');
  });
});

describe('API tokens', () => {
  it('unauthenticated API calls get 401 with a JSON message', async () => {
    for (const url of ['/api/v1/me/', '/api/v1/me/roles/']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authorized' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/test/guarded', payload: { name: 'x' } });
    expect(post.statusCode).toBe(401);
  });

  it('a wrong password is 401 and counts a failed login', async () => {
    const response = await apiLogin(t.app, USERS.gamma.username, 'wrong-password');
    expect(response.statusCode).toBe(401);
    const user = await t.store.db.selectFrom('ab_user').select('fail_login_count').where('username', '=', 'gamma').executeTakeFirstOrThrow();
    expect(user.fail_login_count).toBeGreaterThan(0);
  });

  it('login returns access and refresh tokens; the access token authenticates', async () => {
    const login = await apiLogin(t.app, USERS.admin.username, USERS.admin.password, true);
    expect(login.statusCode).toBe(200);
    const { access_token, refresh_token } = login.json();
    expect(access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(refresh_token).toBeTruthy();

    const me = await t.app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().result).toMatchObject({ username: 'admin', is_active: true, is_anonymous: false });

    const roles = await t.app.inject({ url: '/api/v1/me/roles/', headers: { authorization: `Bearer ${access_token}` } });
    expect(Object.keys(roles.json().result.roles)).toEqual(['Admin']);
    expect(roles.json().result.roles.Admin).toContainEqual(['can_write', 'Database']);

    // A refresh token is not an access token, and vice versa.
    const wrongKind = await t.app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${refresh_token}` } });
    expect(wrongKind.statusCode).toBe(401);
    const refreshWithAccess = await t.app.inject({ method: 'POST', url: '/api/v1/security/refresh', headers: { authorization: `Bearer ${access_token}` } });
    expect(refreshWithAccess.statusCode).toBe(401);

    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/security/refresh', headers: { authorization: `Bearer ${refresh_token}` } });
    expect(refreshed.statusCode).toBe(200);
    const again = await t.app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${refreshed.json().access_token}` } });
    expect(again.statusCode).toBe(200);
  });

  it('a tampered token is rejected', async () => {
    const { access_token } = (await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json();
    const [h, p] = access_token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    const response = await t.app.inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${forged}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid token' });
  });

  it('Bearer requests need no CSRF token and are held to permissions', async () => {
    const gamma = (await apiLogin(t.app, USERS.gamma.username, USERS.gamma.password)).json().access_token;
    const admin = (await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token;
    const denied = await t.app.inject({ method: 'POST', url: '/api/v1/test/guarded', headers: { authorization: `Bearer ${gamma}` }, payload: { name: 'x' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'Forbidden' });
    const allowed = await t.app.inject({ method: 'POST', url: '/api/v1/test/guarded', headers: { authorization: `Bearer ${admin}` }, payload: { name: 'x' } });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('input validation', () => {
  it('malformed JSON is a 400 with a message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/security/login', headers: { 'content-type': 'application/json' }, payload: '{"username": "admin",' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('a body that violates the schema is a 400 naming the field', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/security/login', payload: { username: 'admin' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: { password: ['Missing data for required field.'] } });

    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/security/login', payload: { username: 'admin', password: 'x', provider: 'oauth' } });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().message)).toEqual(['provider']);

    const extra = await t.app.inject({ method: 'POST', url: '/api/v1/security/login', payload: { username: 'admin', password: 'x', isAdmin: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toEqual({ isAdmin: ['Unknown field.'] });
  });

  it('a failed validation writes nothing', async () => {
    const before = await t.store.db.selectFrom('ab_user').select(['login_count', 'fail_login_count']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    await t.app.inject({ method: 'POST', url: '/api/v1/security/login', payload: { username: 'admin', password: '' } });
    const after = await t.store.db.selectFrom('ab_user').select(['login_count', 'fail_login_count']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

describe('browser sessions and CSRF', () => {
  it('logs in with the session cookie, which is HttpOnly, SameSite and signed', async () => {
    const first = await t.app.inject('/api/v1/security/csrf_token/');
    const login = await t.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { cookie: cookiesOf(first), 'x-csrftoken': first.json().result },
      payload: { username: 'gamma', password: USERS.gamma.password, next: '//evil.example/' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ result: { redirect: '/superset/welcome/' } });
    const session = login.cookies.find((c) => c.name === 'session')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    const me = await t.app.inject({ url: '/api/v1/me/', headers: { cookie: cookiesOf(login) } });
    expect(me.json().result.username).toBe('gamma');

    const forged = cookiesOf(login).replace(/\.[^.;]+$/, '.forged');
    expect((await t.app.inject({ url: '/api/v1/me/', headers: { cookie: forged } })).statusCode).toBe(401);
  });

  it('the login form itself needs a CSRF token', async () => {
    const first = await t.app.inject('/api/v1/security/csrf_token/');
    const response = await t.app.inject({ method: 'POST', url: '/login/', headers: { cookie: cookiesOf(first) }, payload: { username: 'admin', password: USERS.admin.password } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'The CSRF token is missing.' });
  });

  it('a wrong browser password is 401 in the product words', async () => {
    const first = await t.app.inject('/api/v1/security/csrf_token/');
    const response = await t.app.inject({ method: 'POST', url: '/login/', headers: { cookie: cookiesOf(first), 'x-csrftoken': first.json().result }, payload: { username: 'admin', password: 'nope-nope' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid login. Please try again.' });
  });

  it('a cookie-authenticated POST without the CSRF token is a 403 JSON error; with it, it passes', async () => {
    const { cookie, csrf } = await browserLogin(t.app, 'admin', USERS.admin.password);
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/test/guarded', headers: { cookie }, payload: { name: 'x' } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ message: 'The CSRF token is missing.' });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/test/guarded', headers: { cookie, 'x-csrftoken': (csrf.startsWith('x') ? 'y' : 'x') + csrf.slice(1) }, payload: { name: 'x' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'The CSRF token is invalid.' });
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/test/guarded', headers: { cookie, 'x-csrftoken': csrf }, payload: { name: 'x' } });
    expect(ok.statusCode).toBe(200);
  });

  it("another session's CSRF token does not work", async () => {
    const a = await browserLogin(t.app, 'admin', USERS.admin.password);
    const b = await browserLogin(t.app, 'admin', USERS.admin.password);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/test/guarded', headers: { cookie: a.cookie, 'x-csrftoken': b.csrf }, payload: { name: 'x' } });
    expect(response.statusCode).toBe(403);
  });

  it('changing the password signs the user out of every session', async () => {
    await t.security.createUser({ username: 'temp', password: 'temp-password', roles: ['Gamma'] });
    const { cookie } = await browserLogin(t.app, 'temp', 'temp-password');
    expect((await t.app.inject({ url: '/api/v1/me/', headers: { cookie } })).statusCode).toBe(200);
    await t.security.resetPassword('temp', 'another-password');
    expect((await t.app.inject({ url: '/api/v1/me/', headers: { cookie } })).statusCode).toBe(401);
  });

  it('logout clears the cookie and redirects to the login page', async () => {
    const response = await t.app.inject('/logout/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login/');
    expect(response.cookies.find((c) => c.name === 'session')?.value).toBe('');
  });
});
