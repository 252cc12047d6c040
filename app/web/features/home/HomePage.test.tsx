// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootstrapUser } from '../../bootstrap/bootstrap-data';
import { allByRole, byRole, click } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer, jsonResponse, type FakeApiRequest } from '../../components/list-view/test-support/fake-api-server';
import { selectToasts } from '../../store/message-toasts-slice';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { HomePage } from './HomePage';

const READER = testUser({ Gamma: [['can_read', 'Dashboard'], ['can_read', 'Chart'], ['can_read', 'SavedQuery']] });

type Filter = { col: string; opr: string; value: unknown };
const filtersOf = (request: FakeApiRequest) => ((request.q as { filters?: Filter[] }).filters ?? []);
const tabOf = (request: FakeApiRequest): string => {
  const [filter] = filtersOf(request);
  if (!filter) return 'all';
  return filter.opr.endsWith('_is_favorite') ? 'favorite' : filter.col;
};

const DASHBOARDS: Record<string, unknown[]> = {
  favorite: [{ id: 21, dashboard_title: 'Sales', url: '/superset/dashboard/sales/', published: true, changed_on_utc: '2024-05-03T10:00:00.000Z', changed_on_delta_humanized: '2 days ago' }],
  owners: [{ id: 23, dashboard_title: 'Scratch', url: '/superset/dashboard/23/', published: false, changed_on_delta_humanized: 'a month ago' }],
  all: [
    { id: 21, dashboard_title: 'Sales', url: '/superset/dashboard/sales/', published: true },
    { id: 22, dashboard_title: 'Operations', url: '/superset/dashboard/22/', published: true },
  ],
  changed_by: [{ id: 23, dashboard_title: 'Scratch', url: '/superset/dashboard/23/', published: false, changed_on_utc: '2024-05-04T09:00:00.000Z', changed_on_delta_humanized: 'a day ago' }],
  created_by: [],
};
const CHARTS: Record<string, unknown[]> = {
  favorite: [{ id: 11, slice_name: 'Births by year', url: '/explore/?slice_id=11', viz_type: 'echarts_timeseries_line', changed_on_delta_humanized: 'an hour ago' }],
  owners: [],
  all: [{ id: 11, slice_name: 'Births by year', url: '/explore/?slice_id=11', viz_type: 'pie' }],
  changed_by: [
    { id: 12, slice_name: 'Top names', url: '/explore/?slice_id=12', viz_type: 'pie', changed_on_utc: '2024-05-05T09:00:00.000Z', changed_on_delta_humanized: 'an hour ago' },
    { id: 13, slice_name: 'Old table', url: '/explore/?slice_id=13', viz_type: 'table', changed_on_utc: '2024-04-01T09:00:00.000Z', changed_on_delta_humanized: 'a month ago' },
  ],
  created_by: [{ id: 12, slice_name: 'Top names', url: '/explore/?slice_id=12', viz_type: 'pie', changed_on_utc: '2024-05-05T09:00:00.000Z', changed_on_delta_humanized: 'an hour ago' }],
};
const page = (rows: unknown[]) => ({ count: rows.length, ids: rows.map((row) => (row as { id: number }).id), result: rows });

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
let favoriteDashboards: Set<number>;

