import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { createDuckDbFile } from './fixtures.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * Dashboard rollups answer chart queries exactly: every query is run with rollups on (after the
 * dashboard's rollup was built) and off, and the two answers must be the same rows, over many
 * filter combinations with NULLs, time grains, time ranges and row-level security.
 */
let t: TestApp;
let headers: Record<string, string>;
let datasetId: number;
let dashboardId: number;

const COUNTRIES = ['France', 'Japan', 'Brazil', 'Kenya', null];
const DEVICES = ['mobile', 'desktop', 'tablet'];
const simple = (aggregate: string, column: string) => ({ expressionType: 'SIMPLE', aggregate, column: { column_name: column }, label: `${aggregate}(${column})` });
const axis = (grain: string) => ({ expressionType: 'SQL', sqlExpression: 'ts', label: 'ts', columnType: 'BASE_AXIS', timeGrain: grain });

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

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

/** The same queries answered with rollups off (the table) and on; answers the rollup run's results. */
async function expectSameAnswers(queries: Record<string, unknown>[]) {
  t.config.rollups.enabled = false;
  const base = await chartData(queries);
  t.config.rollups.enabled = true;
  const rolled = await chartData(queries);
  rolled.forEach((result, i) => {
    const reference = base[i]!;
    const sorted = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).sort();
    expect(result.colnames).toEqual(reference.colnames);
    expect(result.coltypes).toEqual(reference.coltypes);
    expect(sorted(result.data), `${JSON.stringify(queries[i])}\n${result.query}`).toEqual(sorted(reference.data));
  });
  return rolled;
}

