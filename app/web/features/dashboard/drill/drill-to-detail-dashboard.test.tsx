// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartContextMenuEvent } from '@core/plugin-api/index.js';
import type { BootstrapUser } from '../../../bootstrap/bootstrap-data';
import { allByRole, byRole, click } from '../../../components/list-view/test-support/dom-queries';
import { ROUTE_PATHS } from '../../../routing/route-paths';
import { renderApp } from '../../../test-support/render-app';
import { testBootstrap, testUser } from '../../../test-support/test-bootstrap';
import { DashboardPage } from '../DashboardPage';
import { startExamplesApiServer, type ExamplesApiServer } from '../../../test-support/examples-api-server';
import { InViewObserver } from '../../../test-support/in-view-observer';

/** Drill to detail from a dashboard chart's menu and from a right-click on a mark, against the real server. */

/** The girls' slice of the pie, as the pie reports a right-click on it. */
const GIRLS_SLICE: ChartContextMenuEvent = { clientX: 60, clientY: 80, filters: [{ col: 'gender', op: '==', val: 'girl' }] };

// happy-dom lays nothing out, so the measuring renderer would draw no viz at all. This stand-in
// draws one mark and reports a right-click on it through `onContextMenu`, as the pie does.
vi.mock('../../../chart/ChartRenderer', () => ({
  ChartRenderer: ({ onContextMenu }: { onContextMenu?: (event: ChartContextMenuEvent) => void }) => (
    <svg data-testid="pie-slice-girl" data-context-menu={onContextMenu ? 'on' : 'off'} onContextMenu={(event) => {
      if (!onContextMenu) return;
      event.preventDefault();
      onContextMenu(GIRLS_SLICE);
    }} />
  ),
}));

const ANALYST = testUser({ Gamma: [['can_read', 'Dashboard'], ['can_read', 'Chart'], ['can_samples', 'Datasource']] });
const DRILLER = testUser({ Drillers: [['can_read', 'Dashboard'], ['can_read', 'Chart'], ['can_drill', 'Dashboard']] });
const VIEWER = testUser({ Viewer: [['can_read', 'Dashboard'], ['can_read', 'Chart'], ['can_csv', 'Superset']] });
const EDITOR = testUser({ Admin: [] });
const CA_NY = { col: 'state', op: 'IN', val: ['CA', 'NY'] };
const GIRL = { col: 'gender', op: '==', val: 'girl' };

let server: ExamplesApiServer;
let dashboardId: number;
let expectedRows: number;
let expectedGirls: number;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

beforeAll(async () => {
  server = await startExamplesApiServer();
  const birthNames = await server.datasetId('birth_names');
  const params = {
    viz_type: 'pie',
    datasource: `${birthNames}__table`,
    groupby: ['gender'],
    metric: 'count',
    adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA', 'NY'] }],
    time_range: 'No filter',
  };
  const chart = await server.call('POST', '/api/v1/chart/', { slice_name: 'Births by gender', viz_type: 'pie', datasource_id: birthNames, datasource_type: 'table', params: JSON.stringify(params) });
  expect(chart.statusCode, chart.body).toBe(201);
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-a'], parents: ['ROOT_ID'] },
    'ROW-a': { type: 'ROW', id: 'ROW-a', children: ['CHART-a'], parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
    'CHART-a': { type: 'CHART', id: 'CHART-a', children: [], parents: ['ROOT_ID', 'GRID_ID', 'ROW-a'], meta: { chartId: chart.json().id, width: 6, height: 50 } },
  };
  const dashboard = await server.call('POST', '/api/v1/dashboard/', { dashboard_title: 'Births', position_json: JSON.stringify(layout) });
  expect(dashboard.statusCode, dashboard.body).toBe(201);
  dashboardId = dashboard.json().id;
  const count = async (filters: unknown[]) => {
    const response = await server.call('POST', '/api/v1/chart/data', { datasource: { id: birthNames, type: 'table' }, queries: [{ metrics: ['count'], filters }] });
    return Number(response.json().result[0].data[0].count);
  };
  expectedRows = await count([CA_NY]);
  expectedGirls = await count([CA_NY, GIRL]);
}, 120_000);
afterAll(async () => server?.close());

