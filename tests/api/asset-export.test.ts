import { strFromU8, unzipSync } from 'fflate';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  BUNDLE_VERSION,
  PASSWORD_MASK,
  type BundleMetadataFile,
  type ChartFile,
  type DashboardFile,
  type DatabaseFile,
  type DatasetColumnEntry,
  type DatasetFile,
  type DatasetMetricEntry,
  type SavedQueryFile,
} from '../../app/server/services/assets/bundle-format.js';
import type { StoreDialect } from '../../app/server/store/store.js';
import { layoutWith, setUpDashboardApp, type DashboardApp } from './dashboard-fixture.js';
import { grantPermission } from './fixtures.js';

/**
 * `GET /api/v1/{resource}/export/` and `/api/v1/assets/export/`: Superset's bundle (a ZIP of
 * YAML under one root folder) with every field of bundle-format.ts, related objects, masked
 * passwords, and only what the caller may read.
 */

// Exhaustive key lists: a Record over the interface's keys fails to compile if one is missing or extra.
const keysOf = <T>(record: Record<keyof T, true>) => Object.keys(record).sort();
const METADATA_KEYS = keysOf<BundleMetadataFile>({ version: true, type: true, timestamp: true });
const DATABASE_KEYS = keysOf<DatabaseFile>({
  database_name: true, sqlalchemy_uri: true, cache_timeout: true, expose_in_sqllab: true, allow_run_async: true, allow_ctas: true,
  allow_cvas: true, allow_dml: true, allow_file_upload: true, extra: true, impersonate_user: true, uuid: true, version: true,
});
const DATASET_KEYS = keysOf<DatasetFile>({
  table_name: true, main_dttm_col: true, description: true, default_endpoint: true, offset: true, cache_timeout: true, catalog: true,
  schema: true, sql: true, params: true, template_params: true, filter_select_enabled: true, fetch_values_predicate: true, extra: true,
  normalize_columns: true, always_filter_main_dttm: true, uuid: true, metrics: true, columns: true, version: true, database_uuid: true,
});
const COLUMN_KEYS = keysOf<DatasetColumnEntry>({
  column_name: true, verbose_name: true, is_dttm: true, is_active: true, type: true, advanced_data_type: true, groupby: true,
  filterable: true, expression: true, description: true, python_date_format: true, extra: true,
});
const METRIC_KEYS = keysOf<DatasetMetricEntry>({
  metric_name: true, verbose_name: true, metric_type: true, expression: true, description: true, d3format: true, currency: true, extra: true, warning_text: true,
});
const CHART_KEYS = keysOf<ChartFile>({
  slice_name: true, description: true, certified_by: true, certification_details: true, viz_type: true, params: true,
  query_context: true, cache_timeout: true, uuid: true, version: true, dataset_uuid: true,
});
const DASHBOARD_KEYS = keysOf<DashboardFile>({
  dashboard_title: true, description: true, css: true, slug: true, certified_by: true, certification_details: true,
  published: true, uuid: true, position: true, metadata: true, version: true,
});
const SAVED_QUERY_KEYS = keysOf<SavedQueryFile>({ catalog: true, schema: true, label: true, description: true, sql: true, uuid: true, version: true, database_uuid: true });

interface Bundle {
  root: string;
  files: Record<string, Record<string, unknown>>;
}

/** Unzips an export answer; every entry must sit under the one root folder and parse as YAML. */
function readBundle(response: LightMyRequestResponse, kind: string): Bundle {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  const disposition = String(response.headers['content-disposition']);
  const match = new RegExp(`^attachment; filename=(${kind}_export_\\d{8}T\\d{6})\\.zip$`).exec(disposition);
  expect(match, disposition).not.toBeNull();
  const root = match![1]!;
  const entries = unzipSync(new Uint8Array(response.rawPayload));
  const files: Bundle['files'] = {};
  for (const [name, bytes] of Object.entries(entries)) {
    expect(name.startsWith(`${root}/`), name).toBe(true);
    files[name.slice(root.length + 1)] = parse(strFromU8(bytes)) as Record<string, unknown>;
  }
  expect(Object.keys(files[`metadata.yaml`]!).sort()).toEqual(METADATA_KEYS);
  return { root, files };
}

