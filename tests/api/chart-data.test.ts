import { tableFromIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { USERS, apiLogin, browserLogin, createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let admin: Record<string, string>;
let gamma: Record<string, string>;
let birthNames: number;

const chartData = (headers: Record<string, string>, payload: unknown, query = '') =>
  t.app.inject({ method: 'POST', url: `/api/v1/chart/data${query}`, headers, payload: payload as object });

const context = (queries: unknown[], extra: Record<string, unknown> = {}) => ({ datasource: { id: birthNames, type: 'table' }, queries, ...extra });

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  birthNames = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
  admin = { authorization: `Bearer ${(await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
  gamma = { authorization: `Bearer ${(await apiLogin(t.app, USERS.gamma.username, USERS.gamma.password)).json().access_token}` };
}, 120_000);
afterAll(async () => t?.close());

describe('POST /api/v1/chart/data', () => {
  it('aggregates a saved metric by a dimension', async () => {
    const response = await chartData(admin, context([{ columns: ['gender'], metrics: ['count'], orderby: [['count', false]], row_limit: 10 }]));
    expect(response.statusCode).toBe(200);
    const [result] = response.json().result;
    expect(result.colnames).toEqual(['gender', 'count']);
    expect(result.coltypes).toEqual([1, 0]);
    expect(result.rowcount).toBe(2);
    const total = result.data.reduce((sum: number, row: { count: number }) => sum + row.count, 0);
    expect(total).toBe(60_369);
    expect(result.status).toBe('success');
    expect(result.query).toMatch(/birth_names/);
  });

  it('runs a time series with a yearly grain and a 7-period rolling mean', async () => {
    const response = await chartData(
      admin,
      context([
        {
          columns: [{ expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1Y' }, 'gender'],
          metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' }],
          orderby: [[{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'SUM(num)' }, false]],
          row_limit: 10_000,
          post_processing: [
            { operation: 'pivot', options: { index: ['ds'], columns: ['gender'], aggregates: { 'SUM(num)': { operator: 'mean' } }, drop_missing_columns: false } },
            { operation: 'rolling', options: { rolling_type: 'mean', window: 7, min_periods: 7, columns: { 'SUM(num)': 'SUM(num)' } } },
            { operation: 'flatten' },
          ],
        },
      ]),
    );
    expect(response.statusCode).toBe(200);
    const [result] = response.json().result;
    expect(result.colnames).toEqual(['ds', 'SUM(num), boy', 'SUM(num), girl']);
    // 44 years; a 7-period window with min_periods 7 drops the first six, as Superset does.
    expect(result.rowcount).toBe(2008 - 1965 + 1 - 6);
    expect(result.data[0]['SUM(num), boy']).toBeGreaterThan(0);
    expect(new Date(result.data[0].ds).toISOString()).toBe('1971-01-01T00:00:00.000Z');
  });

  it('filters with IN (including NULL), LIKE on a number and a temporal range', async () => {
    const response = await chartData(
      admin,
      context([
        {
          columns: ['state'],
          metrics: ['count'],
          filters: [
            { col: 'state', op: 'IN', val: ['CA', 'NY', null] },
            { col: 'num', op: 'LIKE', val: '1%' },
            { col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2005-01-01' },
          ],
          orderby: [['state', true]],
        },
      ]),
    );
    expect(response.statusCode).toBe(200);
    const [result] = response.json().result;
    expect(result.data.map((r: { state: string }) => r.state)).toEqual(['CA', 'NY']);
    expect(result.from_dttm).toBe(Date.UTC(2000, 0, 1));
    expect(result.to_dttm).toBe(Date.UTC(2005, 0, 1));
  });

  it('caches results by SQL: a repeat is a hit, force re-runs', async () => {
    const body = context([{ columns: ['state'], metrics: ['count'], row_limit: 5, orderby: [['count', false]] }]);
    const first = (await chartData(admin, body)).json().result[0];
    const second = (await chartData(admin, body)).json().result[0];
    expect(second.is_cached).toBe(true);
    expect(second.cached_dttm).toBeTruthy();
    expect(second.data).toEqual(first.data);
    const forced = (await chartData(admin, { ...body, force: true })).json().result[0];
    expect(forced.is_cached).toBe(false);
  });

  it('answers result types query, timegrains, samples and drill_detail', async () => {
    const query = (await chartData(admin, context([{ columns: ['gender'], metrics: ['count'] }], { result_type: 'query' }))).json().result[0];
    expect(query.language).toBe('sql');
    expect(query.query).toMatch(/GROUP BY/i);
    const grains = (await chartData(admin, context([{}], { result_type: 'timegrains' }))).json().result[0];
    expect(grains.data.map((g: { duration: string }) => g.duration)).toEqual(expect.arrayContaining(['P1D', 'P1W', 'P1M', 'P1Y']));
    const samples = (await chartData(admin, context([{ row_limit: 5 }], { result_type: 'samples' }))).json().result[0];
    expect(samples.rowcount).toBe(5);
    expect(samples.colnames).toEqual(expect.arrayContaining(['ds', 'gender', 'name', 'num', 'state']));
    const drill = (await chartData(admin, context([{ filters: [{ col: 'gender', op: '==', val: 'girl' }], row_limit: 3, row_offset: 3 }], { result_type: 'drill_detail' }))).json().result[0];
    expect(drill.rowcount).toBe(3);
    expect(drill.total_count).toBeGreaterThan(1000);
    expect(drill.data.every((r: { gender: string }) => r.gender === 'girl')).toBe(true);
  });

  it('exports CSV, XLSX and Arrow IPC', async () => {
    const body = context([{ columns: ['gender'], metrics: ['count'], orderby: [['gender', true]] }]);
    const csv = await chartData(admin, { ...body, result_format: 'csv' });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split(/\r?\n/)[0]).toBe('gender,count');
    const xlsx = await chartData(admin, { ...body, result_format: 'xlsx' });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const arrow = await chartData(admin, { ...body, result_format: 'arrow' });
    const table = tableFromIPC(arrow.rawPayload);
    expect(table.numRows).toBe(2);
    expect(table.getChild('gender')?.toArray()).toEqual(['boy', 'girl']);
  });

  it('rejects bad requests with the right status and a JSON body', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', payload: context([{}]) })).statusCode).toBe(401);
    const invalid = await chartData(admin, { datasource: { id: birthNames, type: 'table' }, queries: [{ row_limit: -1 }] });
    expect(invalid.statusCode).toBe(400);
    const missing = await chartData(admin, { datasource: { id: 999_999, type: 'table' }, queries: [{}] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].error_type).toBe('FAILED_FETCHING_DATASOURCE_INFO_ERROR');
    const unknownMetric = await chartData(admin, context([{ metrics: ['no_such_metric'] }]));
    expect(unknownMetric.statusCode).toBe(400);
    expect(unknownMetric.json().errors[0].message).toMatch(/no_such_metric/);
    const badRange = await chartData(admin, context([{ metrics: ['count'], filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2020-01-01 : 2019-01-01' }] }]));
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().errors[0].message).toMatch(/From date cannot be larger than to date/);
  });

  it('refuses a user without access to the dataset', async () => {
    const response = await chartData(gamma, context([{ metrics: ['count'] }]));
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].error_type).toBe('DATASOURCE_SECURITY_ACCESS_ERROR');
  });

  it('keeps injection attempts harmless', async () => {
    const hostile = "x'; DROP TABLE birth_names; --";
    const response = await chartData(admin, context([{ metrics: ['count'], filters: [{ col: 'name', op: '==', val: hostile }] }]));
    expect(response.statusCode).toBe(200);
    expect(response.json().result[0].data).toEqual([{ count: 0 }]);
    const adhoc = await chartData(admin, context([{ metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*); DROP TABLE birth_names', label: 'x' }] }]));
    expect(adhoc.statusCode).toBe(400);
    const where = await chartData(admin, context([{ metrics: ['count'], extras: { where: '1=1 -- ' } }]));
    expect(where.statusCode).toBe(400);
    const still = await chartData(admin, context([{ metrics: ['count'] }]));
    expect(still.json().result[0].data).toEqual([{ count: 60_369 }]);
  });
});

describe('legacy and sample routes', () => {
  it('POST /superset/explore_json/ answers from form data', async () => {
    const { cookie, csrf } = await browserLogin(t.app, USERS.admin.username, USERS.admin.password);
    const formData = { datasource: `${birthNames}__table`, viz_type: 'table', metrics: ['count'], groupby: ['gender'], row_limit: 10, adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: '==', comparator: 'boy' }] };
    const response = await t.app.inject({ method: 'POST', url: '/superset/explore_json/', headers: { cookie, 'x-csrftoken': csrf }, payload: { form_data: JSON.stringify(formData) } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([{ gender: 'boy', count: expect.any(Number) }]);
    expect(response.json().form_data.viz_type).toBe('table');
  });

  it('POST /datasource/samples pages through rows', async () => {
    const page = (n: number) => t.app.inject({ method: 'POST', url: `/datasource/samples?datasource_type=table&datasource_id=${birthNames}&per_page=4&page=${n}`, headers: admin, payload: {} });
    const one = (await page(1)).json().result;
    const two = (await page(2)).json().result;
    expect(one.data).toHaveLength(4);
    expect(two.page).toBe(2);
    expect(two.data).not.toEqual(one.data);
  });
});

describe('global async queries', () => {
  it('answers 202 with a job, reports it through async events, and serves the result', async () => {
    const asyncApp = await createTestApp({ plugins: [...SERVER_PLUGINS], env: { FEATURE_FLAG_GLOBAL_ASYNC_QUERIES: 'true' } });
    try {
      await installExamples(asyncApp.store, asyncApp.config, { info: () => undefined });
      const id = (await asyncApp.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
      const headers = { authorization: `Bearer ${(await apiLogin(asyncApp.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
      const submitted = await asyncApp.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers, payload: { datasource: { id, type: 'table' }, queries: [{ metrics: ['count'] }] } });
      expect(submitted.statusCode).toBe(202);
      expect(submitted.json()).toMatchObject({ status: 'pending', result_url: null });
      let done: { status: string; result_url: string; job_id: string } | undefined;
      for (let i = 0; i < 100 && !done; i++) {
        const events = (await asyncApp.app.inject({ url: '/api/v1/async_event/', headers })).json().result as { status: string; result_url: string; job_id: string }[];
        done = events.find((e) => e.job_id === submitted.json().job_id && e.status !== 'running');
        if (!done) await new Promise((r) => setTimeout(r, 50));
      }
      expect(done?.status).toBe('done');
      const result = await asyncApp.app.inject({ url: done!.result_url, headers });
      expect(result.statusCode).toBe(200);
      expect(result.json().result[0].data).toEqual([{ count: 60_369 }]);
      const otherUser = { authorization: `Bearer ${(await apiLogin(asyncApp.app, USERS.alpha.username, USERS.alpha.password)).json().access_token}` };
      expect((await asyncApp.app.inject({ url: done!.result_url, headers: otherUser })).statusCode).toBe(404);
    } finally {
      await asyncApp.close();
    }
  }, 120_000);
});
