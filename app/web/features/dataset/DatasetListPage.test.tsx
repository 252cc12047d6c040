// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootstrapUser } from '../../bootstrap/bootstrap-data';
import { allByRole, byLabel, byRole, chooseOption, click, pressKey, typeText } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer } from '../../components/list-view/test-support/fake-api-server';
import { selectToasts } from '../../store/message-toasts-slice';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { DatasetListPage } from './DatasetListPage';
import type { DatasetListItem } from './dataset-types';

const examples = { id: 1, database_name: 'examples' };

const dataset = (id: number, name: string, overrides: Partial<DatasetListItem> = {}): DatasetListItem => ({
  id,
  table_name: name,
  kind: 'physical',
  sql: null,
  database: examples,
  schema: 'main',
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
  changed_on_delta_humanized: 'an hour ago',
  extra: null,
  ...overrides,
});

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

beforeEach(() => {
  server = createFakeApiServer({
    'GET /api/v1/database/': () => ({ count: 2, ids: [1, 2], result: [examples, { id: 2, database_name: 'warehouse' }] }),
    'GET /api/v1/database/:id/schemas/': () => ({ result: ['main', 'staging'] }),
    'GET /api/v1/dataset/distinct/schema': () => ({ count: 1, result: [{ text: 'main', value: 'main' }] }),
    'GET /api/v1/dataset/': () => ({
      count: 2,
      ids: [3, 4],
      result: [
        dataset(3, 'birth_names', { extra: JSON.stringify({ certification: { certified_by: 'Data team' } }) }),
        dataset(4, 'top_names', { kind: 'virtual', sql: 'SELECT name FROM birth_names' }),
      ],
    }),
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderPage(user: BootstrapUser = testUser({ Admin: [] })) {
  rendered = await renderApp(null, {
    bootstrap: testBootstrap(user),
    path: '/tablemodelview/list/',
    routes: [
      { path: '/tablemodelview/list/', element: <DatasetListPage /> },
      { path: '/dataset/add/', element: <h1>New dataset</h1> },
    ],
  });
  await rendered.waitFor(() => allByRole(document, 'row', /birth_names/)[0]);
  return rendered;
}

const listQueries = () => server.calls('GET', '/api/v1/dataset/').map((request) => request.q);

describe('DatasetListPage', () => {
  it('lists datasets with a link to explore each, their type, database, schema and owners', async () => {
    await renderPage();
    expect(listQueries()[0]).toEqual({ order_column: 'changed_on_delta_humanized', order_direction: 'desc', page: 0, page_size: 25 });
    const table = byRole(document, 'table', 'Datasets');
    expect(allByRole(table, 'columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Type',
      'Database',
      'Schema',
      'Owners',
      'Last modified',
      'Actions',
    ]);
    expect(byRole(table, 'link', 'birth_names').getAttribute('href')).toBe('/explore/?datasource_type=table&datasource_id=3');
    const [, physical, virtual] = allByRole(table, 'row');
    expect(physical!.textContent).toContain('Physical');
    expect(physical!.querySelector('[aria-label="Certified by Data team"]')).not.toBeNull();
    expect(physical!.querySelector('[aria-label="Owners: Ada Lovelace"]')).not.toBeNull();
    expect(virtual!.textContent).toContain('Virtual');
  });

  it('filters by name, database, schema and type, with the rison Superset sends', async () => {
    await renderPage();
    const search = byLabel(document, 'Search');
    await typeText(search, 'names');
    await pressKey(search, 'Enter');
    await chooseOption(byLabel(document, /^Database/), 'examples');
    await rendered!.settle();
    // The schema choices now come from the chosen database.
    expect(server.calls('GET', '/api/v1/database/1/schemas/')).toHaveLength(1);
    await chooseOption(byLabel(document, /^Schema/), 'staging');
    await chooseOption(byLabel(document, /^Type/), 'Virtual');
    await rendered!.settle();
    expect(listQueries().at(-1)).toEqual({
      filters: [
        { col: 'table_name', opr: 'ct', value: 'names' },
        { col: 'database', opr: 'rel_o_m', value: 1 },
        { col: 'schema', opr: 'eq', value: 'staging' },
        { col: 'sql', opr: 'dataset_is_null_or_empty', value: false },
      ],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });

    // Another database clears the schema, which belonged to the first one.
    await chooseOption(byLabel(document, /^Database/), 'warehouse');
    await rendered!.settle();
    expect((listQueries().at(-1) as { filters: { col: string }[] }).filters.map((f) => f.col)).toEqual(['table_name', 'database', 'sql']);
  });

  it('sorts by database name', async () => {
    await renderPage();
    await click(byRole(byRole(document, 'table', 'Datasets'), 'button', 'Database'));
    await rendered!.settle();
    expect(listQueries().at(-1)).toMatchObject({ order_column: 'database.database_name', order_direction: 'asc' });
  });

  it('opens the dataset editor from a row', async () => {
    server.on('GET /api/v1/dataset/:id', () => ({
      id: 3,
      result: { ...dataset(3, 'birth_names'), columns: [], metrics: [], description: null, main_dttm_col: null, template_params: null },
    }));
    await renderPage();
    await click(byRole(document, 'button', 'Edit birth_names'));
    await rendered!.waitFor(() => allByRole(document, 'tab', 'Metrics')[0]);
    expect(byRole(document, 'dialog').textContent).toContain('Edit dataset');
  });

  it('deletes a dataset after confirming', async () => {
    server.on('DELETE /api/v1/dataset/:id', () => ({ message: 'OK' }));
    await renderPage();
    await click(byRole(document, 'button', 'Delete top_names'));
    expect(byRole(document, 'dialog').textContent).toContain('top_names');
    await click(byRole(byRole(document, 'dialog'), 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/dataset/4')).toHaveLength(1);
    expect(selectToasts(rendered!.store.getState()).map((t) => t.text)).toEqual(['Deleted: top_names']);
  });

  it('leads to the new dataset flow, for users who can write datasets only', async () => {
    const page = await renderPage();
    await click(byRole(document, 'button', 'Dataset'));
    expect(page.router.state.location.pathname).toBe('/dataset/add/');
    await page.unmount();
    rendered = undefined;
    await renderPage(testUser({ Gamma: [['can_read', 'Dataset']] }));
    expect(allByRole(document, 'button', 'Dataset')).toHaveLength(0);
    expect(allByRole(document, 'button', 'Edit birth_names')).toHaveLength(0);
  });

  it('bulk-selects datasets for export only, and downloads their bundle', async () => {
    const downloads: string[] = [];
    const click$ = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(this: HTMLAnchorElement) {
      if (this.hasAttribute('download')) downloads.push(this.getAttribute('href') ?? '');
    });
    try {
      await renderPage(testUser({ Gamma: [['can_read', 'Dataset'], ['can_export', 'Dataset']] }));
      await click(byRole(document, 'button', 'Bulk select'));
      await click(byRole(document, 'checkbox', 'Select top_names'));
      const bar = byRole(document, 'toolbar', 'Bulk actions');
      expect(bar.textContent).toContain('1 selected');
      expect(allByRole(bar, 'button', 'Delete')).toHaveLength(0);
      await click(byRole(bar, 'button', 'Export'));
      expect(downloads).toEqual(['/api/v1/dataset/export/?q=!(4)']);
    } finally {
      click$.mockRestore();
    }
    await rendered!.unmount();
    rendered = undefined;
    await renderPage(testUser({ Gamma: [['can_read', 'Dataset']] }));
    expect(allByRole(document, 'button', 'Bulk select')).toHaveLength(0);
  });
});
