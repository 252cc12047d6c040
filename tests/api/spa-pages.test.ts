import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS, browserLogin, createTestApp, type TestApp } from './test-app.js';

let t: TestApp;

function bootstrapOf(html: string) {
  const match = html.match(/<script id="tessera-bootstrap" type="application\/json">(.*?)<\/script>/s);
  if (!match) throw new Error('no bootstrap in page');
  return JSON.parse(match[1]!);
}

beforeAll(async () => {
  t = await createTestApp({ env: { FEATURE_FLAG_DASHBOARD_RBAC: 'true', SQL_MAX_ROW: '5000' } });
  const web = t.config.webRoot;
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'manifest.json'), JSON.stringify({ script: '/static/assets/main-ABC.js', css: '/static/assets/main-ABC.css' }));
  writeFileSync(path.join(web, 'assets', 'main-ABC.js'), 'console.log("app")');
});
afterAll(async () => t.close());

describe('single-page app routes', () => {
  it('sends an anonymous visitor to the login page with where they were going', async () => {
    for (const url of ['/sqllab/', '/superset/dashboard/12/', '/explore/?slice_id=3', '/dashboard/list/']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/login/?next=${encodeURIComponent(url)}`);
    }
  });

  it('serves the login page to anyone, with no user in the bootstrap and a strict CSP', async () => {
    const response = await t.app.inject('/login/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(response.body).toContain('<script type="module" src="/static/assets/main-ABC.js">');
    expect(bootstrapOf(response.body).user).toBeNull();
  });

  it('delivers the user, roles, feature flags and limits to the page', async () => {
    const { cookie } = await browserLogin(t.app, 'alpha', USERS.alpha.password);
    const response = await t.app.inject({ url: '/superset/dashboard/world-health/', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const bootstrap = bootstrapOf(response.body);
    expect(bootstrap.user).toMatchObject({ username: 'alpha', isActive: true, isAnonymous: false });
    expect(bootstrap.user.roles.Alpha).toContainEqual(['can_write', 'Dashboard']);
    expect(bootstrap.user.roles.Alpha).not.toContainEqual(['can_write', 'Database']);
    expect(bootstrap.common.feature_flags).toMatchObject({ DASHBOARD_RBAC: true, CONFIRM_DASHBOARD_DIFF: false, GLOBAL_ASYNC_QUERIES: false, EMBEDDED_SUPERSET: false });
    expect(bootstrap.common.conf).toMatchObject({ SQL_MAX_ROW: 5000, ROW_LIMIT: 10000, GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling' });
  });

  it('escapes the bootstrap so no value can close its script element', async () => {
    await t.security.createUser({ username: '</script><script>alert(1)</script>', password: 'xss-password', roles: ['Gamma'] });
    const { cookie } = await browserLogin(t.app, '</script><script>alert(1)</script>', 'xss-password');
    const response = await t.app.inject({ url: '/superset/welcome/', headers: { cookie } });
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(bootstrapOf(response.body).user.username).toBe('</script><script>alert(1)</script>');
  });

  it('sends a logged-in user away from the login page', async () => {
    const { cookie } = await browserLogin(t.app, 'gamma', USERS.gamma.password);
    const response = await t.app.inject({ url: '/login/', headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/superset/welcome/');
  });

  it('serves hashed assets publicly with long-lived caching', async () => {
    const response = await t.app.inject('/static/assets/main-ABC.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
});
