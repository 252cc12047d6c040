import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { USERS, browserLogin, createTestApp, type TestApp } from './test-app.js';

/** The routes Superset's own clients call, in the shapes they send (issue 18 §3). */

let t: TestApp;
let admin: { cookie: string; csrf: string };
let gamma: { cookie: string; csrf: string };
let birthNames: number;
let chartId: number;

const FORM = 'application/x-www-form-urlencoded';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function multipart(fields: Record<string, string>): { body: string; type: string } {
  const boundary = '----tessera-test-boundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

const queryContext = (resultFormat = 'json') => ({
  datasource: { id: birthNames, type: 'table' },
  queries: [{ columns: ['gender'], metrics: ['count'], orderby: [['count', false]], row_limit: 10 }],
  form_data: { viz_type: 'table', datasource: `${birthNames}__table` },
  result_format: resultFormat,
  result_type: 'full',
});

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  birthNames = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
  admin = await browserLogin(t.app, USERS.admin.username, USERS.admin.password);
  gamma = await browserLogin(t.app, USERS.gamma.username, USERS.gamma.password);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/',
    headers: { cookie: admin.cookie, 'x-csrftoken': admin.csrf },
    payload: {
      slice_name: 'Births by gender',
      viz_type: 'table',
      datasource_id: birthNames,
      datasource_type: 'table',
      description: 'Counts **per gender** <script>alert(1)</script>',
      params: JSON.stringify({ metrics: ['count'], groupby: ['gender'], since: '1960-01-01', until: '1990-01-01' }),
    },
  });
  expect(created.statusCode).toBe(201);
  chartId = created.json().id;
}, 180_000);
afterAll(async () => t?.close());

describe('form-encoded chart data (Superset CSV export)', () => {
  it('answers a urlencoded POST /api/v1/chart/data with form_data and csrf_token as a CSV download', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: { cookie: admin.cookie, 'content-type': FORM },
      payload: form({ form_data: JSON.stringify(queryContext('csv')), csrf_token: admin.csrf }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=\d{8}_\d{6}\.csv$/);
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('gender,count');
    expect(lines.slice(1).map((line) => line.split(',')[0]).sort()).toEqual(['boy', 'girl']);
  });

  it('checks the form csrf_token like the header: a missing or wrong one is refused and nothing runs', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: { cookie: admin.cookie, 'content-type': FORM }, payload: form({ form_data: JSON.stringify(queryContext('csv')) }) });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ message: 'The CSRF token is missing.' });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: { cookie: admin.cookie, 'content-type': FORM }, payload: form({ form_data: JSON.stringify(queryContext('csv')), csrf_token: gamma.csrf }) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'The CSRF token is invalid.' });
  });

  it('answers JSON, XLSX and post-processed results from a form, and 400 for a broken form_data', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: { cookie: admin.cookie, 'content-type': FORM }, payload: form({ form_data: JSON.stringify(queryContext()), csrf_token: admin.csrf }) });
    expect(json.statusCode).toBe(200);
    expect(json.json().result[0].colnames).toEqual(['gender', 'count']);
    const xlsx = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: { cookie: admin.cookie, 'content-type': FORM }, payload: form({ form_data: JSON.stringify(queryContext('xlsx')), csrf_token: admin.csrf }) });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename=\d{8}_\d{6}\.xlsx$/);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const broken = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: { cookie: admin.cookie, 'content-type': FORM }, payload: form({ form_data: '{nope', csrf_token: admin.csrf }) });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: { form_data: ['Not a valid JSON.'] } });
    const invalid = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: { cookie: admin.cookie, 'content-type': FORM }, payload: form({ form_data: JSON.stringify({ queries: [] }), csrf_token: admin.csrf }) });
    expect(invalid.statusCode).toBe(400);
  });

  it('answers a multipart post (SupersetClient postPayload) the same way', async () => {
    const { body, type } = multipart({ form_data: JSON.stringify(queryContext()) });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: { cookie: admin.cookie, 'x-csrftoken': admin.csrf, 'content-type': type }, payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json().result[0].rowcount).toBe(2);
  });
});

