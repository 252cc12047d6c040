import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NativeFilter } from '@core/dashboard/index.js';
import type { QueryContext } from '@core/plugin-api/index.js';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { installExampleDashboard } from '../../app/server/bootstrap/example-dashboard.js';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { DEFAULT_FEATURE_FLAGS } from '../../app/server/config/tessera-config.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { mintGuestToken, type GuestRlsRule } from '../../app/server/security/guest-token.js';
import { buildQueryContext } from '../../app/web/chart/build-query-context.js';
import { dashboardChartFormData } from '../../app/web/features/dashboard/model/chart-form-data.js';
import { filterOptionsQuery } from '../../app/web/features/dashboard/native-filters/filter-query.js';
import { createWebKernel } from '../../app/web/kernel/create-web-kernel.js';
import { WEB_PLUGINS } from '../../app/web/kernel/web-plugins.js';
import { USERS, apiLogin, browserLogin, createTestApp, type TestApp } from './test-app.js';

type Chart = { id: number; slice_name: string; form_data: Record<string, unknown> };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
let adminToken: string;
let births: number;
let otherBoard: number;
let otherChart: number;
let otherDataset: number;
let birthsDataset: number;
const kernel = createWebKernel(WEB_PLUGINS, { schemaCompiler: createAjvSchemaCompiler() });

const mint = (resources: string[], rls: GuestRlsRule[] = [], settings = t.config.guestToken, now?: Date) =>
  mintGuestToken(settings, t.config.secretKey, { user: { username: 'visitor', first_name: 'Vi', last_name: 'Sitor' }, resources: resources.map((id) => ({ type: 'dashboard' as const, id })), rls }, now);

