// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allByRole, byLabel, byRole, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer, jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { selectToasts } from '../../store/message-toasts-slice';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import type { DatasetColumn, DatasetDetail, DatasetPutBody } from './dataset-types';
import { DatasetEditor } from './DatasetEditor';

const column = (id: number, name: string, type: string, overrides: Partial<DatasetColumn> = {}): DatasetColumn => ({
  id,
  column_name: name,
  verbose_name: null,
  type,
  is_dttm: false,
  groupby: true,
  filterable: true,
  expression: null,
  description: null,
  python_date_format: null,
  extra: null,
  ...overrides,
});

const birthNames = (overrides: Partial<DatasetDetail> = {}): DatasetDetail => ({
  id: 3,
  table_name: 'birth_names',
  kind: 'physical',
  sql: null,
  schema: 'main',
  database: { id: 1, database_name: 'examples' },
  description: null,
  main_dttm_col: 'ds',
  default_endpoint: null,
  cache_timeout: null,
  offset: 0,
  filter_select_enabled: true,
  fetch_values_predicate: null,
  normalize_columns: false,
  always_filter_main_dttm: false,
  template_params: null,
  extra: null,
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
  columns: [
    column(10, 'ds', 'TIMESTAMP', { is_dttm: true }),
    column(11, 'name', 'VARCHAR'),
    column(12, 'num', 'BIGINT'),
    column(13, 'num_boys_girls', 'BIGINT', { expression: 'num_boys + num_girls' }),
  ],
  metrics: [
    { id: 20, metric_name: 'count', verbose_name: 'COUNT(*)', expression: 'COUNT(*)', d3format: null, extra: null, metric_type: 'count' },
    { id: 21, metric_name: 'sum__num', verbose_name: null, expression: 'SUM(num)', d3format: null, extra: null },
  ],
  ...overrides,
});

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

