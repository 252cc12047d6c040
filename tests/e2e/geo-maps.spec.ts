import { expect, test, type Page } from '@playwright/test';
import { logIn } from './log-in';

async function apiCall(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const csrf = (await (await page.request.get('/api/v1/security/csrf_token/')).json()) as { result: string };
  return page.request.fetch(url, { method, data, headers: { 'X-CSRFToken': csrf.result } });
}

async function datasetId(page: Page, tableName: string): Promise<number> {
  const q = encodeURIComponent(`(filters:!((col:table_name,opr:eq,value:${tableName})))`);
  const body = (await (await apiCall(page, 'GET', `/api/v1/dataset/?q=${q}`)).json()) as { result: { id: number; table_name: string }[] };
  const row = body.result.find((d) => d.table_name === tableName);
  expect(row, `dataset ${tableName}`).toBeDefined();
  return row!.id;
}

async function saveChart(page: Page, name: string, table: string, params: Record<string, unknown>): Promise<number> {
  const id = await datasetId(page, table);
  const response = await apiCall(page, 'POST', '/api/v1/chart/', {
    slice_name: name,
    viz_type: params.viz_type,
    datasource_id: id,
    datasource_type: 'table',
    params: JSON.stringify({ ...params, datasource: `${id}__table` }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const CHARTS = [
  {
    name: 'World population',
    table: 'wb_health_population',
    file: 'world-map',
    params: {
      viz_type: 'world_map',
      entity: 'country_code',
      country_fieldtype: 'cca3',
      metric: 'sum__SP_POP_TOTL',
      secondary_metric: 'sum__SP_RUR_TOTL',
      show_bubbles: true,
      max_bubble_size: '25',
      adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'year', operator: 'TEMPORAL_RANGE', comparator: '2014-01-01 : 2015-01-01' }],
    },
    regions: 170,
  },
  {
    name: 'Births in France, 2004',
    table: 'birth_france_by_region',
    file: 'country-map-france',
    params: { viz_type: 'country_map', select_country: 'france', entity: 'DEPT_ID', metric: 'sum__2004' },
    regions: 101,
  },
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`maps (${colorScheme})`, () => {
    test.use({ colorScheme });
    for (const chart of CHARTS) {
      test(`${chart.params.viz_type} draws its regions from the shipped boundaries`, async ({ page }) => {
        // No network: the boundaries come with the app.
        await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
        await logIn(page);
        const id = await saveChart(page, `${chart.name} (${colorScheme})`, chart.table, chart.params);
        await page.goto(`/explore/?slice_id=${id}`);
        const regions = page.locator('[data-part="region"]');
        await expect.poll(() => regions.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(chart.regions);
        await expect(page.locator('[data-part="color-legend"]')).toBeVisible();
        await page.screenshot({ path: `test-results/screens/${chart.file}-${colorScheme}.png` });
      });
    }
  });
}
