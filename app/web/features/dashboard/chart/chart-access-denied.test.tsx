// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATASOURCE_ACCESS, datasetPermName } from '@app/server/security/datasource-access.js';
import { ensureNamed, ensurePermissionView } from '@app/server/security/object-permissions.js';
import { apiLogin } from '../../../../../tests/api/test-app.js';
import { ROUTE_PATHS } from '../../../routing/route-paths';
import { renderApp } from '../../../test-support/render-app';
import { startExamplesApiServer, type ExamplesApiServer } from '../../../test-support/examples-api-server';
import { testBootstrap, testUser } from '../../../test-support/test-bootstrap';
import { DashboardPage } from '../DashboardPage';
import { InViewObserver } from '../../../test-support/in-view-observer';

/**
 * A dashboard with a chart on birth_names and one on flights, opened against the real server by
 * a user who may read birth_names only: the flights chart says why it shows nothing.
 */

// happy-dom lays nothing out, so the measuring renderer would draw nothing: a stand-in marks a drawn chart.
vi.mock('../../../chart/ChartRenderer', () => ({ ChartRenderer: () => <svg data-testid="drawn-chart" /> }));

const READER = testUser({ Gamma: [['can_read', 'Dashboard'], ['can_read', 'Chart']] });

let server: ExamplesApiServer;
let dashboardId: number;
let readerFetch: typeof fetch;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

/** A `fetch` that hands every request to the in-process server with the given Bearer token. */
function fetchAs(token: string): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = request.method === 'GET' ? undefined : await request.text();
    const answer = await server.t.app.inject({ method: request.method as 'GET', url: `${url.pathname}${url.search}`, headers: { ...headers, authorization: `Bearer ${token}` }, ...(body ? { payload: body } : {}) });
    const contentType = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.payload, { status: answer.statusCode, headers: typeof contentType === 'string' ? { 'Content-Type': contentType } : {} });
  }) as typeof fetch;
}

beforeAll(async () => {
  server = await startExamplesApiServer();
  const { db } = server.t.store;
  const chart = async (table: string) => {
    const id = await server.datasetId(table);
    const params = { viz_type: 'table', datasource: `${id}__table`, metrics: ['count'], groupby: [], time_range: 'No filter' };
    const response = await server.call('POST', '/api/v1/chart/', { slice_name: `${table} chart`, viz_type: 'table', datasource_id: id, datasource_type: 'table', params: JSON.stringify(params) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const charts = [await chart('birth_names'), await chart('flights')];
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-a'], parents: ['ROOT_ID'] },
    'ROW-a': { type: 'ROW', id: 'ROW-a', children: charts.map((id) => `CHART-${id}`), parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT' } },
  };
  for (const id of charts) layout[`CHART-${id}`] = { type: 'CHART', id: `CHART-${id}`, children: [], parents: ['ROOT_ID', 'GRID_ID', 'ROW-a'], meta: { chartId: id, width: 4, height: 50 } };
  const dashboard = await server.call('POST', '/api/v1/dashboard/', { dashboard_title: 'Mixed access', published: true, position_json: JSON.stringify(layout) });
  expect(dashboard.statusCode, dashboard.body).toBe(201);
  dashboardId = dashboard.json().id;

  const roleId = await ensureNamed(db, 'ab_role', 'births_reader');
  const grant = await ensurePermissionView(db, DATASOURCE_ACCESS, datasetPermName('examples', 'birth_names', await server.datasetId('birth_names')));
  await db.insertInto('ab_permission_view_role').values({ permission_view_id: grant, role_id: roleId }).execute();
  await server.t.security.createUser({ username: 'reader', password: 'reader-password', roles: ['Gamma', 'births_reader'] });
  readerFetch = fetchAs((await apiLogin(server.t.app, 'reader', 'reader-password')).json().access_token);
}, 120_000);
afterAll(async () => server?.close());
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

describe('a dashboard chart on a dataset the user may not read', () => {
  it('shows the server’s access message without a retry, while the other chart draws', async () => {
    vi.stubGlobal('fetch', readerFetch);
    vi.stubGlobal('IntersectionObserver', InViewObserver);
    rendered = await renderApp(null, {
      bootstrap: testBootstrap(READER),
      path: `/superset/dashboard/${dashboardId}/`,
      routes: [{ path: ROUTE_PATHS.dashboard, element: <DashboardPage /> }],
    });
    const { container, waitFor } = rendered;
    const denied = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="chart-access-denied"]'), 15_000);
    expect(denied.textContent).toContain('You do not have access to the dataset flights.');
    expect(denied.getAttribute('role')).toBe('alert');
    const holder = denied.closest('[data-chart-status]');
    expect(holder?.getAttribute('data-chart-status')).toBe('failed');
    expect(holder?.textContent).toContain('flights chart');
    expect([...holder!.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Run');
    await waitFor(() => container.querySelector('[data-testid="drawn-chart"]'), 15_000);
    expect(container.querySelectorAll('[data-testid="chart-access-denied"]')).toHaveLength(1);
  });
});
