// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootstrapUser } from '../../bootstrap/bootstrap-data';
import { allByRole, byLabel, byRole, chooseOption, click, pressKey, typeText } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer, jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { selectToasts } from '../../store/message-toasts-slice';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { ChartListPage } from './ChartListPage';
import type { ChartListItem } from './chart-types';

const ME = { id: 7, first_name: 'Ada', last_name: 'Lovelace' };
const OTHER = { id: 9, first_name: 'Grace', last_name: 'Hopper' };
const CHART_WRITER = testUser({ Gamma: [['can_read', 'Chart'], ['can_write', 'Chart']] });

const chart = (id: number, name: string, overrides: Partial<ChartListItem> = {}): ChartListItem => ({
  id,
  slice_name: name,
  url: `/explore/?slice_id=${id}`,
  viz_type: 'table',
  datasource_id: 3,
  datasource_name_text: 'main.birth_names',
  datasource_url: '/explore/?datasource_type=table&datasource_id=3',
  owners: [ME],
  changed_on_delta_humanized: 'an hour ago',
  changed_by_name: 'Ada Lovelace',
  ...overrides,
});

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

beforeEach(() => {
  server = createFakeApiServer({
    'GET /api/v1/chart/': () => ({
      count: 3,
      ids: [11, 12, 13],
      result: [
        chart(11, 'Births by year', { viz_type: 'echarts_timeseries_line', certified_by: 'Data team' }),
        chart(12, 'Top names', { owners: [OTHER], viz_type: 'pie' }),
        chart(13, 'Orphan chart', { datasource_id: null, datasource_name_text: null, datasource_url: null }),
      ],
    }),
    'GET /api/v1/chart/favorite_status/': (request) => ({
      result: (request.q as number[]).map((id) => ({ id, value: id === 12 })),
    }),
    'GET /api/v1/chart/distinct/viz_type': () => ({ count: 2, result: [{ text: 'pie', value: 'pie' }, { text: 'table', value: 'table' }] }),
    'GET /api/v1/chart/related/owners': () => ({ count: 2, result: [{ value: 7, text: 'Ada Lovelace' }, { value: 9, text: 'Grace Hopper' }] }),
    'GET /api/v1/dataset/': () => ({ count: 1, ids: [3], result: [{ id: 3, table_name: 'birth_names', schema: 'main' }] }),
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderPage(user: BootstrapUser = CHART_WRITER) {
  rendered = await renderApp(null, {
    bootstrap: testBootstrap(user),
    path: '/chart/list/',
    routes: [{ path: '/chart/list/', element: <ChartListPage /> }, { path: '*', element: <p>elsewhere</p> }],
  });
  await rendered.waitFor(() => allByRole(document, 'button', /^(Star|Unstar) Births by year$/)[0]);
  return rendered;
}

const listQueries = () => server.calls('GET', '/api/v1/chart/').map((request) => request.q as Record<string, unknown>);
const toasts = () => selectToasts(rendered!.store.getState()).map((toast) => toast.text);

describe('ChartListPage', () => {
  it('lists charts newest first with their star, link, type, dataset and owners', async () => {
    await renderPage();
    expect(listQueries()[0]).toMatchObject({ order_column: 'changed_on_delta_humanized', order_direction: 'desc', page: 0, page_size: 25 });
    expect(listQueries()[0]!.columns).toEqual(expect.arrayContaining(['slice_name', 'url', 'datasource_name_text', 'owners.id']));
    expect(server.calls('GET', '/api/v1/chart/favorite_status/').map((request) => request.q)).toEqual([[11, 12, 13]]);
    const table = byRole(document, 'table', 'Charts');
    expect(allByRole(table, 'columnheader').map((cell) => cell.textContent)).toEqual(['Favorite', 'Name', 'Type', 'Dataset', 'Owners', 'Last modified', 'Actions']);
    expect(byRole(table, 'link', 'Births by year').getAttribute('href')).toBe('/explore/?slice_id=11');
    expect(allByRole(table, 'link', 'main.birth_names')[0]!.getAttribute('href')).toBe('/explore/?datasource_type=table&datasource_id=3');
    const [, births, top, orphan] = allByRole(table, 'row');
    expect(births!.textContent).toContain('Line Chart');
    expect(births!.querySelector('[aria-label="Certified by Data team"]')).not.toBeNull();
    expect(top!.textContent).toContain('Pie Chart');
    expect(top!.querySelector('[aria-label="Owners: Grace Hopper"]')).not.toBeNull();
    expect(orphan!.textContent).toContain('Missing dataset');
    expect(byRole(table, 'button', 'Unstar Top names').getAttribute('aria-pressed')).toBe('true');
    expect(byRole(table, 'button', 'Star Births by year').getAttribute('aria-pressed')).toBe('false');
  });

  it('searches and filters by type, dataset, owner and favourite, as Superset sends them', async () => {
    await renderPage();
    const search = byLabel(document, 'Search');
    await typeText(search, 'births');
    await pressKey(search, 'Enter');
    await chooseOption(byLabel(document, /^Type/), 'Pie Chart');
    await chooseOption(byLabel(document, /^Dataset/), 'main.birth_names');
    await chooseOption(byLabel(document, /^Owner/), 'Grace Hopper');
    await chooseOption(byLabel(document, /^Favorite/), 'Yes');
    await rendered!.settle();
    expect(listQueries().at(-1)!.filters).toEqual([
      { col: 'slice_name', opr: 'chart_all_text', value: 'births' },
      { col: 'viz_type', opr: 'eq', value: 'pie' },
      { col: 'datasource_id', opr: 'eq', value: 3 },
      { col: 'owners', opr: 'rel_m_m', value: 9 },
      { col: 'id', opr: 'chart_is_favorite', value: true },
    ]);
  });

  it('sorts by name and pages', async () => {
    await renderPage();
    await click(byRole(byRole(document, 'table', 'Charts'), 'button', 'Name'));
    await rendered!.settle();
    expect(listQueries().at(-1)).toMatchObject({ order_column: 'slice_name', order_direction: 'asc', page: 0 });
  });

  it('stars a chart at once, and takes the star back with a danger toast when the server refuses', async () => {
    server.on('POST /api/v1/chart/:id/favorites/', () => ({ result: 'OK' }));
    await renderPage();
    await click(byRole(document, 'button', 'Star Births by year'));
    await rendered!.settle();
    expect(server.calls('POST', '/api/v1/chart/11/favorites/')).toHaveLength(1);
    expect(byRole(document, 'button', 'Unstar Births by year').getAttribute('aria-pressed')).toBe('true');

    server.on('DELETE /api/v1/chart/:id/favorites/', () => jsonResponse(500, { message: 'Internal server error' }));
    await click(byRole(document, 'button', 'Unstar Top names'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/chart/12/favorites/')).toHaveLength(1);
    expect(byRole(document, 'button', 'Unstar Top names').getAttribute('aria-pressed')).toBe('true');
    expect(toasts()).toEqual(['An error occurred while starring this chart']);
  });

  it('offers delete only on the charts the user owns, and deletes after confirming', async () => {
    server.on('DELETE /api/v1/chart/:id', () => ({ message: 'OK' }));
    await renderPage();
    expect(allByRole(document, 'button', 'Delete Top names')).toHaveLength(0);
    await click(byRole(document, 'button', 'Delete Births by year'));
    expect(byRole(document, 'dialog').textContent).toContain('Births by year');
    await click(byRole(byRole(document, 'dialog'), 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/chart/11')).toHaveLength(1);
    expect(toasts()).toEqual(['Deleted: Births by year']);
  });

  it('bulk-selects the charts the user may delete and deletes them in one request', async () => {
    server.on('DELETE /api/v1/chart/', () => ({ message: 'Deleted 2 charts' }));
    await renderPage();
    await click(byRole(document, 'button', 'Bulk select'));
    expect(byRole(document, 'checkbox', 'Select Top names').hasAttribute('disabled')).toBe(true);
    await click(byRole(document, 'button', 'Select all'));
    expect(byRole(document, 'toolbar', 'Bulk actions').textContent).toContain('2 selected');
    await click(byRole(byRole(document, 'toolbar', 'Bulk actions'), 'button', 'Delete'));
    const dialog = byRole(document, 'dialog');
    expect(dialog.textContent).toContain('Delete 2 charts?');
    expect(dialog.textContent).toContain('Births by year, Orphan chart');
    await click(byRole(dialog, 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/chart/').map((request) => request.q)).toEqual([[11, 13]]);
    expect(toasts()).toEqual(['Deleted: 2 charts']);
  });

  it('shows why a delete was refused', async () => {
    // One selected chart is deleted through its own URL.
    server.on('DELETE /api/v1/chart/:id', () => jsonResponse(403, { message: 'You do not have permission to edit this chart' }));
    await renderPage();
    await click(byRole(document, 'button', 'Bulk select'));
    await click(byRole(document, 'checkbox', 'Select Births by year'));
    await click(byRole(byRole(document, 'toolbar', 'Bulk actions'), 'button', 'Delete'));
    await click(byRole(byRole(document, 'dialog'), 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/chart/11')).toHaveLength(1);
    expect(toasts()).toEqual(['You do not have permission to edit this chart']);
  });

  it('offers "+ Chart", which opens the create-chart page', async () => {
    await renderPage();
    await click(byRole(document, 'button', 'Chart'));
    expect(rendered!.router.state.location.pathname).toBe('/chart/add/');
  });

  it('opens a chart in explore from its row', async () => {
    await renderPage(testUser({ Gamma: [['can_read', 'Chart']] }));
    await click(byRole(document, 'button', 'Open Top names in explore'));
    expect(`${rendered!.router.state.location.pathname}${rendered!.router.state.location.search}`).toBe('/explore/?slice_id=12');
  });

  it('edits the properties of a chart the user owns and saves them with PUT', async () => {
    server.on('GET /api/v1/chart/:id', (request) => ({
      id: Number(request.params.id),
      result: {
        id: 11,
        slice_name: 'Births by year',
        description: null,
        cache_timeout: null,
        certified_by: null,
        certification_details: null,
        owners: [ME],
      },
    }));
    server.on('PUT /api/v1/chart/:id', () => ({ id: 11, result: {} }));
    await renderPage();
    expect(allByRole(document, 'button', 'Edit Top names')).toHaveLength(0);
    await click(byRole(document, 'button', 'Edit Births by year'));
    await rendered!.waitFor(() => allByRole(document, 'textbox', /^Name/)[0]);
    const dialog = byRole(document, 'dialog');
    const name = byLabel(dialog, /^Name/) as HTMLInputElement;
    expect(name.value).toBe('Births by year');
    await typeText(name, 'Births per year');
    await typeText(byLabel(dialog, /^Description/), 'Yearly totals');
    await typeText(byLabel(dialog, /^Cache timeout/), 'soon');
    expect(byRole(dialog, 'button', 'Save').hasAttribute('disabled')).toBe(true);
    await typeText(byLabel(dialog, /^Cache timeout/), '600');
    await typeText(byLabel(dialog, /^Certified by/), 'Data team');
    await typeText(byLabel(dialog, /^Certification details/), 'Checked monthly');
    await chooseOption(byLabel(dialog, /^Owners/), 'Grace Hopper');
    await click(byRole(dialog, 'button', 'Save'));
    await rendered!.settle();
    expect(server.calls('PUT', '/api/v1/chart/11').map((request) => request.body)).toEqual([
      {
        slice_name: 'Births per year',
        description: 'Yearly totals',
        cache_timeout: 600,
        certified_by: 'Data team',
        certification_details: 'Checked monthly',
        owners: [7, 9],
      },
    ]);
    expect(toasts()).toEqual(['Saved: Births per year']);
    // The dialog closes (after its exit transition).
    await rendered!.waitFor(() => allByRole(document, 'dialog').length === 0 || null);
  });

  it('keeps the properties dialog open with the reason when the server refuses', async () => {
    server.on('GET /api/v1/chart/:id', () => ({
      result: { id: 11, slice_name: 'Births by year', description: null, cache_timeout: 60, certified_by: null, certification_details: null, owners: [ME] },
    }));
    server.on('PUT /api/v1/chart/:id', () => jsonResponse(403, { message: 'You do not have permission to edit this chart' }));
    await renderPage();
    await click(byRole(document, 'button', 'Edit Births by year'));
    await rendered!.waitFor(() => allByRole(document, 'textbox', /^Cache timeout/)[0]);
    expect((byLabel(byRole(document, 'dialog'), /^Cache timeout/) as HTMLInputElement).value).toBe('60');
    await click(byRole(byRole(document, 'dialog'), 'button', 'Save'));
    await rendered!.settle();
    expect(byRole(document, 'dialog').textContent).toContain('You do not have permission to edit this chart');
  });

  it('gives readers neither bulk select nor delete', async () => {
    await renderPage(testUser({ Gamma: [['can_read', 'Chart']] }));
    expect(allByRole(document, 'button', 'Bulk select')).toHaveLength(0);
    expect(allByRole(document, 'button', /^Delete /)).toHaveLength(0);
    expect(allByRole(document, 'button', /^Edit /)).toHaveLength(0);
    expect(allByRole(document, 'button', 'Chart')).toHaveLength(0);
    // Starring needs only read access.
    expect(allByRole(document, 'button', 'Star Births by year')).toHaveLength(1);
  });

  it('exports the selected charts, or one from its row, as Superset bundles for a user with can_export', async () => {
    const downloads: string[] = [];
    const click$ = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
      if (this.hasAttribute('download')) downloads.push(this.getAttribute('href') ?? '');
    });
    try {
      await renderPage(testUser({ Gamma: [['can_read', 'Chart'], ['can_export', 'Chart']] }));
      await click(byRole(document, 'button', 'Bulk select'));
      // Export reaches every listed chart, owned or not; deleting stays out of a reader's reach.
      expect(byRole(document, 'checkbox', 'Select Top names').hasAttribute('disabled')).toBe(false);
      await click(byRole(document, 'button', 'Select all'));
      const bar = byRole(document, 'toolbar', 'Bulk actions');
      expect(allByRole(bar, 'button', 'Delete')).toHaveLength(0);
      await click(byRole(bar, 'button', 'Export'));
      await click(byRole(document, 'button', 'Download Top names as zip'));
      expect(downloads).toEqual(['/api/v1/chart/export/?q=!(11%2C12%2C13)', '/api/v1/chart/export/?q=!(12)']);
    } finally {
      click$.mockRestore();
    }
  });

  it('offers no export without can_export', async () => {
    await renderPage();
    expect(allByRole(document, 'button', /^Download .* as zip$/)).toHaveLength(0);
    await click(byRole(document, 'button', 'Bulk select'));
    expect(allByRole(byRole(document, 'toolbar', 'Bulk actions'), 'button', 'Export')).toHaveLength(0);
  });
});
