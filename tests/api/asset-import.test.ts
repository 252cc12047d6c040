import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { buildQueryContext } from '../../app/web/chart/build-query-context.js';
import { openFormData } from '../../app/web/chart/chart-form-data.js';
import { createWebKernel } from '../../app/web/kernel/create-web-kernel.js';
import { WEB_PLUGINS } from '../../app/web/kernel/web-plugins.js';
import { importForm, readFixture, zipBundle } from './superset-bundle.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
const tokens: Record<'admin' | 'alpha' | 'gamma', string> = { admin: '', alpha: '', gamma: '' };
const kernel = createWebKernel(WEB_PLUGINS, { schemaCompiler: createAjvSchemaCompiler() });

const BIRTHS_DASHBOARD = '3a4c13e1-8bed-4f90-a2ac-803da400482e';

type Files = Map<string, string>;

async function post(kind: string, body: Files | Uint8Array | null, fields: Record<string, string> = {}, user: keyof typeof tokens = 'admin') {
  const zip = body instanceof Map ? zipBundle(body) : body;
  const form = importForm(zip, fields);
  return t.app.inject({ method: 'POST', url: `/api/v1/${kind}/import/`, headers: { ...form.headers, authorization: `Bearer ${tokens[user]}` }, payload: form.payload });
}

/** Row counts of every table an import writes: "nothing written" compares two of these. */
async function counts() {
  const tables = ['dbs', 'tables', 'table_columns', 'sql_metrics', 'slices', 'slice_user', 'dashboards', 'dashboard_slices', 'dashboard_user', 'saved_query', 'ab_view_menu'] as const;
  const out = {} as Record<(typeof tables)[number], number>;
  for (const table of tables) out[table] = Number((await t.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return out;
}

/** The 422 body's per-file problems (Superset's `errors[0].extra`). */
function problemsOf(response: { statusCode: number; json(): unknown }, label: string): Record<string, unknown> {
  expect(response.statusCode).toBe(422);
  const body = response.json() as { errors: Array<{ message: string; error_type: string; extra: Record<string, unknown> }> };
  expect(body.errors[0]!.message).toBe(`Error importing ${label}`);
  expect(body.errors[0]!.error_type).toBe('GENERIC_COMMAND_ERROR');
  return body.errors[0]!.extra;
}

/** Runs a stored chart as a dashboard would: its saved query context when it has one, else built from its form data. */
async function chartData(chartId: number) {
  const chart = await t.store.db.selectFrom('slices').selectAll().where('id', '=', chartId).executeTakeFirstOrThrow();
  const params = JSON.parse(chart.params ?? '{}') as Record<string, unknown>;
  const viz = kernel.vizTypes.resolve(String(params['viz_type']), params);
  expect(viz, `${chart.slice_name}: viz ${String(params['viz_type'])}`).toBeDefined();
  const context = chart.query_context ? (JSON.parse(chart.query_context) as object) : (buildQueryContext(viz!, openFormData(viz!, params, `${chart.datasource_id}__table`)) as object);
  const payload = { ...context, result_format: 'json' };
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: { authorization: `Bearer ${tokens.admin}` }, payload });
  expect(response.statusCode, `${chart.slice_name}: ${response.payload.slice(0, 300)}`).toBe(200);
  const result = response.json().result as Array<{ rowcount: number }>;
  expect(result[0]!.rowcount, chart.slice_name!).toBeGreaterThan(0);
  return { chart, params };
}

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  for (const user of ['admin', 'alpha', 'gamma'] as const) {
    tokens[user] = (await apiLogin(t.app, USERS[user].username, USERS[user].password)).json().access_token as string;
  }
}, 120_000);
afterAll(async () => t?.close());