describe('form-encoded legacy explore_json', () => {
  const legacyFormData = () => ({ datasource: `${birthNames}__table`, viz_type: 'table', metrics: ['count'], groupby: ['gender'], row_limit: 10 });

  it('answers JSON from a urlencoded form and a CSV download with ?csv=true', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/superset/explore_json/', headers: { cookie: admin.cookie, 'content-type': FORM }, payload: form({ form_data: JSON.stringify(legacyFormData()), csrf_token: admin.csrf }) });
    expect(json.statusCode).toBe(200);
    expect(json.json().data).toHaveLength(2);
    expect(json.json().form_data.viz_type).toBe('table');
    const csv = await t.app.inject({ method: 'POST', url: '/superset/explore_json/?csv=true', headers: { cookie: admin.cookie, 'content-type': FORM }, payload: form({ form_data: JSON.stringify(legacyFormData()), csrf_token: admin.csrf }) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=\d{8}_\d{6}\.csv$/);
    expect(csv.body.split(/\r?\n/)[0]).toBe('gender,count');
  });

  it('takes result_format from the form data and refuses a form without form_data', async () => {
    const xlsx = await t.app.inject({ method: 'POST', url: '/superset/explore_json/', headers: { cookie: admin.cookie, 'content-type': FORM }, payload: form({ form_data: JSON.stringify({ ...legacyFormData(), result_format: 'xlsx' }), csrf_token: admin.csrf }) });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    const empty = await t.app.inject({ method: 'POST', url: '/superset/explore_json/', headers: { cookie: admin.cookie, 'content-type': FORM }, payload: form({ csrf_token: admin.csrf }) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: { form_data: ['Missing data for required field.'] } });
  });
});

describe('form data APIs', () => {
  it('GET /api/v1/form_data/?slice_id= answers the chart form data, {} for an unknown chart', async () => {
    const response = await t.app.inject({ url: `/api/v1/form_data/?slice_id=${chartId}`, headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      metrics: ['count'],
      groupby: ['gender'],
      time_range: '1960-01-01 : 1990-01-01',
      slice_id: chartId,
      viz_type: 'table',
      datasource: `${birthNames}__table`,
    });
    expect((await t.app.inject({ url: '/api/v1/form_data/?slice_id=999999', headers: { cookie: admin.cookie } })).json()).toEqual({});
    expect((await t.app.inject({ url: `/api/v1/form_data/?slice_id=${chartId}` })).statusCode).toBe(401);
  });

  it('stores explore form data under a key that the explore API opens, for its owner only', async () => {
    const headers = { cookie: admin.cookie, 'x-csrftoken': admin.csrf };
    const state = { datasource: `${birthNames}__table`, viz_type: 'pie', metric: 'count', groupby: ['state'] };
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/explore/form_data?tab_id=2', headers, payload: { datasource_id: birthNames, datasource_type: 'table', form_data: JSON.stringify(state) } });
    expect(created.statusCode).toBe(201);
    const { key } = created.json() as { key: string };
    expect((await t.app.inject({ url: `/api/v1/explore/form_data/${key}`, headers })).json()).toEqual({ form_data: JSON.stringify(state) });
    const opened = (await t.app.inject({ url: `/api/v1/explore/?form_data_key=${key}&datasource_id=${birthNames}&datasource_type=table`, headers })).json().result;
    expect(opened.form_data).toMatchObject({ viz_type: 'pie', metric: 'count', groupby: ['state'] });
    expect(opened.message).toBeNull();

    const changed = await t.app.inject({ method: 'PUT', url: `/api/v1/explore/form_data/${key}`, headers, payload: { datasource_id: birthNames, datasource_type: 'table', form_data: JSON.stringify({ ...state, viz_type: 'bar' }) } });
    expect(changed.json()).toEqual({ key });
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/v1/explore/form_data/${key}`, headers: { cookie: gamma.cookie, 'x-csrftoken': gamma.csrf } });
    expect(foreign.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/explore/form_data', headers, payload: { datasource_id: birthNames, datasource_type: 'table', form_data: '{oops' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: { form_data: ['JSON not valid'] } });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/explore/form_data/${key}`, headers })).json()).toEqual({ message: 'Deleted successfully' });
    expect((await t.app.inject({ url: `/api/v1/explore/form_data/${key}`, headers })).statusCode).toBe(404);
    const fallback = (await t.app.inject({ url: `/api/v1/explore/?form_data_key=${key}&slice_id=${chartId}`, headers })).json().result;
    expect(fallback.message).toBe('Form data not found in cache, reverting to chart metadata.');
  });
});

