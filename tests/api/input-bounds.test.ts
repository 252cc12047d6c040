import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CONTROL_CHARACTERS_MESSAGE, NO_NUL_MESSAGE } from '../../app/server/http/bounded-fields.js';
import type { StoreDialect } from '../../app/server/store/store.js';
import { setUpDashboardApp, type DashboardApp } from './dashboard-fixture.js';
import { risonParam } from './fixtures.js';

/**
 * Inputs bounded: a list query paging past any sensible range, a cache timeout or offset of
 * 1e308, a NUL byte or a megabyte in a name each answer 400 with the field's message, and nothing
 * is written. Each finding is first sent as it was found, on both metadata stores.
 */

const HUGE_PAGING = encodeURIComponent('(page_size:100000000000000000000,page:1e308)');
const NUL_NAME = 'before\u0000after';
const MEGABYTE = 'x'.repeat(1024 * 1024 + 1);

/** The list routes that read a rison `q` with paging. */
const LIST_ROUTES = [
  '/api/v1/annotation_layer/',
  '/api/v1/chart/',
  '/api/v1/chart/related/owners',
  '/api/v1/dashboard/',
  '/api/v1/dashboard/related/owners',
  '/api/v1/database/',
  '/api/v1/dataset/',
  '/api/v1/dataset/distinct/schema',
  '/api/v1/log/',
  '/api/v1/log/recent_activity/',
  '/api/v1/query/',
  '/api/v1/report/',
  '/api/v1/rowlevelsecurity/',
  '/api/v1/saved_query/',
  '/api/v1/security/permissions-resources/',
  '/api/v1/security/roles/',
  '/api/v1/security/roles/search/',
  '/api/v1/security/users/',
] as const;

const messageOf = (response: LightMyRequestResponse) => (response.json() as { message: unknown }).message;

