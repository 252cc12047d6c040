import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpDashboardApp, type DashboardApp } from './dashboard-fixture.js';
import { grantPermission } from './fixtures.js';
import { apiLogin, browserLogin, cookiesOf } from './test-app.js';

/**
 * Sessions, login, secrets and personal data against the real server: login throttling, sessions
 * that end on the server, password change, who sees emails, private SQL Lab permalinks, and CSRF
 * on every cookie-borne state change. Database secrets at rest: security-hardening-secrets.test.ts.
 */
let d: DashboardApp;

beforeAll(async () => {
  d = await setUpDashboardApp('sqlite');
});
afterAll(async () => d?.close());

const inject = (options: InjectOptions): Promise<LightMyRequestResponse> => d.t.app.inject(options);

/** A fresh user with a password, so one test's sessions and lockouts never touch another's. */
async function newUser(username: string, roles: string[] = ['Gamma'], names: { firstName?: string; lastName?: string } = {}) {
  const password = `${username}-password`;
  const id = await d.t.security.createUser({ username, password, roles, ...names });
  return { id, username, password };
}

/** POST /login/ from a given client address, with a CSRF token of its own. */
async function browserAttempt(username: string, password: string, remoteAddress: string): Promise<LightMyRequestResponse> {
  const first = await inject({ method: 'GET', url: '/api/v1/security/csrf_token/', remoteAddress });
  return inject({ method: 'POST', url: '/login/', remoteAddress, headers: { cookie: cookiesOf(first), 'x-csrftoken': first.json().result }, payload: { username, password } });
}

const apiAttempt = (username: string, password: string, remoteAddress: string) =>
  inject({ method: 'POST', url: '/api/v1/security/login', remoteAddress, payload: { username, password, provider: 'db' } });

function expectThrottled(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(300);
  expect(response.json().message).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);
}

