import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '../../app/server/config/tessera-config.js';
import { verifyGuestToken } from '../../app/server/security/guest-token.js';
import { layoutWith, setUpDashboardApp, type DashboardApp } from './dashboard-fixture.js';
import { bearerCaller, grantPermission } from './fixtures.js';
import { apiLogin, browserLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * Embedding a dashboard: the configuration API in Superset's shapes and its permissions, guest
 * token minting with its checks, and the `/embedded/{uuid}` page with its framing rules — with
 * the EMBEDDED_SUPERSET flag on, and none of it without.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const GUEST = '/api/v1/security/guest_token/';
const embeddedOf = (idOrSlug: number | string) => `/api/v1/dashboard/${idOrSlug}/embedded`;

function bootstrapOf(html: string) {
  const match = html.match(/<script id="tessera-bootstrap" type="application\/json">(.*?)<\/script>/s);
  if (!match) throw new Error('no bootstrap in page');
  return JSON.parse(match[1]!);
}

let d: DashboardApp;
let off: TestApp;
let dashboard: number;
let empty: number;
const extra = { alpha2: '' };
const callAlpha2 = bearerCaller(() => d.t.app, extra);

beforeAll(async () => {
  d = await setUpDashboardApp('sqlite', { featureFlags: { ...DEFAULT_FEATURE_FLAGS, EMBEDDED_SUPERSET: true } });
  off = await createTestApp();
  // Alpha may set embeddings here; alpha2 is a second Alpha who owns nothing.
  await grantPermission(d.t, 'Alpha', 'can_set_embedded', 'Dashboard');
  await d.t.security.createUser({ username: 'alpha2', password: 'alpha2-password', roles: ['Alpha'] });
  extra.alpha2 = (await apiLogin(d.t.app, 'alpha2', 'alpha2-password')).json().access_token;
  const chart = await d.createChart('alpha', { slice_name: 'Events' });
  dashboard = await d.createDashboard('alpha', { dashboard_title: 'Embeddable', slug: 'embed-me', published: true, position_json: JSON.stringify(layoutWith([chart])) });
  empty = await d.createDashboard('alpha', { dashboard_title: 'Text only', slug: 'text-only', published: true });
  const web = d.t.config.webRoot;
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'manifest.json'), JSON.stringify({ script: '/static/assets/main-ABC.js', css: null }));
}, 120_000);
afterAll(async () => {
  await d?.close();
  await off?.close();
});

const rowsOf = async (dashboardId: number) => d.t.store.db.selectFrom('embedded_dashboards').selectAll().where('dashboard_id', '=', dashboardId).execute();

