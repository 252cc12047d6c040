// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApiServer, jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { allByRole, byLabel, byRole, chooseOption, click, typeText, pressKey } from '../../components/list-view/test-support/dom-queries';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import type { BootstrapUser } from '../../bootstrap/bootstrap-data';
import { selectToasts } from '../../store/message-toasts-slice';
import { DatabaseListPage } from './DatabaseListPage';
import type { DatabaseListItem } from './database-types';

const database = (id: number, name: string, overrides: Partial<DatabaseListItem> = {}): DatabaseListItem => ({
  id,
  database_name: name,
  backend: 'postgresql',
  allow_run_async: false,
  allow_dml: false,
  expose_in_sqllab: true,
  allow_file_upload: false,
  created_by: { first_name: 'Ada', last_name: 'Lovelace' },
  changed_on_delta_humanized: '2 days ago',
  ...overrides,
});

const ENGINES = {
  databases: [
    { engine: 'postgresql', name: 'PostgreSQL', sqlalchemy_uri_placeholder: 'postgresql://user:password@host:port/dbname' },
    { engine: 'duckdb', name: 'DuckDB', sqlalchemy_uri_placeholder: 'duckdb:///path/to/file.duckdb' },
  ],
};

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

beforeEach(() => {
  server = createFakeApiServer({
    'GET /api/v1/database/available/': () => ENGINES,
    'GET /api/v1/database/': () => ({
      count: 30,
      ids: [1, 2],
      result: [database(1, 'examples', { backend: 'duckdb', allow_run_async: true }), database(2, 'warehouse')],
    }),
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

const admin = testUser({ Admin: [] });

async function renderPage(user: BootstrapUser = admin) {
  rendered = await renderApp(<DatabaseListPage />, { bootstrap: testBootstrap(user), path: '/databaseview/list/' });
  await rendered.waitFor(() => allByRole(document, 'row', /examples/)[0]);
  return rendered;
}

const toasts = () => selectToasts(rendered!.store.getState()).map((toast) => [toast.kind, toast.text]);
const listQueries = () => server.calls('GET', '/api/v1/database/').map((request) => request.q);

describe('DatabaseListPage', () => {
  it('asks for the first page, newest changes first, and shows each database', async () => {
    await renderPage();
    expect(listQueries()[0]).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    const table = byRole(document, 'table', 'Databases');
    const headers = allByRole(table, 'columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Backend', 'AQE', 'DML', 'Expose in SQL Lab', 'CSV upload', 'Created by', 'Last modified', 'Actions']);
    const examples = allByRole(table, 'row', /examples/)[0]!;
    // The engine's display name from /available/, and flags read out as Yes/No.
    expect(examples.textContent).toContain('DuckDB');
    expect([...examples.querySelectorAll('td')].slice(2, 6).map((cell) => cell.textContent?.replace('–', ''))).toEqual(['Yes', 'No', 'Yes', 'No']);
    expect(examples.textContent).toContain('Ada Lovelace');
    expect(examples.textContent).toContain('2 days ago');
  });

  it('searches by name with a rison `ct` filter, back on the first page', async () => {
    await renderPage();
    await click(byRole(document, 'button', 'Go to next page'));
    await rendered!.settle();
    expect(listQueries().at(-1)).toMatchObject({ page: 1 });

    const search = byLabel(document, 'Search') as HTMLInputElement;
    await typeText(search, '  ware ');
    await pressKey(search, 'Enter');
    await rendered!.settle();
    expect(listQueries().at(-1)).toEqual({
      filters: [{ col: 'database_name', opr: 'ct', value: 'ware' }],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
  });

  it('searches once typing pauses, without Enter', async () => {
    await renderPage();
    const before = listQueries().length;
    await typeText(byLabel(document, 'Search'), 'exa');
    await rendered!.settle();
    expect(listQueries()).toHaveLength(before);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 350)));
    await rendered!.settle();
    expect(listQueries().at(-1)).toMatchObject({ filters: [{ col: 'database_name', opr: 'ct', value: 'exa' }] });
  });

  it('sorts by a column, then the other way round', async () => {
    await renderPage();
    await click(byRole(byRole(document, 'table', 'Databases'), 'button', 'Name'));
    await rendered!.settle();
    expect(listQueries().at(-1)).toMatchObject({ order_column: 'database_name', order_direction: 'asc', page: 0 });
    expect(byRole(document, 'columnheader', 'Name').getAttribute('aria-sort')).toBe('ascending');
    await click(byRole(byRole(document, 'table', 'Databases'), 'button', 'Name'));
    await rendered!.settle();
    expect(listQueries().at(-1)).toMatchObject({ order_column: 'database_name', order_direction: 'desc' });
  });

  it('filters on a flag and pages through with the chosen page size', async () => {
    await renderPage();
    await chooseOption(byLabel(document, /^AQE/), 'Yes');
    await rendered!.settle();
    expect(listQueries().at(-1)).toMatchObject({ filters: [{ col: 'allow_run_async', opr: 'eq', value: true }] });
    await chooseOption(byLabel(document, /^Rows per page/), '10');
    await rendered!.settle();
    expect(listQueries().at(-1)).toMatchObject({ page: 0, page_size: 10 });
    await click(byRole(document, 'button', 'Go to next page'));
    await rendered!.settle();
    expect(listQueries().at(-1)).toMatchObject({ page: 1, page_size: 10, filters: [{ col: 'allow_run_async', opr: 'eq', value: true }] });
  });

  it('offers "+ Database" and row actions only to users who can write databases', async () => {
    await renderPage(testUser({ Gamma: [['can_read', 'Database']] }));
    expect(allByRole(document, 'button', 'Database')).toHaveLength(0);
    expect(allByRole(document, 'button', 'Edit examples')).toHaveLength(0);
    await rendered!.unmount();
    rendered = undefined;
    await renderPage(testUser({ Alpha: [['can_write', 'Database']] }));
    expect(allByRole(document, 'button', 'Database')).toHaveLength(1);
    expect(allByRole(document, 'button', 'Delete examples')).toHaveLength(1);
  });

  it('deletes after a confirmation naming the database', async () => {
    server.on('DELETE /api/v1/database/:id', () => ({ message: 'OK' }));
    await renderPage();
    await click(byRole(document, 'button', 'Delete warehouse'));
    const dialog = byRole(document, 'dialog');
    expect(dialog.textContent).toContain('warehouse');
    await click(byRole(dialog, 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/database/2')).toHaveLength(1);
    expect(toasts()).toEqual([['success', 'Deleted: warehouse']]);
  });

  it('shows the server refusing to delete a database with datasets as a danger toast', async () => {
    server.on('DELETE /api/v1/database/:id', () => jsonResponse(422, { message: 'There are associated datasets' }));
    await renderPage();
    await click(byRole(document, 'button', 'Delete examples'));
    await click(byRole(byRole(document, 'dialog'), 'button', 'Delete'));
    await rendered!.settle();
    expect(toasts()).toEqual([['danger', 'There are associated datasets']]);
  });

  it('invites connecting a database when there is none', async () => {
    server.on('GET /api/v1/database/', () => ({ count: 0, ids: [], result: [] }));
    rendered = await renderApp(<DatabaseListPage />, { bootstrap: testBootstrap(admin), path: '/databaseview/list/' });
    const heading = await rendered.waitFor(() => [...document.querySelectorAll('h2')].find((h) => h.textContent === 'No databases yet'));
    expect(heading).toBeTruthy();
    await click(byRole(document, 'button', 'Connect a database'));
    expect(byRole(document, 'dialog').textContent).toContain('Connect a database');
  });

  it('shows a failed list as an error with a retry', async () => {
    server.on('GET /api/v1/database/', () => jsonResponse(500, { errors: [{ message: 'The metadata store is unavailable', error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: null }] }));
    rendered = await renderApp(<DatabaseListPage />, { bootstrap: testBootstrap(admin), path: '/databaseview/list/' });
    const alert = await rendered.waitFor(() => allByRole(document, 'alert').find((a) => a.textContent?.includes('unavailable')));
    expect(alert.textContent).toContain('The metadata store is unavailable');
    expect(byRole(alert, 'button', 'Retry')).toBeTruthy();
  });
});
