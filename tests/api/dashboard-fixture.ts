import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { TesseraConfig } from '../../app/server/config/tessera-config.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import type { StoreDialect } from '../../app/server/store/store.js';
import { bearerCaller, createDuckDbFile, grantPermission, risonParam } from './fixtures.js';
import { apiLogin, createTestApp, type TestApp } from './test-app.js';

const PASSWORD = 'dashboard-test-password';
const PASSWORDS = { admin: 'admin-password', alpha: 'alpha-password', gamma: 'gamma-password', gamma2: PASSWORD, nobody: PASSWORD } as const;

/** The users of the dashboard suites: one per built-in role, a second Gamma user, and one with no permissions. */
export type DashboardTestUser = keyof typeof PASSWORDS;

/** A layout holding the given charts, one per row, as Superset's dashboard page saves it. */
export function layoutWith(chartIds: readonly number[]): Record<string, unknown> {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: chartIds.map((_, i) => `ROW-${i}`), parents: ['ROOT_ID'] },
  };
  chartIds.forEach((chartId, i) => {
    layout[`ROW-${i}`] = { type: 'ROW', id: `ROW-${i}`, children: [`CHART-${i}`], parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT' } };
    layout[`CHART-${i}`] = { type: 'CHART', id: `CHART-${i}`, children: [], parents: ['ROOT_ID', 'GRID_ID', `ROW-${i}`], meta: { chartId, width: 4, height: 50 } };
  });
  return layout;
}

/**
 * The real application over a fresh metadata store with a DuckDB database holding two tables,
 * `events` (which Gamma may read) and `secrets` (which it may not), registered as datasets.
 */
export async function setUpDashboardApp(dialect: StoreDialect, config: Partial<TesseraConfig> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-dashapi-'));
  const file = path.join(dir, 'dashboards.duckdb');
  await createDuckDbFile(file, ['CREATE TABLE events (id INTEGER, ts TIMESTAMP, name VARCHAR, amount DOUBLE)', 'CREATE TABLE secrets (k INTEGER, v VARCHAR)']);
  const t: TestApp = await createTestApp({ dialect, plugins: [...SERVER_PLUGINS], config });
  await t.security.createUser({ username: 'gamma2', password: PASSWORD, roles: ['Gamma'] });
  await t.security.createUser({ username: 'nobody', password: PASSWORD, roles: ['Public'] });
  const tokens = {} as Record<DashboardTestUser, string>;
  const userIds = {} as Record<DashboardTestUser, number>;
  for (const user of Object.keys(PASSWORDS) as DashboardTestUser[]) {
    tokens[user] = (await apiLogin(t.app, user, PASSWORDS[user])).json().access_token;
    userIds[user] = (await t.store.db.selectFrom('ab_user').select('id').where('username', '=', user).executeTakeFirstOrThrow()).id;
  }
  const call = bearerCaller<DashboardTestUser>(() => t.app, tokens);
  const database = await call('admin', 'POST', '/api/v1/database/', { database_name: 'dashboard fixture', sqlalchemy_uri: `duckdb:///${file.replace(/^\/+/, '')}` });
  expect(database.statusCode, database.body).toBe(201);
  const dataset = async (table: string) => (await call('admin', 'POST', '/api/v1/dataset/', { database: database.json().id, schema: 'main', table_name: table })).json().id as number;
  const events = await dataset('events');
  const secrets = await dataset('secrets');
  await grantPermission(t, 'Gamma', 'datasource_access', `[dashboard fixture].[events](id:${events})`);
  const roleIds = Object.fromEntries((await t.store.db.selectFrom('ab_role').select(['id', 'name']).execute()).map((r) => [r.name, r.id])) as Record<string, number>;

  return {
    t,
    call,
    userIds,
    roleIds,
    events,
    secrets,
    q: risonParam,
    /** Creates a chart through the chart API; `datasource_id` defaults to the events dataset. */
    async createChart(user: DashboardTestUser, body: Record<string, unknown>): Promise<number> {
      const params = JSON.stringify({ viz_type: 'table', metrics: ['count'], datasource: `${String(body['datasource_id'] ?? events)}__table` });
      const response = await call(user, 'POST', '/api/v1/chart/', { datasource_id: events, datasource_type: 'table', viz_type: 'table', params, ...body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id;
    },
    /** Creates a dashboard through the API; answers its id. */
    async createDashboard(user: DashboardTestUser, body: Record<string, unknown>): Promise<number> {
      const response = await call(user, 'POST', '/api/v1/dashboard/', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id;
    },
    /** `GET /api/v1/dashboard/{id_or_slug}` → result, expecting 200. */
    async show(idOrSlug: number | string, user: DashboardTestUser = 'admin'): Promise<Record<string, unknown>> {
      const response = await call(user, 'GET', `/api/v1/dashboard/${idOrSlug}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result;
    },
    /** `GET /api/v1/dashboard/?q=…`, expecting 200. */
    async list(user: DashboardTestUser, query: Record<string, unknown>) {
      const response = await call(user, 'GET', `/api/v1/dashboard/?q=${risonParam(query)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { count: number; ids: number[]; result: Record<string, unknown>[] };
    },
    /** The chart ids linked to a dashboard in `dashboard_slices`, ascending. */
    async linkedCharts(dashboardId: number): Promise<number[]> {
      const rows = await t.store.db.selectFrom('dashboard_slices').select('slice_id').where('dashboard_id', '=', dashboardId).execute();
      return rows.map((r) => r.slice_id).sort((a, b) => a - b);
    },
    async close() {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What {@link setUpDashboardApp} answers. */
export type DashboardApp = Awaited<ReturnType<typeof setUpDashboardApp>>;
