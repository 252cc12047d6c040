import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
import { MAPS_DASHBOARD_SLUG, installMapsDashboard } from '../../app/server/bootstrap/maps-dashboard.js';
import { MAPS_TABS, mapsCharts } from '../../app/server/bootstrap/maps-dashboard-charts.js';
import { SERVER_PLUGINS } from '../../app/server/kernel/server-plugins.js';
import { buildQueryContext } from '../../app/web/chart/build-query-context.js';
import { dashboardChartFormData } from '../../app/web/features/dashboard/model/chart-form-data.js';
import { createWebKernel } from '../../app/web/kernel/create-web-kernel.js';
import { WEB_PLUGINS } from '../../app/web/kernel/web-plugins.js';
import { USERS, apiLogin, createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let adminToken: string;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${adminToken}` } });

beforeAll(async () => {
  t = await createTestApp({ plugins: [...SERVER_PLUGINS] });
  await installExamples(t.store, t.config, { info: () => undefined });
  adminToken = (await apiLogin(t.app, USERS.admin.username, USERS.admin.password)).json().access_token as string;
}, 60_000);
afterAll(async () => t?.close());

type Layout = Record<string, { type: string; children: string[]; meta: { chartId?: number; text?: string } }>;
type SavedChart = { id: number; slice_name: string; form_data: Record<string, unknown> };

describe('the Maps example dashboard', () => {
  let dashboardId: number;

  it('is created once, published, with the GeoJSON virtual dataset', async () => {
    const id = await installMapsDashboard(t.store.db, t.security);
    expect(id).toEqual(expect.any(Number));
    dashboardId = id!;
    expect(await installMapsDashboard(t.store.db, t.security)).toBeNull();
    const result = (await get(`/api/v1/dashboard/${MAPS_DASHBOARD_SLUG}`)).json().result;
    expect(result).toMatchObject({ id: dashboardId, dashboard_title: 'Maps', slug: 'maps', published: true });
    const virtual = await t.store.db.selectFrom('tables').select(['table_name', 'perm']).where('sql', 'is not', null).execute();
    expect(virtual.map((row) => row.table_name)).toEqual(['sf_population_geojson']);
    expect(virtual[0]!.perm).toContain('sf_population_geojson');
  });

  it('lays its charts out in tabs, every chart placed once, the layered map pointing at two of them', async () => {
    const result = (await get(`/api/v1/dashboard/${dashboardId}`)).json().result;
    const layout = JSON.parse(result.position_json) as Layout;
    const tabs = layout[layout['ROOT_ID']!.children[0]!]!;
    expect(tabs.type).toBe('TABS');
    expect(tabs.children.map((tabId) => layout[tabId]!.meta.text)).toEqual(MAPS_TABS.map((tab) => tab.title));
    const charts = (await get(`/api/v1/dashboard/${dashboardId}/charts`)).json().result as SavedChart[];
    expect(charts.map((chart) => chart.slice_name).sort()).toEqual(mapsCharts().map((chart) => chart.name).sort());
    const placed = Object.values(layout).filter((item) => item.type === 'CHART').map((item) => item.meta.chartId).sort();
    expect(placed).toEqual(charts.map((chart) => chart.id).sort());
    const multi = charts.find((chart) => chart.form_data['viz_type'] === 'deck_multi')!;
    const layers = (multi.form_data['deck_slices'] as number[]).map((id) => charts.find((chart) => chart.id === id)?.slice_name);
    expect(layers).toEqual(mapsCharts().find((chart) => chart.layers)!.layers!.map((layer) => layer.name));
  });

  it('every chart answers with rows when the dashboard queries it', async () => {
    const kernel = createWebKernel(WEB_PLUGINS, { schemaCompiler: createAjvSchemaCompiler() });
    const dashboard = (await get(`/api/v1/dashboard/${dashboardId}`)).json().result;
    const metadata = JSON.parse(dashboard.json_metadata);
    const charts = (await get(`/api/v1/dashboard/${dashboardId}/charts`)).json().result as SavedChart[];
    expect(charts.length).toBe(mapsCharts().length);
    for (const chart of charts) {
      const viz = kernel.vizTypes.require(String(chart.form_data['viz_type']));
      const formData = dashboardChartFormData(viz, chart.form_data, dashboardId, metadata);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        headers: { authorization: `Bearer ${adminToken}` },
        // Rows as JSON here, whatever format the chart asks for on a page (deck.gl maps may ask for Arrow).
        payload: { ...buildQueryContext(viz, formData, {}), result_format: 'json' },
      });
      expect(response.statusCode, `${chart.slice_name}: ${response.payload.slice(0, 300)}`).toBe(200);
      const results = response.json().result as Array<{ rowcount: number; data: Array<Record<string, unknown>> }>;
      expect(results.length, chart.slice_name).toBeGreaterThan(0);
      for (const result of results) expect(result.rowcount, chart.slice_name).toBeGreaterThan(0);
      if (chart.form_data['viz_type'] === 'deck_geojson') {
        for (const row of results[0]!.data) expect(JSON.parse(String(row['geojson']))).toMatchObject({ type: 'Feature', geometry: { type: 'Polygon' } });
      }
      if (chart.slice_name === 'Births in the US by state') for (const row of results[0]!.data) expect(row['state_code']).toMatch(/^US-[A-Z]{2}$/);
      if (chart.form_data['viz_type'] === 'world_map') expect(results[0]!.rowcount).toBeGreaterThan(150);
    }
  });
});
