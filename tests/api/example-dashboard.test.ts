import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { EXAMPLE_DASHBOARD_SLUG, installExampleDashboard } from '../../app/server/bootstrap/example-dashboard.js';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { buildQueryContext } from '../../app/web/chart/build-query-context.js';
import { dashboardChartFormData } from '../../app/web/features/dashboard/model/chart-form-data.js';
import { createWebKernel } from '../../app/web/kernel/create-web-kernel.js';
import { WEB_PLUGINS } from '../../app/web/kernel/web-plugins.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let adminToken: string;
let gammaToken: string;

const get = (url: string, token = adminToken) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  adminToken = (await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token as string;
  gammaToken = (await apiLogin(t.app, USERS.gamma.username, USERS.gamma.password)).json().access_token as string;
}, 60_000);
afterAll(async () => t?.close());

describe('the example dashboard', () => {
  let dashboardId: number;

  it('is created once, published, owned by the first administrator', async () => {
    const id = await installExampleDashboard(t.store.db, t.security);
    expect(id).toEqual(expect.any(Number));
    dashboardId = id!;
    expect(await installExampleDashboard(t.store.db, t.security)).toBeNull();

    const response = await get(`/api/v1/dashboard/${EXAMPLE_DASHBOARD_SLUG}`);
    expect(response.statusCode).toBe(200);
    const result = response.json().result;
    expect(result).toMatchObject({ id: dashboardId, dashboard_title: 'Births', slug: 'births', published: true });
    expect(result.owners.map((owner: { username?: string; first_name?: string }) => owner.first_name ?? owner.username)).toHaveLength(1);
    expect((await t.store.db.selectFrom('dashboards').select('id').where('slug', '=', 'births').execute()).length).toBe(1);
  });

  it('lays out its four charts and a note in two rows of twelve columns, and links the charts', async () => {
    const result = (await get(`/api/v1/dashboard/${dashboardId}`)).json().result;
    const layout = JSON.parse(result.position_json) as Record<string, { type: string; children: string[]; meta: { chartId?: number; width?: number } }>;
    const rows = layout['GRID_ID']!.children.map((rowId) => layout[rowId]!);
    expect(rows.map((row) => row.type)).toEqual(['ROW', 'ROW']);
    for (const row of rows) expect(row.children.reduce((sum, child) => sum + (layout[child]!.meta.width ?? 0), 0)).toBe(12);
    const charts = (await get(`/api/v1/dashboard/${dashboardId}/charts`)).json().result as Array<{ id: number; slice_name: string }>;
    expect(charts.map((chart) => chart.slice_name).sort()).toEqual(['Births by gender over the years', 'Births by state (top 10)', 'Most common names', 'Total births']);
    const placed = Object.values(layout).filter((item) => item.type === 'CHART').map((item) => item.meta.chartId).sort();
    expect(placed).toEqual(charts.map((chart) => chart.id).sort());
    expect(Object.values(layout).some((item) => item.type === 'MARKDOWN')).toBe(true);
  });

  it('has Gender and State value filters over every chart, and cross-filters on', async () => {
    const result = (await get(`/api/v1/dashboard/${dashboardId}`)).json().result;
    const metadata = JSON.parse(result.json_metadata);
    const charts = (await get(`/api/v1/dashboard/${dashboardId}/charts`)).json().result as Array<{ id: number }>;
    expect(metadata.cross_filters_enabled).toBe(true);
    const filters = metadata.native_filter_configuration as Array<{ id: string; name: string; filterType: string; targets: Array<{ column: { name: string } }>; chartsInScope: number[] }>;
    expect(filters.map((filter) => [filter.name, filter.filterType, filter.targets[0]!.column.name])).toEqual([
      ['Gender', 'filter_select', 'gender'],
      ['State', 'filter_select', 'state'],
    ]);
    for (const filter of filters) {
      expect(filter.id).toMatch(/^NATIVE_FILTER-/);
      expect([...filter.chartsInScope].sort()).toEqual(charts.map((chart) => chart.id).sort());
    }
  });

  it('every chart answers with data when the dashboard queries it, and follows a gender filter', async () => {
    const kernel = createWebKernel(WEB_PLUGINS, { schemaCompiler: createAjvSchemaCompiler() });
    const dashboard = (await get(`/api/v1/dashboard/${dashboardId}`)).json().result;
    const metadata = JSON.parse(dashboard.json_metadata);
    const charts = (await get(`/api/v1/dashboard/${dashboardId}/charts`)).json().result as Array<{ id: number; slice_name: string; form_data: Record<string, unknown> }>;
    for (const chart of charts) {
      const viz = kernel.vizTypes.get(String(chart.form_data['viz_type']))!;
      expect(viz, chart.slice_name).toBeDefined();
      const formData = dashboardChartFormData(viz, chart.form_data, dashboardId, metadata);
      const run = async (extraFormData?: Record<string, unknown>) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/chart/data',
          headers: { authorization: `Bearer ${adminToken}` },
          payload: buildQueryContext(viz, formData, extraFormData ? { extraFormData } : {}) as object,
        });
        expect(response.statusCode, `${chart.slice_name}: ${response.payload.slice(0, 300)}`).toBe(200);
        return response.json().result as Array<{ rowcount: number; data: Array<Record<string, unknown>> }>;
      };
      const all = await run();
      expect(all[0]!.rowcount, chart.slice_name).toBeGreaterThan(0);
      if (chart.slice_name === 'Total births') {
        const girls = await run({ filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] });
        expect(Number(girls[0]!.data[0]!['sum__num'])).toBeLessThan(Number(all[0]!.data[0]!['sum__num']));
        expect(Number(girls[0]!.data[0]!['sum__num'])).toBeGreaterThan(0);
      }
    }
  });

  it('stays unknown to a Gamma user without access to the examples (published dashboards show to those who may read their data)', async () => {
    expect((await get(`/api/v1/dashboard/${EXAMPLE_DASHBOARD_SLUG}`, gammaToken)).statusCode).toBe(404);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/dashboard/${dashboardId}`,
      headers: { authorization: `Bearer ${gammaToken}` },
      payload: { dashboard_title: 'Mine now' },
    });
    expect(refused.statusCode).toBe(404);
    expect((await get(`/api/v1/dashboard/${dashboardId}`)).json().result.dashboard_title).toBe('Births');
  });
});