const asGuest = (token: string, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { 'x-guesttoken': token }, ...(payload === undefined ? {} : { payload: payload as object }) });
const asAdmin = (method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${adminToken}` }, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The charts of a dashboard with the query contexts its page sends for them (as the example-dashboard test builds them). */
async function dashboardQueries(dashboardId: number, extraFormData?: Record<string, unknown>): Promise<Array<{ chart: Chart; context: QueryContext }>> {
  const dashboard = (await asAdmin('GET', `/api/v1/dashboard/${dashboardId}`)).json().result;
  const metadata = JSON.parse(dashboard.json_metadata || '{}');
  const charts = (await asAdmin('GET', `/api/v1/dashboard/${dashboardId}/charts`)).json().result as Chart[];
  return charts.map((chart) => {
    const viz = kernel.vizTypes.get(String(chart.form_data['viz_type']))!;
    const formData = dashboardChartFormData(viz, chart.form_data, dashboardId, metadata);
    // JSON answers only: the guest checks read the same queries whatever the format.
    return { chart, context: { ...buildQueryContext(viz, formData, extraFormData ? { extraFormData } : {}), result_format: 'json' } as QueryContext };
  });
}

async function totalBirths(call: (context: QueryContext) => ReturnType<typeof asAdmin>, extraFormData?: Record<string, unknown>): Promise<number> {
  const big = (await dashboardQueries(births, extraFormData)).find((q) => q.chart.slice_name === 'Total births')!;
  const response = await call(big.context);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return Number(response.json().result[0].data[0]['sum__num']);
}

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS], config: { featureFlags: { ...DEFAULT_FEATURE_FLAGS, EMBEDDED_SUPERSET: true } } });
  await installExamples(t.store, t.config, { info: () => undefined });
  births = (await installExampleDashboard(t.store.db, t.security))!;
  adminToken = (await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token as string;
  birthsDataset = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
  otherDataset = (await t.store.db.selectFrom('tables').select('id').where('table_name', '!=', 'birth_names').orderBy('id').executeTakeFirstOrThrow()).id;
  const params = { viz_type: 'big_number_total', metric: 'count', datasource: `${otherDataset}__table` };
  const chart = await asAdmin('POST', '/api/v1/chart/', { slice_name: 'Other count', datasource_id: otherDataset, datasource_type: 'table', viz_type: 'big_number_total', params: JSON.stringify(params) });
  expect(chart.statusCode, chart.body).toBe(201);
  otherChart = chart.json().id;
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-1'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
    'CHART-1': { type: 'CHART', id: 'CHART-1', children: [], parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'], meta: { chartId: otherChart, width: 4, height: 50 } },
  };
  const board = await asAdmin('POST', '/api/v1/dashboard/', { dashboard_title: 'Other board', slug: 'other-board', published: true, position_json: JSON.stringify(layout) });
  expect(board.statusCode, board.body).toBe(201);
  otherBoard = board.json().id;
}, 120_000);
afterAll(async () => t?.close());

describe('a guest token for the Births dashboard', () => {
  it('reads the dashboard (by id, slug or embedded uuid), its charts and its datasets', async () => {
    const uuid = '0b9c2f8e-6a1d-4c3e-9f7a-2d5e8b1c4a70';
    const now = new Date().toISOString();
    await t.store.db.insertInto('embedded_dashboards').values({ uuid, dashboard_id: births, allow_domain_list: '[]', created_on: now, changed_on: now, created_by_fk: null, changed_by_fk: null }).execute();
    for (const resource of [String(births), 'births', uuid]) {
      const token = await mint([resource]);
      const shown = await asGuest(token, 'GET', `/api/v1/dashboard/${births}`);
      expect(shown.statusCode, `${resource}: ${shown.body}`).toBe(200);
      expect(shown.json().result.dashboard_title).toBe('Births');
    }
    const token = await mint(['births']);
    const charts = await asGuest(token, 'GET', '/api/v1/dashboard/births/charts');
    expect(charts.statusCode).toBe(200);
    expect((charts.json().result as Chart[]).map((c) => c.slice_name).sort()).toEqual(['Births by gender over the years', 'Births by state (top 10)', 'Most common names', 'Total births']);
    const datasets = await asGuest(token, 'GET', `/api/v1/dashboard/${births}/datasets`);
    expect(datasets.statusCode).toBe(200);
    expect(datasets.json().result.map((d: { id: number }) => d.id)).toEqual([birthsDataset]);
    // How the dataset is built stays on the server: no SQL, template parameters or value predicate.
    const [dataset] = datasets.json().result as Record<string, unknown>[];
    expect(dataset).toMatchObject({ sql: null, columns: expect.any(Array), metrics: expect.any(Array) });
    expect(dataset).not.toHaveProperty('template_params');
    expect(dataset).not.toHaveProperty('fetch_values_predicate');
  });

  it("answers every chart's data as the dashboard queries it, and its native filters' options", async () => {
    const token = await mint(['births']);
    for (const { chart, context } of await dashboardQueries(births)) {
      const response = await asGuest(token, 'POST', `/api/v1/chart/data?dashboard_id=${births}`, context);
      expect(response.statusCode, `${chart.slice_name}: ${response.body.slice(0, 300)}`).toBe(200);
      expect(response.json().result[0].rowcount, chart.slice_name).toBeGreaterThan(0);
    }
    const metadata = JSON.parse((await asAdmin('GET', `/api/v1/dashboard/${births}`)).json().result.json_metadata);
    const filters = metadata.native_filter_configuration as NativeFilter[];
    expect(filters.length).toBeGreaterThan(0);
    for (const filter of filters) {
      const context = filterOptionsQuery(filter, kernel.filterTypes.get(filter.filterType), {});
      expect(context, filter.name).not.toBeNull();
      const response = await asGuest(token, 'POST', '/api/v1/chart/data', context);
      expect(response.statusCode, `${filter.name}: ${response.body.slice(0, 300)}`).toBe(200);
      expect(response.json().result[0].rowcount, filter.name).toBeGreaterThan(0);
    }
    const gender = filters.find((f) => f.name === 'Gender')!;
    const values = (await asGuest(token, 'POST', '/api/v1/chart/data', filterOptionsQuery(gender, kernel.filterTypes.get(gender.filterType), {}))).json().result[0].data;
    expect(values.map((row: Record<string, unknown>) => row['gender']).sort()).toEqual(['boy', 'girl']);
  });

  it("applies the token's row filter: the total is the girls' total", async () => {
    const all = await totalBirths((context) => asAdmin('POST', '/api/v1/chart/data', context));
    const girls = await totalBirths((context) => asAdmin('POST', '/api/v1/chart/data', context), { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] });
    expect(girls).toBeLessThan(all);
    const token = await mint(['births'], [{ clause: "gender = 'girl'" }]);
    expect(await totalBirths((context) => asGuest(token, 'POST', '/api/v1/chart/data', context))).toBe(girls);
    // A rule naming another dataset leaves this one alone.
    const elsewhere = await mint(['births'], [{ dataset: otherDataset, clause: '1 = 0' }]);
    expect(await totalBirths((context) => asGuest(elsewhere, 'POST', '/api/v1/chart/data', context))).toBe(all);
    // The filter's options are filtered too.
    const metadata = JSON.parse((await asAdmin('GET', `/api/v1/dashboard/${births}`)).json().result.json_metadata);
    const gender = (metadata.native_filter_configuration as NativeFilter[]).find((f) => f.name === 'Gender')!;
    const options = await asGuest(token, 'POST', '/api/v1/chart/data', filterOptionsQuery(gender, kernel.filterTypes.get(gender.filterType), {}));
    expect(options.json().result[0].data).toEqual([{ gender: 'girl' }]);
  });

  it("applies the guest role's row-level security rules too, with the token's", async () => {
    const publicRole = (await t.store.db.selectFrom('ab_role').select('id').where('name', '=', t.config.guestToken.roleName).executeTakeFirstOrThrow()).id;
    const rule = await asAdmin('POST', '/api/v1/rowlevelsecurity/', { name: 'Guests see CA', filter_type: 'Regular', tables: [birthsDataset], roles: [publicRole], clause: "state = 'CA'" });
    expect(rule.statusCode, rule.body).toBe(201);
    try {
      const admin = (context: QueryContext) => asAdmin('POST', '/api/v1/chart/data', context);
      const california = await totalBirths(admin, { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] });
      const californianGirls = await totalBirths(admin, { filters: [{ col: 'state', op: 'IN', val: ['CA'] }, { col: 'gender', op: 'IN', val: ['girl'] }] });
      const open = await mint(['births']);
      expect(await totalBirths((context) => asGuest(open, 'POST', '/api/v1/chart/data', context))).toBe(california);
      const girls = await mint(['births'], [{ clause: "gender = 'girl'" }]);
      expect(await totalBirths((context) => asGuest(girls, 'POST', '/api/v1/chart/data', context))).toBe(californianGirls);
      // Signed-in users outside the guest role are not affected.
      expect(await totalBirths(admin)).toBeGreaterThan(california);
    } finally {
      expect((await asAdmin('DELETE', `/api/v1/rowlevelsecurity/${rule.json().id}`)).statusCode).toBe(200);
    }
  });

  it('never shares a cached answer between different row filters', async () => {
    const girls = await mint(['births'], [{ dataset: birthsDataset, clause: "gender = 'girl'" }]);
    const boys = await mint(['births'], [{ dataset: birthsDataset, clause: "gender = 'boy'" }]);
    const open = await mint(['births']);
    const girlsTotal = await totalBirths((context) => asGuest(girls, 'POST', '/api/v1/chart/data', context));
    const boysTotal = await totalBirths((context) => asGuest(boys, 'POST', '/api/v1/chart/data', context));
    const allTotal = await totalBirths((context) => asGuest(open, 'POST', '/api/v1/chart/data', context));
    expect(new Set([girlsTotal, boysTotal, allTotal]).size).toBe(3);
    expect(girlsTotal + boysTotal).toBe(allTotal);
    expect(await totalBirths((context) => asGuest(girls, 'POST', '/api/v1/chart/data', context))).toBe(girlsTotal);
  });

  it('makes and opens permalinks of its dashboard, resolves time ranges, and logs with a beacon', async () => {
    const token = await mint(['births']);
    const created = await asGuest(token, 'POST', `/api/v1/dashboard/${births}/permalink`, { dataMask: {}, activeTabs: [] });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().key as string;
    const opened = await asGuest(token, 'GET', `/api/v1/dashboard/permalink/${key}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().dashboardId ?? opened.json().result?.dashboardId).toBe(String(births));
    expect((await asGuest(await mint(['other-board']), 'GET', `/api/v1/dashboard/permalink/${key}`)).statusCode).toBe(403);
    expect((await asGuest(token, 'GET', `/api/v1/time_range/?q=${encodeURIComponent("'Last week'")}`)).statusCode).toBe(200);

    const events = JSON.stringify([{ event_name: 'mount_dashboard', source: 'dashboard', source_id: births, ts: Date.now() }]);
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const logged = await t.app.inject({ method: 'POST', url: `/superset/log/?explode=events&dashboard_id=${births}`, headers, payload: form({ events, guest_token: token }) });
    expect(logged.statusCode, logged.body).toBe(200);
    const row = await t.store.db.selectFrom('logs').select(['user_id', 'dashboard_id']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: null, dashboard_id: births });
    const anonymous = await t.app.inject({ method: 'POST', url: '/superset/log/?explode=events', headers, payload: form({ events }) });
    expect(anonymous.statusCode).toBe(401);
    const badField = await t.app.inject({ method: 'POST', url: '/superset/log/?explode=events', headers, payload: form({ events, guest_token: 'nope' }) });
    expect(badField.statusCode).toBe(401);
    expect(badField.json()).toEqual({ message: 'Invalid guest token' });
  });
});