describe('embedding configuration API', () => {
  it('creates, reads, updates (keeping the uuid) and deletes an embedding in Superset’s shapes', async () => {
    expect((await d.call('alpha', 'GET', embeddedOf(dashboard))).statusCode).toBe(404);

    const created = await d.call('alpha', 'POST', embeddedOf(dashboard), { allowed_domains: ['host.example', 'http://localhost:4321'] });
    expect(created.statusCode, created.body).toBe(200);
    const result = created.json().result;
    expect(result).toEqual({
      uuid: expect.stringMatching(UUID),
      allowed_domains: ['host.example', 'http://localhost:4321'],
      dashboard_id: String(dashboard),
      changed_on: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      changed_by: { id: d.userIds.alpha, username: 'alpha', first_name: 'alpha', last_name: '' },
    });
    expect(JSON.parse((await rowsOf(dashboard))[0]!.allow_domain_list!)).toEqual(['host.example', 'http://localhost:4321']);

    const bySlug = await d.call('alpha', 'GET', embeddedOf('embed-me'));
    expect(bySlug.json()).toEqual({ result });
    expect((await callAlpha2('alpha2', 'GET', `/api/v1/embedded_dashboard/${result.uuid}`)).json()).toEqual({ result });
    expect((await d.call('nobody', 'GET', `/api/v1/embedded_dashboard/${result.uuid}`)).statusCode).toBe(403);

    const put = await d.call('alpha', 'PUT', embeddedOf(dashboard), { allowed_domains: ['*.partner.example'] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().result).toMatchObject({ uuid: result.uuid, allowed_domains: ['*.partner.example'] });
    const again = await d.call('admin', 'POST', embeddedOf('embed-me'), { allowed_domains: [] });
    expect(again.json().result).toMatchObject({ uuid: result.uuid, allowed_domains: [], changed_by: { username: 'admin' } });
    expect(await rowsOf(dashboard)).toHaveLength(1);

    const deleted = await d.call('alpha', 'DELETE', embeddedOf(dashboard));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'OK' });
    expect((await d.call('alpha', 'GET', embeddedOf(dashboard))).statusCode).toBe(404);
    expect((await d.call('alpha', 'GET', `/api/v1/embedded_dashboard/${result.uuid}`)).statusCode).toBe(404);
    const recreated = await d.call('alpha', 'POST', embeddedOf(dashboard), { allowed_domains: [] });
    expect(recreated.json().result.uuid).not.toBe(result.uuid);
  });

  it('lets only users who may set embeddings and edit the dashboard change it', async () => {
    await d.call('alpha', 'PUT', embeddedOf(dashboard), { allowed_domains: ['host.example'] });
    expect((await d.t.app.inject({ method: 'POST', url: embeddedOf(dashboard), payload: { allowed_domains: [] } })).statusCode).toBe(401);
    // Gamma holds no can_set_embedded; alpha2 does, but does not own the dashboard.
    const gamma = await d.call('gamma', 'POST', embeddedOf(dashboard), { allowed_domains: [] });
    expect(gamma.statusCode).toBe(403);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await callAlpha2('alpha2', method, embeddedOf(dashboard), method === 'DELETE' ? undefined : { allowed_domains: [] });
      expect(response.statusCode, `${method} ${response.body}`).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have permission to edit this dashboard' });
    }
    // Reading needs sight of the dashboard only.
    expect((await callAlpha2('alpha2', 'GET', embeddedOf(dashboard))).json().result.allowed_domains).toEqual(['host.example']);
    expect(JSON.parse((await rowsOf(dashboard))[0]!.allow_domain_list!)).toEqual(['host.example']);
    expect((await d.call('alpha', 'POST', embeddedOf(999_999), { allowed_domains: [] })).statusCode).toBe(404);
    // A draft is seen by its owners only: to anyone else its embedding is not there.
    const draft = await d.createDashboard('alpha', { dashboard_title: 'Draft' });
    const uuid = (await d.call('alpha', 'POST', embeddedOf(draft), { allowed_domains: [] })).json().result.uuid as string;
    expect((await d.call('gamma', 'GET', embeddedOf(draft))).statusCode).toBe(404);
    expect((await d.call('gamma', 'GET', `/api/v1/embedded_dashboard/${uuid}`)).statusCode).toBe(404);
    expect((await callAlpha2('alpha2', 'DELETE', embeddedOf(draft))).statusCode).toBe(404);
  });

  it('refuses bad allowed domains with a 400 naming them, and writes nothing', async () => {
    const before = await rowsOf(dashboard);
    const bad: unknown[] = [
      { allowed_domains: ['good.example', 'bad host'] },
      { allowed_domains: ['https://host.example/path'] },
      { allowed_domains: ['ftp://host.example'] },
      { allowed_domains: [`${'a'.repeat(250)}.example`] },
      { allowed_domains: Array.from({ length: 101 }, (_, i) => `h${i}.example`) },
      { allowed_domains: { host: 'host.example' } },
      { allowed_domains: [''] },
      {},
    ];
    for (const body of bad) {
      const response = await d.call('alpha', 'POST', embeddedOf(dashboard), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().message).every((field) => field.startsWith('allowed_domains')), response.body).toBe(true);
    }
    const spaced = await d.call('alpha', 'PUT', embeddedOf(dashboard), { allowed_domains: ['bad host'] });
    expect(spaced.json().message.allowed_domains).toEqual(['"bad host" contains a space: give one host name or origin per entry.']);
    expect(await rowsOf(dashboard)).toEqual(before);
    expect((await d.call('alpha', 'POST', embeddedOf(empty), { allowed_domains: ['bad host'] })).statusCode).toBe(400);
    expect(await rowsOf(empty)).toEqual([]);
  });

  it('keeps one embedding per dashboard when two saves race', async () => {
    const raced = await d.createDashboard('alpha', { dashboard_title: 'Raced' });
    const answers = await Promise.all(['a.example', 'b.example', 'c.example'].map((host) => d.call('alpha', 'POST', embeddedOf(raced), { allowed_domains: [host] })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().result.uuid)).size).toBe(1);
    expect(await rowsOf(raced)).toHaveLength(1);
  });

  it('goes with its dashboard', async () => {
    const doomed = await d.createDashboard('alpha', { dashboard_title: 'Doomed' });
    await d.call('alpha', 'POST', embeddedOf(doomed), { allowed_domains: [] });
    expect(await rowsOf(doomed)).toHaveLength(1);
    expect((await d.call('alpha', 'DELETE', `/api/v1/dashboard/${doomed}`)).statusCode).toBe(200);
    expect(await rowsOf(doomed)).toEqual([]);
  });
});

