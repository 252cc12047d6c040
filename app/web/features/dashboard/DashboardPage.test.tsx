// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { BootstrapUser } from '../../bootstrap/bootstrap-data';
import { allByRole, byRole, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer } from '../../components/list-view/test-support/fake-api-server';
import { ROUTE_PATHS } from '../../routing/route-paths';
import { selectToasts } from '../../store/message-toasts-slice';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { DashboardPage } from './DashboardPage';
import { DASHBOARD_PREFETCH_KEY, startDashboardPrefetch } from './dashboard-prefetch';
import { dashboardListApi } from './list/dashboard-list-api';
import { InViewObserver } from '../../test-support/in-view-observer';

const OWNER = testUser({ Alpha: [['can_read', 'Dashboard'], ['can_write', 'Dashboard'], ['can_csv', 'Superset'], ['can_explore', 'Superset']] });
const VIEWER = { ...testUser({ Gamma: [['can_read', 'Dashboard']] }), userId: 99 };

/** A header, a row of two charts asking the same question, a markdown box and a divider. */
const POSITIONS = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['HEADER-a', 'ROW-a', 'ROW-b', 'DIVIDER-a'] },
  'HEADER-a': { id: 'HEADER-a', type: 'HEADER', children: [], meta: { text: 'Overview', headerSize: 'LARGE_HEADER', background: 'BACKGROUND_TRANSPARENT' } },
  'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-1', 'CHART-2'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
  'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, width: 6, height: 40 } },
  'CHART-2': { id: 'CHART-2', type: 'CHART', children: [], meta: { chartId: 2, width: 3, height: 50, sliceNameOverride: 'Births again' } },
  'ROW-b': { id: 'ROW-b', type: 'ROW', children: ['MARKDOWN-a'], meta: {} },
  'MARKDOWN-a': { id: 'MARKDOWN-a', type: 'MARKDOWN', children: [], meta: { width: 4, height: 30, code: '# Notes' } },
  'DIVIDER-a': { id: 'DIVIDER-a', type: 'DIVIDER', children: [], meta: {} },
};

const dashboardInfo = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  slug: 'births',
  dashboard_title: 'Births',
  published: true,
  css: '',
  json_metadata: JSON.stringify({ color_scheme: null }),
  position_json: JSON.stringify(POSITIONS),
  certified_by: null,
  certification_details: null,
  owners: [{ id: 7, first_name: 'Ada', last_name: 'Lovelace' }],
  roles: [],
  changed_by_name: 'Ada Lovelace',
  changed_on_delta_humanized: 'an hour ago',
  ...overrides,
});

const bigNumber = (id: number, name: string) => ({
  id,
  slice_name: name,
  description: null,
  viz_type: 'big_number_total',
  form_data: { slice_id: id, viz_type: 'big_number_total', datasource: '3__table', metric: 'count', adhoc_filters: [], time_range: 'No filter' },
});

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