describe('login throttling', () => {
  it('answers 429 to the API login after 10 failures for a username, even with the right password', async () => {
    const user = await newUser('throttled-api');
    for (let i = 0; i < 10; i += 1) expect((await apiAttempt(user.username, 'wrong-password', '10.1.0.1')).statusCode).toBe(401);
    expectThrottled(await apiAttempt(user.username, user.password, '10.1.0.1'));
    // The username is locked from any address: spreading guesses over addresses does not help.
    expectThrottled(await apiAttempt(user.username, user.password, '10.1.0.2'));
  });

  it('answers 429 to the browser login the same way, and nothing is checked while locked', async () => {
    const user = await newUser('throttled-browser');
    for (let i = 0; i < 10; i += 1) expect((await browserAttempt(user.username, `wrong-${i}`, '10.2.0.1')).statusCode).toBe(401);
    const failuresBefore = await d.t.store.db.selectFrom('ab_user').select('fail_login_count').where('id', '=', user.id).executeTakeFirstOrThrow();
    expectThrottled(await browserAttempt(user.username, 'wrong-again', '10.2.0.1'));
    const failuresAfter = await d.t.store.db.selectFrom('ab_user').select('fail_login_count').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(failuresAfter).toEqual(failuresBefore);
  });

  it('locks a client address guessing many usernames; a success does not reset it', async () => {
    const admin = { username: 'admin', password: 'admin-password' };
    for (let i = 0; i < 9; i += 1) expect((await apiAttempt(`nobody-${i}`, 'guess', '10.3.0.1')).statusCode).toBe(401);
    expect((await apiAttempt(admin.username, admin.password, '10.3.0.1')).statusCode).toBe(200);
    expect((await apiAttempt('nobody-9', 'guess', '10.3.0.1')).statusCode).toBe(401);
    expectThrottled(await apiAttempt('nobody-10', 'guess', '10.3.0.1'));
    expectThrottled(await browserAttempt(admin.username, admin.password, '10.3.0.1'));
    // Other addresses are not affected.
    expect((await apiAttempt(admin.username, admin.password, '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('browser sessions end on the server', () => {
  it('logout revokes the session: the old cookie no longer works, other sessions do', async () => {
    const user = await newUser('leaver');
    const a = await browserLogin(d.t.app, user.username, user.password);
    const b = await browserLogin(d.t.app, user.username, user.password);
    expect((await inject({ url: '/api/v1/me/', headers: { cookie: a.cookie } })).statusCode).toBe(200);
    const logout = await inject({ url: '/logout/', headers: { cookie: a.cookie } });
    expect(logout.statusCode).toBe(302);
    expect((await inject({ url: '/api/v1/me/', headers: { cookie: a.cookie } })).statusCode).toBe(401);
    expect((await inject({ url: '/api/v1/me/', headers: { cookie: b.cookie } })).statusCode).toBe(200);
  });

  it('revokeUserSessions ends every session of a user at once', async () => {
    const user = await newUser('revoked');
    const { cookie } = await browserLogin(d.t.app, user.username, user.password);
    expect((await inject({ url: '/api/v1/me/', headers: { cookie } })).statusCode).toBe(200);
    await d.t.app.sessions.revokeUserSessions(user.id);
    expect((await inject({ url: '/api/v1/me/', headers: { cookie } })).statusCode).toBe(401);
    // The users API ends sessions through the security manager (deactivation, deletion), wired to the same registry.
    const again = await browserLogin(d.t.app, user.username, user.password);
    await d.t.security.endUserSessions(user.id);
    expect((await inject({ url: '/api/v1/me/', headers: { cookie: again.cookie } })).statusCode).toBe(401);
  });

  it('an admin password reset ends browser sessions and API refresh tokens', async () => {
    const user = await newUser('reset-by-admin');
    const { cookie } = await browserLogin(d.t.app, user.username, user.password);
    const { access_token, refresh_token } = (await apiLogin(d.t.app, user.username, user.password, true)).json();
    await d.t.security.resetPassword(user.username, 'chosen-by-admin');
    expect((await inject({ url: '/api/v1/me/', headers: { cookie } })).statusCode).toBe(401);
    expect((await inject({ url: '/api/v1/me/', headers: { authorization: `Bearer ${access_token}` } })).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/v1/security/refresh', headers: { authorization: `Bearer ${refresh_token}` } })).statusCode).toBe(401);
  });
});

describe('PUT /api/v1/me/password', () => {
  const change = (session: { cookie: string; csrf: string }, body: unknown, remoteAddress = '127.0.0.1') =>
    inject({ method: 'PUT', url: '/api/v1/me/password', remoteAddress, headers: { cookie: session.cookie, 'x-csrftoken': session.csrf }, payload: body as object });

  it('changes the password, keeps this session and ends the others and the refresh tokens', async () => {
    const user = await newUser('changer');
    const here = await browserLogin(d.t.app, user.username, user.password);
    const elsewhere = await browserLogin(d.t.app, user.username, user.password);
    const { refresh_token } = (await apiLogin(d.t.app, user.username, user.password, true)).json();

    const response = await change(here, { current_password: user.password, new_password: 'a-new-password' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'OK' });
    const renewed = { cookie: cookiesOf(response), csrf: here.csrf };
    expect(renewed.cookie).toMatch(/^session=/);
    expect((await inject({ url: '/api/v1/me/', headers: { cookie: renewed.cookie } })).statusCode).toBe(200);
    expect((await inject({ url: '/api/v1/me/', headers: { cookie: elsewhere.cookie } })).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/v1/security/refresh', headers: { authorization: `Bearer ${refresh_token}` } })).statusCode).toBe(401);
    // The page's CSRF token keeps working with the renewed cookie.
    expect((await change(renewed, { current_password: 'a-new-password', new_password: 'yet-another-one' })).statusCode).toBe(200);
    expect((await apiLogin(d.t.app, user.username, user.password)).statusCode).toBe(401);
    expect((await apiLogin(d.t.app, user.username, 'yet-another-one')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a short or unchanged new one, and a missing CSRF token', async () => {
    const user = await newUser('careful');
    const session = await browserLogin(d.t.app, user.username, user.password);
    const wrong = await change(session, { current_password: 'not-it', new_password: 'a-new-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: { current_password: ['The current password is not correct.'] } });
    const short = await change(session, { current_password: user.password, new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().message)).toEqual(['new_password']);
    const same = await change(session, { current_password: user.password, new_password: user.password });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toEqual({ message: { new_password: ['The new password must differ from the current one.'] } });
    const noToken = await inject({ method: 'PUT', url: '/api/v1/me/password', headers: { cookie: session.cookie }, payload: { current_password: user.password, new_password: 'a-new-password' } });
    expect(noToken.statusCode).toBe(403);
    expect((await inject({ method: 'PUT', url: '/api/v1/me/password', payload: { current_password: 'x', new_password: 'a-new-password' } })).statusCode).toBe(401);
    expect((await apiLogin(d.t.app, user.username, user.password)).statusCode).toBe(200);
  });

  it('counts wrong current passwords towards the login throttle', async () => {
    const user = await newUser('guessed');
    const session = await browserLogin(d.t.app, user.username, user.password);
    for (let i = 0; i < 10; i += 1) expect((await change(session, { current_password: `guess-${i}`, new_password: 'a-new-password' }, '10.4.0.1')).statusCode).toBe(422);
    expectThrottled(await change(session, { current_password: user.password, new_password: 'a-new-password' }, '10.4.0.1'));
    expectThrottled(await apiAttempt(user.username, user.password, '10.4.0.2'));
  });
});

describe('emails are for admins only', () => {
  const RELATED = [
    '/api/v1/chart/related/owners',
    '/api/v1/dashboard/related/owners',
    '/api/v1/dataset/related/owners',
    '/api/v1/database/related/created_by',
    '/api/v1/saved_query/related/created_by',
    '/api/v1/query/related/user',
  ];

  it('pickers show non-admins names only, and a username when there is no name', async () => {
    await newUser('nameless', ['Gamma'], { firstName: '', lastName: '' });
    let answered = 0;
    for (const url of RELATED) {
      const response = await d.call('gamma', 'GET', url);
      if (response.statusCode === 403) continue;
      answered += 1;
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.body, url).not.toContain('@localhost');
      const options = response.json().result as { value: number; text: string; extra: Record<string, unknown> }[];
      expect(options.find((o) => o.text === 'nameless'), url).toBeDefined();
    }
    expect(answered).toBeGreaterThanOrEqual(3);
  });

  it('admins still see emails in pickers', async () => {
    const response = await d.call('admin', 'GET', '/api/v1/chart/related/owners');
    expect(response.statusCode).toBe(200);
    const admin = (response.json().result as { value: number; extra: { email?: string } }[]).find((o) => o.value === d.userIds.admin);
    expect(admin?.extra.email).toBe('admin@localhost');
  });

  it('charts, dashboards, datasets and databases name their owners and editors without emails', async () => {
    const chart = await d.createChart('gamma', { slice_name: 'Owned by gamma', owners: [d.userIds.gamma, d.userIds.gamma2] });
    const dashboard = await d.createDashboard('gamma', { dashboard_title: 'Owned by gamma', owners: [d.userIds.gamma, d.userIds.gamma2] });
    const urls = [
      '/api/v1/chart/', `/api/v1/chart/${chart}`, '/api/v1/dashboard/', `/api/v1/dashboard/${dashboard}`,
      '/api/v1/dataset/', `/api/v1/dataset/${d.events}`, '/api/v1/database/', '/api/v1/saved_query/', '/api/v1/query/',
    ];
    for (const user of ['gamma', 'admin'] as const) {
      for (const url of urls) {
        const response = await d.call(user, 'GET', url);
        if (response.statusCode === 403) continue;
        expect(response.statusCode, `${user} ${url}: ${response.body}`).toBe(200);
        expect(response.body, `${user} ${url}`).not.toContain('@localhost');
      }
    }
  });
});

describe('SQL Lab permalinks are private', () => {
  it('opens for its creator and admins; anyone else gets 404, as for an unknown key', async () => {
    const database = (await d.t.store.db.selectFrom('dbs').select(['id', 'database_name']).executeTakeFirstOrThrow());
    await d.t.store.db.insertInto('ab_role').values({ name: 'fixture_sql' }).execute();
    await grantPermission(d.t, 'fixture_sql', 'database_access', `[${database.database_name}].(id:${database.id})`);
    const tokens: Record<string, string> = {};
    for (const name of ['author', 'colleague']) {
      const user = await newUser(name, ['sql_lab', 'fixture_sql']);
      tokens[name] = (await apiLogin(d.t.app, user.username, user.password)).json().access_token;
    }
    const as = (name: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      inject({ method, url, headers: { authorization: `Bearer ${tokens[name]}` }, ...(payload ? { payload } : {}) });
    const created = await as('author', 'POST', '/api/v1/sqllab/permalink', { dbId: database.id, name: 'Mine', sql: 'SELECT 42' });
    expect(created.statusCode, created.body).toBe(201);
    const { key } = created.json();
    expect((await as('author', 'GET', `/api/v1/sqllab/permalink/${key}`)).json().sql).toBe('SELECT 42');
    const other = await as('colleague', 'GET', `/api/v1/sqllab/permalink/${key}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Not found' });
    expect((await as('colleague', 'GET', `/api/v1/sqllab/permalink/kv:${key}`)).statusCode).toBe(404);
    expect((await d.call('admin', 'GET', `/api/v1/sqllab/permalink/${key}`)).json().sql).toBe('SELECT 42');
  });
});

describe('CSRF on every cookie-borne state change', () => {
  /** Every registered route as `METHOD /path`, read from the router's own listing. */
  function registeredRoutes(): { method: string; url: string }[] {
    const routes: { method: string; url: string }[] = [];
    const parents: string[] = [];
    for (const line of d.t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      const full = (parents[depth - 1] ?? '') + match[2]!;
      parents[depth] = full;
      parents.length = depth + 1;
      for (const method of match[3]?.split(/,\s*/) ?? []) routes.push({ method, url: full });
    }
    return routes;
  }
  /** A concrete URL for a route pattern: every parameter (`:id`, `:a|:b`, `*`) becomes 1. */
  const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*/g, '1');
  /** Token-only endpoints: they read no cookie and set none. */
  const TOKEN_ONLY = new Set(['POST /api/v1/security/login', 'POST /api/v1/security/refresh']);

  it('refuses every non-GET route posted with a session cookie and no token', async () => {
    const routes = registeredRoutes().filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['POST /superset/log/', 'POST /login/', 'PUT /api/v1/me/password', 'DELETE /api/v1/chart/:pk']));
    const { cookie } = await browserLogin(d.t.app, 'admin', 'admin-password');
    for (const route of routes) {
      const response = await inject({ method: route.method as 'POST', url: concrete(route.url), headers: { cookie }, payload: {} });
      const name = `${route.method} ${route.url}`;
      expect(response.statusCode, `${name}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, name).toBeLessThan(500);
      if (!TOKEN_ONLY.has(name)) expect(response.json(), name).toEqual({ message: 'The CSRF token is missing.' });
    }
  });

  it('the beacon log takes the token as a form field', async () => {
    const { cookie, csrf } = await browserLogin(d.t.app, 'gamma', 'gamma-password');
    const post = (fields: Record<string, string>) =>
      inject({ method: 'POST', url: '/superset/log/?explode=events', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
    const events = JSON.stringify([{ event_name: 'spa_navigation' }]);
    expect((await post({ events })).statusCode).toBe(403);
    expect((await post({ events, csrf_token: 'forged' })).statusCode).toBe(403);
    expect((await post({ events, csrf_token: csrf })).statusCode).toBe(200);
  });
});
