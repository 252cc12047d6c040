import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { createDuckDbFile } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * How a dashboard's rollup is built (docs/rollups.md): the charts saved on the dashboard join the
 * first scan, so a chart whose query arrives after the build began is answered without a second
 * one; partial sums are kept 64 bits wide when they fit (summing them again is then fast) and the
 * answers are unchanged; the rows of each set are sorted by the native filter columns.
 */
let t: TestApp;
let headers: Record<string, string>;
let datasetId: number;
let dashboardId: number;

const axis = (grain: string) => ({ expressionType: 'SQL', sqlExpression: 'ts', label: 'ts', columnType: 'BASE_AXIS', timeGrain: grain });
const simple = (aggregate: string, column: string) => ({ expressionType: 'SIMPLE', aggregate, column: { column_name: column }, label: `${aggregate}(${column})` });
/** The two charts' queries as Explore saves them in each chart's query context. */
const QUARTERLY = { columns: [axis('P3M'), 'device'], metrics: [simple('SUM', 'qty'), simple('SUM', 'price')], orderby: [], row_limit: 10_000 };
const BY_CHANNEL = { columns: ['channel'], metrics: ['count', simple('AVG', 'qty')], orderby: [], row_limit: 100 };

async function chartData(queries: Record<string, unknown>[], formData: Record<string, unknown> = { dashboardId }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers,
    payload: { datasource: { id: datasetId, type: 'table' }, queries, form_data: formData, result_type: 'full', force: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as { data: Record<string, unknown>[]; query: string; colnames: string[]; coltypes: number[] }[];
}

/** Runs SQL on the dataset's database as the server does (a read-only pooled connection). */
async function engineRows(sql: string): Promise<unknown[][]> {
  const dataset = (await t.app.inject({ method: 'GET', url: `/api/v1/dataset/${datasetId}`, headers })).json().result;
  const row = await t.store.db.selectFrom('dbs').selectAll().where('id', '=', dataset.database.id).executeTakeFirstOrThrow();
  const connection = await t.app.engine.connections.get(row);
  const result = await connection.execute(sql);
  return Array.from({ length: result.rowCount }, (_, i) => result.data.map((column) => column[i]));
}

async function saveChart(name: string, query: Record<string, unknown>): Promise<number> {
  const queryContext = { datasource: { id: datasetId, type: 'table' }, queries: [query], form_data: {}, result_format: 'json', result_type: 'full' };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/',
    headers,
    payload: { slice_name: name, viz_type: 'table', datasource_id: datasetId, datasource_type: 'table', params: JSON.stringify({}), query_context: JSON.stringify(queryContext), dashboards: [dashboardId] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS], config: { rollups: { enabled: true, refreshSeconds: 600 } } });
  headers = { authorization: `Bearer ${(await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
  const file = path.join(t.home, 'rollup-build.duckdb');
  await createDuckDbFile(file, [
    `CREATE TABLE events AS SELECT
       TIMESTAMP '2024-01-01 00:00:00' + to_seconds(CAST((i * 7919) % (300 * 86400) AS BIGINT)) AS ts,
       ['France', 'Japan', 'Brazil', 'Kenya', 'Peru'][1 + (i * 31) % 5] AS country,
       ['mobile', 'desktop', 'tablet'][1 + (i * 17) % 3] AS device,
       ['direct', 'email', 'paid'][1 + (i * 7) % 3] AS channel,
       CAST((i * 13) % 50 AS INTEGER) AS qty,
       CAST(((i * 37) % 10000) / 100.0 AS DECIMAL(10, 2)) AS price
     FROM range(30000) AS r(i)`,
  ]);
  const database = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers,
    payload: { database_name: 'rollup build facts', sqlalchemy_uri: `duckdb:///${file}`, allow_dml: false, allow_ctas: false, allow_cvas: false, allow_file_upload: false },
  });
  expect(database.statusCode, database.body).toBe(201);
  const dataset = await t.app.inject({ method: 'POST', url: '/api/v1/dataset/', headers, payload: { database: database.json().id, schema: 'main', table_name: 'events' } });
  expect(dataset.statusCode, dataset.body).toBe(201);
  datasetId = dataset.json().id;
  const metadata = { native_filter_configuration: [{ id: 'NATIVE_FILTER-country', type: 'NATIVE_FILTER', name: 'Country', filterType: 'filter_select', targets: [{ datasetId, column: { name: 'country' } }] }] };
  const dashboard = await t.app.inject({ method: 'POST', url: '/api/v1/dashboard/', headers, payload: { dashboard_title: 'Rollup build', json_metadata: JSON.stringify(metadata) } });
  expect(dashboard.statusCode, dashboard.body).toBe(201);
  dashboardId = dashboard.json().id;
  await saveChart('Quarterly by device', QUARTERLY);
  await saveChart('By channel', BY_CHANNEL);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('building a dashboard rollup', () => {
  it('includes the saved charts of the dashboard in the first scan', async () => {
    // Only the first chart's query reaches the server before the build.
    await chartData([QUARTERLY]);
    await t.app.engine.rollups.whenIdle();
    const builds = t.app.engine.rollups.stats.builds;
    // The second chart's query was never sent, yet its set is in the rollup already.
    const [answer] = await chartData([{ ...BY_CHANNEL, filters: [{ col: 'country', op: 'IN', val: ['Peru'] }] }]);
    expect(answer!.query).toContain('tessera_rollups');
    await t.app.engine.rollups.whenIdle();
    expect(t.app.engine.rollups.stats.builds).toBe(builds);
  });

  it('keeps partial sums of integers and decimals 64 bits wide, and answers exactly as the table', async () => {
    const [rolled] = await chartData([{ ...QUARTERLY, filters: [{ col: 'country', op: 'IN', val: ['Japan'] }] }]);
    expect(rolled!.query).toContain('tessera_rollups');
    const table = /"tessera_rollups"\."([^"]+)"/.exec(rolled!.query)![1]!;
    const types = await engineRows(`SELECT data_type FROM information_schema.columns WHERE table_schema = 'tessera_rollups' AND table_name = '${table}' AND column_name LIKE '__m%'`);
    const names = types.map(([type]) => String(type));
    expect(names).toContain('BIGINT');
    expect(names).toContain('DECIMAL(18,2)');
    expect(names).not.toContain('HUGEINT');
    expect(names).not.toContain('DECIMAL(38,2)');

    t.config.rollups.enabled = false;
    let base;
    try {
      [base] = await chartData([{ ...QUARTERLY, filters: [{ col: 'country', op: 'IN', val: ['Japan'] }] }]);
    } finally {
      t.config.rollups.enabled = true;
    }
    expect(rolled!.coltypes).toEqual(base!.coltypes);
    const sorted = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).sort();
    expect(sorted(rolled!.data)).toEqual(sorted(base!.data));
  });

  it('sorts each set by the native filter column, so a value’s rows are together', async () => {
    const [rolled] = await chartData([{ ...QUARTERLY, filters: [{ col: 'country', op: 'IN', val: ['Kenya'] }] }]);
    const table = /"tessera_rollups"\."([^"]+)"/.exec(rolled!.query)![1]!;
    const runs = await engineRows(
      `SELECT COUNT(*) FROM (SELECT "__g", "__d0", LAG("__d0") OVER (ORDER BY rowid) AS previous, LAG("__g") OVER (ORDER BY rowid) AS previous_g FROM "tessera_rollups"."${table}") WHERE "__d0" IS DISTINCT FROM previous OR "__g" IS DISTINCT FROM previous_g`,
    );
    const groups = await engineRows(`SELECT COUNT(DISTINCT ("__g", "__d0")) FROM "tessera_rollups"."${table}"`);
    // One run of rows per (set, country): the table is sorted by set, then country.
    expect(Number(runs[0]![0])).toBe(Number(groups[0]![0]));
  });
});
