import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { bearerCaller, createDuckDbFile, grantPermission } from './fixtures.js';
import { apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * Explore's bootstrap (`GET /api/v1/explore/`) for a saved chart, a dataset and a permalink, and
 * explore permalinks: opaque keys, a faithful round trip, and access checked when opening.
 */

const PASSWORD = 'explore-test-password';
const USERS = { admin: 'admin-password', gamma: 'gamma-password', nobody: PASSWORD } as const;
type User = keyof typeof USERS;

let t: TestApp;
let dir: string;
let events: number;
let secrets: number;
const tokens = {} as Record<User, string>;

const call = bearerCaller<User>(() => t.app, tokens);

async function createChart(body: Record<string, unknown>): Promise<number> {
  const response = await call('admin', 'POST', '/api/v1/chart/', { datasource_type: 'table', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-exploreapi-'));
  const file = path.join(dir, 'explore.duckdb');
  await createDuckDbFile(file, ['CREATE TABLE events (id INTEGER, ts TIMESTAMP, name VARCHAR, amount DOUBLE)', 'CREATE TABLE secrets (k INTEGER, v VARCHAR)']);

  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await t.security.createUser({ username: 'nobody', password: PASSWORD, roles: ['Public'] });
  for (const user of Object.keys(USERS) as User[]) tokens[user] = (await apiLogin(t.app, user, USERS[user])).json().access_token;
  const database = await call('admin', 'POST', '/api/v1/database/', { database_name: 'explore fixture', sqlalchemy_uri: `duckdb:///${file.replace(/^\/+/, '')}` });
  expect(database.statusCode, database.body).toBe(201);
  const dataset = async (table: string) => (await call('admin', 'POST', '/api/v1/dataset/', { database: database.json().id, schema: 'main', table_name: table })).json().id as number;
  events = await dataset('events');
  secrets = await dataset('secrets');
  await grantPermission(t, 'Gamma', 'datasource_access', `[explore fixture].[events](id:${events})`);
});

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('explore permalinks', () => {
  const formData = () => ({ datasource: `${events}__table`, viz_type: 'table', metrics: ['count'], row_limit: 100 });

  it('stores form data and URL parameters under an opaque key and gives them back', async () => {
    const created = await call('gamma', 'POST', '/api/v1/explore/permalink', { formData: formData(), urlParams: [['standalone', '1']] });
    expect(created.statusCode, created.body).toBe(201);
    const { key, url } = created.json();
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Superset's answer: the whole URL, on the address the request came to.
    expect(url).toBe(`http://localhost/explore/p/${key}/`);
    const row = await t.store.db.selectFrom('key_value').select(['id', 'resource']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.resource).toBe('explore_permalink');
    expect(key).not.toBe(String(row.id));
    const opened = await call('gamma', 'GET', `/api/v1/explore/permalink/${key}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      chartId: null,
      datasourceId: events,
      datasourceType: 'table',
      datasource: `${events}__table`,
      state: { formData: formData(), urlParams: [['standalone', '1']] },
    });
    // Another Host (the site's public name and port) is the one the URL names.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/explore/permalink',
      headers: { authorization: `Bearer ${tokens.gamma}`, host: 'bi.example.com:8088' },
      payload: { formData: formData() },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(elsewhere.json().url).toBe(`http://bi.example.com:8088/explore/p/${elsewhere.json().key}/`);
    // Two permalinks of the same state still get different keys.
    const again = await call('gamma', 'POST', '/api/v1/explore/permalink', { formData: formData() });
    expect(again.json().key).not.toBe(key);
  });

  it('checks access to the dataset when creating and when opening', async () => {
    const hidden = { formData: { datasource: `${secrets}__table`, viz_type: 'table' } };
    expect((await call('gamma', 'POST', '/api/v1/explore/permalink', hidden)).statusCode).toBe(404);
    const adminLink = (await call('admin', 'POST', '/api/v1/explore/permalink', hidden)).json().key;
    expect((await call('admin', 'GET', `/api/v1/explore/permalink/${adminLink}`)).statusCode).toBe(200);
    expect((await call('gamma', 'GET', `/api/v1/explore/permalink/${adminLink}`)).statusCode).toBe(404);
    expect((await call('gamma', 'GET', '/api/v1/explore/permalink/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await call('gamma', 'GET', '/api/v1/explore/permalink/1')).statusCode).toBe(404);
    expect((await call('nobody', 'POST', '/api/v1/explore/permalink', { formData: formData() })).statusCode).toBe(403);
  });

  it('needs a datasource in the form data', async () => {
    const response = await call('gamma', 'POST', '/api/v1/explore/permalink', { formData: { viz_type: 'table' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: { 'formData.datasource': ['Missing data for required field.'] } });
  });
});

describe('explore bootstrap', () => {
  it('opens a saved chart: its form data, the dataset metadata, the slice and who changed it', async () => {
    const params = JSON.stringify({ viz_type: 'table', metrics: ['count'], groupby: ['name'], since: '2024-01-01', until: 'now' });
    const id = await createChart({ slice_name: 'Events by name', viz_type: 'table', datasource_id: events, params, description: 'a <b>bold</b> chart' });
    const response = await call('gamma', 'GET', `/api/v1/explore/?slice_id=${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json();
    expect(result.form_data).toEqual({
      viz_type: 'table',
      metrics: ['count'],
      groupby: ['name'],
      time_range: '2024-01-01 : now',
      slice_id: id,
      datasource: `${events}__table`,
      url_params: { slice_id: String(id) },
    });
    const metadata = (await call('gamma', 'GET', `/superset/fetch_datasource_metadata?datasourceKey=${events}__table`)).json();
    expect(result.dataset).toEqual(metadata);
    expect(result.dataset.columns.map((c: { column_name: string }) => c.column_name)).toEqual(['id', 'ts', 'name', 'amount']);
    expect(result.slice).toMatchObject({
      slice_id: id,
      slice_name: 'Events by name',
      slice_url: `/explore/?slice_id=${id}`,
      datasource: 'main.events',
      description_markeddown: '<p>a &lt;b&gt;bold&lt;/b&gt; chart</p>',
      query_context: null,
    });
    expect(result.metadata).toMatchObject({ owners: ['admin'], dashboards: [], changed_by: 'admin' });
    expect(result.message).toBeNull();
  });

  it('opens a dataset with only its datasource in the form data', async () => {
    const response = await call('gamma', 'GET', `/api/v1/explore/?datasource_id=${events}&datasource_type=table&viz_type=line`);
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json();
    expect(result.form_data).toEqual({
      datasource: `${events}__table`,
      url_params: { datasource_id: String(events), datasource_type: 'table', viz_type: 'line' },
    });
    expect(result.dataset).toMatchObject({ id: events, uid: `${events}__table`, table_name: 'events' });
    expect(result.slice).toBeNull();
  });

  it('opens a permalink with its URL parameters', async () => {
    const key = (await call('gamma', 'POST', '/api/v1/explore/permalink', { formData: { datasource: `${events}__table`, viz_type: 'pie' }, urlParams: [['standalone', '2']] })).json().key;
    const { result } = (await call('gamma', 'GET', `/api/v1/explore/?permalink_key=${key}`)).json();
    expect(result.form_data).toEqual({ datasource: `${events}__table`, viz_type: 'pie', url_params: { standalone: '2', permalink_key: key } });
    expect(result.dataset.id).toBe(events);
  });

  it('answers 404 for a hidden or missing chart and 403 for a hidden dataset', async () => {
    const hiddenChart = await createChart({ slice_name: 'Secret', datasource_id: secrets });
    expect((await call('gamma', 'GET', `/api/v1/explore/?slice_id=${hiddenChart}`)).statusCode).toBe(404);
    expect((await call('gamma', 'GET', '/api/v1/explore/?slice_id=999999')).statusCode).toBe(404);
    const denied = await call('gamma', 'GET', `/api/v1/explore/?datasource_id=${secrets}&datasource_type=table`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errors[0]).toMatchObject({ error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR', extra: { datasource_id: secrets } });
  });

  it('opens a chart whose dataset is gone with the missing-dataset placeholder', async () => {
    const orphan = await createChart({ slice_name: 'Orphan', datasource_id: events });
    await t.store.db.updateTable('slices').set({ datasource_id: 888888 }).where('id', '=', orphan).execute();
    const { result } = (await call('admin', 'GET', `/api/v1/explore/?slice_id=${orphan}&form_data_key=gone`)).json();
    expect(result.dataset).toMatchObject({ name: '[Missing Dataset]', columns: [], metrics: [] });
    expect(result.form_data.datasource).toBe('888888__table');
    expect(result.message).toBe('Form data not found in cache, reverting to chart metadata.');
  });
});
