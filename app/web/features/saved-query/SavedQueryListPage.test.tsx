// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootstrapUser } from '../../bootstrap/bootstrap-data';
import { allByRole, byLabel, byRole, chooseOption, click, pressKey, typeText } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer, jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { selectToasts } from '../../store/message-toasts-slice';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { SavedQueryListPage } from './SavedQueryListPage';
import type { SavedQueryListItem } from './saved-query-types';

const WRITER = testUser({ Gamma: [['can_read', 'SavedQuery'], ['can_write', 'SavedQuery']] });
const LONG_SQL = 'SELECT name,\n       SUM(num) AS total\nFROM birth_names\nGROUP BY name\nORDER BY total DESC\nLIMIT 25';

const savedQuery = (id: number, label: string, overrides: Partial<SavedQueryListItem> = {}): SavedQueryListItem => ({
  id,
  label,
  description: null,
  db_id: 1,
  database: { id: 1, database_name: 'examples' },
  schema: 'public',
  sql: 'SELECT 1',
  changed_on: '2024-05-01T10:00:00',
  changed_on_delta_humanized: '2 hours ago',
  ...overrides,
});

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

beforeEach(() => {
  server = createFakeApiServer({
    'GET /api/v1/saved_query/': () => ({
      count: 3,
      ids: [21, 22, 23],
      result: [
        savedQuery(21, 'Top names', { sql: LONG_SQL, description: 'The 25 most given names' }),
        savedQuery(22, 'Births by state', { schema: 'sales', database: { id: 2, database_name: 'warehouse' }, db_id: 2 }),
        savedQuery(23, 'Orphan query', { database: null, db_id: null, schema: null }),
      ],
    }),
    'GET /api/v1/saved_query/related/database': () => ({
      count: 2,
      result: [
        { value: 1, text: 'examples' },
        { value: 2, text: 'warehouse' },
      ],
    }),
    'GET /api/v1/saved_query/distinct/schema': () => ({ count: 2, result: [{ text: 'public', value: 'public' }, { text: 'sales', value: 'sales' }] }),
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderPage(user: BootstrapUser = WRITER) {
  rendered = await renderApp(null, {
    bootstrap: testBootstrap(user),
    path: '/savedqueryview/list/',
    routes: [
      { path: '/savedqueryview/list/', element: <SavedQueryListPage /> },
      { path: '/sqllab/', element: <h1>SQL Lab</h1> },
    ],
  });
  await rendered.waitFor(() => allByRole(document, 'link', 'Top names')[0]);
  return rendered;
}

const listQueries = () => server.calls('GET', '/api/v1/saved_query/').map((request) => request.q as Record<string, unknown>);
const toasts = () => selectToasts(rendered!.store.getState()).map((toast) => toast.text);

describe('SavedQueryListPage', () => {
  it('lists saved queries newest first with their link, database, schema and a SQL preview', async () => {
    await renderPage();
    expect(document.querySelector('h1')?.textContent).toBe('Saved queries');
    expect(listQueries()[0]).toMatchObject({ order_column: 'changed_on_delta_humanized', order_direction: 'desc', page: 0, page_size: 25 });
    expect(listQueries()[0]!.columns).toEqual(expect.arrayContaining(['label', 'database.database_name', 'schema', 'sql']));
    const table = byRole(document, 'table', 'Saved queries');
    expect(allByRole(table, 'columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Database', 'Schema', 'SQL', 'Last modified', 'Actions']);
    expect(byRole(table, 'link', 'Top names').getAttribute('href')).toBe('/sqllab/?savedQueryId=21');
    const [, top, births, orphan] = allByRole(table, 'row');
    expect(top!.textContent).toContain('The 25 most given names');
    expect(top!.textContent).toContain('examples');
    expect(top!.textContent).toContain('public');
    expect(top!.textContent).toContain('2 hours ago');
    const preview = top!.querySelector('code')!;
    expect(preview.textContent).toBe('SELECT name, SUM(num) AS total FROM birth_names GROUP BY name ORDER BY total DESC LIMIT 25');
    expect(births!.textContent).toContain('warehouse');
    expect(births!.textContent).toContain('sales');
    expect(orphan!.textContent).toContain('Missing database');
  });

  it('searches and filters by database and schema, as Superset sends them', async () => {
    await renderPage();
    const search = byLabel(document, 'Search');
    await typeText(search, 'births');
    await pressKey(search, 'Enter');
    await chooseOption(byLabel(document, /^Database/), 'warehouse');
    await chooseOption(byLabel(document, /^Schema/), 'sales');
    await rendered!.settle();
    expect(listQueries().at(-1)!.filters).toEqual([
      { col: 'label', opr: 'all_text', value: 'births' },
      { col: 'database', opr: 'rel_o_m', value: 2 },
      { col: 'schema', opr: 'eq', value: 'sales' },
    ]);
  });

  it('sorts by name and by database', async () => {
    await renderPage();
    const table = () => byRole(document, 'table', 'Saved queries');
    await click(byRole(table(), 'button', 'Name'));
    await rendered!.settle();
    expect(listQueries().at(-1)).toMatchObject({ order_column: 'label', order_direction: 'asc', page: 0 });
    await click(byRole(table(), 'button', 'Database'));
    await rendered!.settle();
    expect(listQueries().at(-1)).toMatchObject({ order_column: 'database.database_name', order_direction: 'asc' });
  });

  it('opens a saved query in SQL Lab from its row', async () => {
    await renderPage();
    await click(byRole(document, 'button', 'Open Births by state in SQL Lab'));
    await rendered!.settle();
    expect(rendered!.router.state.location.pathname + rendered!.router.state.location.search).toBe('/sqllab/?savedQueryId=22');
  });

  it('deletes a saved query after confirming', async () => {
    server.on('DELETE /api/v1/saved_query/:id', () => ({ message: 'OK' }));
    await renderPage();
    await click(byRole(document, 'button', 'Delete Top names'));
    expect(byRole(document, 'dialog').textContent).toContain('Top names');
    await click(byRole(byRole(document, 'dialog'), 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/saved_query/21')).toHaveLength(1);
    expect(toasts()).toEqual(['Deleted: Top names']);
    // The list is asked again once the row is gone.
    expect(listQueries().length).toBeGreaterThan(1);
  });

  it('bulk-selects saved queries and deletes them in one request', async () => {
    server.on('DELETE /api/v1/saved_query/', () => ({ message: 'Deleted 3 saved queries' }));
    await renderPage();
    await click(byRole(document, 'button', 'Bulk select'));
    await click(byRole(document, 'button', 'Select all'));
    expect(byRole(document, 'toolbar', 'Bulk actions').textContent).toContain('3 selected');
    await click(byRole(document, 'checkbox', 'Select Births by state'));
    expect(byRole(document, 'toolbar', 'Bulk actions').textContent).toContain('2 selected');
    await click(byRole(byRole(document, 'toolbar', 'Bulk actions'), 'button', 'Delete'));
    const dialog = byRole(document, 'dialog');
    expect(dialog.textContent).toContain('Delete 2 saved queries?');
    expect(dialog.textContent).toContain('Top names, Orphan query');
    await click(byRole(dialog, 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/saved_query/').map((request) => request.q)).toEqual([[21, 23]]);
    expect(toasts()).toEqual(['Deleted: 2 saved queries']);
  });

  it('shows why a delete was refused', async () => {
    server.on('DELETE /api/v1/saved_query/:id', () => jsonResponse(404, { message: 'Not found' }));
    await renderPage();
    await click(byRole(document, 'button', 'Delete Orphan query'));
    await click(byRole(byRole(document, 'dialog'), 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/saved_query/23')).toHaveLength(1);
    expect(toasts()).toEqual(['Not found']);
  });

  it('gives readers neither bulk select nor delete, but still lets them open a query', async () => {
    await renderPage(testUser({ Gamma: [['can_read', 'SavedQuery']] }));
    expect(allByRole(document, 'button', 'Bulk select')).toHaveLength(0);
    expect(allByRole(document, 'button', /^Delete /)).toHaveLength(0);
    expect(allByRole(document, 'button', 'Open Top names in SQL Lab')).toHaveLength(1);
  });

  it('invites to SQL Lab when nothing is saved yet', async () => {
    server.on('GET /api/v1/saved_query/', () => ({ count: 0, ids: [], result: [] }));
    rendered = await renderApp(null, {
      bootstrap: testBootstrap(WRITER),
      path: '/savedqueryview/list/',
      routes: [{ path: '/savedqueryview/list/', element: <SavedQueryListPage /> }],
    });
    await rendered.waitFor(() => allByRole(document, 'button', 'Open SQL Lab')[0]);
    expect(document.body.textContent).toContain('No saved queries yet');
  });
});