describe('guest tokens', () => {
  const grant = (rls: unknown[] = [], resources: unknown[] = [{ type: 'dashboard', id: String(dashboard) }]) => ({ user: { username: 'visitor', first_name: 'Vi' }, resources, rls });

  it('needs can_grant_guest_token', async () => {
    expect((await d.t.app.inject({ method: 'POST', url: GUEST, payload: grant() })).statusCode).toBe(401);
    for (const user of ['alpha', 'gamma'] as const) expect((await d.call(user, 'POST', GUEST, grant())).statusCode).toBe(403);
  });

  it('mints a token carrying the resources and row filters, naming dashboards by id, slug or embedded uuid', async () => {
    const uuid = (await d.call('alpha', 'GET', embeddedOf(dashboard))).json().result.uuid as string;
    const resources = [
      { type: 'dashboard', id: String(dashboard) },
      { type: 'dashboard', id: 'text-only' },
      { type: 'dashboard', id: uuid },
    ];
    const rls = [{ clause: "name = 'girl'" }, { dataset: d.events, clause: ' amount > 10 ' }];
    const response = await d.call('admin', 'POST', GUEST, grant(rls, resources));
    expect(response.statusCode, response.body).toBe(200);
    const check = await verifyGuestToken(d.t.config.guestToken, d.t.config.secretKey, response.json().token);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.claims).toMatchObject({
      user: { username: 'visitor', first_name: 'Vi' },
      resources,
      rls_rules: [{ clause: "name = 'girl'" }, { dataset: d.events, clause: 'amount > 10' }],
      type: 'guest',
    });
    expect(check.claims.exp - check.claims.iat).toBe(300);

    // A numeric id in the body is read as text, as Superset's schema does.
    const numeric = await d.call('admin', 'POST', GUEST, grant([], [{ type: 'dashboard', id: dashboard }]));
    expect(numeric.statusCode, numeric.body).toBe(200);
  });

  it('lets a user granted can_grant_guest_token mint one', async () => {
    await d.t.store.db.insertInto('ab_role').values({ name: 'guest_granter' }).execute();
    await grantPermission(d.t, 'guest_granter', 'can_grant_guest_token', 'SecurityRestApi');
    await d.t.security.createUser({ username: 'host-backend', password: 'host-backend-password', roles: ['guest_granter'] });
    const token = (await apiLogin(d.t.app, 'host-backend', 'host-backend-password')).json().access_token;
    const response = await d.t.app.inject({ method: 'POST', url: GUEST, headers: { authorization: `Bearer ${token}` }, payload: grant() });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses unknown dashboards and datasets, and clauses the RLS rules would refuse', async () => {
    const unknown = await d.call('admin', 'POST', GUEST, grant([], [{ type: 'dashboard', id: String(dashboard) }, { type: 'dashboard', id: 'no-such-slug' }, { type: 'dashboard', id: '424242' }]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message.resources).toEqual([
      'Dashboard "no-such-slug" does not exist: give a dashboard\'s id, slug or embedded uuid.',
      'Dashboard "424242" does not exist: give a dashboard\'s id, slug or embedded uuid.',
    ]);

    const cases: [unknown, RegExp][] = [
      [{ clause: "name = = 'x'" }, /^Rule 1: The clause is not valid SQL/],
      [{ clause: 'id IN (SELECT k FROM secrets)' }, /^Rule 1: The clause may not contain subqueries\. \(events\)$/],
      [{ clause: "nickname = 'x'" }, /^Rule 1: The clause may only refer to the dataset's columns: nickname\. \(events\)$/],
      [{ clause: "name = 'x'; DROP TABLE events" }, /^Rule 1: The clause (is not valid SQL|may not contain more than one statement)/],
      [{ dataset: 999_999, clause: 'id = 1' }, /^Rule 1: Dataset 999999 does not exist\.$/],
      [{ dataset: d.secrets, clause: "name = 'x'" }, /^Rule 1: The clause may only refer to the dataset's columns: name\. \(secrets\)$/],
    ];
    for (const [rule, message] of cases) {
      const response = await d.call('admin', 'POST', GUEST, grant([rule]));
      expect(response.statusCode, JSON.stringify(rule)).toBe(400);
      expect(response.json().message.rls).toEqual([expect.stringMatching(message)]);
    }
    const nowhere = await d.call('admin', 'POST', GUEST, grant([{ clause: 'id = 1' }], [{ type: 'dashboard', id: 'text-only' }]));
    expect(nowhere.json().message.rls).toEqual(['Rule 1: the dashboards named read no dataset to check the clause on; give the rule its dataset.']);

    for (const body of [{ resources: [{ type: 'chart', id: '1' }], rls: [] }, { resources: [], rls: [] }, { resources: [{ type: 'dashboard', id: '1' }] }, { ...grant(), extra: 1 }]) {
      expect((await d.call('admin', 'POST', GUEST, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('the /embedded/{uuid} page', () => {
  let uuid: string;
  const open = (headers: Record<string, string> = {}, id = uuid) => d.t.app.inject({ method: 'GET', url: `/embedded/${id}?uiConfig=3`, headers });

  beforeAll(async () => {
    uuid = (await d.call('alpha', 'PUT', embeddedOf(dashboard), { allowed_domains: ['host.example', 'http://localhost:4321'] })).json().result.uuid;
  });

  it('answers 404 for an unknown uuid', async () => {
    const response = await open({ referer: 'https://host.example/' }, '2b3c1d7e-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('tessera-bootstrap');
  });

  it('refuses a host page whose domain is not allowed, or that does not say where it is', async () => {
    for (const referer of ['https://evil.example/page', 'http://localhost:9999/', 'https://host.example.evil.test/', undefined]) {
      const response = await open(referer ? { referer } : {});
      expect(response.statusCode, referer).toBe(403);
      expect(response.body).toContain('may not embed this dashboard');
      expect(response.body).not.toContain('tessera-bootstrap');
    }
    const json = await open({ referer: 'https://evil.example/', accept: 'application/json' });
    expect(json.json()).toEqual({ message: expect.stringContaining('not one of the dashboard’s allowed domains') });
  });

  it('serves the app framed by an allowed host, with the embedding and no user in its bootstrap', async () => {
    const { cookie } = await browserLogin(d.t.app, 'admin', 'admin-password');
    const framings: Record<string, string>[] = [{ referer: 'https://host.example/app/page?x=1', cookie }, { referer: 'http://HOST.example:8080/' }, { origin: 'http://localhost:4321' }];
    for (const headers of framings) {
      const response = await open(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['x-frame-options']).toBeUndefined();
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain('frame-ancestors https://host.example:* http://host.example:* http://localhost:4321');
      expect(policy).toContain("script-src 'self'");
      const bootstrap = bootstrapOf(response.body);
      expect(bootstrap.user).toBeNull();
      expect(bootstrap.embedded).toEqual({ uuid, dashboard_id: dashboard, allowed_domains: ['host.example', 'http://localhost:4321'], guest_token_header_name: 'X-GuestToken' });
      expect(bootstrap.common.feature_flags.EMBEDDED_SUPERSET).toBe(true);
    }
  });

  it('may be framed by anyone when no domain is listed; other pages stay unframeable', async () => {
    await d.call('alpha', 'PUT', embeddedOf(dashboard), { allowed_domains: [] });
    const response = await open({ referer: 'https://anywhere.example/' });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-security-policy'])).toMatch(/frame-ancestors \*$/);
    expect((await open()).statusCode).toBe(200);
    const login = await d.t.app.inject('/login/');
    expect(String(login.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(login.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('without the EMBEDDED_SUPERSET flag', () => {
  it('has no embedding routes, guest tokens or embedded pages', async () => {
    const token = (await apiLogin(off.app, 'admin', 'admin-password')).json().access_token;
    const call = bearerCaller(() => off.app, { admin: token });
    const created = await call('admin', 'POST', '/api/v1/dashboard/', { dashboard_title: 'Plain' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const uuid = '6f1d2c3b-1111-4222-8333-444455556666';
    await off.store.db.insertInto('embedded_dashboards').values({ uuid, dashboard_id: id, allow_domain_list: '[]' }).execute();
    for (const [method, url] of [['GET', embeddedOf(id)], ['POST', embeddedOf(id)], ['PUT', embeddedOf(id)], ['DELETE', embeddedOf(id)], ['GET', `/api/v1/embedded_dashboard/${uuid}`], ['POST', GUEST]] as const) {
      const response = await call('admin', method, url, method === 'POST' || method === 'PUT' ? { allowed_domains: [], resources: [], rls: [] } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await off.app.inject({ method: 'POST', url: GUEST, payload: {} })).statusCode).toBe(404);
    const page = await off.app.inject({ method: 'GET', url: `/embedded/${uuid}`, headers: { referer: 'https://host.example/' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('tessera-bootstrap');
  });
});

describe('on a PostgreSQL metadata store', () => {
  let pg: DashboardApp;
  beforeAll(async () => {
    pg = await setUpDashboardApp('postgres', { featureFlags: { ...DEFAULT_FEATURE_FLAGS, EMBEDDED_SUPERSET: true } });
  }, 120_000);
  afterAll(async () => pg?.close());

  it('keeps one embedding and its uuid through racing saves, and mints tokens naming it', async () => {
    const id = await pg.createDashboard('admin', { dashboard_title: 'Raced on PostgreSQL', slug: 'raced' });
    const answers = await Promise.all(['a.example', 'b.example', 'c.example', 'd.example'].map((host) => pg.call('admin', 'POST', embeddedOf(id), { allowed_domains: [host] })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const uuids = new Set(answers.map((answer) => answer.json().result.uuid as string));
    expect(uuids.size).toBe(1);
    const rows = await pg.t.store.db.selectFrom('embedded_dashboards').select('uuid').where('dashboard_id', '=', id).execute();
    expect(rows.map((row) => row.uuid)).toEqual([...uuids]);
    const [uuid] = [...uuids];
    expect((await pg.call('admin', 'GET', `/api/v1/embedded_dashboard/${uuid}`)).json().result).toMatchObject({ uuid, dashboard_id: String(id) });
    const token = await pg.call('admin', 'POST', GUEST, { resources: [{ type: 'dashboard', id: uuid }, { type: 'dashboard', id: 'raced' }], rls: [{ dataset: pg.events, clause: 'amount > 1' }] });
    expect(token.statusCode, token.body).toBe(200);
    const missing = await pg.call('admin', 'POST', GUEST, { resources: [{ type: 'dashboard', id: '00000000-0000-4000-8000-000000000000' }], rls: [] });
    expect(missing.statusCode).toBe(400);
  });
});