const pathsOf = (bundle: Bundle) => Object.keys(bundle.files).sort();
const only = (bundle: Bundle, prefix: string) => Object.entries(bundle.files).filter(([p]) => p.startsWith(prefix)).map(([, f]) => f);

describe.each<StoreDialect>(['sqlite', 'postgres'])('asset export on a %s metadata store', (dialect) => {
  let d: DashboardApp;
  let pgDatabase: number;
  let chartId: number;
  let secretChart: number;
  let dashboardId: number;
  let savedQueryId: number;

  beforeAll(async () => {
    d = await setUpDashboardApp(dialect);
    const { call, events } = d;
    const shown = (await call('admin', 'GET', `/api/v1/dataset/${events}`)).json().result;
    const put = await call('admin', 'PUT', `/api/v1/dataset/${events}`, {
      description: 'Event log',
      main_dttm_col: 'ts',
      columns: [
        ...shown.columns.map((c: { id: number; column_name: string }) => ({ id: c.id, column_name: c.column_name })),
        { column_name: 'amount_twice', expression: 'amount * 2', type: 'DOUBLE', extra: '{"warning_markdown": "derived"}' },
      ],
      metrics: [
        ...shown.metrics.map((m: { id: number; metric_name: string; expression: string }) => ({ id: m.id, metric_name: m.metric_name, expression: m.expression })),
        { metric_name: 'total', expression: 'SUM(amount)', d3format: ',.2f', currency: { symbol: 'EUR', symbolPosition: 'suffix' } },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    const pg = await call('admin', 'POST', '/api/v1/database/', { database_name: 'warehouse on pg', sqlalchemy_uri: 'postgresql://postgres:s3cret-pass@127.0.0.1:5432/test' });
    expect(pg.statusCode, pg.body).toBe(201);
    pgDatabase = pg.json().id;
    chartId = await d.createChart('admin', { slice_name: 'Events: by name', query_context: '{"queries": []}' });
    secretChart = await d.createChart('admin', { slice_name: 'Secret values', datasource_id: d.secrets });
    const metadata = {
      color_scheme: 'supersetColors',
      label_colors: { a: '#ff0000' },
      cross_filters_enabled: true,
      chart_configuration: { [chartId]: { id: chartId, crossFilters: { scope: 'global', chartsInScope: [] } } },
      native_filter_configuration: [
        { id: 'NATIVE_FILTER-x', name: 'Name', filterType: 'filter_select', targets: [{ datasetId: d.events, column: { name: 'name' } }], scope: { rootPath: ['ROOT_ID'], excluded: [] } },
        { id: 'NATIVE_FILTER-y', name: 'Secret', filterType: 'filter_select', targets: [{ datasetId: d.secrets, column: { name: 'v' } }], scope: { rootPath: ['ROOT_ID'], excluded: [] } },
      ],
    };
    dashboardId = await d.createDashboard('admin', {
      dashboard_title: 'Sales: überblick',
      slug: 'sales',
      published: true,
      css: '.x { color: red; }',
      position_json: JSON.stringify(layoutWith([chartId, secretChart])),
      json_metadata: JSON.stringify(metadata),
    });
    const saved = await call('admin', 'POST', '/api/v1/saved_query/', { db_id: pgDatabase, schema: 'public', label: 'Top customers', sql: 'SELECT 1', description: 'yes' });
    expect(saved.statusCode, saved.body).toBe(201);
    savedQueryId = saved.json().id;
    await grantPermission(d.t, 'Gamma', 'can_export', 'Dashboard');
    await grantPermission(d.t, 'Gamma', 'can_export', 'Chart');
  }, 60_000);
  afterAll(async () => d?.close());

  it('exports a dashboard with its charts, their datasets and databases, uuids in place of ids', async () => {
    const bundle = readBundle(await d.call('admin', 'GET', `/api/v1/dashboard/export/?q=${d.q([dashboardId])}`), 'dashboard');
    expect(bundle.files['metadata.yaml']).toMatchObject({ version: BUNDLE_VERSION, type: 'Dashboard' });
    expect(String(bundle.files['metadata.yaml']!['timestamp'])).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/);
    expect(pathsOf(bundle)).toEqual([
      `charts/Events_by_name_${chartId}.yaml`,
      `charts/Secret_values_${secretChart}.yaml`,
      `dashboards/Sales_uberblick_${dashboardId}.yaml`,
      'databases/dashboard_fixture.yaml',
      'datasets/dashboard_fixture/events.yaml',
      'datasets/dashboard_fixture/secrets.yaml',
      'metadata.yaml',
    ]);
    const dashboard = bundle.files[`dashboards/Sales_uberblick_${dashboardId}.yaml`] as unknown as DashboardFile;
    expect(Object.keys(dashboard).sort()).toEqual(DASHBOARD_KEYS);
    expect(dashboard).toMatchObject({ dashboard_title: 'Sales: überblick', slug: 'sales', published: true, css: '.x { color: red; }', version: '1.0.0' });
    const [events, secrets] = ['events', 'secrets'].map((t) => bundle.files[`datasets/dashboard_fixture/${t}.yaml`] as unknown as DatasetFile);
    const chart = bundle.files[`charts/Events_by_name_${chartId}.yaml`] as unknown as ChartFile;
    expect(Object.keys(chart).sort()).toEqual(CHART_KEYS);
    expect(chart).toMatchObject({ slice_name: 'Events: by name', viz_type: 'table', query_context: '{"queries": []}', dataset_uuid: events!.uuid, version: '1.0.0' });
    expect(chart.params).toMatchObject({ viz_type: 'table', metrics: ['count'] });
    const chartMeta = Object.values(dashboard.position).filter((c) => (c as { type?: string }).type === 'CHART').map((c) => (c as { meta: Record<string, unknown> }).meta);
    const secretUuid = (bundle.files[`charts/Secret_values_${secretChart}.yaml`] as unknown as ChartFile).uuid;
    expect(chartMeta).toEqual([expect.objectContaining({ chartId, uuid: chart.uuid }), expect.objectContaining({ chartId: secretChart, uuid: secretUuid })]);
    const filters = dashboard.metadata['native_filter_configuration'] as { targets: Record<string, unknown>[] }[];
    expect(filters.map((f) => f.targets)).toEqual([[{ datasetUuid: events!.uuid, column: { name: 'name' } }], [{ datasetUuid: secrets!.uuid, column: { name: 'v' } }]]);
    expect(dashboard.metadata).toMatchObject({ color_scheme: 'supersetColors', label_colors: { a: '#ff0000' }, cross_filters_enabled: true });
    expect(Object.keys(dashboard.metadata['chart_configuration'] as object)).toEqual([String(chartId)]);
  });

  it('writes datasets with every column, calculated column and metric, and databases with the password masked', async () => {
    const bundle = readBundle(await d.call('admin', 'GET', `/api/v1/dataset/export/?q=${d.q([d.events])}`), 'dataset');
    expect(bundle.files['metadata.yaml']!['type']).toBe('SqlaTable');
    expect(pathsOf(bundle)).toEqual(['databases/dashboard_fixture.yaml', 'datasets/dashboard_fixture/events.yaml', 'metadata.yaml']);
    const dataset = bundle.files['datasets/dashboard_fixture/events.yaml'] as unknown as DatasetFile;
    const database = bundle.files['databases/dashboard_fixture.yaml'] as unknown as DatabaseFile;
    expect(Object.keys(dataset).sort()).toEqual(DATASET_KEYS);
    expect(Object.keys(database).sort()).toEqual(DATABASE_KEYS);
    expect(dataset).toMatchObject({ table_name: 'events', schema: 'main', description: 'Event log', main_dttm_col: 'ts', database_uuid: database.uuid, version: '1.0.0' });
    for (const column of dataset.columns) expect(Object.keys(column).sort()).toEqual(COLUMN_KEYS);
    for (const metric of dataset.metrics) expect(Object.keys(metric).sort()).toEqual(METRIC_KEYS);
    expect(dataset.columns.map((c) => c.column_name)).toEqual(['id', 'ts', 'name', 'amount', 'amount_twice']);
    expect(dataset.columns.find((c) => c.column_name === 'ts')).toMatchObject({ is_dttm: true });
    expect(dataset.columns.find((c) => c.column_name === 'amount_twice')).toMatchObject({ expression: 'amount * 2', type: 'DOUBLE', extra: { warning_markdown: 'derived' } });
    expect(dataset.metrics.find((m) => m.metric_name === 'total')).toMatchObject({ expression: 'SUM(amount)', d3format: ',.2f', currency: { symbol: 'EUR', symbolPosition: 'suffix' } });
    expect(database).toMatchObject({ database_name: 'dashboard fixture', expose_in_sqllab: true, extra: expect.any(Object) });

    const pg = readBundle(await d.call('admin', 'GET', `/api/v1/database/export/?q=${d.q([pgDatabase])}`), 'database');
    expect(pg.files['metadata.yaml']!['type']).toBe('Database');
    const pgFile = pg.files['databases/warehouse_on_pg.yaml'] as unknown as DatabaseFile;
    expect(pgFile.sqlalchemy_uri).toBe(`postgresql://postgres:${PASSWORD_MASK}@127.0.0.1:5432/test`);
    expect(JSON.stringify(pg.files)).not.toContain('s3cret');
  });

  it('exports a database with its datasets, a chart with its dataset, a saved query with its database', async () => {
    const db = readBundle(await d.call('admin', 'GET', `/api/v1/database/export/?q=${d.q([(await d.t.store.db.selectFrom('tables').select('database_id').where('id', '=', d.events).executeTakeFirstOrThrow()).database_id])}`), 'database');
    expect(pathsOf(db)).toEqual(['databases/dashboard_fixture.yaml', 'datasets/dashboard_fixture/events.yaml', 'datasets/dashboard_fixture/secrets.yaml', 'metadata.yaml']);

    const chartResponse = await d.call('admin', 'GET', `/api/v1/chart/export/?q=${d.q([chartId])}&token=dl-42`);
    expect(chartResponse.cookies).toContainEqual(expect.objectContaining({ name: 'dl-42', value: 'done' }));
    const chart = readBundle(chartResponse, 'chart');
    expect(chart.files['metadata.yaml']!['type']).toBe('Slice');
    expect(pathsOf(chart)).toEqual([`charts/Events_by_name_${chartId}.yaml`, 'databases/dashboard_fixture.yaml', 'datasets/dashboard_fixture/events.yaml', 'metadata.yaml']);

    const saved = readBundle(await d.call('admin', 'GET', `/api/v1/saved_query/export/?q=${d.q([savedQueryId])}`), 'saved_query');
    expect(saved.files['metadata.yaml']!['type']).toBe('SavedQuery');
    expect(pathsOf(saved)).toEqual(['databases/warehouse_on_pg.yaml', 'metadata.yaml', 'queries/warehouse_on_pg/public/Top_customers.yaml']);
    const query = saved.files['queries/warehouse_on_pg/public/Top_customers.yaml'] as unknown as SavedQueryFile;
    expect(Object.keys(query).sort()).toEqual(SAVED_QUERY_KEYS);
    expect(query).toMatchObject({ label: 'Top customers', schema: 'public', sql: 'SELECT 1', description: 'yes', database_uuid: (saved.files['databases/warehouse_on_pg.yaml'] as unknown as DatabaseFile).uuid });
  });

  it('exports every asset for an administrator, each object once', async () => {
    const response = await d.call('admin', 'GET', '/api/v1/assets/export/');
    const bundle = readBundle(response, 'assets');
    expect(bundle.files['metadata.yaml']!['type']).toBe('assets');
    expect(only(bundle, 'databases/').map((f) => f['database_name']).sort()).toEqual(['dashboard fixture', 'warehouse on pg']);
    expect(only(bundle, 'datasets/').map((f) => f['table_name']).sort()).toEqual(['events', 'secrets']);
    expect(only(bundle, 'charts/')).toHaveLength(2);
    expect(only(bundle, 'dashboards/')).toHaveLength(1);
    expect(only(bundle, 'queries/')).toHaveLength(1);
    expect((await d.call('alpha', 'GET', '/api/v1/assets/export/')).statusCode).toBe(403);
  });

  it('gives gamma only what it may read: no secret charts or datasets, 404 for what it cannot see', async () => {
    const bundle = readBundle(await d.call('gamma', 'GET', `/api/v1/dashboard/export/?q=${d.q([dashboardId])}`), 'dashboard');
    expect(pathsOf(bundle)).toEqual([
      `charts/Events_by_name_${chartId}.yaml`,
      `dashboards/Sales_uberblick_${dashboardId}.yaml`,
      'databases/dashboard_fixture.yaml',
      'datasets/dashboard_fixture/events.yaml',
      'metadata.yaml',
    ]);
    const dashboard = bundle.files[`dashboards/Sales_uberblick_${dashboardId}.yaml`] as unknown as DashboardFile;
    const filters = dashboard.metadata['native_filter_configuration'] as { targets: Record<string, unknown>[] }[];
    expect(filters[1]!.targets).toEqual([{ column: { name: 'v' } }]);
    expect(JSON.stringify(bundle.files)).not.toContain('Secret values"');
    expect((await d.call('gamma', 'GET', `/api/v1/chart/export/?q=${d.q([secretChart])}`)).json()).toEqual({ message: 'Not found' });
    expect((await d.call('gamma', 'GET', `/api/v1/chart/export/?q=${d.q([chartId, secretChart])}`)).statusCode).toBe(404);
    // No can_export on datasets, databases or saved queries for Gamma.
    expect((await d.call('gamma', 'GET', `/api/v1/dataset/export/?q=${d.q([d.events])}`)).statusCode).toBe(403);
    expect((await d.call('gamma', 'GET', `/api/v1/database/export/?q=${d.q([pgDatabase])}`)).statusCode).toBe(403);
    expect((await d.call('alpha', 'GET', `/api/v1/saved_query/export/?q=${d.q([savedQueryId])}`)).statusCode).toBe(403);
  });

  it('answers 404 for unknown ids and 400 for a bad q, in JSON', async () => {
    for (const kind of ['dashboard', 'chart', 'dataset', 'database', 'saved_query']) {
      const missing = await d.call('admin', 'GET', `/api/v1/${kind}/export/?q=${d.q([424242])}`);
      expect(missing.statusCode, kind).toBe(404);
      expect(missing.json()).toEqual({ message: 'Not found' });
      const bad = await d.call('admin', 'GET', `/api/v1/${kind}/export/?q=!(1,`);
      expect(bad.statusCode, kind).toBe(400);
      expect(bad.json()).toEqual({ message: 'Not a valid rison argument' });
      for (const q of ['(a:1)', `!(x)`, '!()']) expect((await d.call('admin', 'GET', `/api/v1/${kind}/export/?q=${encodeURIComponent(q)}`)).statusCode, `${kind} ${q}`).toBe(400);
      expect((await d.call('admin', 'GET', `/api/v1/${kind}/export/`)).statusCode).toBe(400);
      expect((await d.call('admin', 'GET', `/api/v1/${kind}/export/?q=${d.q([1])}&token=${encodeURIComponent('a;b=c')}`)).statusCode).toBe(400);
    }
    expect((await d.t.app.inject({ method: 'GET', url: `/api/v1/chart/export/?q=${d.q([chartId])}` })).statusCode).toBe(401);
  });
});
