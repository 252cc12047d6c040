import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { bearerCaller, grantPermission, risonParam } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/** `/api/v1/saved_query/…`: Superset's shapes, validation, and every user's queries kept to them. */
let t: TestApp;
let examplesId: number;
const tokens = { admin: '', gamma: '', analyst: '', other: '' };
const call = bearerCaller(() => t.app, tokens);

const save = (user: keyof typeof tokens, fields: Record<string, unknown>) =>
  call(user, 'POST', '/api/v1/saved_query/', { db_id: examplesId, schema: 'main', sql: 'SELECT 1', ...fields });

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  examplesId = (await t.store.db.selectFrom('dbs').select('id').where('database_name', '=', 'examples').executeTakeFirstOrThrow()).id;
  await t.store.db.insertInto('ab_role').values({ name: 'examples_reader' }).execute();
  await grantPermission(t, 'examples_reader', 'database_access', `[examples].(id:${examplesId})`);
  for (const user of ['analyst', 'other']) await t.security.createUser({ username: user, password: `${user}-password`, roles: ['sql_lab', 'examples_reader'] });
  for (const [user, password] of [['admin', USERS.admin.password], ['gamma', USERS.gamma.password], ['analyst', 'analyst-password'], ['other', 'other-password']] as const) {
    tokens[user] = (await apiLogin(t.app, user, password)).json().access_token;
  }
}, 120_000);
afterAll(async () => t?.close());