beforeEach(() => {
  localStorage.clear();
  favoriteDashboards = new Set([21]);
  server = createFakeApiServer({
    'GET /api/v1/log/recent_activity/': () => ({
      result: [
        { action: 'dashboard', item_type: 'dashboard', item_title: 'Sales', item_url: '/superset/dashboard/sales/', time: 1, time_delta_humanized: '3 minutes ago' },
        { action: 'explore', item_type: 'slice', item_title: 'Births by year', item_url: '/explore/?slice_id=11', time: 0, time_delta_humanized: 'an hour ago' },
      ],
    }),
    'GET /api/v1/dashboard/': (request) =>
      page(tabOf(request) === 'favorite' ? DASHBOARDS['favorite']!.filter((row) => favoriteDashboards.has((row as { id: number }).id)) : DASHBOARDS[tabOf(request)]!),
    'GET /api/v1/chart/': (request) => page(CHARTS[tabOf(request)]!),
    'GET /api/v1/dashboard/favorite_status/': (request) => ({ result: (request.q as number[]).map((id) => ({ id, value: favoriteDashboards.has(id) })) }),
    'GET /api/v1/chart/favorite_status/': (request) => ({ result: (request.q as number[]).map((id) => ({ id, value: id === 11 })) }),
    'GET /api/v1/saved_query/': () => jsonResponse(404, { message: 'Not found' }),
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderPage(user: BootstrapUser = READER) {
  rendered = await renderApp(null, {
    bootstrap: testBootstrap(user),
    path: '/superset/welcome/',
    routes: [{ path: '/superset/welcome/', element: <HomePage /> }],
  });
  await rendered.waitFor(() => allByRole(document, 'link', 'Births by year')[0]);
  await rendered.settle();
  return rendered;
}

/** The page section headed `name`. */
const section = (name: string): HTMLElement => {
  const found = [...document.querySelectorAll<HTMLElement>('section')].filter((element) => element.querySelector('h2')?.textContent === name);
  if (found.length !== 1) throw new Error(`section: expected one named ${name}, found ${found.length}`);
  return found[0]!;
};
const cardTitles = (name: string) => [...section(name).querySelectorAll('article a')].map((link) => link.textContent);
const lastCall = (method: string, path: string) => server.calls(method, path).at(-1)!;

describe('HomePage', () => {
  it('shows what the user viewed lately, dashboards and charts together', async () => {
    await renderPage();
    expect(lastCall('GET', '/api/v1/log/recent_activity/').q).toEqual({ page: 0, page_size: 8, distinct: true });
    const recents = section('Recents');
    expect(byRole(recents, 'tab', 'Viewed').getAttribute('aria-selected')).toBe('true');
    expect(byRole(recents, 'link', 'Sales').getAttribute('href')).toBe('/superset/dashboard/sales/');
    expect(byRole(recents, 'link', 'Births by year').getAttribute('href')).toBe('/explore/?slice_id=11');
    expect(recents.textContent).toContain('Viewed 3 minutes ago');
  });

  it('shows what the user edited or created, latest change first', async () => {
    await renderPage();
    await click(byRole(section('Recents'), 'tab', 'Edited'));
    await rendered!.settle();
    expect(filtersOf(lastCall('GET', '/api/v1/dashboard/'))).toEqual([{ col: 'changed_by', opr: 'rel_o_m', value: 7 }]);
    expect(filtersOf(lastCall('GET', '/api/v1/chart/'))).toEqual([{ col: 'changed_by', opr: 'rel_o_m', value: 7 }]);
    expect(cardTitles('Recents')).toEqual(['Top names', 'Scratch', 'Old table']);
    expect(byRole(section('Recents'), 'link', 'Scratch').getAttribute('href')).toBe('/superset/dashboard/23/');
    expect(section('Recents').textContent).toContain('Modified a day ago');

    await click(byRole(section('Recents'), 'tab', 'Created'));
    await rendered!.settle();
    expect(filtersOf(lastCall('GET', '/api/v1/chart/'))).toEqual([{ col: 'created_by', opr: 'rel_o_m', value: 7 }]);
    expect(cardTitles('Recents')).toEqual(['Top names']);
  });

  it("shows the user's favourite dashboards first, then their own or all of them", async () => {
    await renderPage();
    const dashboards = () => section('Dashboards');
    expect(byRole(dashboards(), 'tab', 'Favorites').getAttribute('aria-selected')).toBe('true');
    expect(filtersOf(server.calls('GET', '/api/v1/dashboard/')[0]!)).toEqual([{ col: 'id', opr: 'dashboard_is_favorite', value: true }]);
    expect(byRole(dashboards(), 'link', 'Sales').getAttribute('href')).toBe('/superset/dashboard/21/');
    expect(dashboards().textContent).toContain('Published');
    expect(dashboards().textContent).toContain('Modified 2 days ago');
    expect(byRole(dashboards(), 'button', 'Unstar Sales').getAttribute('aria-pressed')).toBe('true');
    expect(byRole(dashboards(), 'link', 'View all dashboards').getAttribute('href')).toBe('/dashboard/list/');

    await click(byRole(dashboards(), 'tab', 'Mine'));
    await rendered!.settle();
    expect(filtersOf(lastCall('GET', '/api/v1/dashboard/'))).toEqual([{ col: 'owners', opr: 'rel_m_m', value: 7 }]);
    expect(cardTitles('Dashboards')).toEqual(['Scratch']);
    expect(dashboards().textContent).toContain('Draft');

    await click(byRole(dashboards(), 'tab', 'All'));
    await rendered!.settle();
    expect(filtersOf(lastCall('GET', '/api/v1/dashboard/'))).toEqual([]);
    expect(cardTitles('Dashboards')).toEqual(['Sales', 'Operations']);
  });

  it('drops a dashboard from the favourites when it is unstarred', async () => {
    server.on('DELETE /api/v1/dashboard/:id/favorites/', (request) => {
      favoriteDashboards.delete(Number(request.params.id));
      return { result: 'OK' };
    });
    await renderPage();
    await click(byRole(section('Dashboards'), 'button', 'Unstar Sales'));
    await rendered!.settle(10);
    expect(server.calls('DELETE', '/api/v1/dashboard/21/favorites/')).toHaveLength(1);
    expect(cardTitles('Dashboards')).toEqual([]);
    expect(section('Dashboards').textContent).toContain('Star dashboards to find them here.');
  });

  it('stars charts and says so when the server refuses', async () => {
    server.on('DELETE /api/v1/chart/:id/favorites/', () => jsonResponse(500, { message: 'Internal server error' }));
    await renderPage();
    const charts = section('Charts');
    expect(byRole(charts, 'link', 'Births by year').getAttribute('href')).toBe('/explore/?slice_id=11');
    expect(charts.textContent).toContain('Line Chart · Modified an hour ago');
    await click(byRole(charts, 'button', 'Unstar Births by year'));
    await rendered!.settle();
    expect(selectToasts(rendered!.store.getState()).map((toast) => toast.text)).toEqual(['An error occurred while starring this chart']);
    expect(byRole(section('Charts'), 'button', 'Unstar Births by year').getAttribute('aria-pressed')).toBe('true');
  });

  it('remembers the tab the user chose for the next visit', async () => {
    await renderPage();
    await click(byRole(section('Charts'), 'tab', 'All'));
    await rendered!.settle();
    await rendered!.unmount();
    await renderPage();
    expect(byRole(section('Charts'), 'tab', 'All').getAttribute('aria-selected')).toBe('true');
    expect(filtersOf(lastCall('GET', '/api/v1/chart/'))).toEqual([]);
  });

  it('shows an empty saved-query section when the server has none to offer, and the user\'s saved queries otherwise', async () => {
    await renderPage();
    expect(section('Saved queries').textContent).toContain('Queries you save in SQL Lab will be listed here.');
    expect(allByRole(section('Saved queries'), 'alert')).toHaveLength(0);
    await rendered!.unmount();

    server.on('GET /api/v1/saved_query/', () =>
      page([{ id: 5, label: 'Top states', sql: 'SELECT state, count(*) FROM birth_names GROUP BY 1', schema: 'main', database: { id: 1, database_name: 'examples' }, changed_on_delta_humanized: 'a day ago' }]),
    );
    await renderPage();
    await rendered!.waitFor(() => allByRole(section('Saved queries'), 'link', 'Top states')[0]);
    expect(filtersOf(lastCall('GET', '/api/v1/saved_query/'))).toEqual([{ col: 'created_by', opr: 'rel_o_m', value: 7 }]);
    expect(byRole(section('Saved queries'), 'link', 'Top states').getAttribute('href')).toBe('/sqllab/?savedQueryId=5');
    expect(section('Saved queries').textContent).toContain('examples · main · Modified a day ago');
    expect(section('Saved queries').querySelector('code')!.textContent).toBe('SELECT state, count(*) FROM birth_names GROUP BY 1');
  });

  it('reports a failing section with a retry, leaving the others working', async () => {
    server.on('GET /api/v1/dashboard/', () => jsonResponse(500, { message: 'Internal server error' }));
    await renderPage();
    const alert = byRole(section('Dashboards'), 'alert');
    expect(alert.textContent).toContain('Internal server error');
    const before = server.calls('GET', '/api/v1/dashboard/').length;
    await click(byRole(alert, 'button', 'Retry'));
    await rendered!.settle();
    expect(server.calls('GET', '/api/v1/dashboard/').length).toBe(before + 1);
    expect(cardTitles('Charts')).toEqual(['Births by year']);
  });

  it('shows only the sections the user may read', async () => {
    await renderPage(testUser({ Gamma: [['can_read', 'Chart']] }));
    expect([...document.querySelectorAll('section h2')].map((heading) => heading.textContent)).toEqual(['Recents', 'Charts']);
    expect(server.calls('GET', '/api/v1/dashboard/')).toHaveLength(0);
    expect(server.calls('GET', '/api/v1/saved_query/')).toHaveLength(0);
  });
});
