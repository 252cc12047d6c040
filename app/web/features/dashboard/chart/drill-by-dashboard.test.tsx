// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartContextMenuEvent, ChartDataResponse } from '@core/plugin-api/index.js';
import type { BootstrapUser } from '../../../bootstrap/bootstrap-data';
import { allByRole, byRole, click } from '../../../components/list-view/test-support/dom-queries';
import { ROUTE_PATHS } from '../../../routing/route-paths';
import { renderApp } from '../../../test-support/render-app';
import { testBootstrap, testUser } from '../../../test-support/test-bootstrap';
import { startExamplesApiServer, type ExamplesApiServer } from '../../../test-support/examples-api-server';
import { DashboardPage } from '../DashboardPage';
import { InViewObserver } from '../../../test-support/in-view-observer';

/** Drill by from a dashboard chart's menu and from a right-click on a mark, against the real server. */

// happy-dom lays nothing out, so the measuring renderer would draw nothing. This stand-in shows
// what it was asked to draw (the grouping and the rows) and reports a right-click on one mark,
// the girls' slice when there is one, through `onContextMenu`, as the pie does.
vi.mock('../../../chart/ChartRenderer', () => ({
  ChartRenderer: ({ formData, response, onContextMenu }: { formData: Record<string, unknown>; response: ChartDataResponse; onContextMenu?: (event: ChartContextMenuEvent) => void }) => {
    const column = String((formData['groupby'] as unknown[])[0]);
    const rows = response.result[0]?.data ?? [];
    const mark = rows.find((row) => row[column] === 'girl') ?? rows[0];
    return (
      <svg
        data-testid="chart-stand-in"
        data-groupby={column}
        data-rows={JSON.stringify(rows)}
        data-context-menu={onContextMenu ? 'on' : 'off'}
        onContextMenu={(event) => {
          if (!onContextMenu || !mark) return;
          event.preventDefault();
          onContextMenu({ clientX: 60, clientY: 80, filters: [{ col: column, op: '==', val: mark[column] as string }] });
        }}
      />
    );
  },
}));

const EXPLORER = testUser({ Alpha: [['can_read', 'Dashboard'], ['can_read', 'Chart'], ['can_explore', 'Superset']] });
const DRILLER = testUser({ Drillers: [['can_read', 'Dashboard'], ['can_read', 'Chart'], ['can_drill', 'Dashboard'], ['can_samples', 'Datasource']] });
const VIEWER = testUser({ Viewer: [['can_read', 'Dashboard'], ['can_read', 'Chart'], ['can_csv', 'Superset']] });
const CA_NY = { col: 'state', op: 'IN', val: ['CA', 'NY'] };
const GIRL = { col: 'gender', op: '==', val: 'girl' };

let server: ExamplesApiServer;
let dashboardId: number;
let datasource: string;
let groupable: string[];
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

/** Births per value of `column` in CA and NY, with `filters` added, as the server counts them. */
async function countsBy(column: string, filters: unknown[] = []): Promise<Record<string, number>> {
  const response = await server.call('POST', '/api/v1/chart/data', {
    datasource: { id: Number(datasource.split('__')[0]), type: 'table' },
    queries: [{ columns: [column], metrics: ['count'], filters: [CA_NY, ...filters] }],
  });
  return Object.fromEntries((response.json().result[0].data as Array<Record<string, unknown>>).map((row) => [String(row[column]), Number(row['count'])]));
}

beforeAll(async () => {
  server = await startExamplesApiServer();
  const birthNames = await server.datasetId('birth_names');
  datasource = `${birthNames}__table`;
  const params = {
    viz_type: 'pie',
    datasource,
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
  const metadata = (await server.call('GET', `/superset/fetch_datasource_metadata?datasourceKey=${datasource}`)).json() as { columns: Array<{ column_name: string; groupby?: boolean }> };
  groupable = metadata.columns.filter((column) => column.groupby !== false).map((column) => column.column_name);
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

async function openDashboard(user: BootstrapUser) {
  rendered = await renderApp(null, {
    bootstrap: testBootstrap(user),
    path: `/superset/dashboard/${dashboardId}/`,
    routes: [{ path: ROUTE_PATHS.dashboard, element: <DashboardPage /> }],
  });
  const { container, waitFor } = rendered;
  await waitFor(() => container.querySelector('[data-chart-status="success"], [data-chart-status="rendered"]'), 15_000);
  return container;
}

async function rightClick(element: Element) {
  await act(async () => {
    element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 60, clientY: 80 }));
  });
}

