import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS, browserLogin, createTestApp, type TestApp } from './test-app.js';

/** `POST /sqllab/`: SQL Lab opened from a posted form (Superset's explore "View in SQL Lab" in a new window). */
let t: TestApp;
let analyst: { cookie: string; csrf: string };

function bootstrapOf(html: string) {
  const match = html.match(/<script id="tessera-bootstrap" type="application\/json">(.*?)<\/script>/s);
  if (!match) throw new Error('no bootstrap in page');
  return JSON.parse(match[1]!);
}

/** A url-encoded form as a browser posts it: `form_data` is JSON text, the CSRF token a plain field. */
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const postSqlLab = (fields: Record<string, string>, session: { cookie: string } = analyst, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/sqllab/', headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: form(fields) });

beforeAll(async () => {
  t = await createTestApp();
  const web = t.config.webRoot;
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'manifest.json'), JSON.stringify({ script: '/static/assets/main-ABC.js', css: null }));
  await t.security.createUser({ username: 'analyst', password: 'analyst-password', roles: ['Gamma', 'sql_lab'] });
  analyst = await browserLogin(t.app, 'analyst', 'analyst-password');
}, 120_000);
afterAll(async () => t?.close());

describe('POST /sqllab/', () => {
  it('serves SQL Lab with the posted request in the bootstrap, unknown keys dropped', async () => {
    const formData = { datasourceKey: '3__table', sql: 'SELECT name FROM birth_names\nLIMIT 10', extra: 'ignored' };
    const response = await postSqlLab({ form_data: JSON.stringify(formData), csrf_token: analyst.csrf });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const bootstrap = bootstrapOf(response.body);
    expect(bootstrap.requested_query).toEqual({ datasourceKey: '3__table', sql: 'SELECT name FROM birth_names\nLIMIT 10' });
    expect(bootstrap.user.username).toBe('analyst');
    // A plain visit carries no request.
    const visit = await t.app.inject({ url: '/sqllab/', headers: { cookie: analyst.cookie } });
    expect(bootstrapOf(visit.body).requested_query).toBeUndefined();
  });

  it('takes SQL for a database, and the CSRF token as a header with a JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sqllab/',
      headers: { cookie: analyst.cookie, 'x-csrftoken': analyst.csrf },
      payload: { form_data: { sql: 'SELECT 1', dbId: 2, schema: 'main', name: 'From a script' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(bootstrapOf(response.body).requested_query).toEqual({ sql: 'SELECT 1', dbId: 2, schema: 'main', name: 'From a script' });
  });

  it('refuses a post without a valid CSRF token: another site cannot open anything', async () => {
    const fields = { form_data: JSON.stringify({ datasourceKey: '3__table', sql: 'SELECT 1' }) };
    const missing = await postSqlLab(fields);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ message: 'The CSRF token is missing.' });
    const forged = await postSqlLab({ ...fields, csrf_token: 'not-the-token' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'The CSRF token is invalid.' });
    // A token of another session does not do either.
    const other = await browserLogin(t.app, 'admin', USERS.admin.password);
    expect((await postSqlLab({ ...fields, csrf_token: other.csrf })).statusCode).toBe(403);
  });

  it('needs a logged-in user with SQL Lab access', async () => {
    const fields = { form_data: JSON.stringify({ sql: 'SELECT 1' }) };
    const anonymous = await t.app.inject({ method: 'POST', url: '/sqllab/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form(fields) });
    expect(anonymous.statusCode).toBe(401);
    const gamma = await browserLogin(t.app, 'gamma', USERS.gamma.password);
    const refused = await postSqlLab({ ...fields, csrf_token: gamma.csrf }, gamma);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers 400 with field messages for a bad form_data', async () => {
    const post = async (fields: Record<string, string>) => {
      const response = await postSqlLab({ ...fields, csrf_token: analyst.csrf });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      return response.json();
    };
    expect(await post({})).toEqual({ message: { form_data: ['Missing data for required field.'] } });
    expect(await post({ form_data: '{not json' })).toEqual({ message: { form_data: ['Not a valid JSON document.'] } });
    expect(await post({ form_data: '[1, 2]' })).toEqual({ message: { form_data: ['Must be a JSON object.'] } });
    expect(await post({ form_data: '{"schema": "main"}' })).toEqual({ message: { form_data: ['Name a datasourceKey or give sql.'] } });
    const invalid = await post({ form_data: JSON.stringify({ datasourceKey: '3 OR 1=1', sql: 42, dbId: 0 }) });
    expect(Object.keys(invalid.message).sort()).toEqual(['form_data.datasourceKey', 'form_data.dbId', 'form_data.sql']);
  });
});
