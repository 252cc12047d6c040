// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allByRole, byLabel, byRole, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer, type FakeApiRequest } from '../../components/list-view/test-support/fake-api-server';
import { selectToasts } from '../../store/message-toasts-slice';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { SQLLAB_STORAGE_KEY } from './sqllab-persistence';
import { SqlLabPage } from './SqlLabPage';

// Monaco needs a real browser; the page is tested with the plain editor it falls back to.
vi.mock('./SqlEditor', async () => ({ SqlEditor: (await import('./PlainSqlEditor')).PlainSqlEditor }));

const ADMIN = testUser({ Admin: [] });
let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

const sqlLabBootstrap = {
  tab_state_ids: [],
  active_tab: null,
  databases: { 1: { id: 1, database_name: 'examples', allow_run_async: false, expose_in_sqllab: true } },
  queries: {},
};

beforeEach(() => {
  localStorage.clear();
  server = createFakeApiServer({
    'GET /api/v1/sqllab/': () => ({ result: sqlLabBootstrap }),
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

async function openSqlLab() {
  rendered = await renderApp(null, { bootstrap: testBootstrap(ADMIN), path: '/sqllab/', routes: [{ path: '/sqllab/', Component: SqlLabPage }] });
  const { container, waitFor } = rendered;
  await waitFor(() => allByRole(container, 'tab', 'Untitled query')[0]);
  // The tab takes the first database once the databases are known.
  await waitFor(() => (byRole(container, 'combobox', 'Database').textContent === 'examples' ? true : null));
  return rendered;
}

const tabNames = (container: HTMLElement) => allByRole(byRole(container, 'tablist', 'Query tabs'), 'tab').map((tab) => tab.textContent);

describe('SqlLabPage', () => {
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
});