describe('native filters of other kinds', () => {
  it("answer a range, time grain and time column filter's options, and only those", async () => {
    const big = (await asAdmin('GET', `/api/v1/dashboard/${births}/charts`)).json().result.find((c: Chart) => c.slice_name === 'Total births') as Chart;
    const target = (column?: string) => [{ datasetId: birthsDataset, ...(column ? { column: { name: column } } : {}) }];
    const filters = [
      { id: 'NATIVE_FILTER-range', name: 'Births', filterType: 'filter_range', targets: target('num'), controlValues: {}, defaultDataMask: {}, cascadeParentIds: [], scope: { rootPath: ['ROOT_ID'], excluded: [] } },
      { id: 'NATIVE_FILTER-grain', name: 'Grain', filterType: 'filter_timegrain', targets: target(), controlValues: {}, defaultDataMask: {}, cascadeParentIds: [], scope: { rootPath: ['ROOT_ID'], excluded: [] } },
      { id: 'NATIVE_FILTER-col', name: 'Time column', filterType: 'filter_timecolumn', targets: target(), controlValues: {}, defaultDataMask: {}, cascadeParentIds: [], scope: { rootPath: ['ROOT_ID'], excluded: [] } },
    ];
    const layout = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'], parents: ['ROOT_ID'] },
      'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-1'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
      'CHART-1': { type: 'CHART', id: 'CHART-1', children: [], parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'], meta: { chartId: big.id, width: 4, height: 50 } },
    };
    const created = await asAdmin('POST', '/api/v1/dashboard/', {
      dashboard_title: 'Filters board',
      position_json: JSON.stringify(layout),
      json_metadata: JSON.stringify({ native_filter_configuration: filters }),
    });
    expect(created.statusCode, created.body).toBe(201);
    // A draft: guests see exactly what their token names, published or not.
    const token = await mint([String(created.json().id)]);
    const stored = JSON.parse((await asGuest(token, 'GET', `/api/v1/dashboard/${created.json().id}`)).json().result.json_metadata).native_filter_configuration as NativeFilter[];
    expect(stored).toHaveLength(3);
    const contexts = stored.map((filter) => filterOptionsQuery(filter, kernel.filterTypes.get(filter.filterType), {})!);
    for (const [index, context] of contexts.entries()) {
      const response = await asGuest(token, 'POST', '/api/v1/chart/data', context);
      expect(response.statusCode, `${stored[index]!.name}: ${response.body.slice(0, 200)}`).toBe(200);
    }
    const range = contexts[0]!;
    const otherColumn = { ...range, queries: range.queries.map((q) => ({ ...q, metrics: [{ expressionType: 'SIMPLE' as const, aggregate: 'MAX' as const, column: { column_name: 'num_boys' }, label: 'max' }] })) };
    expect((await asGuest(token, 'POST', '/api/v1/chart/data', otherColumn)).statusCode).toBe(403);
    const sum = { ...range, queries: range.queries.map((q) => ({ ...q, metrics: [{ expressionType: 'SIMPLE' as const, aggregate: 'SUM' as const, column: { column_name: 'num' }, label: 'max' }] })) };
    expect((await asGuest(token, 'POST', '/api/v1/chart/data', sum)).statusCode).toBe(403);
    // Births' own filters are not this board's: the Births token is still needed for them.
    const gender = { ...range, queries: range.queries.map((q) => ({ ...q, metrics: [], columns: ['gender'] })) };
    expect((await asGuest(token, 'POST', '/api/v1/chart/data', gender)).statusCode).toBe(403);
    expect((await asGuest(await mint(['births']), 'POST', '/api/v1/chart/data', gender)).statusCode).toBe(200);
  });
});