const modal = () => rendered!.waitFor(() => document.querySelector<HTMLElement>('[data-testid="drill-by-modal"]'), 10_000);
/** The drilled chart once drawn: its grouping and rows. */
async function drilledChart(groupby: string) {
  const dialog = await modal();
  const chart = await rendered!.waitFor(() => dialog.querySelector<HTMLElement>(`[data-testid="chart-stand-in"][data-groupby="${groupby}"]`), 10_000);
  const rows = JSON.parse(chart.getAttribute('data-rows')!) as Array<Record<string, unknown>>;
  return { chart, counts: Object.fromEntries(rows.map((row) => [String(row[groupby]), Number(row['count'])])) };
}
const breadcrumbs = (dialog: HTMLElement) => [...dialog.querySelectorAll('[data-testid="drill-by-breadcrumbs"] li:not([aria-hidden="true"])')].map((crumb) => crumb.textContent);
/** Opens "Drill by ›" in `menu` and waits for its columns. */
async function openDrillBy(menu: HTMLElement) {
  await click(byRole(menu, 'menuitem', 'Drill by'));
  return rendered!.waitFor(() => {
    const columns = [...document.querySelectorAll<HTMLElement>('[data-column]')];
    return columns.length > 0 ? columns : null;
  }, 10_000);
}

describe('Drill by on a dashboard', () => {
  it('lists the dataset’s other groupable columns in the chart menu and draws the chart regrouped by one', async () => {
    const container = await openDashboard(EXPLORER);
    await click(byRole(container, 'button', 'Actions of Births by gender'));
    const columns = await openDrillBy(byRole(document, 'menu'));
    expect(columns.map((item) => item.getAttribute('data-column')).sort()).toEqual(groupable.filter((name) => name !== 'gender').sort());
    await click(columns.find((item) => item.getAttribute('data-column') === 'state')!);

    const dialog = await modal();
    expect(dialog.textContent).toContain('Drill by: Births by gender');
    const { counts } = await drilledChart('state');
    expect(counts).toEqual(await countsBy('state'));
    expect(breadcrumbs(dialog)).toEqual(['Gender', 'State']);
  });

  it('drills a right-clicked mark by a column, with the mark’s filter, then further, back and as a table', async () => {
    const container = await openDashboard(EXPLORER);
    const slice = await rendered!.waitFor(() => container.querySelector('[data-testid="chart-stand-in"]'));
    await rightClick(slice);
    const menu = byRole(document, 'menu');
    // This user may drill by but not to detail.
    expect(allByRole(menu, 'menuitem').map((item) => item.textContent)).toEqual(['Drill by']);
    const columns = await openDrillBy(menu);
    await click(columns.find((item) => item.getAttribute('data-column') === 'state')!);

    const dialog = await modal();
    const byState = await drilledChart('state');
    expect(byState.counts).toEqual(await countsBy('state', [GIRL]));
    expect(breadcrumbs(dialog)).toEqual(['Gender (girl)', 'State']);

    // Further: the girls of the first state, by name.
    const state = Object.keys(byState.counts)[0]!;
    await rightClick(byState.chart);
    const columnsAgain = await openDrillBy(byRole(document, 'menu'));
    expect(columnsAgain.map((item) => item.getAttribute('data-column'))).not.toContain('state');
    await click(columnsAgain.find((item) => item.getAttribute('data-column') === 'name')!);
    const byName = await drilledChart('name');
    const expectedNames = await countsBy('name', [GIRL, { col: 'state', op: '==', val: state }]);
    for (const [name, count] of Object.entries(byName.counts)) expect({ name, count }).toEqual({ name, count: expectedNames[name] });
    expect(breadcrumbs(dialog)).toEqual(['Gender (girl)', `State (${state})`, 'Name']);

    // Back to the drill by state, then the same rows as a table.
    await click(byRole(dialog, 'button', `State (${state})`));
    expect((await drilledChart('state')).counts).toEqual(byState.counts);
    expect(breadcrumbs(dialog)).toEqual(['Gender (girl)', 'State']);
    await click(byRole(dialog, 'button', 'Table'));
    const grid = await rendered!.waitFor(() => dialog.querySelector<HTMLElement>('[data-testid="drill-by-chart"][data-view="table"] [role="grid"], [data-testid="drill-by-chart"][data-view="table"] table'));
    expect(grid.textContent).toContain('State');
    expect(dialog.querySelector('[data-testid="chart-stand-in"]')).toBeNull();
  });

  it('is offered with can_drill as well, beside drill to detail', async () => {
    const container = await openDashboard(DRILLER);
    const slice = await rendered!.waitFor(() => container.querySelector('[data-testid="chart-stand-in"]'));
    await rightClick(slice);
    expect(allByRole(byRole(document, 'menu'), 'menuitem').map((item) => item.textContent)).toEqual(['Drill to detail', 'Drill to detail by girl', 'Drill by']);
  });

  it('is not offered without can_explore or can_drill', async () => {
    const container = await openDashboard(VIEWER);
    await click(byRole(container, 'button', 'Actions of Births by gender'));
    expect(allByRole(byRole(document, 'menu'), 'menuitem').map((item) => item.textContent)).not.toContain('Drill by');
    expect(container.querySelector('[data-testid="chart-stand-in"]')?.getAttribute('data-context-menu')).toBe('off');
  });
});
