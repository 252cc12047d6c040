import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS, browserLogin, createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const web = t.config.webRoot;
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(
    path.join(web, 'manifest.json'),
    JSON.stringify({
      script: '/static/assets/main-ABC.js',
      css: null,
      screens: {
        'app/web/features/not-found/NotFoundPage.tsx': ['/static/assets/NotFoundPage-1.js'],
        'app/web/features/action-log/ActionLogPage.tsx': ['/static/assets/ActionLogPage-1.js'],
      },
    }),
  );
  ({ cookie } = await browserLogin(t.app, 'gamma', USERS.gamma.password));
});
afterAll(async () => t.close());

describe('pages the app does not know', () => {
  it('answers an unknown page with the app (its "Page not found") and a 404 status', async () => {
    for (const url of ['/nothing/here/', '/superset/nothing', '/dashboard/list/extra/?x=1']) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="app"></div>');
      expect(response.body).toContain('<link rel="modulepreload" href="/static/assets/NotFoundPage-1.js">');
    }
  });

  it('sends an anonymous visitor to log in first, as known pages do', async () => {
    const response = await t.app.inject('/nothing/here/?a=1');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/login/?next=${encodeURIComponent('/nothing/here/?a=1')}`);
  });

  it('keeps JSON 404s for the API, static files and file-like paths', async () => {
    for (const url of ['/api/v1/nothing/', '/api/v1/chart', '/static/nothing.js', '/static/assets/missing.css', '/favicon.ico', '/robots.txt']) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/nothing/here/', headers: { cookie }, payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toMatch(/application\/json/);
  });

  it('serves the Settings and profile pages, each with its screen preloaded', async () => {
    const admin = await browserLogin(t.app, 'admin', USERS.admin.password);
    for (const url of ['/users/list/', '/roles/list/', '/rowlevelsecurity/list/', '/actionlog/list/', '/user_info/']) {
      const response = await t.app.inject({ url, headers: { cookie: admin.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
    const log = await t.app.inject({ url: '/actionlog/list/', headers: { cookie: admin.cookie } });
    expect(log.body).toContain('href="/static/assets/ActionLogPage-1.js"');
    // The page is the app's for everyone; its data is refused to non-admins by the API.
    expect((await t.app.inject({ url: '/users/list/', headers: { cookie } })).statusCode).toBe(200);
  });
});
