import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { loadFixture } from '../conformance/engines/engine-fixture.js';
import { openEnginesUnderTest, type EngineUnderTest } from '../conformance/engines/engines-under-test.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/**
 * The same chart-data requests, through the real route, over the same fixture table on DuckDB,
 * SQLite, PostgreSQL and MariaDB: every engine must return the same rows.
 */
let t: TestApp;
let engines: EngineUnderTest[];
let dropEngines: () => Promise<void>;
let headers: Record<string, string>;
const datasets = new Map<string, number>();

const sum = (column: string) => ({ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: column }, label: `SUM(${column})` });
const month = { expressionType: 'SQL', sqlExpression: 'ts', label: 'ts', columnType: 'BASE_AXIS', timeGrain: 'P1M' };

/** Numbers rounded so DECIMAL/DOUBLE arithmetic differences between engines do not count. */
function normalise(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v])));
}

async function chartData(engine: string, query: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers,
    payload: { datasource: { id: datasets.get(engine), type: 'table' }, queries: [query], force: true },
  });
  return response;
}

/** Runs one request on every engine and expects every engine to answer like DuckDB. */
async function expectSameEverywhere(query: Record<string, unknown>, except: string[] = []) {
  const results: Record<string, unknown> = {};
  for (const engine of engines.map((e) => e.spec.engine).filter((e) => !except.includes(e))) {
    const response = await chartData(engine, query);
    expect(response.statusCode, `${engine}: ${response.body}`).toBe(200);
    results[engine] = normalise(response.json().result[0].data);
  }
  const reference = results['duckdb'];
  expect((reference as unknown[]).length).toBeGreaterThan(0);
  for (const [engine, data] of Object.entries(results)) expect(data, engine).toEqual(reference);
  return reference as Record<string, unknown>[];
}

beforeAll(async () => {
  ({ engines, drop: dropEngines } = await openEnginesUnderTest());
  for (const engine of engines) await loadFixture(engine.spec, engine.connection, 'facts');
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  headers = { authorization: `Bearer ${(await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
  for (const engine of engines) {
    const database = await t.app.inject({ method: 'POST', url: '/api/v1/database/', headers, payload: { database_name: `conformance ${engine.spec.engine}`, sqlalchemy_uri: engine.uri } });
    expect(database.statusCode, database.body).toBe(201);
    const dataset = await t.app.inject({ method: 'POST', url: '/api/v1/dataset/', headers, payload: { database: database.json().id, schema: engine.defaultSchema, table_name: 'facts' } });
    expect(dataset.statusCode, dataset.body).toBe(201);
    datasets.set(engine.spec.engine, dataset.json().id);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await dropEngines?.();
});

describe('chart data is engine-independent', () => {
  it('aggregates by a dimension', async () => {
    const rows = await expectSameEverywhere({ columns: ['grp'], metrics: ['count', sum('qty')], orderby: [['grp', true]] });
    expect(rows.map((r) => r['grp'])).toContain('alpha');
  });

  it('reads raw rows with hostile strings intact', async () => {
    await expectSameEverywhere({ columns: ['id', 'name', 'price', 'flag'], orderby: [['id', true]], row_limit: 60, row_offset: 5 });
  });

  it('buckets a time series by month', async () => {
    await expectSameEverywhere({ columns: [month], metrics: [sum('price'), 'count'], orderby: [['ts', true]] });
  });

  it('limits series to the top two by count', async () => {
    const rows = await expectSameEverywhere({
      columns: [month, 'grp'],
      metrics: ['count'],
      series_columns: ['grp'],
      series_limit: 2,
      series_limit_metric: 'count',
      orderby: [['ts', true], ['grp', true]],
    });
    expect(new Set(rows.map((r) => r['grp'])).size).toBe(2);
  });

  it('compares with the previous month', async () => {
    const rows = await expectSameEverywhere({
      columns: [month],
      metrics: [sum('qty')],
      granularity: 'ts',
      time_range: '2024-01-01 : 2026-01-01',
      time_offsets: ['1 month ago'],
      orderby: [['ts', true]],
    });
    expect(Object.keys(rows[0]!)).toEqual(['ts', 'SUM(qty)', 'SUM(qty)__1 month ago']);
  });

  it('pivots and rolls the same way', async () => {
    await expectSameEverywhere({
      columns: [month, 'grp'],
      metrics: ['count'],
      orderby: [['ts', true]],
      post_processing: [
        { operation: 'pivot', options: { index: ['ts'], columns: ['grp'], aggregates: { count: { operator: 'sum' } } } },
        { operation: 'rolling', options: { rolling_type: 'sum', window: 3, min_periods: 1, columns: { count: 'count' } } },
        { operation: 'flatten' },
      ],
    });
  });

  const filters: [string, unknown][] = [
    ['==', { col: 'grp', op: '==', val: 'gamma' }],
    ['!=', { col: 'grp', op: '!=', val: 'gamma' }],
    ['>', { col: 'qty', op: '>', val: 10 }],
    ['<', { col: 'qty', op: '<', val: 10 }],
    ['>=', { col: 'qty', op: '>=', val: 10 }],
    ['<=', { col: 'qty', op: '<=', val: 10 }],
    ['LIKE', { col: 'grp', op: 'LIKE', val: 'a%' }],
    ['NOT LIKE', { col: 'grp', op: 'NOT LIKE', val: '%ta' }],
    ['ILIKE', { col: 'grp', op: 'ILIKE', val: 'ALP%' }],
    ['ILIKE on a number', { col: 'qty', op: 'ILIKE', val: '1%' }],
    ['IS NULL', { col: 'qty', op: 'IS NULL' }],
    ['IS NOT NULL', { col: 'qty', op: 'IS NOT NULL' }],
    ['IN with NULL', { col: 'grp', op: 'IN', val: ['alpha', 'beta', null] }],
    ['NOT IN', { col: 'grp', op: 'NOT IN', val: ['alpha'] }],
    ['IS TRUE', { col: 'flag', op: 'IS TRUE' }],
    ['IS FALSE', { col: 'flag', op: 'IS FALSE' }],
    ['TEMPORAL_RANGE', { col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-07-01' }],
    ['<empty string>', { col: 'grp', op: 'IN', val: ['<empty string>', 'beta'] }],
  ];
  for (const [name, filter] of filters) {
    it(`filters with ${name}`, async () => {
      await expectSameEverywhere({ metrics: ['count', sum('qty')], filters: [filter] });
    });
  }

  it('filters with REGEX where the engine has it, and says so where it does not', async () => {
    await expectSameEverywhere({ metrics: ['count'], filters: [{ col: 'grp', op: 'REGEX', val: '^(al|be)' }] }, ['sqlite']);
    const sqlite = await chartData('sqlite', { metrics: ['count'], filters: [{ col: 'grp', op: 'REGEX', val: '^(al|be)' }] });
    expect(sqlite.statusCode).toBe(400);
    expect(sqlite.json().errors[0].message).toMatch(/REGEX/i);
  });
});
