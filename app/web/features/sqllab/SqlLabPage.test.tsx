// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allByRole, byLabel, byRole, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer, type FakeApiRequest } from '../../components/list-view/test-support/fake-api-server';
import { selectToasts } from '../../store/message-toasts-slice';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { forgetSavedQueryVersions } from './saved-query-versions';
import { SQLLAB_STORAGE_KEY } from './sqllab-persistence';
import { sqlLabLocation } from './requested-query';
import { SqlLabPage } from './SqlLabPage';

// Monaco needs a real browser; the page is tested with the plain editor it falls back to.
vi.mock('./SqlEditor', async () => ({ SqlEditor: (await import('./PlainSqlEditor')).PlainSqlEditor }));

const ADMIN = testUser({ Admin: [] });
let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

const DATABASES = { 1: { id: 1, database_name: 'examples', allow_run_async: false, expose_in_sqllab: true } };
let sqlLabBootstrap: Record<string, unknown>;

beforeEach(() => {
  localStorage.clear();
  sqlLabBootstrap = { tab_state_ids: [], active_tab: null, databases: DATABASES, queries: {} };
  server = createFakeApiServer({
    'GET /api/v1/sqllab/': () => ({ result: sqlLabBootstrap }),
    'GET /superset/fetch_datasource_metadata': () => ({ id: 3, database: { id: 1 }, schema: 'main', table_name: 'birth_names' }),
    'GET /api/v1/database/:id/schemas/': () => ({ result: ['main'] }),
    'GET /api/v1/database/:id/function_names/': () => ({ function_names: ['count'] }),
    'POST /api/v1/sqllab/execute/': (request: FakeApiRequest) => {
      const body = request.body as { client_id: string; sql: string };
      return {
        status: 'success',
        query: { id: body.client_id, dbId: 1, sql: body.sql, state: 'success', rows: 2, limitingFactor: 'NOT_LIMITED', resultsKey: null },
        data: [
          { city: 'Lyon', visits: 3 },
          { city: 'Nice', visits: 5 },
        ],
        columns: [
          { column_name: 'city', type: 'TEXT', type_generic: 1 },
          { column_name: 'visits', type: 'INTEGER', type_generic: 0 },
        ],
      };
    },
    'POST /api/v1/saved_query/': () => new Response(JSON.stringify({ id: 3, result: {} }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function openSqlLab(firstTab = 'Untitled query') {
  rendered = await renderApp(null, { bootstrap: testBootstrap(ADMIN), path: '/sqllab/', routes: [{ path: '/sqllab/', Component: SqlLabPage }, { path: '*', element: <p>elsewhere</p> }] });
  const { container, waitFor } = rendered;
  await waitFor(() => allByRole(container, 'tab', firstTab)[0]);
  // The tab takes the first database once the databases are known.
  await waitFor(() => (byRole(container, 'combobox', 'Database').textContent === 'examples' ? true : null));
  return rendered;
}

const tabNames = (container: HTMLElement) => allByRole(byRole(container, 'tablist', 'Query tabs'), 'tab').map((tab) => tab.textContent);

describe('SqlLabPage', () => {
  it("preselects the database's default schema, and runs in it", async () => {
    server.on('GET /api/v1/database/:id/schemas/', () => ({ result: ['information_schema', 'main'], default_schema: 'main' }));
    const { container, waitFor } = await openSqlLab();
    const schema = byRole(container, 'combobox', 'Schema') as HTMLInputElement;
    await waitFor(() => (schema.value === 'main' ? true : null));
    await typeText(byLabel(container, 'SQL of Untitled query'), 'SELECT 1');
    await click(byRole(container, 'button', 'Run'));
    await waitFor(() => server.requests.find((request) => request.path === '/api/v1/sqllab/execute/'));
    expect(server.requests.find((request) => request.path === '/api/v1/sqllab/execute/')!.body).toMatchObject({ database_id: 1, schema: 'main' });
  });

  it('"Create chart" saves the query as a dataset and opens explore on a table of its columns', async () => {
    server.on('POST /api/v1/dataset/', () => new Response(JSON.stringify({ id: 42, result: {} }), { status: 201, headers: { 'Content-Type': 'application/json' } }));
    server.on('POST /api/v1/explore/permalink', () => new Response(JSON.stringify({ key: 'abc', url: '/explore/p/abc/' }), { status: 201, headers: { 'Content-Type': 'application/json' } }));
    const { container, waitFor, router } = await openSqlLab();
    await typeText(byLabel(container, 'SQL of Untitled query'), 'SELECT city, visits FROM visits;');
    await click(byRole(container, 'button', 'Run'));
    await click(await waitFor(() => allByRole(container, 'button', 'Create chart')[0]));
    const dialog = byRole(document, 'dialog');
    await typeText(byLabel(dialog, /^Dataset name/), 'Visits by city');
    await click(byRole(dialog, 'button', 'Create chart'));
    await waitFor(() => (router.state.location.pathname === '/explore/p/abc/' ? true : null));
    expect(server.calls('POST', '/api/v1/dataset/')[0]!.body).toMatchObject({ database: 1, table_name: 'Visits by city', sql: 'SELECT city, visits FROM visits' });
    expect(server.calls('POST', '/api/v1/explore/permalink')[0]!.body).toEqual({
      formData: { datasource: '42__table', viz_type: 'table', query_mode: 'raw', all_columns: ['city', 'visits'], row_limit: 1000, time_range: 'No filter' },
      urlParams: [],
    });
  });

  it('runs the SQL of the tab and shows the rows', async () => {
    const { container, waitFor } = await openSqlLab();
    expect(container.querySelector('h1')?.textContent).toBe('SQL Lab');
    await typeText(byLabel(container, 'SQL of Untitled query'), 'SELECT city, visits FROM visits');
    await click(byRole(container, 'button', 'Run'));
    const grid = await waitFor(() => allByRole(container, 'grid', 'Query results')[0]);
    await waitFor(() => (grid.textContent?.includes('Nice') ? true : null));
    const execute = server.requests.find((request) => request.path === '/api/v1/sqllab/execute/')!;
    expect(execute.body).toMatchObject({ database_id: 1, sql: 'SELECT city, visits FROM visits', runAsync: false, queryLimit: 1000 });
    expect(container.textContent).toContain('2 rows');
    expect(allByRole(container, 'button', 'Create chart')).toHaveLength(1);
  });

  it('opens, names and closes tabs', async () => {
    const { container } = await openSqlLab();
    await click(byRole(container, 'button', 'New tab'));
    await click(byRole(container, 'button', 'New tab'));
    expect(tabNames(container)).toEqual(['Untitled query', 'Untitled Query 1', 'Untitled Query 2']);
    expect(allByRole(container, 'tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent).toBe('Untitled Query 2');
    await click(byRole(container, 'button', 'Close Untitled Query 1'));
    expect(tabNames(container)).toEqual(['Untitled query', 'Untitled Query 2']);
  });

  it('saves the query and names the tab after it', async () => {
    const { container, store, waitFor } = await openSqlLab();
    await typeText(byLabel(container, 'SQL of Untitled query'), 'SELECT 1');
    await click(byRole(container, 'button', 'Save'));
    const dialog = byRole(document, 'dialog');
    await typeText(byLabel(dialog, 'Name'), 'Visits by city');
    await click(byRole(dialog, 'button', 'Save'));
    await waitFor(() => (selectToasts(store.getState()).some((toast) => toast.text === 'Your query was saved') ? true : null));
    const saved = server.requests.find((request) => request.path === '/api/v1/saved_query/')!;
    expect(saved.body).toMatchObject({ db_id: 1, label: 'Visits by city', sql: 'SELECT 1' });
    await waitFor(() => (tabNames(container).includes('Visits by city') ? true : null));
    expect(byRole(container, 'button', 'Update')).toBeTruthy();
  });

  it('updates the saved query naming the version it saved; when someone else saved since, asks before overwriting', async () => {
    forgetSavedQueryVersions();
    server.on('POST /api/v1/saved_query/', () => new Response(JSON.stringify({ id: 3, result: { changed_on: '2026-03-01T10:00:00.000Z' } }), { status: 201, headers: { 'Content-Type': 'application/json' } }));
    server.on('GET /api/v1/saved_query/:id', () => ({ id: 3, result: { id: 3, label: 'Visits by city', description: null, sql: 'SELECT 1', schema: null, catalog: null, template_parameters: null } }));
    server.on('PUT /api/v1/saved_query/:id', (request: FakeApiRequest) =>
      (request.body as { changed_on?: string }).changed_on !== undefined
        ? new Response(JSON.stringify({ message: 'This query was changed by someone else after you opened it.' }), { status: 409, headers: { 'Content-Type': 'application/json' } })
        : { id: 3, result: { changed_on: '2026-03-01T10:05:00.000Z' } },
    );
    const { container, store, waitFor } = await openSqlLab();
    await typeText(byLabel(container, 'SQL of Untitled query'), 'SELECT 1');
    await click(byRole(container, 'button', 'Save'));
    await typeText(byLabel(byRole(document, 'dialog'), 'Name'), 'Visits by city');
    await click(byRole(byRole(document, 'dialog'), 'button', 'Save'));
    await waitFor(() => (tabNames(container).includes('Visits by city') ? true : null));

    await click(byRole(container, 'button', 'Update'));
    await click(byRole(byRole(document, 'dialog'), 'button', 'Update'));
    const conflict = await waitFor(() => document.querySelector<HTMLElement>('[data-testid="edit-conflict-dialog"]'));
    expect(conflict.textContent).toContain('The query was changed by someone else');
    const puts = () => server.requests.filter((request) => request.method === 'PUT' && request.path === '/api/v1/saved_query/3');
    expect(puts()[0]!.body).toMatchObject({ changed_on: '2026-03-01T10:00:00.000Z', sql: 'SELECT 1' });
    expect(selectToasts(store.getState()).map((toast) => toast.text)).not.toContain('Your query could not be updated');

    await click(byRole(conflict, 'button', 'Overwrite'));
    await waitFor(() => (selectToasts(store.getState()).some((toast) => toast.text === 'Your query was updated') ? true : null));
    expect(puts()).toHaveLength(2);
    expect(puts()[1]!.body).not.toHaveProperty('changed_on');
  });

  it('keeps the tabs in local storage for the next visit', async () => {
    const { container, unmount } = await openSqlLab();
    await typeText(byLabel(container, 'SQL of Untitled query'), 'SELECT 42');
    await click(byRole(container, 'button', 'New tab'));
    await unmount();
    rendered = undefined;
    const stored = JSON.parse(localStorage.getItem(`${SQLLAB_STORAGE_KEY}.${ADMIN.userId}`) ?? '{}') as { queryEditors?: { name: string; sql: string }[] };
    expect(stored.queryEditors?.map((queryEditor) => [queryEditor.name, queryEditor.sql])).toEqual([
      ['Untitled query', 'SELECT 42'],
      ['Untitled Query 1', ''],
    ]);
    const again = await openSqlLab();
    expect(tabNames(again.container)).toEqual(['Untitled query', 'Untitled Query 1']);
    expect((byLabel(again.container, 'SQL of Untitled Query 1') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps a tab’s last run when the page reloads before the sync told the server', async () => {
    // A synced tab whose SQL the server has; the run is the only news, and the server does not know it.
    sqlLabBootstrap = {
      ...sqlLabBootstrap,
      tab_state_ids: [{ id: 5, label: 'Visits' }],
      active_tab: {
        id: 5, label: 'Visits', active: true, database_id: 1, catalog: null, schema: 'main', table_schemas: [], sql: 'SELECT city, visits FROM visits',
        query_limit: 1000, latest_query: null, autorun: false, template_params: null, hide_left_bar: false, saved_query: null, extra_json: {},
      },
    };
    const { container, waitFor, unmount } = await openSqlLab('Visits');
    await click(byRole(container, 'button', 'Run'));
    await waitFor(() => (allByRole(container, 'grid', 'Query results')[0]?.textContent?.includes('Nice') ? true : null));
    await unmount();
    rendered = undefined;
    const again = await openSqlLab('Visits');
    const grid = await again.waitFor(() => allByRole(again.container, 'grid', 'Query results')[0]);
    expect(grid.textContent).toContain('Nice');
    expect(again.container.textContent).toContain('2 rows');
  });

  it('opens a chart’s query passed in router state in a new tab on its datasource’s database', async () => {
    const { container, router, waitFor } = await openSqlLab();
    await act(async () => router.navigate('/sqllab/', { state: sqlLabLocation({ datasourceKey: '3__table', sql: 'SELECT name FROM birth_names' }).state }));
    await waitFor(() => allByRole(container, 'tab', 'birth_names')[0]);
    expect(tabNames(container)).toEqual(['Untitled query', 'birth_names']);
    expect((byLabel(container, 'SQL of birth_names') as HTMLTextAreaElement).value).toBe('SELECT name FROM birth_names');
    expect(byRole(container, 'combobox', 'Database').textContent).toBe('examples');
    expect(server.requests.some((request) => request.url.search === '?datasourceKey=3__table')).toBe(true);
    // Nothing ran, and the request is gone from the history entry.
    expect(server.requests.some((request) => request.path === '/api/v1/sqllab/execute/')).toBe(false);
    await waitFor(() => (router.state.location.state === null ? true : null));
  });

  it('opens the request of a posted form from the page’s bootstrap, once', async () => {
    const element = document.createElement('script');
    element.id = 'tessera-bootstrap';
    element.type = 'application/json';
    element.textContent = JSON.stringify({ requested_query: { sql: 'SELECT 42 AS answer', dbId: 1, schema: 'main', name: 'Posted' } });
    document.body.append(element);
    try {
      const { container, waitFor, unmount } = await openSqlLab();
      await waitFor(() => allByRole(container, 'tab', 'Posted')[0]);
      expect((byLabel(container, 'SQL of Posted') as HTMLTextAreaElement).value).toBe('SELECT 42 AS answer');
      expect(server.requests.some((request) => request.path === '/api/v1/sqllab/execute/')).toBe(false);
      await unmount();
      rendered = undefined;
      // Coming back to SQL Lab in the same page does not open it again.
      const again = await openSqlLab();
      await again.settle();
      expect(tabNames(again.container)).toEqual(['Untitled query', 'Posted']);
    } finally {
      element.remove();
    }
  });
});
