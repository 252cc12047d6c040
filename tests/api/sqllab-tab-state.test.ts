import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { bearerCaller, grantPermission } from './fixtures.js';
import { USERS, apiLogin, browserLogin, createTestApp, type TestApp } from './test-app.js';

/** SQL Lab's tab-state and table-schema views, with the form bodies Superset's client posts. */
let t: TestApp;
let examplesId: number;
const tokens = { admin: '', gamma: '', analyst: '' };
const call = bearerCaller(() => t.app, tokens);

/** A form whose values are JSON, url-encoded, as Superset's client posts it. */
function urlEncoded(fields: Record<string, unknown>) {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)])).toString();
}

/** The same form as multipart/form-data. */
function multipart(fields: Record<string, unknown>, boundary = 'TesseraBoundary42') {
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${JSON.stringify(v)}\r\n`);
  return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

const postForm = (user: keyof typeof tokens, method: 'POST' | 'PUT', url: string, fields: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[user]}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: urlEncoded(fields) });

async function newTab(user: keyof typeof tokens, editor: Record<string, unknown> = {}): Promise<number> {
  const response = await postForm(user, 'POST', '/tabstateview/', { queryEditor: { name: 'Tab', dbId: examplesId, sql: 'SELECT 1', ...editor } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
}

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  examplesId = (await t.store.db.selectFrom('dbs').select('id').where('database_name', '=', 'examples').executeTakeFirstOrThrow()).id;
  await t.store.db.insertInto('ab_role').values({ name: 'examples_reader' }).execute();
  await grantPermission(t, 'examples_reader', 'database_access', `[examples].(id:${examplesId})`);
  await t.security.createUser({ username: 'analyst', password: 'analyst-password', roles: ['sql_lab', 'examples_reader'] });
  for (const [user, password] of [['admin', USERS.admin.password], ['gamma', USERS.gamma.password], ['analyst', 'analyst-password']] as const) {
    tokens[user] = (await apiLogin(t.app, user, password)).json().access_token;
  }
}, 120_000);
afterAll(async () => t?.close());

describe('/tabstateview/', () => {
  it('creates a tab from a posted queryEditor, makes it active and reads it back', async () => {
    const first = await newTab('analyst', { name: 'First', schema: 'main', queryLimit: 500, templateParams: '{"x": 1}', hideLeftBar: true });
    const second = await newTab('analyst', { name: '' });
    const read = await call('analyst', 'GET', `/tabstateview/${first}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: first, label: 'First', active: false, database_id: examplesId, schema: 'main', sql: 'SELECT 1', query_limit: 500,
      template_params: '{"x": 1}', hide_left_bar: true, autorun: false, table_schemas: [], latest_query: null, saved_query: null, extra_json: {},
    });
    expect((await call('analyst', 'GET', `/tabstateview/${second}`)).json()).toMatchObject({ label: 'Untitled query', active: true });
  });

  it('takes the same fields as multipart form data and as JSON', async () => {
    const { body, type } = multipart({ queryEditor: { name: 'Multipart', dbId: examplesId } });
    const fromMultipart = await t.app.inject({ method: 'POST', url: '/tabstateview/', headers: { authorization: `Bearer ${tokens.analyst}`, 'content-type': type }, payload: body });
    expect(fromMultipart.statusCode, fromMultipart.body).toBe(200);
    expect((await call('analyst', 'GET', `/tabstateview/${fromMultipart.json().id}`)).json().label).toBe('Multipart');
    const fromJson = await call('analyst', 'POST', '/tabstateview/', { queryEditor: { name: 'Json', dbId: examplesId, sql: 'SELECT 2' } });
    expect(fromJson.statusCode).toBe(200);
    expect((await call('analyst', 'GET', `/tabstateview/${fromJson.json().id}`)).json().sql).toBe('SELECT 2');
  });

  it('validates the decoded fields', async () => {
    expect((await postForm('analyst', 'POST', '/tabstateview/', { nothing: 1 })).json()).toEqual({ message: { queryEditor: ['Missing data for required field.'] } });
    expect((await postForm('analyst', 'POST', '/tabstateview/', { queryEditor: { dbId: 'one' } })).statusCode).toBe(400);
    expect((await postForm('analyst', 'POST', '/tabstateview/', { queryEditor: { dbId: 999_999 } })).statusCode).toBe(422);
    const tab = await newTab('analyst');
    const unknown = await postForm('analyst', 'PUT', `/tabstateview/${tab}`, { sql: 'SELECT 3', user_id: 1 });
    expect(unknown.json()).toEqual({ message: { user_id: ['Unknown field.'] } });
    const broken = await t.app.inject({ method: 'POST', url: '/tabstateview/', headers: { authorization: `Bearer ${tokens.analyst}`, 'content-type': 'multipart/form-data; boundary=b' }, payload: 'nonsense' });
    expect(broken.statusCode).toBe(400);
  });

  it('updates a tab from JSON-encoded form values, keeping the selected text in extra_json', async () => {
    const tab = await newTab('analyst');
    const run = await call('analyst', 'POST', '/api/v1/sqllab/execute/', { database_id: examplesId, client_id: 'tabrun1', sql: 'SELECT 5 AS five', sql_editor_id: String(tab) });
    expect(run.statusCode).toBe(200);
    const update = await postForm('analyst', 'PUT', `/tabstateview/${tab}`, {
      sql: 'SELECT 5 AS five', label: 'Renamed', query_limit: 10, latest_query_id: 'tabrun1', template_params: { a: 1 }, selected_text: 'SELECT 5', extra_json: JSON.stringify({ cursorPosition: { row: 1, column: 2 } }), hide_left_bar: false,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toBe(tab);
    const read = (await call('analyst', 'GET', `/tabstateview/${tab}`)).json();
    expect(read).toMatchObject({ label: 'Renamed', query_limit: 10, template_params: '{"a":1}', latest_query: { id: 'tabrun1', state: 'success', rows: 1 } });
    expect(read.extra_json).toEqual({ cursorPosition: { row: 1, column: 2 }, selectedText: 'SELECT 5' });
    expect((await postForm('analyst', 'PUT', `/tabstateview/${tab}`, { latest_query_id: 'nosuchrun' })).statusCode).toBe(422);
  });

  it('activates one tab at a time', async () => {
    const a = await newTab('analyst');
    const b = await newTab('analyst');
    const response = await call('analyst', 'POST', `/tabstateview/${a}/activate`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(a);
    const active = await t.store.db.selectFrom('tab_state').select('id').where('active', '=', true).where('user_id', '=', (await t.store.db.selectFrom('ab_user').select('id').where('username', '=', 'analyst').executeTakeFirstOrThrow()).id).execute();
    expect(active.map((r) => r.id)).toEqual([a]);
    expect((await call('analyst', 'GET', `/tabstateview/${b}`)).json().active).toBe(false);
  });

  it('moves a run into a tab and deletes it from there', async () => {
    const tab = await newTab('analyst');
    await call('analyst', 'POST', '/api/v1/sqllab/execute/', { database_id: examplesId, client_id: 'migr1', sql: 'SELECT 1' });
    const migrate = await postForm('analyst', 'POST', `/tabstateview/${tab}/migrate_query`, { queryId: 'migr1' });
    expect(migrate.statusCode, migrate.body).toBe(200);
    expect((await t.store.db.selectFrom('query').select('sql_editor_id').where('client_id', '=', 'migr1').executeTakeFirstOrThrow()).sql_editor_id).toBe(String(tab));
    expect((await postForm('analyst', 'POST', `/tabstateview/${tab}/migrate_query`, { queryId: 'nosuch' })).statusCode).toBe(404);
    const removed = await call('analyst', 'DELETE', `/tabstateview/${tab}/query/migr1`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toBe('OK');
    expect(await t.store.db.selectFrom('query').select('id').where('client_id', '=', 'migr1').executeTakeFirst()).toBeUndefined();
  });

  it('makes a run its tab’s latest as it starts, so a reload before the editor’s sync still finds it', async () => {
    const tab = await newTab('analyst');
    const run = await call('analyst', 'POST', '/api/v1/sqllab/execute/', { database_id: examplesId, client_id: 'latest1', sql: 'SELECT 7 AS seven', sql_editor_id: String(tab) });
    expect(run.statusCode, run.body).toBe(200);
    expect((await call('analyst', 'GET', `/tabstateview/${tab}`)).json().latest_query).toMatchObject({ id: 'latest1', state: 'success', rows: 1 });
    // Someone else's tab, a local tab's client id and a data preview (no tab) change no tab.
    const adminTab = (await postForm('admin', 'POST', '/tabstateview/', { queryEditor: { name: 'Admin', dbId: examplesId } })).json().id as number;
    await call('analyst', 'POST', '/api/v1/sqllab/execute/', { database_id: examplesId, client_id: 'latest2', sql: 'SELECT 8', sql_editor_id: String(adminTab) });
    await call('analyst', 'POST', '/api/v1/sqllab/execute/', { database_id: examplesId, client_id: 'latest3', sql: 'SELECT 9', sql_editor_id: 'aB3dE_fG' });
    await call('analyst', 'POST', '/api/v1/sqllab/execute/', { database_id: examplesId, client_id: 'latest4', sql: 'SELECT 10' });
    expect((await call('admin', 'GET', `/tabstateview/${adminTab}`)).json().latest_query).toBeNull();
    expect((await call('analyst', 'GET', `/tabstateview/${tab}`)).json().latest_query.id).toBe('latest1');
  });

  it('makes a run moved into a tab its latest unless the tab ran a later one', async () => {
    const tab = await newTab('analyst');
    await call('analyst', 'POST', '/api/v1/sqllab/execute/', { database_id: examplesId, client_id: 'early1', sql: 'SELECT 1' });
    await postForm('analyst', 'POST', `/tabstateview/${tab}/migrate_query`, { queryId: 'early1' });
    expect((await call('analyst', 'GET', `/tabstateview/${tab}`)).json().latest_query.id).toBe('early1');
    await call('analyst', 'POST', '/api/v1/sqllab/execute/', { database_id: examplesId, client_id: 'early2', sql: 'SELECT 2' });
    await call('analyst', 'POST', '/api/v1/sqllab/execute/', { database_id: examplesId, client_id: 'later3', sql: 'SELECT 3', sql_editor_id: String(tab) });
    await postForm('analyst', 'POST', `/tabstateview/${tab}/migrate_query`, { queryId: 'early2' });
    expect((await call('analyst', 'GET', `/tabstateview/${tab}`)).json().latest_query.id).toBe('later3');
  });

  it('keeps tabs to their owner, administrators included, and deletes a tab with its tables', async () => {
    const tab = await newTab('analyst');
    expect((await call('admin', 'GET', `/tabstateview/${tab}`)).statusCode).toBe(403);
    expect((await postForm('admin', 'PUT', `/tabstateview/${tab}`, { sql: 'x' })).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `/tabstateview/${tab}`)).statusCode).toBe(403);
    expect((await call('admin', 'POST', `/tabstateview/${tab}/activate`)).statusCode).toBe(403);
    expect((await call('gamma', 'GET', `/tabstateview/${tab}`)).statusCode).toBe(403);
    expect((await call('analyst', 'GET', '/tabstateview/999999')).statusCode).toBe(404);
    const table = await postForm('analyst', 'POST', '/tableschemaview/', { table: { queryEditorId: tab, dbId: examplesId, schema: 'main', name: 'birth_names' } });
    expect(table.statusCode).toBe(200);
    const deleted = await call('analyst', 'DELETE', `/tabstateview/${tab}`);
    expect(deleted.json()).toBe('OK');
    expect((await call('analyst', 'GET', `/tabstateview/${tab}`)).statusCode).toBe(404);
    expect(await t.store.db.selectFrom('table_schema').select('id').where('tab_state_id', '=', tab).executeTakeFirst()).toBeUndefined();
  });

  it('needs the CSRF token for a browser session’s form post', async () => {
    const { cookie, csrf } = await browserLogin(t.app, 'analyst', 'analyst-password');
    const payload = urlEncoded({ queryEditor: { name: 'Browser', dbId: examplesId } });
    const headers = { cookie, 'content-type': 'application/x-www-form-urlencoded' };
    expect((await t.app.inject({ method: 'POST', url: '/tabstateview/', headers, payload })).statusCode).toBe(403);
    const accepted = await t.app.inject({ method: 'POST', url: '/tabstateview/', headers: { ...headers, 'x-csrftoken': csrf }, payload });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

describe('/tableschemaview/', () => {
  it('opens a table in a tab once, expands and collapses it, and closes it', async () => {
    const tab = await newTab('analyst');
    const table = { queryEditorId: String(tab), dbId: examplesId, schema: 'main', name: 'birth_names', columns: [{ name: 'name', type: 'VARCHAR' }] };
    const first = await postForm('analyst', 'POST', '/tableschemaview/', { table });
    const again = await postForm('analyst', 'POST', '/tableschemaview/', { table });
    expect(again.statusCode).toBe(200);
    const { table_schemas: panes } = (await call('analyst', 'GET', `/tabstateview/${tab}`)).json();
    expect(panes).toEqual([{ id: again.json().id, tab_state_id: tab, database_id: examplesId, catalog: null, schema: 'main', table: 'birth_names', description: table, expanded: true }]);
    expect(again.json().id).not.toBe(first.json().id);

    const collapse = await postForm('analyst', 'POST', `/tableschemaview/${again.json().id}/expanded`, { expanded: false });
    expect(collapse.json()).toEqual({ id: again.json().id, expanded: false });
    expect((await call('analyst', 'GET', `/tabstateview/${tab}`)).json().table_schemas[0].expanded).toBe(false);
    expect((await postForm('analyst', 'POST', `/tableschemaview/${again.json().id}/expanded`, { expanded: 'yes' })).statusCode).toBe(400);
    expect((await call('admin', 'DELETE', `/tableschemaview/${again.json().id}`)).statusCode).toBe(403);
    expect((await call('analyst', 'DELETE', `/tableschemaview/${again.json().id}`)).json()).toBe('OK');
    expect((await call('analyst', 'DELETE', `/tableschemaview/${again.json().id}`)).statusCode).toBe(404);
  });

  it('refuses a table for someone else’s tab or an unknown database', async () => {
    const tab = await newTab('analyst');
    expect((await postForm('admin', 'POST', '/tableschemaview/', { table: { queryEditorId: tab, dbId: examplesId, name: 't' } })).statusCode).toBe(403);
    expect((await postForm('analyst', 'POST', '/tableschemaview/', { table: { queryEditorId: tab, dbId: 999_999, name: 't' } })).statusCode).toBe(422);
    expect((await postForm('analyst', 'POST', '/tableschemaview/', { table: { queryEditorId: tab, dbId: examplesId } })).json()).toEqual({ message: { 'table.name': ['Missing data for required field.'] } });
  });
});
