import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { CHART_GALLERY_SLUG, installChartGallery } from '../../app/server/bootstrap/chart-gallery.js';
import { GALLERY_TABS, galleryCharts } from '../../app/server/bootstrap/chart-gallery-charts.js';
import { installExamples } from '../../app/server/bootstrap/initialize.js';
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

type Layout = Record<string, { type: string; children: string[]; meta: { chartId?: number; text?: string; width?: number } }>;

describe('the Chart Gallery example dashboard', () => {
  let dashboardId: number;

  it('is created once, published, with its two virtual datasets', async () => {
    const id = await installChartGallery(t.store.db, t.security);
    expect(id).toEqual(expect.any(Number));
    dashboardId = id!;
    expect(await installChartGallery(t.store.db, t.security)).toBeNull();
    const result = (await get(`/api/v1/dashboard/${CHART_GALLERY_SLUG}`)).json().result;
    expect(result).toMatchObject({ id: dashboardId, dashboard_title: 'Chart Gallery', slug: 'chart-gallery', published: true });
    const virtual = await t.store.db.selectFrom('tables').select(['table_name', 'perm']).where('sql', 'is not', null).orderBy('table_name').execute();
    expect(virtual.map((row) => row.table_name)).toEqual(['name_popularity_spans', 'sales_hierarchy']);
    for (const row of virtual) expect(row.perm).toContain(row.table_name);
  });

  it('lays its charts out in top-level tabs, one per kind of chart, every chart placed once', async () => {
    const result = (await get(`/api/v1/dashboard/${dashboardId}`)).json().result;
    const layout = JSON.parse(result.position_json) as Layout;
    const tabs = layout[layout['ROOT_ID']!.children[0]!]!;
    expect(tabs.type).toBe('TABS');
    expect(tabs.children.map((tabId) => layout[tabId]!.meta.text)).toEqual(GALLERY_TABS.map((tab) => tab.title));
    const charts = (await get(`/api/v1/dashboard/${dashboardId}/charts`)).json().result as Array<{ id: number; slice_name: string }>;
    expect(charts.map((chart) => chart.slice_name).sort()).toEqual(galleryCharts().map((chart) => chart.name).sort());
    const placed = Object.values(layout).filter((item) => item.type === 'CHART').map((item) => item.meta.chartId).sort();
    expect(placed).toEqual(charts.map((chart) => chart.id).sort());
  });

  it('every chart answers with rows when the dashboard queries it', async () => {
    const kernel = createWebKernel(WEB_PLUGINS, { schemaCompiler: createAjvSchemaCompiler() });
    const dashboard = (await get(`/api/v1/dashboard/${dashboardId}`)).json().result;
    const metadata = JSON.parse(dashboard.json_metadata);
    const charts = (await get(`/api/v1/dashboard/${dashboardId}/charts`)).json().result as Array<{ slice_name: string; form_data: Record<string, unknown> }>;
    for (const chart of charts) {
      const viz = kernel.vizTypes.require(String(chart.form_data['viz_type']));
      const formData = dashboardChartFormData(viz, chart.form_data, dashboardId, metadata);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        headers: { authorization: `Bearer ${adminToken}` },
        payload: buildQueryContext(viz, formData, {}) as object,
      });
      expect(response.statusCode, `${chart.slice_name}: ${response.payload.slice(0, 300)}`).toBe(200);
      const results = response.json().result as Array<{ rowcount: number }>;
      for (const result of results) expect(result.rowcount, chart.slice_name).toBeGreaterThan(0);
    }
  });
});
