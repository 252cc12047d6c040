import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rison from 'rison';
import { expectDatasetDenied, setUpDataAccessApp, type DataAccessApp } from './data-access-fixture.js';

/**
 * Every route that reads data, or tells what data exists, as a user whose only data grant is
 * `datasource_access` on birth_names: flights (another dataset of the same database) stays
 * unreadable everywhere, birth_names works everywhere.
 */

let d: DataAccessApp;
let flightsChart: number;
let birthsChart: number;
const q = (value: unknown) => encodeURIComponent(rison.encode(value));
const layout = (chartIds: number[]) => {
  const positions: Record<string, unknown> = { DASHBOARD_VERSION_KEY: 'v2', ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] }, GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW'], parents: ['ROOT_ID'] } };
  positions['ROW'] = { type: 'ROW', id: 'ROW', children: chartIds.map((id) => `CHART-${id}`), parents: ['ROOT_ID', 'GRID_ID'], meta: {} };
  for (const id of chartIds) positions[`CHART-${id}`] = { type: 'CHART', id: `CHART-${id}`, children: [], parents: ['ROOT_ID', 'GRID_ID', 'ROW'], meta: { chartId: id, width: 4, height: 50 } };
  return JSON.stringify(positions);
};

beforeAll(async () => {
  d = await setUpDataAccessApp();
  await d.grantDataset('births_reader', 'birth_names');
  await d.addUser('reader', ['Gamma', 'births_reader']);
  await d.addUser('sql_reader', ['Gamma', 'sql_lab', 'births_reader']);
  await d.grantExamples('examples_reader');
  await d.addUser('db_reader', ['Gamma', 'examples_reader']);
  await d.addUser('db_sql_reader', ['Gamma', 'sql_lab', 'examples_reader']);
  const chart = async (table: string, params: Record<string, unknown>) => {
    const body = { slice_name: `${table} chart`, viz_type: 'table', datasource_id: d.datasets[table], datasource_type: 'table', params: JSON.stringify({ viz_type: 'table', datasource: `${d.datasets[table]}__table`, ...params }) };
    const response = await d.call('admin', 'POST', '/api/v1/chart/', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  flightsChart = await chart('flights', { metrics: ['count'], groupby: ['ORIGIN_AIRPORT'], adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ORIGIN_AIRPORT', operator: '==', comparator: 'secret-value' }] });
  birthsChart = await chart('birth_names', { metrics: ['count'], groupby: ['gender'] });
}, 180_000);
afterAll(async () => d?.close());

describe('chart data', () => {
  const query = { columns: ['gender'], metrics: ['count'], row_limit: 10 };

  it('refuses every result type on an unreadable dataset, naming it', async () => {
    for (const resultType of ['full', 'results', 'samples', 'query', 'drill_detail', 'timegrains', 'columns', 'post_processed']) {
      expectDatasetDenied(await d.chartData('reader', 'flights', [{ metrics: ['count'] }], { result_type: resultType }), 'flights');
    }
    for (const resultType of ['full', 'samples', 'drill_detail', 'timegrains', 'columns']) {
      const allowed = await d.chartData('reader', 'birth_names', [query], { result_type: resultType });
      expect(allowed.statusCode, `${resultType}: ${allowed.body}`).toBe(200);
    }
  });

  it('refuses every file format and post-processed queries, as native filter option queries are', async () => {
    for (const format of ['json', 'csv', 'xlsx']) {
      expectDatasetDenied(await d.chartData('reader', 'flights', [{ metrics: ['count'] }], { result_format: format }), 'flights');
    }
    const pivot = [{ operation: 'pivot', options: { index: ['ORIGIN_AIRPORT'], aggregates: { count: { operator: 'mean' } } } }];
    expectDatasetDenied(await d.chartData('reader', 'flights', [{ columns: ['ORIGIN_AIRPORT'], metrics: ['count'], post_processing: pivot }]), 'flights');
    // A select filter's options: distinct values through chart data.
    expectDatasetDenied(await d.chartData('reader', 'flights', [{ columns: ['ORIGIN_AIRPORT'], metrics: [], row_limit: 1000 }]), 'flights');
    expect((await d.chartData('reader', 'birth_names', [query], { result_format: 'csv' })).statusCode).toBe(200);
  });

  it('downloads CSV and Excel only with can_csv; the same query answers JSON without it', async () => {
    await d.grantDataset('births_no_download', 'birth_names');
    await d.grant('births_no_download', 'can_read', 'Chart');
    await d.addUser('no_download', ['births_no_download']);
    expect((await d.chartData('no_download', 'birth_names', [query])).statusCode).toBe(200);
    for (const format of ['csv', 'xlsx']) {
      const refused = await d.chartData('no_download', 'birth_names', [query], { result_format: format });
      expect(refused.statusCode, format).toBe(403);
      expect(refused.json().errors[0]).toMatchObject({ error_type: 'CHART_SECURITY_ACCESS_ERROR', message: 'You do not have permission to download data as CSV or Excel.' });
    }
  });

  it('refuses the legacy explore_json and the samples route', async () => {
    const formData = (table: string) => ({ form_data: JSON.stringify({ datasource: `${d.datasets[table]}__table`, viz_type: 'table', metrics: ['count'] }) });
    expectDatasetDenied(await d.call('reader', 'POST', '/superset/explore_json/', formData('flights')), 'flights');
    expect((await d.call('reader', 'POST', '/superset/explore_json/', formData('birth_names'))).statusCode).toBe(200);
    const samples = (table: string) => `/datasource/samples?datasource_type=table&datasource_id=${d.datasets[table]}&per_page=5`;
    expectDatasetDenied(await d.call('reader', 'POST', samples('flights'), {}), 'flights');
    expect((await d.call('reader', 'POST', samples('birth_names'), {})).statusCode).toBe(200);
  });
});

describe('datasets and their values', () => {
  it('lists and shows only the readable dataset, and hides the other one', async () => {
    const list = (await d.call('reader', 'GET', '/api/v1/dataset/')).json();
    expect(list.result.map((r: { table_name: string }) => r.table_name)).toEqual(['birth_names']);
    expect((await d.call('reader', 'GET', `/api/v1/dataset/${d.datasets['flights']}`)).statusCode).toBe(404);
    expect((await d.call('reader', 'GET', `/api/v1/dataset/${d.datasets['birth_names']}`)).statusCode).toBe(200);
    expect((await d.call('reader', 'GET', `/api/v1/dataset/${d.datasets['flights']}/related_objects`)).statusCode).toBe(404);
    expect((await d.call('reader', 'GET', `/superset/fetch_datasource_metadata?datasourceKey=${d.datasets['flights']}__table`)).statusCode).toBe(404);
    expect((await d.call('reader', 'GET', `/superset/fetch_datasource_metadata?datasourceKey=${d.datasets['birth_names']}__table`)).statusCode).toBe(200);
    // The related and distinct pickers only know what the caller reads.
    expect((await d.call('reader', 'GET', '/api/v1/dataset/related/database')).json().result.map((r: { text: string }) => r.text)).toEqual(['examples']);
    expect((await d.call('reader', 'GET', '/api/v1/dataset/distinct/schema')).json().count).toBe(1);
    expect((await d.call('gamma', 'GET', '/api/v1/dataset/distinct/schema')).json().count).toBe(0);
    expect((await d.call('gamma', 'GET', '/api/v1/dataset/related/database')).json().count).toBe(0);
  });

  it('answers column values only for a readable dataset', async () => {
    const values = (table: string, column: string) => d.call('reader', 'GET', `/api/v1/datasource/table/${d.datasets[table]}/column/${column}/values/`);
    expectDatasetDenied(await values('flights', 'ORIGIN_AIRPORT'), 'flights');
    const genders = await values('birth_names', 'gender');
    expect(genders.statusCode, genders.body).toBe(200);
    expect([...genders.json().result].sort()).toEqual(['boy', 'girl']);
    expect((await d.call('reader', 'GET', '/api/v1/datasource/table/999999/column/x/values/')).statusCode).toBe(404);
  });
});

describe('charts and explore', () => {
  it('hides a chart on an unreadable dataset from its reads, list and favourites', async () => {
    expect((await d.call('reader', 'GET', `/api/v1/chart/${flightsChart}`)).statusCode).toBe(404);
    expect((await d.call('reader', 'GET', `/api/v1/chart/${birthsChart}`)).statusCode).toBe(200);
    expect((await d.call('reader', 'GET', '/api/v1/chart/')).json().ids).toEqual([birthsChart]);
    expect((await d.call('reader', 'POST', `/api/v1/chart/${flightsChart}/favorites/`)).statusCode).toBe(404);
    expect((await d.call('reader', 'GET', `/api/v1/chart/favorite_status/?q=${q([flightsChart])}`)).statusCode).toBe(404);
  });

  it('refuses the explore bootstrap and permalinks of an unreadable dataset', async () => {
    const denied = await d.call('reader', 'GET', `/api/v1/explore/?datasource_type=table&datasource_id=${d.datasets['flights']}`);
    // Explore says it in the words chart data uses, and still names what was asked for.
    expectDatasetDenied(denied, 'flights');
    expect(denied.json().errors[0].extra).toEqual({ datasource_id: d.datasets['flights'], datasource_type: 'table' });
    expect((await d.call('reader', 'GET', `/api/v1/explore/?slice_id=${flightsChart}`)).statusCode).toBe(404);
    expect((await d.call('reader', 'GET', `/api/v1/explore/?slice_id=${birthsChart}`)).statusCode).toBe(200);
    const permalink = await d.call('reader', 'POST', '/api/v1/explore/permalink', { formData: { datasource: `${d.datasets['flights']}__table`, viz_type: 'table' } });
    expect(permalink.statusCode).toBe(404);
  });
});

describe('dashboards', () => {
  let mixed: number;
  let flightsOnly: number;

  beforeAll(async () => {
    const create = async (body: Record<string, unknown>) => (await d.call('admin', 'POST', '/api/v1/dashboard/', body)).json().id as number;
    mixed = await create({ dashboard_title: 'Mixed', published: true, position_json: layout([birthsChart, flightsChart]) });
    flightsOnly = await create({ dashboard_title: 'Flights only', published: true, position_json: layout([flightsChart]) });
  });

  it('shows a dashboard with one readable dataset; its other charts come without their query and their data is refused', async () => {
    expect((await d.call('reader', 'GET', `/api/v1/dashboard/${mixed}`)).statusCode).toBe(200);
    const charts = (await d.call('reader', 'GET', `/api/v1/dashboard/${mixed}/charts`)).json().result as Record<string, unknown>[];
    expect(charts.map((c) => c['id'])).toEqual([flightsChart, birthsChart].sort((a, b) => a - b));
    const hidden = charts.find((c) => c['id'] === flightsChart)!;
    expect(hidden).toMatchObject({ slice_name: 'flights chart', viz_type: 'table', datasource_id: d.datasets['flights'], datasource_name_text: 'flights' });
    expect(hidden['form_data']).toEqual({ slice_id: flightsChart, viz_type: 'table', datasource: `${d.datasets['flights']}__table` });
    expect(JSON.stringify(hidden)).not.toContain('secret-value');
    const datasets = (await d.call('reader', 'GET', `/api/v1/dashboard/${mixed}/datasets`)).json().result;
    expect(datasets.map((r: { table_name: string }) => r.table_name)).toEqual(['birth_names']);
    expectDatasetDenied(await d.chartData('reader', 'flights', [{ metrics: ['count'] }], { form_data: { slice_id: flightsChart, dashboardId: mixed } }), 'flights');
  });

  it('hides a dashboard whose datasets are all unreadable from every dashboard route', async () => {
    expect((await d.call('reader', 'GET', '/api/v1/dashboard/')).json().ids).not.toContain(flightsOnly);
    for (const path of ['', '/charts', '/datasets']) expect((await d.call('reader', 'GET', `/api/v1/dashboard/${flightsOnly}${path}`)).statusCode).toBe(404);
    expect((await d.call('reader', 'POST', `/api/v1/dashboard/${flightsOnly}/favorites/`)).statusCode).toBe(404);
    expect((await d.call('reader', 'POST', `/api/v1/dashboard/${flightsOnly}/permalink`, {})).statusCode).toBe(404);
    const adminLink = (await d.call('admin', 'POST', `/api/v1/dashboard/${flightsOnly}/permalink`, {})).json().key;
    expect((await d.call('reader', 'GET', `/api/v1/dashboard/permalink/${adminLink}`)).statusCode).toBe(404);
    expect((await d.call('alpha', 'GET', `/api/v1/dashboard/${flightsOnly}/charts`)).statusCode).toBe(200);
  });

  it('shows a published dashboard without charts to everyone, a draft one to its owners and admins only', async () => {
    const empty = (await d.call('admin', 'POST', '/api/v1/dashboard/', { dashboard_title: 'Notes only', published: true })).json().id;
    const draft = (await d.call('admin', 'POST', '/api/v1/dashboard/', { dashboard_title: 'Notes draft' })).json().id;
    expect((await d.call('gamma', 'GET', `/api/v1/dashboard/${empty}`)).statusCode).toBe(200);
    expect((await d.call('gamma', 'GET', `/api/v1/dashboard/${draft}`)).statusCode).toBe(404);
    expect((await d.call('admin', 'GET', `/api/v1/dashboard/${draft}`)).statusCode).toBe(200);
  });
});

describe('SQL Lab and saved queries', () => {
  const execute = (user: string) => d.call(user, 'POST', '/api/v1/sqllab/execute/', { database_id: d.examplesId, sql: 'SELECT COUNT(*) AS n FROM flights', runAsync: false });

  it('needs SQL Lab permissions and access to the whole database', async () => {
    expect((await execute('db_reader')).statusCode).toBe(403);
    const partial = await execute('sql_reader');
    expect(partial.statusCode).toBe(403);
    expect(partial.json().errors[0].error_type).toBe('DATABASE_SECURITY_ACCESS_ERROR');
    const allowed = await execute('db_sql_reader');
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it("keeps each user's saved queries to themselves", async () => {
    const saved = await d.call('admin', 'POST', '/api/v1/saved_query/', { db_id: d.examplesId, schema: 'main', label: 'flights', sql: 'SELECT * FROM flights' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await d.call('db_sql_reader', 'GET', `/api/v1/saved_query/${saved.json().id}`)).statusCode).toBe(404);
    expect((await d.call('db_sql_reader', 'GET', '/api/v1/saved_query/')).json().count).toBe(0);
  });
});

describe('async chart data results', () => {
  let a: DataAccessApp;
  beforeAll(async () => {
    a = await setUpDataAccessApp({}, { FEATURE_FLAG_GLOBAL_ASYNC_QUERIES: 'true' });
    await a.grantDataset('births_reader', 'birth_names');
    await a.addUser('reader', ['Gamma', 'births_reader']);
    await a.addUser('reader2', ['Gamma', 'births_reader']);
  }, 180_000);
  afterAll(async () => a?.close());

  /** Starts a job as `user` and waits for its event; answers the result URL. */
  async function finishedJob(user: string): Promise<string> {
    const submitted = await a.chartData(user, 'birth_names', [{ metrics: ['count'] }]);
    expect(submitted.statusCode, submitted.body).toBe(202);
    for (let i = 0; i < 200; i++) {
      const events = (await a.call(user, 'GET', '/api/v1/async_event/')).json().result as { job_id: string; status: string; result_url: string }[];
      const done = events.find((e) => e.job_id === submitted.json().job_id && e.status !== 'running');
      if (done) return done.result_url;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the job did not finish');
  }

  it('serves a job’s result only to the user who started it, while they may still read the dataset', async () => {
    expectDatasetDenied(await a.chartData('reader', 'flights', [{ metrics: ['count'] }]), 'flights');
    const url = await finishedJob('reader');
    expect((await a.call('reader', 'GET', url)).statusCode).toBe(200);
    for (const other of ['reader2', 'admin']) expect((await a.call(other, 'GET', url)).statusCode).toBe(404);
    expect((await a.call('reader2', 'GET', '/api/v1/async_event/')).json().result).toEqual([]);

    await a.t.store.db.deleteFrom('ab_user_role').where('user_id', '=', a.userIds['reader']!).where('role_id', '=', a.roleIds['births_reader']!).execute();
    a.t.security.clearCache();
    expectDatasetDenied(await a.call('reader', 'GET', url), 'birth_names');
  });

  it('does not serve a result computed before the caller’s row-level security changed', async () => {
    const url = await finishedJob('reader2');
    expect((await a.call('reader2', 'GET', url)).statusCode).toBe(200);
    const rule = await a.call('admin', 'POST', '/api/v1/rowlevelsecurity/', { name: 'CA', filter_type: 'Regular', tables: [a.datasets['birth_names']], roles: [a.roleIds['births_reader']], clause: "state = 'CA'" });
    expect(rule.statusCode, rule.body).toBe(201);
    expect((await a.call('reader2', 'GET', url)).statusCode).toBe(404);
  });
});