beforeEach(() => {
  server = createFakeApiServer({
    'GET /api/v1/dashboard/:idOrSlug': () => ({ id: 5, result: dashboardInfo() }),
    'GET /api/v1/dashboard/:idOrSlug/charts': () => ({ result: [bigNumber(1, 'Total births'), bigNumber(2, 'Births copy')] }),
    'GET /api/v1/dashboard/favorite_status/': () => ({ result: [{ id: 5, value: true }] }),
    'POST /api/v1/chart/data': () => ({ result: [{ colnames: ['count'], coltypes: [0], data: [{ count: 42 }], rowcount: 1 }] }),
    'PUT /api/v1/dashboard/:pk': (request) => ({ id: 5, result: request.body, last_modified_time: 1 }),
  });
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('IntersectionObserver', InViewObserver);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderDashboard(user: BootstrapUser = OWNER, path = '/superset/dashboard/births/') {
  rendered = await renderApp(null, {
    bootstrap: testBootstrap(user),
    path,
    routes: [{ path: ROUTE_PATHS.dashboard, element: <DashboardPage /> }],
  });
  const { container, waitFor } = rendered;
  await waitFor(() => container.querySelector('[data-layout-id="GRID_ID"]'));
  return container;
}

const statuses = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-chart-status]')].map((element) => `${element.getAttribute('data-chart-id')}:${element.getAttribute('data-chart-status')}`);

describe('DashboardPage', () => {
  it('draws the grid of position_json: header, row of charts with their titles, markdown, divider', async () => {
    const container = await renderDashboard();
    expect(container.querySelector('[data-testid="dashboard-title"]')?.textContent).toBe('Births');
    const grid = container.querySelector('[data-layout-id="GRID_ID"]')!;
    expect([...grid.children].map((child) => child.getAttribute('data-layout-type'))).toEqual(['HEADER', 'ROW', 'ROW', 'DIVIDER']);
    expect(container.querySelector('[data-layout-id="HEADER-a"]')?.textContent).toBe('Overview');
    expect(container.querySelector('[data-layout-id="HEADER-a"] .header-large')).not.toBeNull();
    const row = container.querySelector('[data-layout-id="ROW-a"]')!;
    expect([...row.querySelectorAll('[data-layout-type="CHART"]')].map((chart) => chart.querySelector('h2')?.textContent)).toEqual(['Total births', 'Births again']);
    expect(container.querySelector('[data-layout-id="MARKDOWN-a"] .markdown-body')).not.toBeNull();
    expect(container.querySelector('[data-layout-id="DIVIDER-a"] hr')).not.toBeNull();
  });

  it('sizes charts on the 12-column grid: width in columns, height in 8-px units', async () => {
    const container = await renderDashboard();
    // The fallback grid is 1200 px wide: columns of (1200 − 11 × 16) / 12 px.
    const column = (1200 - 11 * 16) / 12;
    const chart = container.querySelector<HTMLElement>('[data-layout-id="CHART-1"]')!;
    expect(parseFloat(getComputedStyle(chart).width)).toBeCloseTo(6 * column + 5 * 16, 3);
    expect(getComputedStyle(container.querySelector<HTMLElement>('#CHART-1')!).height).toBe('320px');
    expect(getComputedStyle(container.querySelector<HTMLElement>('#CHART-2')!).height).toBe('400px');
  });

  it('loads charts in view and sends their identical query once', async () => {
    const container = await renderDashboard();
    await rendered!.waitFor(() => (statuses(container).every((status) => status.endsWith(':success')) ? true : null));
    expect(statuses(container)).toEqual(['1:success', '2:success']);
    const dataCalls = server.calls('POST', '/api/v1/chart/data');
    expect(dataCalls).toHaveLength(1);
    expect(dataCalls[0]!.url.searchParams.get('dashboard_id')).toBe('5');
    expect((dataCalls[0]!.body as { queries: unknown[] }).queries).toHaveLength(1);
  });

  it('offers editing to an owner with can_write, and not to other users', async () => {
    const ownerView = await renderDashboard(OWNER);
    expect(ownerView.querySelector('[data-testid="dashboard-edit"]')).not.toBeNull();
    await rendered!.unmount();
    const viewerView = await renderDashboard(VIEWER);
    expect(viewerView.querySelector('[data-testid="dashboard-edit"]')).toBeNull();
    expect(viewerView.querySelector('[aria-label="Delete chart"]')).toBeNull();
  });

  it('hides the title with uiConfig=1 and the chart menus with uiConfig=8', async () => {
    const hiddenTitle = await renderDashboard(OWNER, '/superset/dashboard/births/?uiConfig=1');
    expect(hiddenTitle.querySelector('[data-testid="dashboard-title"]')).toBeNull();
    expect(allByRole(hiddenTitle, 'button', 'Actions of Total births')).toHaveLength(1);
    await rendered!.unmount();
    const hiddenControls = await renderDashboard(OWNER, '/superset/dashboard/births/?uiConfig=8');
    expect(hiddenControls.querySelector('[data-testid="dashboard-title"]')).not.toBeNull();
    expect(allByRole(hiddenControls, 'button', 'Actions of Total births')).toHaveLength(0);
  });

  it('edits in place, undoes and redoes, and saves the layout inside json_metadata', async () => {
    const container = await renderDashboard(OWNER, '/superset/dashboard/births/?edit=true');
    // The edit panel loads as its own chunk.
    await rendered!.waitFor(() => container.querySelector('[aria-label="Dashboard components"]'));
    const headerInput = byRole(container, 'textbox', 'Header text') as HTMLInputElement;
    await typeText(headerInput, 'Key figures');
    await act(async () => {
      headerInput.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      headerInput.blur();
    });
    expect((byRole(container, 'textbox', 'Header text') as HTMLInputElement).value).toBe('Key figures');
    expect(container.textContent).toContain('Unsaved changes');

    await click(byRole(container, 'button', 'Undo'));
    expect((byRole(container, 'textbox', 'Header text') as HTMLInputElement).value).toBe('Overview');
    await click(byRole(container, 'button', 'Redo'));
    expect((byRole(container, 'textbox', 'Header text') as HTMLInputElement).value).toBe('Key figures');

    await click(container.querySelector('[data-testid="dashboard-save"]')!);
    await rendered!.settle();
    const put = server.calls('PUT', '/api/v1/dashboard/5').at(-1)!;
    const body = put.body as { dashboard_title: string; json_metadata: string; owners: number[] };
    expect(body.dashboard_title).toBe('Births');
    expect(body.owners).toEqual([7]);
    const positions = JSON.parse(body.json_metadata).positions;
    expect(positions['HEADER-a'].meta.text).toBe('Key figures');
    expect(positions['ROW-a'].children).toEqual(['CHART-1', 'CHART-2']);
    expect(selectToasts(rendered!.store.getState()).map((toast) => toast.text)).toContain('This dashboard was saved successfully.');
    expect(container.querySelector('[data-testid="dashboard-edit"]')).not.toBeNull();
  });

  it('publishes and hides the dashboard with the spec’s toasts', async () => {
    const container = await renderDashboard();
    await click(container.querySelector('[data-testid="published-toggle"]')!);
    await rendered!.settle();
    expect(server.calls('PUT', '/api/v1/dashboard/5').at(-1)!.body).toEqual({ published: false });
    expect(selectToasts(rendered!.store.getState()).map((toast) => toast.text)).toContain('This dashboard is now hidden');
    expect(container.querySelector('[data-testid="published-toggle"]')?.textContent).toBe('Draft');
  });

  it('stars and unstars the dashboard, and puts the star back with a toast when the server refuses', async () => {
    server.on('POST /api/v1/dashboard/:pk/favorites/', () => ({ result: 'OK' }));
    server.on('DELETE /api/v1/dashboard/:pk/favorites/', () => new Response(JSON.stringify({ message: 'Forbidden' }), { status: 403, headers: { 'Content-Type': 'application/json' } }));
    const container = await renderDashboard();
    const star = () => container.querySelector<HTMLElement>('button[aria-pressed]')!;
    await rendered!.waitFor(() => (star().getAttribute('aria-pressed') === 'true' ? true : null));
    await click(star());
    // The refused unstar: the star shows again, and the user is told.
    await rendered!.waitFor(() => (server.calls('DELETE', '/api/v1/dashboard/5/favorites/').length === 1 ? true : null));
    await rendered!.waitFor(() => (star().getAttribute('aria-pressed') === 'true' ? true : null));
    expect(selectToasts(rendered!.store.getState()).map((toast) => toast.text)).toContain('There was an issue favoriting this dashboard.');
    server.on('DELETE /api/v1/dashboard/:pk/favorites/', () => ({ result: 'OK' }));
    await click(star());
    await rendered!.waitFor(() => (star().getAttribute('aria-pressed') === 'false' ? true : null));
    await click(star());
    await rendered!.waitFor(() => (star().getAttribute('aria-pressed') === 'true' ? true : null));
    expect(server.calls('POST', '/api/v1/dashboard/5/favorites/')).toHaveLength(1);
  });

  it('makes a dashboard list read before a save read again', async () => {
    server.on('GET /api/v1/dashboard/', () => ({ count: 1, ids: [5], result: [dashboardInfo()] }));
    const container = await renderDashboard();
    const list = rendered!.store.dispatch(dashboardListApi.endpoints.getDashboardList.initiate({ page: 0, page_size: 25 }));
    await list;
    const reads = () => server.calls('GET', '/api/v1/dashboard/').length;
    expect(reads()).toBe(1);
    await click(container.querySelector('[data-testid="published-toggle"]')!);
    await rendered!.waitFor(() => (reads() === 2 ? true : null));
    list.unsubscribe();
  });

  it('shows the dashboard from the requests the early script sent, without sending them again', async () => {
    delete (globalThis as unknown as Record<symbol, unknown>)[DASHBOARD_PREFETCH_KEY];
    expect(startDashboardPrefetch('/superset/dashboard/births/', server.fetch)).toBe(true);
    const container = await renderDashboard();
    expect(container.querySelector('[data-testid="dashboard-title"]')?.textContent).toBe('Births');
    expect(container.querySelectorAll('[data-layout-type="CHART"]')).toHaveLength(2);
    expect(server.calls('GET', '/api/v1/dashboard/births')).toHaveLength(1);
    expect(server.calls('GET', '/api/v1/dashboard/births/charts')).toHaveLength(1);
  });

  it('reports a failed early request as the page does its own', async () => {
    server.on('GET /api/v1/dashboard/:idOrSlug', () => new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } }));
    delete (globalThis as unknown as Record<symbol, unknown>)[DASHBOARD_PREFETCH_KEY];
    startDashboardPrefetch('/superset/dashboard/nope/', server.fetch);
    rendered = await renderApp(null, { bootstrap: testBootstrap(OWNER), path: '/superset/dashboard/nope/', routes: [{ path: ROUTE_PATHS.dashboard, element: <DashboardPage /> }] });
    const alert = await rendered.waitFor(() => rendered!.container.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain('This dashboard does not exist, or you do not have access to it.');
    expect(server.calls('GET', '/api/v1/dashboard/nope')).toHaveLength(1);
  });

  it('says so when the dashboard cannot be found', async () => {
    server.on('GET /api/v1/dashboard/:idOrSlug', () => new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } }));
    rendered = await renderApp(null, { bootstrap: testBootstrap(OWNER), path: '/superset/dashboard/nope/', routes: [{ path: ROUTE_PATHS.dashboard, element: <DashboardPage /> }] });
    const alert = await rendered.waitFor(() => rendered!.container.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain('This dashboard does not exist, or you do not have access to it.');
  });
});
