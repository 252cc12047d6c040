import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

/** `result_type: 'drill_detail'` over birth_names: the raw rows behind a chart, one page at a time. */

let t: TestApp;
let admin: Record<string, string>;
let birthNames: number;

interface DrillAnswer {
  colnames: string[];
  coltypes: number[];
  data: Array<Record<string, unknown>>;
  rowcount: number;
  total_count: number;
}

/** One drill-detail page of an aggregated chart query (the chart's metrics and grouping must not matter). */
async function drillPage(query: Record<string, unknown>, rowLimit: number, rowOffset: number): Promise<DrillAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chart/data',
    headers: admin,
    payload: {
      datasource: { id: birthNames, type: 'table' },
      queries: [{ columns: ['gender'], metrics: ['count'], orderby: [['count', false]], ...query, row_limit: rowLimit, row_offset: rowOffset }],
      result_type: 'drill_detail',
      result_format: 'json',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result[0] as DrillAnswer;
}

/** A row as one comparable string (birth_names has no key; whole rows are distinct enough per page). */
const rowKey = (row: Record<string, unknown>) => JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)));

const aggregate = async (query: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: admin, payload: { datasource: { id: birthNames, type: 'table' }, queries: [{ metrics: ['count'], ...query }] } });
  return Number(response.json().result[0].data[0].count);
};

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  birthNames = (await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'birth_names').executeTakeFirstOrThrow()).id;
  admin = { authorization: `Bearer ${(await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token}` };
}, 120_000);
afterAll(async () => t?.close());

describe('POST /api/v1/chart/data with result_type drill_detail', () => {
  it('answers raw rows of every column, not the aggregate, with the total as total_count', async () => {
    const page = await drillPage({}, 50, 0);
    expect(page.colnames).toEqual(expect.arrayContaining(['ds', 'gender', 'name', 'num', 'state']));
    expect(page.colnames).not.toContain('count');
    expect(page.coltypes).toHaveLength(page.colnames.length);
    expect(page.rowcount).toBe(50);
    expect(page.data).toHaveLength(50);
    expect(page.total_count).toBe(await aggregate({}));
  });

  it('pages with row_limit and row_offset: consecutive pages do not overlap, the last page is short', async () => {
    const filters = [{ col: 'state', op: '==', val: 'CA' }];
    const first = await drillPage({ filters }, 50, 0);
    const second = await drillPage({ filters }, 50, 50);
    const total = first.total_count;
    expect(second.total_count).toBe(total);
    expect(total).toBe(await aggregate({ filters }));
    const firstKeys = new Set(first.data.map(rowKey));
    expect(second.data).toHaveLength(50);
    expect(second.data.filter((row) => firstKeys.has(rowKey(row)))).toEqual([]);
    // The two pages are rows 0–99 of the same listing.
    const both = await drillPage({ filters }, 100, 0);
    expect(both.data.map(rowKey)).toEqual([...first.data, ...second.data].map(rowKey));
    const lastOffset = Math.floor((total - 1) / 50) * 50;
    const last = await drillPage({ filters }, 50, lastOffset);
    expect(last.rowcount).toBe(total - lastOffset);
    const past = await drillPage({ filters }, 50, lastOffset + 50);
    expect(past.rowcount).toBe(0);
    expect(past.total_count).toBe(total);
  });

  it('applies the chart filters and the mark filters together, in the rows and in the total', async () => {
    const chartFilters = [{ col: 'state', op: 'IN', val: ['CA', 'NY'] }];
    const markFilters = [{ col: 'gender', op: '==', val: 'girl' }];
    const page = await drillPage({ filters: [...chartFilters, ...markFilters] }, 50, 0);
    expect(page.data.length).toBe(50);
    expect(page.data.every((row) => row['gender'] === 'girl' && (row['state'] === 'CA' || row['state'] === 'NY'))).toBe(true);
    expect(page.total_count).toBe(await aggregate({ filters: [...chartFilters, ...markFilters] }));
    const chartOnly = await drillPage({ filters: chartFilters }, 50, 0);
    expect(chartOnly.total_count).toBeGreaterThan(page.total_count);
  });

  it('keeps the time range and a time grain on a mark filter (a bar of a yearly time series)', async () => {
    const year2000 = Date.UTC(2000, 0, 1);
    const page = await drillPage({ time_range: 'No filter', filters: [{ col: 'ds', op: '==', val: year2000, grain: 'P1Y' }] }, 50, 0);
    expect(page.total_count).toBeGreaterThan(0);
    expect(page.total_count).toBe(await aggregate({ filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2001-01-01' }] }));
    expect(page.data.every((row) => new Date(Number(row['ds'])).getUTCFullYear() === 2000)).toBe(true);
  });
});

describe('raw rows need can_samples on Datasource or can_drill on Dashboard', () => {
  it('refuses samples and drill_detail to a user who may read charts but not their rows, and still answers the aggregate', async () => {
    // A role that may read charts and every dataset, but holds neither raw-row permission.
    const db = t.store.db;
    const role = await db.insertInto('ab_role').values({ name: 'Chart reader' }).returning('id').executeTakeFirstOrThrow();
    const pairs = await db
      .selectFrom('ab_permission_view as pv')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select('pv.id')
      .where((eb) => eb.or([eb.and([eb('p.name', '=', 'can_read'), eb('v.name', '=', 'Chart')]), eb('p.name', '=', 'all_datasource_access')]))
      .execute();
    expect(pairs).toHaveLength(2);
    await db.insertInto('ab_permission_view_role').values(pairs.map((pair) => ({ permission_view_id: pair.id, role_id: role.id }))).execute();
    await t.security.createUser({ username: 'chartreader', password: 'chart-reader-password', roles: ['Chart reader'] });
    const reader = { authorization: `Bearer ${(await apiLogin(t.app, 'chartreader', 'chart-reader-password')).json().access_token}` };
    const body = (resultType: string) => ({ datasource: { id: birthNames, type: 'table' }, queries: [{ columns: ['gender'], metrics: ['count'], row_limit: 10 }], result_type: resultType, result_format: 'json' });
    for (const resultType of ['drill_detail', 'samples']) {
      const refused = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: reader, payload: body(resultType) });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toHaveProperty('message');
    }
    const full = await t.app.inject({ method: 'POST', url: '/api/v1/chart/data', headers: reader, payload: body('full') });
    expect(full.statusCode, full.body).toBe(200);
  });
});