describe('importing Superset bundles', () => {
  it('refuses users without can_write and callers without a session, writing nothing', async () => {
    const before = await counts();
    expect((await post('dashboard', readFixture('births-dashboard'), {}, 'gamma')).statusCode).toBe(403);
    expect((await post('assets', readFixture('births-dashboard'), {}, 'alpha')).statusCode).toBe(403);
    const form = importForm(zipBundle(readFixture('births-dashboard')));
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/dashboard/import/', headers: form.headers, payload: form.payload })).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('imports the Births dashboard onto the examples: charts, layout, native filter, cross-filters and colours', async () => {
    const before = await counts();
    const response = await post('dashboard', readFixture('births-dashboard'));
    expect(response.statusCode, response.payload).toBe(200);
    expect(response.json()).toEqual({ message: 'OK' });

    const dashboard = await t.store.db.selectFrom('dashboards').selectAll().where('uuid', '=', BIRTHS_DASHBOARD).executeTakeFirstOrThrow();
    expect(dashboard).toMatchObject({ dashboard_title: 'USA Births Names', slug: 'births' });
    const after = await counts();
    // Superset's `examples` connection lands on ours, and its birth_names on our dataset.
    expect(after.dbs).toBe(before.dbs);
    expect(after.tables).toBe(before.tables);
    expect(after.slices - before.slices).toBe(9);
    const examples = await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow();
    const calculated = await t.store.db.selectFrom('table_columns').select('expression').where('table_id', '=', examples.id).where('column_name', '=', 'num_california').executeTakeFirst();
    expect(calculated?.expression).toContain("state = 'CA'");

    const charts = await t.store.db.selectFrom('slices').select(['id', 'uuid', 'slice_name', 'datasource_id']).where('uuid', 'in', await chartUuids('births-dashboard')).execute();
    expect(charts).toHaveLength(9);
    for (const chart of charts) expect(chart.datasource_id).toBe(examples.id);
    const byOldId = new Map<number, number>(charts.map((chart) => [OLD_IDS[chart.slice_name!]!, chart.id]));

    const position = JSON.parse(dashboard.position_json!) as Record<string, { type: string; meta?: { chartId?: number; uuid?: string } }>;
    const placed = Object.values(position).filter((c) => c.type === 'CHART');
    expect(placed.map((c) => c.meta!.chartId).sort()).toEqual(charts.map((c) => c.id).sort());
    const links = await t.store.db.selectFrom('dashboard_slices').select('slice_id').where('dashboard_id', '=', dashboard.id).execute();
    expect(links.map((l) => l.slice_id).sort()).toEqual(charts.map((c) => c.id).sort());

    const metadata = JSON.parse(dashboard.json_metadata!);
    const [filter] = metadata.native_filter_configuration;
    expect(filter.targets).toEqual([{ column: { name: 'gender' }, datasetId: examples.id }]);
    expect(filter.scope.excluded.sort()).toEqual([byOldId.get(15), byOldId.get(18)].sort());
    expect(filter.chartsInScope).toContain(byOldId.get(11));
    expect(Object.keys(metadata.chart_configuration)).toEqual([String(byOldId.get(12))]);
    expect(metadata.chart_configuration[String(byOldId.get(12))].id).toBe(byOldId.get(12));
    expect(metadata.label_colors).toEqual({ Girls: '#FF69B4', Boys: '#ADD8E6', girl: '#FF69B4', boy: '#ADD8E6' });
    expect(metadata.cross_filters_enabled).toBe(true);
    const owners = await t.store.db.selectFrom('dashboard_user').select('user_id').where('dashboard_id', '=', dashboard.id).execute();
    const admin = await t.store.db.selectFrom('ab_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(owners).toEqual([{ user_id: admin.id }]);
  });

  it('every imported Births chart returns data, through its saved query context or its form data', async () => {
    for (const uuid of await chartUuids('births-dashboard')) {
      const chart = await t.store.db.selectFrom('slices').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow();
      const { chart: row } = await chartData(chart.id);
      if (row.slice_name === 'Genders') expect(JSON.parse(row.query_context!).datasource.id).toBe(row.datasource_id);
    }
  });

  it('imports charts over cleaned_sales_data, long_lat and flights, migrating legacy viz types, and each returns data', async () => {
    const response = await post('chart', readFixture('example-charts'));
    expect(response.statusCode, response.payload).toBe(200);
    const types: Record<string, string> = {};
    for (const uuid of await chartUuids('example-charts')) {
      const chart = await t.store.db.selectFrom('slices').select(['id', 'slice_name', 'viz_type']).where('uuid', '=', uuid).executeTakeFirstOrThrow();
      types[chart.slice_name!] = chart.viz_type!;
      const { params } = await chartData(chart.id);
      expect(params['viz_type']).toBe(chart.viz_type);
    }
    expect(types['Revenue by Deal Size']).toBe('echarts_timeseries_bar');
    expect(types['Flights per Airline']).toBe('echarts_timeseries_line');
    expect(types['Deck.gl Arcs']).toBe('deck_arc');
  });

  it('refuses an existing dashboard without overwrite and updates it in place with overwrite, never duplicating', async () => {
    const files = readFixture('births-dashboard');
    const before = await counts();
    const refused = await post('dashboard', files);
    expect(problemsOf(refused, 'dashboard')).toMatchObject({ 'dashboards/USA_Births_Names_9.yaml': 'Dashboard already exists and `overwrite=true` was not passed' });
    expect(await counts()).toEqual(before);

    files.set('dashboards/USA_Births_Names_9.yaml', files.get('dashboards/USA_Births_Names_9.yaml')!.replace('dashboard_title: USA Births Names', 'dashboard_title: Births (imported twice)'));
    const ok = await post('dashboard', files, { overwrite: 'true' });
    expect(ok.statusCode, ok.payload).toBe(200);
    expect(await counts()).toEqual(before);
    const dashboard = await t.store.db.selectFrom('dashboards').select('dashboard_title').where('uuid', '=', BIRTHS_DASHBOARD).executeTakeFirstOrThrow();
    expect(dashboard.dashboard_title).toBe('Births (imported twice)');
  });

  it('answers bad bundles with a clear error naming the file and writes nothing', async () => {
    const before = await counts();
    const births = () => readFixture('births-dashboard');

    const noMetadata = births();
    noMetadata.delete('metadata.yaml');
    expect(problemsOf(await post('dashboard', noMetadata), 'dashboard')).toMatchObject({ 'metadata.yaml': 'Missing metadata.yaml' });

    const wrongVersion = births();
    wrongVersion.set('metadata.yaml', 'version: 2.0.0\ntype: Dashboard\ntimestamp: x\n');
    expect(problemsOf(await post('dashboard', wrongVersion), 'dashboard')).toMatchObject({ 'metadata.yaml': { version: ['Must be equal to 1.0.0.'] } });

    expect(problemsOf(await post('dashboard', readFixture('example-charts')), 'dashboard')).toMatchObject({ 'metadata.yaml': { type: ['Must be equal to Dashboard.'] } });

    const brokenYaml = births();
    brokenYaml.set('charts/Genders_12.yaml', 'slice_name: [unclosed\nviz_type: pie\n');
    expect(Object.keys(problemsOf(await post('dashboard', brokenYaml), 'dashboard'))).toContain('charts/Genders_12.yaml');

    const badField = births();
    badField.set('charts/Trends_13.yaml', badField.get('charts/Trends_13.yaml')!.replace('slice_name: Trends\n', ''));
    expect(problemsOf(await post('dashboard', badField), 'dashboard')).toMatchObject({ 'charts/Trends_13.yaml': { slice_name: ['Missing data for required field.'] } });

    // Fails only after the database, dataset and most charts were written: the transaction undoes them.
    const missingChart = births();
    missingChart.delete('charts/Pivot_Table_19.yaml');
    const dashboardFile = missingChart.get('dashboards/USA_Births_Names_9.yaml')!;
    missingChart.set(
      'dashboards/USA_Births_Names_9.yaml',
      dashboardFile.replace(/uuid: 3a4c13e1-[0-9a-f-]+/, 'uuid: 0d7f3c1e-1111-4222-8333-944455556666').replace('uuid: b9038f33-aea3-52de-840b-0a32f4c0eb41', 'uuid: 0d7f3c1e-9999-4222-8333-944455556666'),
    );
    // New chart uuids: the charts are created, then undone with the rest.
    for (const [file, text] of missingChart) if (file.startsWith('charts/')) missingChart.set(file, text.replace(/^uuid: [0-9a-f]{8}/m, 'uuid: 00000000'));
    const missing = problemsOf(await post('dashboard', missingChart), 'dashboard');
    expect(String((missing['dashboards/USA_Births_Names_9.yaml'] as { position: string[] }).position[0])).toMatch(/neither in the bundle nor on this server/);

    const unknownDatabase = new Map([
      ['metadata.yaml', 'version: 1.0.0\ntype: SqlaTable\ntimestamp: \'2024-03-18T09:41:07+00:00\'\n'],
      ['databases/warehouse.yaml', WAREHOUSE_DB],
      ['datasets/warehouse/orders.yaml', ORDERS_DATASET],
    ]);
    expect(problemsOf(await post('dataset', unknownDatabase), 'dataset')).toMatchObject({ 'databases/warehouse.yaml': { _schema: ['Must provide a password for the database'] } });

    const notZip = await post('dashboard', new TextEncoder().encode('not a zip'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toEqual({ message: 'Not a ZIP file' });
    expect((await post('dashboard', null)).statusCode).toBe(400);
    expect((await post('dashboard', births(), { passwords: 'not json' })).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('creates an unknown database from its URI with the password given, keeping its uuid and masking the URI', async () => {
    const files = new Map([
      ['metadata.yaml', 'version: 1.0.0\ntype: SqlaTable\ntimestamp: \'2024-03-18T09:41:07+00:00\'\n'],
      ['databases/warehouse.yaml', WAREHOUSE_DB],
      ['datasets/warehouse/orders.yaml', ORDERS_DATASET],
    ]);
    const response = await post('dataset', files, { passwords: JSON.stringify({ 'databases/warehouse.yaml': 's3cret' }) });
    expect(response.statusCode, response.payload).toBe(200);
    const database = await t.store.db.selectFrom('dbs').selectAll().where('uuid', '=', WAREHOUSE_UUID).executeTakeFirstOrThrow();
    expect(database.sqlalchemy_uri).toBe('postgresql://analyst:XXXXXXXXXX@127.0.0.1:5432/test');
    expect(database.password).not.toContain('s3cret');
    const dataset = await t.store.db.selectFrom('tables').selectAll().where('uuid', '=', ORDERS_UUID).executeTakeFirstOrThrow();
    expect(dataset).toMatchObject({ table_name: 'orders', schema: 'public', database_id: database.id });
    const metrics = await t.store.db.selectFrom('sql_metrics').select(['metric_name', 'expression']).where('table_id', '=', dataset.id).execute();
    expect(metrics).toEqual([{ metric_name: 'revenue', expression: 'SUM(amount)' }]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/database/${database.id}`, headers: { authorization: `Bearer ${tokens.admin}` } })).statusCode).toBe(200);
  });

  it('refuses a database whose allowed directories reach into the Tessera home, writing nothing', async () => {
    const before = await counts();
    const hostile = WAREHOUSE_DB.replace('extra:\n', `extra:\n  allowed_directories:\n    - ${t.config.home}\n`).replace(WAREHOUSE_UUID, '6f2f8d0e-3f0c-4a55-9a51-0d1c2b7c9e11').replace('database_name: warehouse', 'database_name: reads the home');
    const files = new Map([
      ['metadata.yaml', 'version: 1.0.0\ntype: Database\ntimestamp: \'2024-03-18T09:41:07+00:00\'\n'],
      ['databases/reads_the_home.yaml', hostile],
    ]);
    const problems = problemsOf(await post('database', files, { passwords: JSON.stringify({ 'databases/reads_the_home.yaml': 'x' }) }), 'database');
    expect(JSON.stringify(problems['databases/reads_the_home.yaml'])).toContain('allowed_directories');
    expect(await counts()).toEqual(before);
  });

  it('checks a virtual dataset\'s SQL as the dataset routes do: one read-only query, by a user with SQL Lab access', async () => {
    const before = await counts();
    const bundle = (sql: string) =>
      new Map([
        ['metadata.yaml', 'version: 1.0.0\ntype: SqlaTable\ntimestamp: \'2024-03-18T09:41:07+00:00\'\n'],
        ['databases/warehouse.yaml', WAREHOUSE_DB],
        ['datasets/warehouse/orders.yaml', ORDERS_DATASET.replace('sql: null', `sql: ${JSON.stringify(sql)}`).replace(ORDERS_UUID, '0b6c1f7e-7d1a-4f7e-9a3b-5c2d8e4f6a10')],
      ]);
    const passwords = { passwords: JSON.stringify({ 'databases/warehouse.yaml': 's3cret' }) };
    const dropping = problemsOf(await post('dataset', bundle('DROP TABLE orders'), passwords), 'dataset');
    expect(dropping['datasets/warehouse/orders.yaml']).toEqual({ sql: ['Virtual dataset query must be read-only (found DROP).'] });
    // On a database already here (Alpha may not write databases), the SQL still needs SQL Lab access.
    const examples = await t.store.db.selectFrom('dbs').select('uuid').where('database_name', '=', 'examples').executeTakeFirstOrThrow();
    const onExamples = new Map([
      ['metadata.yaml', 'version: 1.0.0\ntype: SqlaTable\ntimestamp: \'2024-03-18T09:41:07+00:00\'\n'],
      ['datasets/examples/orders.yaml', ORDERS_DATASET.replace('sql: null', 'sql: SELECT * FROM birth_names').replace(WAREHOUSE_UUID, examples.uuid).replace(ORDERS_UUID, '0b6c1f7e-7d1a-4f7e-9a3b-5c2d8e4f6a11')],
    ]);
    const byAlpha = await post('dataset', onExamples, {}, 'alpha');
    expect(byAlpha.statusCode, byAlpha.payload).toBe(403);
    expect(byAlpha.json().message).toMatch(/SQL Lab access/);
    expect(await counts()).toEqual(before);
  });

  it('imports saved queries on a database of the bundle', async () => {
    const files = new Map([
      ['metadata.yaml', 'version: 1.0.0\ntype: SavedQuery\ntimestamp: \'2024-03-18T09:41:07+00:00\'\n'],
      ['databases/examples.yaml', readFixture('births-dashboard').get('databases/examples.yaml')!],
      ['queries/examples/public/Top_names.yaml', 'schema: main\nlabel: Top names\ndescription: null\nsql: SELECT name, SUM(num) FROM birth_names GROUP BY 1 ORDER BY 2 DESC LIMIT 10\nuuid: 6a0f3e55-0f0b-4bb1-9a7c-1f2e3d4c5b6a\nversion: 1.0.0\ndatabase_uuid: a2dc77af-e654-49bb-b321-40f6b559a1ee\n'],
    ]);
    expect((await post('saved_query', files)).statusCode).toBe(200);
    const saved = await t.store.db.selectFrom('saved_query').innerJoin('dbs', 'dbs.id', 'saved_query.db_id').select(['label', 'dbs.database_name']).where('saved_query.uuid', '=', '6a0f3e55-0f0b-4bb1-9a7c-1f2e3d4c5b6a').executeTakeFirstOrThrow();
    expect(saved).toEqual({ label: 'Top names', database_name: 'examples' });
  });
});

/** The exporting instance's chart ids in the Births fixture, by name. */
const OLD_IDS: Record<string, number> = {
  Participants: 11, Genders: 12, Trends: 13, 'Genders by State': 14, Girls: 15, 'Girl Name Cloud': 16, 'Top 10 Girl Name Share': 17, Boys: 18, 'Pivot Table': 19,
};

async function chartUuids(fixture: string): Promise<string[]> {
  return [...readFixture(fixture)].filter(([file]) => file.startsWith('charts/')).map(([, text]) => /^uuid: (\S+)$/m.exec(text)![1]!);
}

const WAREHOUSE_UUID = 'a9b8c7d6-1234-4abc-8def-0123456789ab';
const ORDERS_UUID = 'b1c2d3e4-5678-4f01-9a2b-3c4d5e6f7a8b';
const WAREHOUSE_DB = `database_name: warehouse
sqlalchemy_uri: postgresql://analyst:XXXXXXXXXX@127.0.0.1:5432/test
cache_timeout: null
expose_in_sqllab: true
allow_run_async: false
allow_ctas: false
allow_cvas: false
allow_dml: false
allow_file_upload: false
extra:
  allows_virtual_table_explore: true
uuid: ${WAREHOUSE_UUID}
version: 1.0.0
`;
const ORDERS_DATASET = `table_name: orders
main_dttm_col: null
description: null
default_endpoint: null
offset: 0
cache_timeout: null
schema: public
sql: null
params: null
template_params: null
filter_select_enabled: true
fetch_values_predicate: null
extra: null
uuid: ${ORDERS_UUID}
metrics:
- metric_name: revenue
  verbose_name: Revenue
  metric_type: null
  expression: SUM(amount)
  description: null
  d3format: null
  extra: null
  warning_text: null
columns:
- column_name: amount
  verbose_name: null
  is_dttm: false
  is_active: true
  type: NUMERIC
  advanced_data_type: null
  groupby: true
  filterable: true
  expression: null
  description: null
  python_date_format: null
  extra: null
version: 1.0.0
database_uuid: ${WAREHOUSE_UUID}
`;