beforeEach(() => {
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('IntersectionObserver', InViewObserver);
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

/** Opens the dashboard as `user` and waits for the chart's data. */
async function openDashboard(user: BootstrapUser, query = '') {
  rendered = await renderApp(null, {
    bootstrap: testBootstrap(user),
    path: `/superset/dashboard/${dashboardId}/${query}`,
    routes: [{ path: ROUTE_PATHS.dashboard, element: <DashboardPage /> }],
  });
  const { container, waitFor } = rendered;
  await waitFor(() => container.querySelector('[data-chart-status="success"], [data-chart-status="rendered"]'), 15_000);
  return container;
}

/** Opens the dashboard as `user` and then the chart's menu. */
async function openChartMenu(user: BootstrapUser) {
  const container = await openDashboard(user);
  await click(byRole(container, 'button', 'Actions of Births by gender'));
  return byRole(document, 'menu');
}

async function rightClick(element: Element) {
  await act(async () => {
    element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 60, clientY: 80 }));
  });
}

const numberText = (count: number) => new Intl.NumberFormat('en-US').format(count);

const menuItemNamed = (menu: HTMLElement, name: string) => allByRole(menu, 'menuitem').filter((item) => item.textContent === name);

describe('Drill to detail on a dashboard', () => {
  it('opens from the chart menu with the rows behind the chart and their count', async () => {
    const menu = await openChartMenu(ANALYST);
    const [item] = menuItemNamed(menu, 'Drill to detail');
    expect(item).toBeDefined();
    await click(item!);
    const modal = await rendered!.waitFor(() => document.querySelector<HTMLElement>('[data-testid="drill-detail-modal"]'), 10_000);
    const count = await rendered!.waitFor(() => modal.querySelector('[data-testid="drill-detail-row-count"]'), 10_000);
    expect(modal.textContent).toContain('Drill to detail: Births by gender');
    expect(count.textContent).toBe(`${numberText(expectedRows)} rows`);
    expect(server.requests.filter((request) => request === 'POST /api/v1/chart/data').length).toBeGreaterThanOrEqual(2);

    await click(byRole(modal, 'button', 'Close'));
    await rendered!.waitFor(() => (document.querySelector('[data-testid="drill-detail-modal"]') ? null : true));
  });

  it('is offered with can_drill on Dashboard as well', async () => {
    const menu = await openChartMenu(DRILLER);
    expect(menuItemNamed(menu, 'Drill to detail')).toHaveLength(1);
  });

  it('is not offered without can_drill or can_samples', async () => {
    const menu = await openChartMenu(VIEWER);
    expect(menuItemNamed(menu, 'View as table')).toHaveLength(1);
    expect(menuItemNamed(menu, 'Drill to detail')).toHaveLength(0);
  });

  it('opens from a right-click on a mark, by its value, with its filter as a removable chip', async () => {
    const container = await openDashboard(ANALYST);
    const slice = await rendered!.waitFor(() => container.querySelector('[data-testid="pie-slice-girl"]'));
    await rightClick(slice);
    const menu = byRole(document, 'menu');
    expect(allByRole(menu, 'menuitem').map((item) => item.textContent)).toEqual(['Drill to detail', 'Drill to detail by girl']);
    await click(menuItemNamed(menu, 'Drill to detail by girl')[0]!);
    const modal = await rendered!.waitFor(() => document.querySelector<HTMLElement>('[data-testid="drill-detail-modal"]'), 10_000);
    const count = await rendered!.waitFor(() => modal.querySelector('[data-testid="drill-detail-row-count"]'), 10_000);
    expect(count.textContent).toBe(`${numberText(expectedGirls)} rows`);
    expect(byRole(modal, 'listitem').textContent).toBe('gender = girl');
  });

  it('has no mark context menu in edit mode, nor for users who may not drill', async () => {
    const editing = await openDashboard(EDITOR, '?edit=true');
    await rendered!.waitFor(() => editing.querySelector('[aria-label="Dashboard components"]'));
    expect(editing.querySelector('[data-testid="pie-slice-girl"]')?.getAttribute('data-context-menu')).toBe('off');
    await rendered!.unmount();

    const viewing = await openDashboard(VIEWER);
    const slice = await rendered!.waitFor(() => viewing.querySelector('[data-testid="pie-slice-girl"]'));
    expect(slice.getAttribute('data-context-menu')).toBe('off');
    await rightClick(slice);
    expect(allByRole(document, 'menu')).toEqual([]);
  });
});