describe.each<StoreDialect>(['sqlite', 'postgres'])('bounded inputs on a %s metadata store', (dialect) => {
  let d: DashboardApp;
  let chartId: number;
  let dashboardId: number;
  let databaseId: number;
  let layerId: number;

  const count = async (table: 'slices' | 'dashboards' | 'tables' | 'dbs' | 'saved_query' | 'report_schedule' | 'annotation_layer' | 'annotation' | 'ab_user' | 'ab_role' | 'row_level_security_filters') =>
    Number((await d.t.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    d = await setUpDashboardApp(dialect);
    chartId = await d.createChart('admin', { slice_name: 'Bounded chart' });
    dashboardId = await d.createDashboard('admin', { dashboard_title: 'Bounded dashboard' });
    databaseId = (await d.t.store.db.selectFrom('dbs').select('id').executeTakeFirstOrThrow()).id;
    const layer = await d.call('admin', 'POST', '/api/v1/annotation_layer/', { name: 'Bounded layer' });
    expect(layer.statusCode, layer.body).toBe(201);
    layerId = layer.json().id;
  }, 120_000);
  afterAll(async () => d?.close());

  describe('list queries', () => {
    it.each(LIST_ROUTES)('%s answers 400 to page_size 1e20 and page 1e308, and 200 to an ordinary page', async (route) => {
      const huge = await d.call('admin', 'GET', `${route}?q=${HUGE_PAGING}`);
      expect(huge.statusCode, huge.body).toBe(400);
      expect(String(messageOf(huge))).toMatch(/^Not a valid rison schema: .*page/);
      const ordinary = await d.call('admin', 'GET', `${route}?q=${risonParam({ page: 0, page_size: 10 })}`);
      expect(ordinary.statusCode, ordinary.body).toBe(200);
    });

    it('answers 400 to a page past the last one allowed and to a fractional or negative page', async () => {
      for (const q of ['(page:1000001)', '(page:1.5)', '(page:-1)', '(page_size:10001)', '(page_size:-2)', '(page_size:1e308)']) {
        const response = await d.call('admin', 'GET', `/api/v1/dashboard/?q=${encodeURIComponent(q)}`);
        expect(response.statusCode, `${q}: ${response.body}`).toBe(400);
      }
      const message = String(messageOf(await d.call('admin', 'GET', `/api/v1/chart/?q=${encodeURIComponent('(page_size:10001)')}`)));
      expect(message).toBe('Not a valid rison schema: page_size Must be less than or equal to 10000.');
    });

    it("keeps Flask-AppBuilder's lowering of a page size above the resource's maximum", async () => {
      const listed = await d.call('admin', 'GET', `/api/v1/dashboard/?q=${risonParam({ page_size: 5000 })}`);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().ids).toContain(dashboardId);
    });

    it('answers 400 to a filter or order column carrying a control character', async () => {
      const filtered = await d.call('admin', 'GET', `/api/v1/chart/?q=${risonParam({ filters: [{ col: 'slice_name\u0000', opr: 'ct', value: 'x' }] })}`);
      expect(filtered.statusCode, filtered.body).toBe(400);
      const ordered = await d.call('admin', 'GET', `/api/v1/chart/?q=${risonParam({ order_column: 'slice_name\n' })}`);
      expect(ordered.statusCode, ordered.body).toBe(400);
      expect(String(messageOf(ordered))).toContain(NO_CONTROL_CHARACTERS_MESSAGE);
    });
  });

  describe('numbers with ranges', () => {
    it('refuses a chart cache_timeout of 1e308 and keeps the stored one', async () => {
      const response = await d.call('admin', 'PUT', `/api/v1/chart/${chartId}`, { cache_timeout: 1e308 });
      expect(response.statusCode, response.body).toBe(400);
      expect(messageOf(response)).toEqual({ cache_timeout: ['Must be less than or equal to 31536000.'] });
      const stored = await d.t.store.db.selectFrom('slices').select('cache_timeout').where('id', '=', chartId).executeTakeFirstOrThrow();
      expect(stored.cache_timeout).toBeNull();
      expect((await d.call('admin', 'PUT', `/api/v1/chart/${chartId}`, { cache_timeout: 600 })).statusCode).toBe(200);
    });

    it('refuses a dataset offset or cache_timeout of 1e308, or below the minimum', async () => {
      for (const body of [{ offset: 1e308 }, { offset: -25 }, { cache_timeout: 1e308 }, { cache_timeout: -2 }]) {
        const response = await d.call('admin', 'PUT', `/api/v1/dataset/${d.events}`, body);
        expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
      }
      const stored = await d.t.store.db.selectFrom('tables').select(['offset', 'cache_timeout']).where('id', '=', d.events).executeTakeFirstOrThrow();
      expect(stored.offset ?? 0).toBe(0);
      expect(stored.cache_timeout).toBeNull();
      const ok = await d.call('admin', 'PUT', `/api/v1/dataset/${d.events}`, { offset: 2, cache_timeout: 3600 });
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('refuses a database cache_timeout of 1e308', async () => {
      const response = await d.call('admin', 'PUT', `/api/v1/database/${databaseId}`, { cache_timeout: 1e308 });
      expect(response.statusCode, response.body).toBe(400);
      expect(messageOf(response)).toEqual({ cache_timeout: ['Must be less than or equal to 31536000.'] });
    });

    it('refuses report grace periods, working timeouts and log retention past their ranges, writing nothing', async () => {
      const before = await count('report_schedule');
      for (const field of ['grace_period', 'working_timeout', 'log_retention']) {
        const body = { type: 'Report', name: `Bounded ${field}`, crontab: '0 9 * * *', chart: chartId, report_format: 'PNG', recipients: [{ type: 'Email', recipient_config_json: { target: 'a@example.com' } }], [field]: 1e308 };
        const response = await d.call('admin', 'POST', '/api/v1/report/', body);
        expect(response.statusCode, response.body).toBe(400);
        expect(Object.keys(messageOf(response) as object)).toEqual([field]);
      }
      expect(await count('report_schedule')).toBe(before);
    });

    it('refuses a report extra whose dashboard state is not an object', async () => {
      const body = { type: 'Report', name: 'Bounded extra', crontab: '0 9 * * *', dashboard: dashboardId, report_format: 'PNG', recipients: [{ type: 'Email', recipient_config_json: { target: 'a@example.com' } }], extra: { dashboard: 'TAB-1' } };
      const response = await d.call('admin', 'POST', '/api/v1/report/', body);
      expect(response.statusCode, response.body).toBe(400);
    });

    it('refuses chart-data row limits and offsets, and SQL Lab query limits, of 1e308', async () => {
      for (const query of [{ row_limit: 1e308 }, { row_offset: 1e308 }, { series_limit: 1e308 }]) {
        const response = await d.call('admin', 'POST', '/api/v1/chart/data', { datasource: { id: d.events, type: 'table' }, queries: [{ columns: ['name'], metrics: ['count'], ...query }] });
        expect(response.statusCode, `${JSON.stringify(query)}: ${response.body}`).toBe(400);
      }
      const sqlLab = await d.call('admin', 'POST', '/api/v1/sqllab/execute/', { database_id: databaseId, sql: 'SELECT 1', queryLimit: 1e308 });
      expect(sqlLab.statusCode, sqlLab.body).toBe(400);
    });

    it('answers 404 or 400, never 500, to ids past the integer range', async () => {
      for (const route of ['/api/v1/chart/99999999999', '/api/v1/dataset/99999999999', '/api/v1/dashboard/99999999999', '/api/v1/dashboard/99999999999/charts', '/api/v1/saved_query/99999999999', '/api/v1/database/99999999999', '/api/v1/report/99999999999', '/api/v1/annotation_layer/99999999999', '/api/v1/security/roles/99999999999']) {
        const response = await d.call('admin', 'GET', route);
        expect([400, 404], `${route}: ${response.body}`).toContain(response.statusCode);
      }
      const chart = await d.call('admin', 'POST', '/api/v1/chart/', { slice_name: 'Far datasource', datasource_id: 99999999999, datasource_type: 'table' });
      expect(chart.statusCode, chart.body).toBe(400);
      expect(messageOf(chart)).toEqual({ datasource_id: ['Must be less than or equal to 2147483647.'] });
      const owners = await d.call('admin', 'PUT', `/api/v1/dashboard/${dashboardId}`, { owners: [99999999999] });
      expect(owners.statusCode, owners.body).toBe(400);
    });

    it('refuses a dashboard refresh frequency of 1e308 in its metadata', async () => {
      const response = await d.call('admin', 'PUT', `/api/v1/dashboard/${dashboardId}`, { json_metadata: JSON.stringify({ refresh_frequency: 1e308 }) });
      expect(response.statusCode, response.body).toBe(400);
    });
  });

  describe('names and text', () => {
    /** Every create route, with a valid body and the name field to spoil. */
    const creates = (): [string, string, Record<string, unknown>, string, Parameters<typeof count>[0]][] => [
      ['dashboard', '/api/v1/dashboard/', {}, 'dashboard_title', 'dashboards'],
      ['chart', '/api/v1/chart/', { datasource_id: d.events, datasource_type: 'table', viz_type: 'table' }, 'slice_name', 'slices'],
      ['dataset', '/api/v1/dataset/', { database: databaseId, schema: 'main' }, 'table_name', 'tables'],
      ['database', '/api/v1/database/', { sqlalchemy_uri: 'duckdb:///:memory:' }, 'database_name', 'dbs'],
      ['saved query', '/api/v1/saved_query/', { db_id: databaseId, sql: 'SELECT 1' }, 'label', 'saved_query'],
      ['report', '/api/v1/report/', { type: 'Report', crontab: '0 9 * * *', chart: chartId, report_format: 'PNG', recipients: [{ type: 'Email', recipient_config_json: { target: 'a@example.com' } }] }, 'name', 'report_schedule'],
      ['annotation layer', '/api/v1/annotation_layer/', {}, 'name', 'annotation_layer'],
      ['annotation', `/api/v1/annotation_layer/${layerId}/annotation/`, { start_dttm: '2024-01-01T00:00:00', end_dttm: '2024-01-02T00:00:00' }, 'short_descr', 'annotation'],
      ['user', '/api/v1/security/users/', { username: 'bounded', last_name: 'x', email: 'bounded@example.com', password: 'long-enough-password', roles: [1] }, 'first_name', 'ab_user'],
      ['role', '/api/v1/security/roles/', {}, 'name', 'ab_role'],
      ['row level security rule', '/api/v1/rowlevelsecurity/', { filter_type: 'Regular', tables: [d.events], roles: [], clause: '1 = 1' }, 'name', 'row_level_security_filters'],
    ];

    it('answers 400 to a NUL byte or a megabyte in the name on every create route, writing nothing', async () => {
      for (const [what, route, body, field, table] of creates()) {
        const before = await count(table);
        const nul = await d.call('admin', 'POST', route, { ...body, [field]: NUL_NAME });
        expect(nul.statusCode, `${what} NUL: ${nul.body}`).toBe(400);
        expect(messageOf(nul), what).toEqual({ [field]: [NO_CONTROL_CHARACTERS_MESSAGE] });
        const long = await d.call('admin', 'POST', route, { ...body, [field]: MEGABYTE });
        expect(long.statusCode, `${what} 1 MB: ${long.statusCode}`).toBe(400);
        expect((messageOf(long) as Record<string, string[]>)[field]?.[0], what).toMatch(/^Longer than maximum length \d+\.$/);
        expect(await count(table), what).toBe(before);
      }
    });

    it('answers 400 to a NUL byte or a megabyte in the name on every update route, keeping the stored name', async () => {
      const report = await d.call('admin', 'POST', '/api/v1/report/', { ...creates()[5]![2], name: 'Bounded report' });
      expect(report.statusCode, report.body).toBe(201);
      const annotation = await d.call('admin', 'POST', `/api/v1/annotation_layer/${layerId}/annotation/`, { ...creates()[7]![2], short_descr: 'Bounded note' });
      expect(annotation.statusCode, annotation.body).toBe(201);
      const savedQuery = await d.call('admin', 'POST', '/api/v1/saved_query/', { db_id: databaseId, sql: 'SELECT 1', label: 'Bounded query' });
      expect(savedQuery.statusCode, savedQuery.body).toBe(201);
      const role = await d.call('admin', 'POST', '/api/v1/security/roles/', { name: 'Bounded role' });
      expect(role.statusCode, role.body).toBe(201);
      const rule = await d.call('admin', 'POST', '/api/v1/rowlevelsecurity/', { ...creates()[10]![2], name: 'Bounded rule' });
      expect(rule.statusCode, rule.body).toBe(201);
      const updates: [string, string][] = [
        [`/api/v1/dashboard/${dashboardId}`, 'dashboard_title'],
        [`/api/v1/chart/${chartId}`, 'slice_name'],
        [`/api/v1/dataset/${d.events}`, 'table_name'],
        [`/api/v1/database/${databaseId}`, 'database_name'],
        [`/api/v1/saved_query/${savedQuery.json().id}`, 'label'],
        [`/api/v1/report/${report.json().id}`, 'name'],
        [`/api/v1/annotation_layer/${layerId}`, 'name'],
        [`/api/v1/annotation_layer/${layerId}/annotation/${annotation.json().id}`, 'short_descr'],
        [`/api/v1/security/users/${d.userIds.gamma}`, 'first_name'],
        [`/api/v1/security/roles/${role.json().id}`, 'name'],
        [`/api/v1/rowlevelsecurity/${rule.json().id}`, 'name'],
      ];
      for (const [route, field] of updates) {
        const stored = async () => {
          const shown = await d.call('admin', 'GET', route);
          expect(shown.statusCode, shown.body).toBe(200);
          return (shown.json() as { result: Record<string, unknown> }).result[field];
        };
        const before = await stored();
        expect(typeof before, route).toBe('string');
        for (const value of [NUL_NAME, 'tab\there', MEGABYTE]) {
          const response = await d.call('admin', 'PUT', route, { [field]: value });
          expect(response.statusCode, `${route} ${value.slice(0, 12)}: ${response.statusCode}`).toBe(400);
        }
        expect(await stored(), route).toBe(before);
      }
    });

    it('keeps a dataset whose table_name would carry a NUL from being made, so queries on the table go on working', async () => {
      const before = await count('tables');
      const response = await d.call('admin', 'POST', '/api/v1/dataset/', { database: databaseId, schema: 'main', table_name: 'events\u0000' });
      expect(response.statusCode, response.body).toBe(400);
      expect(messageOf(response)).toEqual({ table_name: [NO_CONTROL_CHARACTERS_MESSAGE] });
      expect(await count('tables')).toBe(before);
      const data = await d.call('admin', 'POST', '/api/v1/chart/data', {
        datasource: { id: d.events, type: 'table' },
        queries: [{ columns: ['name'], metrics: ['count'], row_limit: 5 }],
      });
      expect(data.statusCode, data.body).toBe(200);
    });

    it('takes line breaks in SQL and descriptions but refuses a NUL there, and more than a megabyte', async () => {
      const ok = await d.call('admin', 'POST', '/api/v1/saved_query/', { db_id: databaseId, label: 'Multi-line', sql: 'SELECT 1\n\tFROM events', description: 'line one\nline two' });
      expect(ok.statusCode, ok.body).toBe(201);
      const nul = await d.call('admin', 'POST', '/api/v1/saved_query/', { db_id: databaseId, label: 'NUL', sql: 'SELECT 1\u0000' });
      expect(nul.statusCode, nul.body).toBe(400);
      expect(messageOf(nul)).toEqual({ sql: [NO_NUL_MESSAGE] });
      const long = await d.call('admin', 'PUT', `/api/v1/dashboard/${dashboardId}`, { css: MEGABYTE });
      expect(long.statusCode).toBe(400);
      expect(messageOf(long)).toEqual({ css: [`Longer than maximum length ${1024 * 1024}.`] });
    });
  });
});
