// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allByRole, byLabel, byRole, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer, jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { selectToasts } from '../../store/message-toasts-slice';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { AddDatasetPage } from './AddDatasetPage';

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

const database = (id: number, name: string) => ({ id, database_name: name, backend: 'duckdb' });

beforeEach(() => {
  server = createFakeApiServer({
    'GET /api/v1/database/': () => ({ count: 2, ids: [1, 2], result: [database(1, 'examples'), database(2, 'warehouse')] }),
    'GET /api/v1/database/:id/schemas/': ({ params }) => ({ result: params.id === '1' ? ['main', 'staging'] : ['public'] }),
    'GET /api/v1/database/:id/tables/': ({ q }) => {
      const { schema_name: schema } = q as { schema_name: string };
      return schema === 'main'
        ? {
            count: 3,
            result: [
              { value: 'birth_names', type: 'table' },
              { value: 'flights', type: 'table' },
              { value: 'sales_by_region', type: 'view' },
            ],
          }
        : { count: 1, result: [{ value: 'raw_events', type: 'table' }] };
    },
    'GET /api/v1/database/:id/table_metadata/': ({ url }) => ({
      name: url.searchParams.get('name'),
      columns: [
        { name: 'ds', type: 'TIMESTAMP' },
        { name: 'name', type: 'VARCHAR' },
        { name: 'num', type: 'BIGINT' },
      ],
    }),
    'GET /api/v1/dataset/': () => ({
      count: 1,
      ids: [5],
      result: [{ id: 5, table_name: 'flights', kind: 'physical', sql: null, database: database(1, 'examples'), schema: 'main', owners: [] }],
    }),
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

/** Opens an Autocomplete by typing into it and picks the option named `option`. */
async function pick(label: string, option: string) {
  const input = byLabel(document, label);
  await act(async () => input.focus());
  await typeText(input, option.slice(0, 2));
  await rendered!.waitFor(() => allByRole(document, 'option', option)[0]);
  await click(byRole(document, 'option', option));
  await rendered!.settle();
}

async function renderPage() {
  rendered = await renderApp(null, {
    bootstrap: testBootstrap(testUser({ Admin: [] })),
    path: '/dataset/add/',
    routes: [
      { path: '/dataset/add/', element: <AddDatasetPage /> },
      { path: '/explore/', element: <h1>Explore</h1> },
    ],
  });
  await rendered.settle();
  return rendered;
}

const tableOptions = () => allByRole(byRole(document, 'listbox', 'Tables'), 'option').map((option) => option.textContent);

describe('AddDatasetPage', () => {
  it('cascades database → schema → table, loading each level from the metadata endpoints', async () => {
    await renderPage();
    expect(byLabel(document, 'Schema').hasAttribute('disabled')).toBe(true);
    expect(byRole(document, 'button', 'Create dataset and create chart').hasAttribute('disabled')).toBe(true);

    await pick('Database', 'examples');
    expect(server.calls('GET', '/api/v1/database/1/schemas/')[0]?.q).toEqual({ force: false });

    await pick('Schema', 'main');
    expect(server.calls('GET', '/api/v1/database/1/tables/')[0]?.q).toEqual({ force: false, schema_name: 'main' });
    await rendered!.waitFor(() => allByRole(document, 'option', /birth_names/)[0]);
    expect(tableOptions()).toEqual(['birth_names', 'flightsDataset exists', 'sales_by_regionView']);
    // The schema's datasets are looked up to mark tables that already have one.
    expect(server.calls('GET', '/api/v1/dataset/')[0]?.q).toMatchObject({
      filters: [
        { col: 'database', opr: 'rel_o_m', value: 1 },
        { col: 'schema', opr: 'eq', value: 'main' },
      ],
    });

    await click(byRole(document, 'option', /birth_names/));
    await rendered!.waitFor(() => allByRole(document, 'row', /num/)[0]);
    const metadata = server.calls('GET', '/api/v1/database/1/table_metadata/')[0]!;
    expect(Object.fromEntries(metadata.url.searchParams)).toEqual({ name: 'birth_names', schema: 'main' });
    const preview = byRole(document, 'table', 'Columns of birth_names');
    expect(allByRole(preview, 'row').slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['ds', 'TIMESTAMP'],
      ['name', 'VARCHAR'],
      ['num', 'BIGINT'],
    ]);
    expect(byRole(document, 'option', /birth_names/).getAttribute('aria-selected')).toBe('true');
  });

  it('filters the tables as the user types and starts over when the database changes', async () => {
    await renderPage();
    await pick('Database', 'examples');
    await pick('Schema', 'main');
    await rendered!.waitFor(() => allByRole(document, 'option', /birth_names/)[0]);
    await typeText(byLabel(document, 'Search tables'), 'SALES');
    expect(tableOptions()).toEqual(['sales_by_regionView']);

    await pick('Database', 'warehouse');
    expect((byLabel(document, 'Schema') as HTMLInputElement).value).toBe('');
    expect(allByRole(document, 'listbox', 'Tables')).toHaveLength(0);
    await pick('Schema', 'public');
    await rendered!.waitFor(() => allByRole(document, 'option', /raw_events/)[0]);
    expect(server.calls('GET', '/api/v1/database/2/tables/')[0]?.q).toEqual({ force: false, schema_name: 'public' });
  });

  it('creates the dataset and goes on to Explore with its id', async () => {
    server.on('POST /api/v1/dataset/', () => jsonResponse(201, { id: 42, result: {} }));
    const page = await renderPage();
    await pick('Database', 'examples');
    await pick('Schema', 'main');
    await rendered!.waitFor(() => allByRole(document, 'option', /birth_names/)[0]);
    await click(byRole(document, 'option', /birth_names/));
    await click(byRole(document, 'button', 'Create dataset and create chart'));
    await page.settle();
    expect(server.calls('POST', '/api/v1/dataset/')[0]?.body).toEqual({ database: 1, schema: 'main', table_name: 'birth_names' });
    expect(page.router.state.location.pathname + page.router.state.location.search).toBe(
      '/explore/?datasource_type=table&datasource_id=42',
    );
  });

  it('shows the server’s message as a danger toast when the dataset exists', async () => {
    server.on('POST /api/v1/dataset/', () => jsonResponse(422, { message: { table_name: ['Dataset main.flights already exists'] } }));
    const page = await renderPage();
    await pick('Database', 'examples');
    await pick('Schema', 'main');
    await rendered!.waitFor(() => allByRole(document, 'option', /flights/)[0]);
    await click(byRole(document, 'option', /flights/));
    expect(document.body.textContent).toContain('This table already has a dataset.');
    await click(byRole(document, 'button', 'Create dataset and create chart'));
    await page.settle();
    expect(selectToasts(page.store.getState()).map((toast) => [toast.kind, toast.text])).toEqual([
      ['danger', 'Dataset main.flights already exists'],
    ]);
    expect(page.router.state.location.pathname).toBe('/dataset/add/');
  });
});
