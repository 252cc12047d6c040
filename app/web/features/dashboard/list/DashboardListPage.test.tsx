// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type { BootstrapUser } from '../../../bootstrap/bootstrap-data';
import { allByRole, byLabel, byRole, chooseOption, click, pressKey, typeText } from '../../../components/list-view/test-support/dom-queries';
import { createFakeApiServer, jsonResponse } from '../../../components/list-view/test-support/fake-api-server';
import { selectToasts } from '../../../store/message-toasts-slice';
import { renderApp } from '../../../test-support/render-app';
import { testBootstrap, testUser } from '../../../test-support/test-bootstrap';
import { DashboardListPage } from '../DashboardListPage';
import type { DashboardListItem } from './dashboard-list-types';

const ME = { id: 7, first_name: 'Ada', last_name: 'Lovelace' };
const OTHER = { id: 9, first_name: 'Grace', last_name: 'Hopper' };
const DASHBOARD_WRITER = testUser({ Gamma: [['can_read', 'Dashboard'], ['can_write', 'Dashboard']] });

const dashboard = (id: number, title: string, overrides: Partial<DashboardListItem> = {}): DashboardListItem => ({
  id,
  dashboard_title: title,
  slug: null,
  url: `/superset/dashboard/${id}/`,
  published: false,
  owners: [ME],
  changed_on_delta_humanized: 'an hour ago',
  changed_by_name: 'Ada Lovelace',
  ...overrides,
});