describe('documented fields and legacy explore links', () => {
  it('lists charts with description_markeddown rendered as safe HTML', async () => {
    const list = await t.app.inject({ url: `/api/v1/chart/?q=(filters:!((col:id,opr:eq,value:${chartId})))`, headers: { cookie: admin.cookie } });
    expect(list.json().result[0].description_markeddown).toBe('<p>Counts <strong>per gender</strong> &lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('keeps dataset folders through PUT and answers them in the dataset', async () => {
    const detail = (await t.app.inject({ url: `/api/v1/dataset/${birthNames}`, headers: { cookie: admin.cookie } })).json().result;
    expect(detail.folders).toBeNull();
    const metric = detail.metrics[0] as { uuid: string };
    const folders = [{ uuid: '6f2c1a0e-9d1b-4b7e-8a53-0d7f3c2b9e11', type: 'folder', name: 'Metrics', description: null, children: [{ uuid: metric.uuid, type: 'metric' }] }];
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/dataset/${birthNames}`, headers: { cookie: admin.cookie, 'x-csrftoken': admin.csrf }, payload: { folders } });
    expect(put.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/dataset/${birthNames}`, headers: { cookie: admin.cookie } })).json().result.folders).toEqual(folders);
    const wrong = await t.app.inject({ method: 'PUT', url: `/api/v1/dataset/${birthNames}`, headers: { cookie: admin.cookie, 'x-csrftoken': admin.csrf }, payload: { folders: [{ type: 'folder' }] } });
    expect(wrong.statusCode).toBe(400);
  });

  it('lists saved queries with changed_by', async () => {
    const headers = { cookie: admin.cookie, 'x-csrftoken': admin.csrf };
    const database = (await t.store.db.selectFrom('tables').select('database_id').where('id', '=', birthNames).executeTakeFirstOrThrow()).database_id;
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/saved_query/', headers, payload: { db_id: database, label: 'Boys', sql: 'SELECT 1', schema: 'main' } });
    expect(created.statusCode).toBe(201);
    const list = (await t.app.inject({ url: '/api/v1/saved_query/', headers })).json();
    expect(list.list_columns).toContain('changed_by.first_name');
    expect(list.result.find((q: { label: string }) => q.label === 'Boys').changed_by).toMatchObject({ id: expect.any(Number), first_name: expect.any(String) });
  });

  it('redirects /superset/explore/ to /explore/ keeping the query', async () => {
    const keyed = await t.app.inject({ url: '/superset/explore/?form_data_key=abc123XYZ&slice_id=7', headers: { cookie: admin.cookie } });
    expect(keyed.statusCode).toBe(302);
    expect(keyed.headers.location).toBe('/explore/?form_data_key=abc123XYZ&slice_id=7');
    const legacy = await t.app.inject({ url: `/superset/explore/?form_data=${encodeURIComponent(JSON.stringify({ slice_id: chartId }))}` });
    expect(legacy.headers.location).toBe(`/explore/?form_data=${encodeURIComponent(JSON.stringify({ slice_id: chartId })).replace(/%20/g, '+')}&slice_id=${chartId}`);
    const byPath = await t.app.inject({ url: `/superset/explore/table/${birthNames}/` });
    expect(byPath.headers.location).toBe(`/explore/?datasource_type=table&datasource_id=${birthNames}`);
  });
});