describe('a guest token for dashboard A', () => {
  it('cannot read dashboard B, its charts or its datasets', async () => {
    const token = await mint(['births']);
    for (const url of [`/api/v1/dashboard/${otherBoard}`, '/api/v1/dashboard/other-board', `/api/v1/dashboard/${otherBoard}/charts`, `/api/v1/dashboard/${otherBoard}/datasets`]) {
      const response = await asGuest(token, 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden' });
    }
    expect((await asGuest(token, 'POST', `/api/v1/dashboard/${otherBoard}/permalink`, {})).statusCode).toBe(403);
    const [other] = await dashboardQueries(otherBoard);
    expect((await asAdmin('POST', '/api/v1/chart/data', other!.context)).statusCode).toBe(200);
    const data = await asGuest(token, 'POST', '/api/v1/chart/data', other!.context);
    expect(data.statusCode).toBe(403);
    for (const url of [`/api/v1/chart/${otherChart}`, `/api/v1/dataset/${otherDataset}`, `/api/v1/dataset/${birthsDataset}`]) {
      expect((await asGuest(token, 'GET', url)).statusCode, url).toBe(403);
    }
  });

  it('cannot call any route an embedded dashboard does not need', async () => {
    const token = await mint(['births']);
    const examples = (await t.store.db.selectFrom('dbs').select('id').executeTakeFirstOrThrow()).id;
    const calls: Array<[Method, string, unknown?]> = [
      ['GET', '/api/v1/dataset/'],
      ['GET', '/api/v1/chart/'],
      ['GET', '/api/v1/dashboard/'],
      ['GET', '/api/v1/database/'],
      ['POST', '/api/v1/sqllab/execute/', { database_id: examples, sql: 'SELECT 1', runAsync: false }],
      ['PUT', `/api/v1/dashboard/${births}`, { dashboard_title: 'Mine' }],
      ['POST', `/api/v1/dashboard/${births}/favorites/`],
      ['GET', '/api/v1/dashboard/favorite_status/?q=!(1)'],
      ['GET', `/api/v1/datasource/table/${birthsDataset}/column/gender/values/`],
      ['GET', '/api/v1/log/recent_activity/'],
      ['GET', '/api/v1/security/roles/'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await asGuest(token, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toEqual({ message: 'Forbidden' });
    }
    expect((await asGuest(token, 'GET', '/api/v1/me/')).statusCode).toBe(401);
  });

  it('cannot ask its charts for columns or metrics they do not use, nor for the SQL', async () => {
    const token = await mint(['births']);
    const queries = await dashboardQueries(births);
    const big = queries.find((q) => q.chart.slice_name === 'Total births')!.context;
    const withQuery = (change: Record<string, unknown>): QueryContext => ({ ...big, queries: big.queries.map((q) => ({ ...q, ...change })) });
    const refused: QueryContext[] = [
      withQuery({ metrics: [{ expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'num' }, label: 'sum__num' }] }),
      withQuery({ metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(DISTINCT name)', label: 'sum__num' }] }),
      withQuery({ columns: ['name'] }),
      withQuery({ orderby: [['name', true]] }),
      { ...big, result_type: 'query' },
      // Another chart's id does not lend its columns to this query.
      { ...withQuery({ columns: ['name'] }), form_data: { ...big.form_data!, slice_id: otherChart } },
      // Without a chart, only a native filter's column may be asked for.
      { ...withQuery({ columns: ['name'], metrics: [] }), form_data: { datasource: big.form_data!.datasource, viz_type: 'table' } },
    ];
    for (const context of refused) {
      const response = await asGuest(token, 'POST', '/api/v1/chart/data', context);
      expect(response.statusCode, JSON.stringify(context.queries[0]).slice(0, 200)).toBe(403);
    }
    // Filters, time range and row limit may change.
    const narrowed = withQuery({ filters: [{ col: 'state', op: 'IN', val: ['CA'] }], time_range: 'No filter', row_limit: 5 });
    expect((await asGuest(token, 'POST', '/api/v1/chart/data', narrowed)).statusCode).toBe(200);
    const legacy = await asGuest(token, 'POST', '/superset/explore_json/', { form_data: { ...big.form_data, groupby: ['name'], metrics: ['sum__num'] } });
    expect(legacy.statusCode).toBe(403);
  });

  it('acts as the guest, not as the signed-in user of the same browser', async () => {
    const token = await mint(['births']);
    const { cookie } = await browserLogin(t.app, USERS.admin.username, USERS.admin.password);
    const both = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie, 'X-GuestToken': token } });
    expect((await both(`/api/v1/dashboard/${otherBoard}`)).statusCode).toBe(403);
    expect((await both('/api/v1/database/')).statusCode).toBe(403);
    expect((await both(`/api/v1/dashboard/${births}`)).statusCode).toBe(200);
  });
});

describe('async chart data for guests', () => {
  it("runs a guest's query as a job on the guest's own channel, whose result only that grant reads", async () => {
    t.config.featureFlags['GLOBAL_ASYNC_QUERIES'] = true;
    try {
      const girls = await mint(['births'], [{ clause: "gender = 'girl'" }]);
      const boys = await mint(['births'], [{ clause: "gender = 'boy'" }]);
      const big = (await dashboardQueries(births)).find((q) => q.chart.slice_name === 'Total births')!.context;
      const submitted = await asGuest(girls, 'POST', '/api/v1/chart/data', big);
      expect(submitted.statusCode, submitted.body).toBe(202);
      const job = submitted.json() as { channel_id: string; job_id: string };
      expect(job.channel_id).toMatch(/^guest-/);
      let done: { status: string; result_url: string | null } | undefined;
      for (let i = 0; i < 100 && !done; i++) {
        const events = (await asGuest(girls, 'GET', '/api/v1/async_event/')).json().result as Array<{ job_id: string; status: string; result_url: string | null }>;
        done = events.find((e) => e.job_id === job.job_id && e.status !== 'running');
        if (!done) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(done?.status).toBe('done');
      // Another grant neither sees the job nor reads its result.
      expect(((await asGuest(boys, 'GET', '/api/v1/async_event/')).json().result as Array<{ job_id: string }>).some((e) => e.job_id === job.job_id)).toBe(false);
      expect((await asGuest(boys, 'GET', done!.result_url!)).statusCode).toBe(404);
      const result = await asGuest(girls, 'GET', done!.result_url!);
      expect(result.statusCode).toBe(200);
      const girlsTotal = await totalBirths((context) => asAdmin('POST', '/api/v1/chart/data', { ...context, result_type: 'results' } as QueryContext), { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] });
      expect(Number(result.json().result[0].data[0]['sum__num'])).toBe(girlsTotal);
      // A query the guest may not make is refused before any job starts.
      const refused = await asGuest(girls, 'POST', '/api/v1/chart/data', { ...big, queries: big.queries.map((q) => ({ ...q, columns: ['name'] })) });
      expect(refused.statusCode).toBe(403);
    } finally {
      t.config.featureFlags['GLOBAL_ASYNC_QUERIES'] = false;
    }
  });
});

describe('refused guest tokens', () => {
  it('answers 401 for expired, tampered, wrong-audience and wrong-algorithm tokens', async () => {
    const expired = await mint(['births'], [], t.config.guestToken, new Date(Date.now() - 3_600_000));
    const good = await mint(['births']);
    const [head, body, signature] = good.split('.') as [string, string, string];
    const at = Math.floor(signature.length / 2);
    const tampered = `${head}.${body}.${signature.slice(0, at)}${signature[at] === 'A' ? 'B' : 'A'}${signature.slice(at + 1)}`;
    const audience = await mint(['births'], [], { ...t.config.guestToken, audience: 'someone-else' });
    const algorithm = await mint(['births'], [], { ...t.config.guestToken, algorithm: 'HS512' });
    const cases: Array<[string, string]> = [
      [expired, 'Guest token has expired'],
      [tampered, 'Invalid guest token'],
      [audience, 'Invalid guest token'],
      [algorithm, 'Invalid guest token'],
      ['not-a-token', 'Invalid guest token'],
    ];
    for (const [token, message] of cases) {
      const response = await asGuest(token, 'GET', `/api/v1/dashboard/${births}`);
      expect(response.statusCode, message).toBe(401);
      expect(response.json()).toEqual({ message });
    }
  });

  it('is not read at all with EMBEDDED_SUPERSET off', async () => {
    const off = await createTestApp({ plugins: [...SERVER_PLUGINS] });
    try {
      const token = await mintGuestToken(off.config.guestToken, off.config.secretKey, { user: {}, resources: [{ type: 'dashboard', id: '1' }], rls: [] });
      const response = await off.app.inject({ method: 'GET', url: '/api/v1/dashboard/1', headers: { 'x-guesttoken': token } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not authorized' });
    } finally {
      await off.close();
    }
  });
});