/** Where the app went, shown by the stand-in dashboard page. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

beforeEach(() => {
  server = createFakeApiServer({
    'GET /api/v1/dashboard/': () => ({
      count: 3,
      ids: [21, 22, 23],
      result: [
        dashboard(21, 'Sales', { slug: 'sales', url: '/superset/dashboard/sales/', published: true, certified_by: 'Finance' }),
        dashboard(22, 'Operations', { owners: [OTHER], published: true }),
        dashboard(23, 'Scratch'),
      ],
    }),
    'GET /api/v1/dashboard/favorite_status/': (request) => ({
      result: (request.q as number[]).map((id) => ({ id, value: id === 22 })),
    }),
    'GET /api/v1/dashboard/related/:column': () => ({ count: 2, result: [{ value: 7, text: 'Ada Lovelace' }, { value: 9, text: 'Grace Hopper' }] }),
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderPage(user: BootstrapUser = DASHBOARD_WRITER) {
  rendered = await renderApp(null, {
    bootstrap: testBootstrap(user),
    path: '/dashboard/list/',
    routes: [
      { path: '/dashboard/list/', element: <DashboardListPage /> },
      { path: '/superset/dashboard/:idOrSlug/', element: <LocationProbe /> },
    ],
  });
  await rendered.waitFor(() => allByRole(document, 'button', /^(Star|Unstar) Sales$/)[0]);
  return rendered;
}

const listQueries = () => server.calls('GET', '/api/v1/dashboard/').map((request) => request.q as Record<string, unknown>);
const toasts = () => selectToasts(rendered!.store.getState()).map((toast) => toast.text);

describe('DashboardListPage', () => {
  it('lists dashboards newest first with their star, link, status and owners', async () => {
    await renderPage();
    expect(listQueries()[0]).toMatchObject({ order_column: 'changed_on_delta_humanized', order_direction: 'desc', page: 0, page_size: 25 });
    expect(listQueries()[0]!.columns).toEqual(expect.arrayContaining(['dashboard_title', 'url', 'published', 'owners.id']));
    expect(server.calls('GET', '/api/v1/dashboard/favorite_status/').map((request) => request.q)).toEqual([[21, 22, 23]]);
    const table = byRole(document, 'table', 'Dashboards');
    expect(allByRole(table, 'columnheader').map((cell) => cell.textContent)).toEqual(['Favorite', 'Name', 'Status', 'Owners', 'Last modified', 'Actions']);
    expect(byRole(table, 'link', 'Sales').getAttribute('href')).toBe('/superset/dashboard/sales/');
    const [, sales, operations, scratch] = allByRole(table, 'row');
    expect(sales!.querySelector('[aria-label="Certified by Finance"]')).not.toBeNull();
    expect(sales!.textContent).toContain('Published');
    expect(sales!.textContent).toContain('/sales');
    expect(operations!.querySelector('[aria-label="Owners: Grace Hopper"]')).not.toBeNull();
    expect(scratch!.textContent).toContain('Draft');
    expect(byRole(table, 'button', 'Unstar Operations').getAttribute('aria-pressed')).toBe('true');
    expect(byRole(table, 'button', 'Star Sales').getAttribute('aria-pressed')).toBe('false');
  });

  it('searches and filters by owner, creator, status, favourite and certification, as Superset sends them', async () => {
    await renderPage();
    const search = byLabel(document, 'Search');
    await typeText(search, 'sal');
    await pressKey(search, 'Enter');
    await chooseOption(byLabel(document, /^Owner/), 'Grace Hopper');
    await chooseOption(byLabel(document, /^Created by/), 'Ada Lovelace');
    await chooseOption(byLabel(document, /^Status/), 'Draft');
    await chooseOption(byLabel(document, /^Favorite/), 'Yes');
    await chooseOption(byLabel(document, /^Certified/), 'No');
    await rendered!.settle();
    expect(listQueries().at(-1)!.filters).toEqual([
      { col: 'dashboard_title', opr: 'title_or_slug', value: 'sal' },
      { col: 'owners', opr: 'rel_m_m', value: 9 },
      { col: 'created_by', opr: 'rel_o_m', value: 7 },
      { col: 'published', opr: 'eq', value: false },
      { col: 'id', opr: 'dashboard_is_favorite', value: true },
      { col: 'id', opr: 'dashboard_is_certified', value: false },
    ]);
    expect(server.calls('GET', '/api/v1/dashboard/related/owners')).toHaveLength(1);
    expect(server.calls('GET', '/api/v1/dashboard/related/created_by')).toHaveLength(1);
  });

  it('sorts by name and status, and pages', async () => {
    server.on('GET /api/v1/dashboard/', (request) => ({
      count: 60,
      ids: [21],
      result: [dashboard(21 + (request.q as { page: number }).page, 'Sales')],
    }));
    await renderPage();
    const table = () => byRole(document, 'table', 'Dashboards');
    await click(byRole(table(), 'button', 'Name'));
    await rendered!.settle();
    expect(listQueries().at(-1)).toMatchObject({ order_column: 'dashboard_title', order_direction: 'asc', page: 0 });
    await click(byRole(table(), 'button', 'Status'));
    await rendered!.settle();
    expect(listQueries().at(-1)).toMatchObject({ order_column: 'published', order_direction: 'asc' });
    await click(byRole(document, 'button', 'Go to next page'));
    await rendered!.settle();
    expect(listQueries().at(-1)).toMatchObject({ order_column: 'published', page: 1, page_size: 25 });
  });

  it('stars a dashboard at once, and takes the star back with a danger toast when the server refuses', async () => {
    server.on('POST /api/v1/dashboard/:id/favorites/', () => ({ result: 'OK' }));
    await renderPage();
    await click(byRole(document, 'button', 'Star Sales'));
    await rendered!.settle();
    expect(server.calls('POST', '/api/v1/dashboard/21/favorites/')).toHaveLength(1);
    expect(byRole(document, 'button', 'Unstar Sales').getAttribute('aria-pressed')).toBe('true');

    server.on('DELETE /api/v1/dashboard/:id/favorites/', () => jsonResponse(500, { message: 'Internal server error' }));
    await click(byRole(document, 'button', 'Unstar Operations'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/dashboard/22/favorites/')).toHaveLength(1);
    expect(byRole(document, 'button', 'Unstar Operations').getAttribute('aria-pressed')).toBe('true');
    expect(toasts()).toEqual(['There was an issue favoriting this dashboard.']);
  });

  it('says so when the favourite status cannot be read, leaving the stars off', async () => {
    server.on('GET /api/v1/dashboard/favorite_status/', () => jsonResponse(500, { message: 'Internal server error' }));
    await renderPage();
    expect(toasts()).toEqual(['There was an issue fetching the favorite status of this dashboard.']);
    expect(byRole(document, 'button', 'Star Operations').getAttribute('aria-pressed')).toBe('false');
  });

  it('lets owners publish and hide their dashboards, with the toasts of spec §4', async () => {
    const puts: unknown[] = [];
    server.on('PUT /api/v1/dashboard/:id', (request) => {
      puts.push([request.params.id, request.body]);
      return { id: Number(request.params.id), result: {}, last_modified_time: 1 };
    });
    await renderPage();
    // Only owners (and administrators) get the toggle.
    expect(allByRole(document, 'button', /^(Publish|Unpublish) Operations$/)).toHaveLength(0);
    await click(byRole(document, 'button', 'Publish Scratch'));
    await rendered!.settle();
    await click(byRole(document, 'button', 'Unpublish Sales'));
    await rendered!.settle();
    expect(puts).toEqual([
      ['23', { published: true }],
      ['21', { published: false }],
    ]);
    expect(toasts()).toEqual(['This dashboard is now published', 'This dashboard is now hidden']);
    // The list is asked again so the new state shows.
    expect(listQueries().length).toBeGreaterThanOrEqual(3);

    server.on('PUT /api/v1/dashboard/:id', () => jsonResponse(403, { message: 'You do not have permission to edit this dashboard' }));
    await click(byRole(document, 'button', 'Publish Scratch'));
    await rendered!.settle();
    expect(toasts().at(-1)).toBe('You do not have permissions to edit this dashboard.');
  });

  it('creates an untitled dashboard and opens it in edit mode', async () => {
    server.on('POST /api/v1/dashboard/', () => jsonResponse(201, { id: 42, result: { dashboard_title: '[ untitled dashboard ]' } }));
    await renderPage();
    await click(byRole(document, 'button', 'Dashboard'));
    await rendered!.waitFor(() => document.querySelector('output'));
    expect(server.calls('POST', '/api/v1/dashboard/').map((request) => request.body)).toEqual([{}]);
    expect(document.querySelector('output')!.textContent).toBe('/superset/dashboard/42/?edit=true');
  });

  it('says why a new dashboard could not be made', async () => {
    server.on('POST /api/v1/dashboard/', () => jsonResponse(403, { message: 'Forbidden' }));
    await renderPage();
    await click(byRole(document, 'button', 'Dashboard'));
    await rendered!.settle();
    expect(toasts()).toEqual(['Sorry, there was an error saving this dashboard: Forbidden']);
    expect(document.querySelector('output')).toBeNull();
  });

  it('opens an owned dashboard in edit mode from its row', async () => {
    await renderPage();
    expect(allByRole(document, 'button', 'Edit Operations')).toHaveLength(0);
    await click(byRole(document, 'button', 'Edit Sales'));
    await rendered!.waitFor(() => document.querySelector('output'));
    expect(document.querySelector('output')!.textContent).toBe('/superset/dashboard/sales/?edit=true');
  });

  it('deletes an owned dashboard after confirming', async () => {
    server.on('DELETE /api/v1/dashboard/:id', () => ({ message: 'OK' }));
    await renderPage();
    expect(allByRole(document, 'button', 'Delete Operations')).toHaveLength(0);
    await click(byRole(document, 'button', 'Delete Sales'));
    expect(byRole(document, 'dialog').textContent).toContain('Sales');
    await click(byRole(byRole(document, 'dialog'), 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/dashboard/21')).toHaveLength(1);
    expect(toasts()).toEqual(['Deleted: Sales']);
  });

  it('bulk-selects the dashboards the user may delete and deletes them in one request', async () => {
    server.on('DELETE /api/v1/dashboard/', () => ({ message: 'Deleted 2 dashboards' }));
    await renderPage();
    await click(byRole(document, 'button', 'Bulk select'));
    expect(byRole(document, 'checkbox', 'Select Operations').hasAttribute('disabled')).toBe(true);
    await click(byRole(document, 'button', 'Select all'));
    expect(byRole(document, 'toolbar', 'Bulk actions').textContent).toContain('2 selected');
    await click(byRole(byRole(document, 'toolbar', 'Bulk actions'), 'button', 'Delete'));
    const dialog = byRole(document, 'dialog');
    expect(dialog.textContent).toContain('Delete 2 dashboards?');
    expect(dialog.textContent).toContain('Sales, Scratch');
    await click(byRole(dialog, 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/dashboard/').map((request) => request.q)).toEqual([[21, 23]]);
    expect(toasts()).toEqual(['Deleted: 2 dashboards']);
  });

  it('lets administrators change any dashboard', async () => {
    await renderPage(testUser({ Admin: [] }));
    expect(allByRole(document, 'button', 'Delete Operations')).toHaveLength(1);
    expect(allByRole(document, 'button', 'Unpublish Operations')).toHaveLength(1);
  });

  it('gives readers neither creation, bulk select, publishing nor delete', async () => {
    await renderPage(testUser({ Gamma: [['can_read', 'Dashboard']] }));
    expect(allByRole(document, 'button', 'Bulk select')).toHaveLength(0);
    expect(allByRole(document, 'button', 'Dashboard')).toHaveLength(0);
    expect(allByRole(document, 'button', /^(Delete|Edit|Publish|Unpublish) /)).toHaveLength(0);
    expect(byRole(document, 'table', 'Dashboards').textContent).toContain('Published');
    // Starring needs only read access.
    expect(allByRole(document, 'button', 'Star Sales')).toHaveLength(1);
  });
});