beforeEach(() => {
  server = createFakeApiServer({
    'GET /api/v1/dataset/:id': () => ({ id: 3, result: birthNames() }),
    'PUT /api/v1/dataset/:id': () => ({ id: 3, result: {} }),
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderEditor() {
  const onClose = vi.fn();
  rendered = await renderApp(<DatasetEditor datasetId={3} onClose={onClose} />, {
    bootstrap: testBootstrap(testUser({ Admin: [] })),
  });
  await rendered.waitFor(() => allByRole(document, 'tab', 'Metrics')[0]);
  const dialog = byRole(document, 'dialog');
  const save = async () => {
    await click(byRole(dialog, 'button', 'Save'));
    await rendered!.settle();
  };
  const putBody = () => server.calls('PUT', '/api/v1/dataset/3').at(-1)?.body as DatasetPutBody | undefined;
  return { dialog, onClose, save, putBody };
}

const toasts = () => selectToasts(rendered!.store.getState()).map((toast) => [toast.kind, toast.text]);

describe('DatasetEditor', () => {
  it('edits a metric and saves the full columns and metrics arrays', async () => {
    const { dialog, save, putBody, onClose } = await renderEditor();
    await click(byRole(dialog, 'tab', 'Metrics'));
    await click(byRole(dialog, 'button', 'Edit metric sum__num'));
    await typeText(byLabel(dialog, 'Verbose name'), 'Total births');
    await typeText(byLabel(dialog, 'D3 format'), ',d');
    await typeText(byLabel(dialog, 'Description'), 'All births in the year');
    await typeText(byLabel(dialog, 'Certified by'), 'Data team');
    await typeText(byLabel(dialog, 'Certification details'), 'Checked against the census');
    await save();

    const body = putBody()!;
    expect(body.metrics).toEqual([
      {
        id: 20,
        metric_name: 'count',
        verbose_name: 'COUNT(*)',
        metric_type: 'count',
        expression: 'COUNT(*)',
        description: null,
        d3format: null,
        currency: null,
        warning_text: null,
        extra: null,
      },
      {
        id: 21,
        metric_name: 'sum__num',
        verbose_name: 'Total births',
        metric_type: null,
        expression: 'SUM(num)',
        description: 'All births in the year',
        d3format: ',d',
        currency: null,
        warning_text: null,
        extra: JSON.stringify({ certification: { certified_by: 'Data team', details: 'Checked against the census' } }),
      },
    ]);
    expect(body.columns.map((c) => [c.id, c.column_name, c.expression])).toEqual([
      [10, 'ds', null],
      [11, 'name', null],
      [12, 'num', null],
      [13, 'num_boys_girls', 'num_boys + num_girls'],
    ]);
    expect(body).toMatchObject({ table_name: 'birth_names', schema: 'main', sql: null, main_dttm_col: 'ds', offset: 0 });
    expect(toasts()).toEqual([['success', 'The dataset has been saved']]);
    expect(onClose).toHaveBeenCalled();
  });

  it('adds a metric and deletes another', async () => {
    const { dialog, save, putBody } = await renderEditor();
    await click(byRole(dialog, 'tab', 'Metrics'));
    await click(byRole(dialog, 'button', 'Delete metric count'));
    await click(byRole(dialog, 'button', 'Add metric'));
    await typeText(byLabel(dialog, 'Metric name'), 'avg_num');
    await typeText(byLabel(dialog, 'SQL expression'), 'AVG(num)');
    await save();
    expect(putBody()!.metrics.map((m) => [m.id, m.metric_name, m.expression])).toEqual([
      [21, 'sum__num', 'SUM(num)'],
      [undefined, 'avg_num', 'AVG(num)'],
    ]);
  });

  it('refuses to save a metric without SQL and shows where the problem is', async () => {
    const { dialog, save } = await renderEditor();
    await click(byRole(dialog, 'tab', 'Metrics'));
    await click(byRole(dialog, 'button', 'Add metric'));
    await click(byRole(dialog, 'tab', 'Settings'));
    await save();
    expect(server.calls('PUT', '/api/v1/dataset/3')).toHaveLength(0);
    expect(byRole(dialog, 'tab', 'Metrics').getAttribute('aria-selected')).toBe('true');
    expect(byLabel(dialog, 'SQL expression').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).toContain('Metric new_metric needs a SQL expression');
  });

  it('edits column flags, the default datetime and a calculated column', async () => {
    const { dialog, save, putBody } = await renderEditor();
    await click(byRole(dialog, 'tab', 'Columns'));
    await click(byLabel(dialog, 'Is temporal: name'));
    await click(byLabel(dialog, 'Default datetime: name'));
    await click(byLabel(dialog, 'Is filterable: num'));
    await click(byRole(dialog, 'button', 'Edit column num'));
    await typeText(byLabel(dialog, 'Verbose name'), 'Number of births');
    await click(byRole(dialog, 'tab', 'Calculated columns'));
    await click(byRole(dialog, 'button', 'Edit column num_boys_girls'));
    await typeText(byLabel(dialog, 'SQL expression'), 'num_boys + num_girls + 0');
    await save();
    const body = putBody()!;
    expect(body.main_dttm_col).toBe('name');
    expect(body.columns.find((c) => c.column_name === 'name')).toMatchObject({ is_dttm: true });
    expect(body.columns.find((c) => c.column_name === 'num')).toMatchObject({ filterable: false, verbose_name: 'Number of births' });
    expect(body.columns.find((c) => c.column_name === 'num_boys_girls')).toMatchObject({ id: 13, expression: 'num_boys + num_girls + 0' });
  });

  it('asks before saving a virtual dataset whose SQL changed', async () => {
    server.on('GET /api/v1/dataset/:id', () => ({ id: 3, result: birthNames({ kind: 'virtual', sql: 'SELECT * FROM birth_names' }) }));
    const { dialog, save, putBody } = await renderEditor();
    await typeText(byLabel(dialog, 'SQL'), 'SELECT * FROM birth_names WHERE num > 0');
    await save();
    expect(server.calls('PUT', '/api/v1/dataset/3')).toHaveLength(0);
    const confirm = byRole(document, 'dialog', 'Confirm save');
    expect(confirm.textContent).toContain('The SQL of this dataset changed');
    await click(byRole(confirm, 'button', 'Save'));
    await rendered!.settle();
    expect(putBody()).toMatchObject({ sql: 'SELECT * FROM birth_names WHERE num > 0' });
  });

  it('syncs columns from the source, keeping unsaved edits of columns still there', async () => {
    server.on('PUT /api/v1/dataset/:id/refresh', () => {
      server.on('GET /api/v1/dataset/:id', () => ({
        id: 3,
        result: birthNames({
          columns: [column(10, 'ds', 'TIMESTAMP', { is_dttm: true }), column(12, 'num', 'DOUBLE'), column(14, 'state', 'VARCHAR')],
        }),
      }));
      return { message: 'OK' };
    });
    const { dialog, save, putBody } = await renderEditor();
    await click(byRole(dialog, 'tab', 'Columns'));
    await click(byRole(dialog, 'button', 'Edit column num'));
    await typeText(byLabel(dialog, 'Verbose name'), 'Births');
    await click(byRole(dialog, 'button', 'Sync columns from source'));
    await rendered!.settle();
    expect(server.calls('PUT', '/api/v1/dataset/3/refresh')).toHaveLength(1);
    expect(dialog.textContent).toContain('1 new column added: state.');
    expect(dialog.textContent).toContain('1 column removed from the data source: name.');
    expect(dialog.textContent).toContain('1 column changed type: num.');
    expect(toasts()).toEqual([['success', 'Metadata has been synced']]);
    await save();
    expect(putBody()!.columns.map((c) => [c.column_name, c.type, c.verbose_name])).toEqual([
      ['ds', 'TIMESTAMP', null],
      ['num', 'DOUBLE', 'Births'],
      ['state', 'VARCHAR', null],
      ['num_boys_girls', 'BIGINT', null],
    ]);
  });

  it('shows the server’s reason when saving fails, and stays open', async () => {
    server.on('PUT /api/v1/dataset/:id', () => jsonResponse(422, { message: { metrics: ['One or more metrics are duplicated'] } }));
    const { dialog, save, onClose } = await renderEditor();
    await save();
    expect(byRole(dialog, 'alert').textContent).toBe('One or more metrics are duplicated');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names the version it opened; when someone else saved since, asks before overwriting, and Overwrite saves without it', async () => {
    server.on('GET /api/v1/dataset/:id', () => ({ id: 3, result: birthNames({ changed_on: '2026-03-01T10:00:07.250Z' }) }));
    server.on('PUT /api/v1/dataset/:id', (request) =>
      (request.body as DatasetPutBody).changed_on !== undefined
        ? jsonResponse(409, { message: 'This dataset was changed by someone else after you opened it.' })
        : { id: 3, result: {} },
    );
    const { save, putBody, onClose } = await renderEditor();
    await save();
    expect(putBody()?.changed_on).toBe('2026-03-01T10:00:07.250Z');
    const conflict = document.querySelector<HTMLElement>('[data-testid="edit-conflict-dialog"]')!;
    expect(conflict.textContent).toContain('The dataset was changed by someone else');
    expect(onClose).not.toHaveBeenCalled();

    await click(byRole(conflict, 'button', 'Cancel'));
    await rendered!.settle();
    expect(server.calls('PUT', '/api/v1/dataset/3')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();

    await save();
    await click(byRole(document.querySelector<HTMLElement>('[data-testid="edit-conflict-dialog"]')!, 'button', 'Overwrite'));
    await rendered!.settle();
    expect(server.calls('PUT', '/api/v1/dataset/3')).toHaveLength(3);
    expect(putBody()).not.toHaveProperty('changed_on');
    expect(toasts()).toContainEqual(['success', 'The dataset has been saved']);
    expect(onClose).toHaveBeenCalled();
  });
});