const SHAPES = [
  { columns: [axis('P1W'), 'device'], metrics: ['count', simple('SUM', 'qty')], orderby: [], row_limit: 10_000 },
  { columns: [axis('P1M')], metrics: [simple('AVG', 'qty'), simple('MIN', 'price'), simple('MAX', 'price')], row_limit: 10_000 },
  { columns: ['device'], metrics: ['count', simple('COUNT', 'qty'), { expressionType: 'SQL', sqlExpression: 'AVG(CASE WHEN flag THEN 1 ELSE 0 END)', label: 'flag rate' }], row_limit: 100 },
  { columns: [], metrics: [simple('SUM', 'price'), 'count'] },
  { columns: ['country'], metrics: [simple('SUM', 'price')], orderby: [['country', true]], row_limit: 100 },
];

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS], config: { rollups: { enabled: true, refreshSeconds: 600 } } });
  headers = { authorization: `Bearer ${(await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
  const file = path.join(t.home, 'rollups.duckdb');
  await createDuckDbFile(file, [
    `CREATE TABLE events AS SELECT
       TIMESTAMP '2024-01-01 00:00:00' + to_seconds(CAST((i * 7919) % (200 * 86400) AS BIGINT)) AS ts,
       CASE WHEN i % 11 = 0 THEN NULL ELSE ['France', 'Japan', 'Brazil', 'Kenya'][1 + (i * 31) % 4] END AS country,
       ['mobile', 'desktop', 'tablet'][1 + (i * 17) % 3] AS device,
       CASE WHEN i % 7 = 0 THEN NULL ELSE CAST((i * 13) % 50 AS INTEGER) END AS qty,
       CAST(((i * 37) % 10000) / 100.0 AS DECIMAL(10, 2)) AS price,
       i % 5 = 0 AS flag
     FROM range(20000) AS r(i)`,
  ]);
  const database = await t.app.inject({
    method: 'POST',
    url: '/api/v1/database/',
    headers,
    payload: { database_name: 'rollup facts', sqlalchemy_uri: `duckdb:///${file}`, allow_dml: false, allow_ctas: false, allow_cvas: false, allow_file_upload: false },
  });
  expect(database.statusCode, database.body).toBe(201);
  const dataset = await t.app.inject({ method: 'POST', url: '/api/v1/dataset/', headers, payload: { database: database.json().id, schema: 'main', table_name: 'events' } });
  expect(dataset.statusCode, dataset.body).toBe(201);
  datasetId = dataset.json().id;
  const metadata = { native_filter_configuration: [{ id: 'NATIVE_FILTER-country', type: 'NATIVE_FILTER', name: 'Country', filterType: 'filter_select', targets: [{ datasetId, column: { name: 'country' } }] }] };
  const dashboard = await t.app.inject({ method: 'POST', url: '/api/v1/dashboard/', headers, payload: { dashboard_title: 'Rollups', json_metadata: JSON.stringify(metadata) } });
  expect(dashboard.statusCode, dashboard.body).toBe(201);
  dashboardId = dashboard.json().id;
  // Opening the dashboard: each chart's first query teaches the rollup its shape.
  await chartData(SHAPES);
  await t.app.engine.rollups.whenIdle();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('dashboard rollups', () => {
  it('answers a new native filter value from the rollup, with the same rows as the table', async () => {
    const before = t.app.engine.rollups.stats.answered;
    const results = await expectSameAnswers(SHAPES.map((q) => ({ ...q, filters: [{ col: 'country', op: 'IN', val: ['Japan'] }] })));
    expect(t.app.engine.rollups.stats.answered - before).toBe(SHAPES.length);
    expect(results[0]!.query).toContain('tessera_rollups');
  });

  it('gives the table answer over many filter, NULL, grain and time-range combinations', async () => {
    const next = random(19);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
    const before = t.app.engine.rollups.stats.answered;
    const ranges = ['No filter', '2024-02-01 : 2024-04-15', '2024-01-08 : 2024-01-09', 'Last year'];
    for (let round = 0; round < 24; round++) {
      const filters: Record<string, unknown>[] = [];
      const countries = COUNTRIES.filter(() => next() < 0.4);
      if (countries.length > 0 && !countries.includes(null)) filters.push({ col: 'country', op: next() < 0.7 ? 'IN' : 'NOT IN', val: countries });
      else if (countries.includes(null)) filters.push({ col: 'country', op: next() < 0.5 ? 'IS NULL' : 'IS NOT NULL' });
      if (next() < 0.4) filters.push({ col: 'device', op: '==', val: pick(DEVICES) });
      filters.push({ col: 'ts', op: 'TEMPORAL_RANGE', val: pick(ranges) });
      const shape = pick(SHAPES);
      const grain = pick(['P1D', 'P1W', 'P1M', 'P3M', 'P1Y', '1969-12-28T00:00:00Z/P1W']);
      const columns = (shape.columns as unknown[]).map((c) => (typeof c === 'object' ? axis(grain) : c));
      await expectSameAnswers([{ ...shape, columns, filters }]);
    }
    // Most combinations are answered from the rollup (a range not on day boundaries is not).
    expect(t.app.engine.rollups.stats.answered - before).toBeGreaterThan(16);
  });

  it('falls back to the table for what a rollup cannot answer exactly', async () => {
    const before = { ...t.app.engine.rollups.stats };
    const cases = [
      { columns: ['device'], metrics: [simple('COUNT_DISTINCT', 'country')] },
      { columns: ['device'], metrics: [{ expressionType: 'SQL', sqlExpression: 'MEDIAN(qty)', label: 'median' }] },
      { columns: ['device'], metrics: ['count'], filters: [{ col: 'price', op: '>', val: 50 }] },
      { columns: [axis('PT1H')], metrics: ['count'] },
      { columns: ['device'], metrics: ['count'], filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-02-01T06:00:00 : 2024-03-01' }] },
      { columns: ['device', 'qty'], metrics: ['count'], extras: { where: 'qty > 3' } },
    ];
    await expectSameAnswers(cases);
    expect(t.app.engine.rollups.stats.answered).toBe(before.answered);
  });

  it('applies row-level security on the rollup only through columns it holds', async () => {
    const rule = await t.app.inject({ method: 'POST', url: '/api/v1/rowlevelsecurity/', headers, payload: { name: 'No tablets', filter_type: 'Base', tables: [datasetId], roles: [], clause: "device <> 'tablet'" } });
    expect(rule.statusCode, rule.body).toBe(201);
    try {
      const before = t.app.engine.rollups.stats.answered;
      const queries = SHAPES.map((q) => ({ ...q, filters: [{ col: 'country', op: 'IN', val: ['Brazil', 'Kenya'] }] }));
      const results = await expectSameAnswers(queries);
      expect(results[2]!.data.map((r) => r['device'])).not.toContain('tablet');
      // Every set of this dashboard holds `device`: the rule is applied there.
      expect(t.app.engine.rollups.stats.answered - before).toBeGreaterThan(0);
      const other = await t.app.inject({ method: 'PUT', url: `/api/v1/rowlevelsecurity/${rule.json().id}`, headers, payload: { clause: 'price > 20' } });
      expect(other.statusCode, other.body).toBe(200);
      const afterPrice = t.app.engine.rollups.stats.answered;
      await expectSameAnswers(queries);
      expect(t.app.engine.rollups.stats.answered).toBe(afterPrice);
    } finally {
      await t.app.inject({ method: 'DELETE', url: `/api/v1/rowlevelsecurity/${rule.json().id}`, headers });
    }
  });

  it('keeps user SQL away from the rollup tables: the database stays read-only to users', async () => {
    const table = 'tessera_rollups';
    const database = (await t.app.inject({ method: 'GET', url: `/api/v1/dataset/${datasetId}`, headers })).json().result.database.id;
    for (const sql of [`DROP SCHEMA ${table} CASCADE`, `CREATE TABLE ${table}.forged AS SELECT 1 AS x`]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/sqllab/execute/', headers, payload: { database_id: database, runAsync: false, sql } });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    }
    const results = await expectSameAnswers([{ ...SHAPES[2]!, filters: [{ col: 'country', op: 'IN', val: ['France'] }] }]);
    expect(results[0]!.query).toContain('tessera_rollups');
  });

  it('does not answer once the dataset changed, and is off when the switch is off', async () => {
    const query = { ...SHAPES[3]!, filters: [{ col: 'country', op: 'IN', val: ['Kenya'] }] };
    expect((await chartData([query]))[0]!.query).toContain('tessera_rollups');
    const updated = await t.app.inject({ method: 'PUT', url: `/api/v1/dataset/${datasetId}`, headers, payload: { description: 'changed' } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await chartData([query]))[0]!.query).not.toContain('tessera_rollups');
    await t.app.engine.rollups.whenIdle();
    expect((await chartData([query]))[0]!.query).toContain('tessera_rollups');
    t.config.rollups.enabled = false;
    try {
      expect((await chartData([query]))[0]!.query).not.toContain('tessera_rollups');
    } finally {
      t.config.rollups.enabled = true;
    }
  });
});
