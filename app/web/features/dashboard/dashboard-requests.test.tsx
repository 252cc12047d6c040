// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApiServer } from '../../components/list-view/test-support/fake-api-server';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { DashboardPage } from './DashboardPage';
import { CHART_QUERY_CONCURRENCY } from './native-filters/request-lane';
import { InViewObserver } from '../../test-support/in-view-observer';

// No chart ever draws: every viz component stays loading for the whole test.
const componentLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../chart/load-viz-component', () => ({
  loadVizComponent: () => {
    componentLoads.count += 1;
    return new Promise(() => undefined);
  },
}));

const VIEWER = testUser({ Gamma: [['can_read', 'Dashboard']] });
/** More charts than the dashboard queries at once, each asking a different question. */
const CHART_COUNT = CHART_QUERY_CONCURRENCY + 3;
const CHART_IDS = Array.from({ length: CHART_COUNT }, (_, i) => i + 1);

const positions = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: CHART_IDS.map((id) => `ROW-${id}`) },
  ...Object.fromEntries(
    CHART_IDS.flatMap((id) => [
      [`ROW-${id}`, { id: `ROW-${id}`, type: 'ROW', children: [`CHART-${id}`], meta: {} }],
      [`CHART-${id}`, { id: `CHART-${id}`, type: 'CHART', children: [], meta: { chartId: id, width: 4, height: 30 } }],
    ]),
  ),
};

const chart = (id: number) => ({
  id,
  slice_name: `Chart ${id}`,
  description: null,
  viz_type: 'big_number_total',
  form_data: { slice_id: id, viz_type: 'big_number_total', datasource: '3__table', metric: `metric_${id}`, adhoc_filters: [], time_range: 'No filter' },
});

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

beforeEach(() => {
  componentLoads.count = 0;
  server = createFakeApiServer({
    'GET /api/v1/dashboard/:idOrSlug': () => ({
      id: 5,
      result: { id: 5, slug: 'many', dashboard_title: 'Many', published: true, css: '', json_metadata: '{}', position_json: JSON.stringify(positions), owners: [], roles: [] },
    }),
    'GET /api/v1/dashboard/:idOrSlug/charts': () => ({ result: CHART_IDS.map(chart) }),
    'GET /api/v1/dashboard/favorite_status/': () => ({ result: [{ id: 5, value: false }] }),
    'POST /api/v1/chart/data': () => ({ result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 42 }], rowcount: 1 }] }),
  });
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('IntersectionObserver', InViewObserver);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

describe('dashboard chart requests', () => {
  it('all go out, past the request lane, while no chart has drawn', async () => {
    rendered = await renderApp(null, {
      bootstrap: testBootstrap(VIEWER),
      path: '/superset/dashboard/many/',
      routes: [{ path: ROUTE_PATHS.dashboard, element: <DashboardPage /> }],
    });
    const { container, waitFor } = rendered;
    const statuses = () => [...container.querySelectorAll('[data-chart-status]')].map((element) => element.getAttribute('data-chart-status'));
    await waitFor(() => (statuses().length === CHART_COUNT && statuses().every((status) => status === 'success') ? true : null));
    // Every chart's answer arrived, though the lane holds CHART_QUERY_CONCURRENCY queries at once and no component has loaded.
    expect(server.calls('POST', '/api/v1/chart/data')).toHaveLength(CHART_COUNT);
    expect(componentLoads.count).toBeGreaterThan(0);
    expect(statuses()).not.toContain('rendered');
  });
});