describe('saved queries', () => {
  it('creates, shows and updates a saved query with Superset’s shapes', async () => {
    const created = await save('analyst', { label: 'Top names', description: 'Most given names', sql: 'SELECT name FROM birth_names JOIN main.other USING (id)', template_parameters: '{"n": 3}' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, result } = created.json();
    expect(result).toEqual({
      db_id: examplesId, catalog: null, schema: 'main', label: 'Top names', description: 'Most given names',
      sql: 'SELECT name FROM birth_names JOIN main.other USING (id)', template_parameters: '{"n": 3}', extra_json: null,
      changed_on: expect.any(String),
    });

    const shown = await call('analyst', 'GET', `/api/v1/saved_query/${id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      id,
      show_title: 'Show Saved Query',
      result: {
        id, label: 'Top names', database: { id: examplesId, database_name: 'examples' }, created_by: { first_name: 'analyst' }, changed_by: { first_name: 'analyst' },
        template_parameters: '{"n": 3}', changed_on_delta_humanized: expect.any(String),
        sql_tables: [{ table: 'birth_names', schema: null, catalog: null }, { table: 'other', schema: 'main', catalog: null }],
      },
    });
    const picked = await call('analyst', 'GET', `/api/v1/saved_query/${id}?q=${risonParam({ columns: ['label', 'database.id'] })}`);
    expect(picked.json().result).toEqual({ label: 'Top names', database: { id: examplesId } });

    const updated = await call('analyst', 'PUT', `/api/v1/saved_query/${id}`, { label: 'Renamed', sql: 'SELECT 2' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().result).toMatchObject({ label: 'Renamed', sql: 'SELECT 2', description: 'Most given names' });
  });

  it('lists the caller’s saved queries with search, filters and order', async () => {
    await save('other', { label: 'Alpha report', sql: 'SELECT 1' });
    await save('other', { label: 'Beta report', description: 'about gamma', sql: 'SELECT 2' });
    await save('other', { label: 'Unrelated', schema: 'other', sql: 'SELECT 3' });
    const list = await call('other', 'GET', `/api/v1/saved_query/?q=${risonParam({ order_column: 'label', order_direction: 'asc' })}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().result.map((q: { label: string }) => q.label)).toEqual(['Alpha report', 'Beta report', 'Unrelated']);
    expect(list.json().result[0]).toMatchObject({ db_id: examplesId, database: { database_name: 'examples' }, extra: {}, tags: [], created_by: { first_name: 'other' } });
    const search = await call('other', 'GET', `/api/v1/saved_query/?q=${risonParam({ filters: [{ col: 'label', opr: 'all_text', value: 'gamma' }] })}`);
    expect(search.json().result.map((q: { label: string }) => q.label)).toEqual(['Beta report']);
    const bySchema = await call('other', 'GET', `/api/v1/saved_query/?q=${risonParam({ filters: [{ col: 'schema', opr: 'eq', value: 'other' }], columns: ['label'] })}`);
    expect(bySchema.json()).toMatchObject({ count: 1, result: [{ label: 'Unrelated' }] });
    const distinct = await call('other', 'GET', '/api/v1/saved_query/distinct/schema');
    expect(distinct.json().result.map((r: { value: string }) => r.value)).toEqual(['main', 'other']);
    // Nobody sees another user's saved queries, administrators included.
    const adminList = await call('admin', 'GET', '/api/v1/saved_query/');
    expect(adminList.json().count).toBe(0);
    expect((await call('other', 'GET', '/api/v1/saved_query/_info')).json().permissions.toSorted()).toEqual(['can_export', 'can_read', 'can_write']);
  });

  it('keeps saved queries to their owner', async () => {
    const { id } = (await save('analyst', { label: 'Private' })).json();
    expect((await call('other', 'GET', `/api/v1/saved_query/${id}`)).statusCode).toBe(404);
    expect((await call('admin', 'PUT', `/api/v1/saved_query/${id}`, { label: 'x' })).statusCode).toBe(404);
    expect((await call('other', 'DELETE', `/api/v1/saved_query/${id}`)).statusCode).toBe(404);
    expect((await call('gamma', 'GET', '/api/v1/saved_query/')).statusCode).toBe(403);
    expect((await call('analyst', 'GET', `/api/v1/saved_query/${id}`)).json().result.label).toBe('Private');
  });

  it('validates the body', async () => {
    expect((await save('analyst', { unknown: 1 })).json()).toEqual({ message: { unknown: ['Unknown field.'] } });
    expect((await save('analyst', { label: 'x'.repeat(300) })).statusCode).toBe(400);
    expect((await save('analyst', { template_parameters: '{not json' })).json()).toEqual({ message: { template_parameters: ['Not a valid JSON.'] } });
    expect((await save('analyst', { db_id: 999_999 })).statusCode).toBe(422);
  });

  it('deletes one or several, all or none', async () => {
    const ids = [];
    for (const label of ['d1', 'd2', 'd3']) ids.push((await save('analyst', { label })).json().id);
    const foreign = (await save('other', { label: 'theirs' })).json().id;
    const mixed = await call('analyst', 'DELETE', `/api/v1/saved_query/?q=${risonParam([ids[0], foreign])}`);
    expect(mixed.statusCode).toBe(404);
    expect((await call('analyst', 'GET', `/api/v1/saved_query/${ids[0]}`)).statusCode).toBe(200);
    const bulk = await call('analyst', 'DELETE', `/api/v1/saved_query/?q=${risonParam([ids[0], ids[1]])}`);
    expect(bulk.json()).toEqual({ message: 'Deleted 2 saved queries' });
    const one = await call('analyst', 'DELETE', `/api/v1/saved_query/${ids[2]}`);
    expect(one.json()).toEqual({ message: 'OK' });
    for (const id of ids) expect((await call('analyst', 'GET', `/api/v1/saved_query/${id}`)).statusCode).toBe(404);
  });

  it('links a saved query to a tab', async () => {
    const { id } = (await save('analyst', { label: 'Linked', sql: 'SELECT 9' })).json();
    const tab = await call('analyst', 'POST', '/tabstateview/', { queryEditor: { name: 'Linked', dbId: examplesId, remoteId: id } });
    expect(tab.statusCode, tab.body).toBe(200);
    expect((await call('analyst', 'GET', `/tabstateview/${tab.json().id}`)).json().saved_query).toMatchObject({ id, label: 'Linked', sql: 'SELECT 9' });
    const foreign = (await save('other', { label: 'theirs' })).json().id;
    expect((await call('analyst', 'POST', '/tabstateview/', { queryEditor: { dbId: examplesId, remoteId: foreign } })).statusCode).toBe(422);
  });
});
