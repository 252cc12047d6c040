// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allByRole, byLabel, byRole, chooseOption, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer, jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { selectToasts } from '../../store/message-toasts-slice';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { DatabaseModal } from './DatabaseModal';

const ENGINES = {
  databases: [
    { engine: 'postgresql', name: 'PostgreSQL', sqlalchemy_uri_placeholder: 'postgresql://user:password@host:port/dbname' },
    { engine: 'duckdb', name: 'DuckDB', sqlalchemy_uri_placeholder: 'duckdb:///path/to/file.duckdb' },
  ],
};

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

beforeEach(() => {
  server = createFakeApiServer({ 'GET /api/v1/database/available/': () => ENGINES });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

async function renderModal(databaseId: number | null = null) {
  const onClose = vi.fn();
  rendered = await renderApp(<DatabaseModal databaseId={databaseId} onClose={onClose} />, {
    bootstrap: testBootstrap(testUser({ Admin: [] })),
  });
  await rendered.settle();
  const dialog = byRole(document, 'dialog');
  const field = (label: string | RegExp) => byLabel(dialog, label) as HTMLInputElement;
  const type = async (label: string | RegExp, value: string) => {
    await typeText(field(label), value);
  };
  return { dialog, field, type, onClose };
}

const toasts = () => selectToasts(rendered!.store.getState()).map((toast) => [toast.kind, toast.text]);

describe('DatabaseModal', () => {
  it('names the connection after the engine picked and shows its URI placeholder', async () => {
    const { dialog, field } = await renderModal();
    expect(dialog.textContent).toContain('Connect a database');
    await chooseOption(byLabel(dialog, /^Database engine/), 'DuckDB');
    expect(field('Display name').value).toBe('DuckDB');
    expect(field('SQLAlchemy URI').placeholder).toBe('duckdb:///path/to/file.duckdb');
  });

  it('tests the connection and says so in a success toast', async () => {
    server.on('POST /api/v1/database/test_connection/', () => ({ message: 'OK' }));
    const { dialog, type } = await renderModal();
    await chooseOption(byLabel(dialog, /^Database engine/), 'PostgreSQL');
    await type('SQLAlchemy URI', 'postgresql://postgres@127.0.0.1:5432/sales');
    await click(byRole(dialog, 'button', 'Test connection'));
    await rendered!.settle();
    const [request] = server.calls('POST', '/api/v1/database/test_connection/');
    expect(request?.body).toEqual({
      database_name: 'PostgreSQL',
      sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/sales',
      extra: '{}',
      configuration_method: 'sqlalchemy_form',
      engine: 'postgresql',
    });
    expect(toasts()).toEqual([['success', 'Connection looks good!']]);
    expect(allByRole(dialog, 'alert')).toHaveLength(0);
  });

  it('shows why a connection test failed, in the server’s words, under the button', async () => {
    server.on('POST /api/v1/database/test_connection/', () =>
      jsonResponse(422, {
        errors: [
          {
            message: 'Could not connect to database: "sales" does not exist',
            error_type: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
            level: 'error',
            extra: null,
          },
        ],
      }),
    );
    const { dialog, type } = await renderModal();
    await chooseOption(byLabel(dialog, /^Database engine/), 'PostgreSQL');
    await type('SQLAlchemy URI', 'postgresql://postgres@127.0.0.1:5432/sales');
    await click(byRole(dialog, 'button', 'Test connection'));
    await rendered!.settle();
    expect(byRole(dialog, 'alert').textContent).toBe('Could not connect to database: "sales" does not exist');
    expect(toasts()).toEqual([]);
  });

  it('does not test a connection without a URI', async () => {
    const { dialog } = await renderModal();
    await chooseOption(byLabel(dialog, /^Database engine/), 'PostgreSQL');
    await click(byRole(dialog, 'button', 'Test connection'));
    await rendered!.settle();
    expect(server.calls('POST', '/api/v1/database/test_connection/')).toHaveLength(0);
    expect(dialog.textContent).toContain('Enter a SQLAlchemy URI');
  });

  it('creates the database with its flags, timeouts and extra', async () => {
    server.on('POST /api/v1/database/', () => jsonResponse(201, { id: 9, result: {} }));
    const { dialog, type, onClose } = await renderModal();
    await chooseOption(byLabel(dialog, /^Database engine/), 'DuckDB');
    await type('Display name', 'Warehouse');
    await type('SQLAlchemy URI', 'duckdb:///data/warehouse.duckdb');
    await click(byRole(dialog, 'tab', 'Advanced'));
    await click(byLabel(dialog, 'Allow DML'));
    await click(byLabel(dialog, 'Asynchronous query execution'));
    await type('Chart cache timeout', '600');
    await type('Schema cache timeout', '60');
    await type('Extra', '{"engine_params": {"threads": 4}}');
    await click(byRole(document, 'button', 'Connect'));
    await rendered!.settle();
    const [request] = server.calls('POST', '/api/v1/database/');
    expect(request?.body).toEqual({
      database_name: 'Warehouse',
      sqlalchemy_uri: 'duckdb:///data/warehouse.duckdb',
      engine: 'duckdb',
      configuration_method: 'sqlalchemy_form',
      expose_in_sqllab: true,
      allow_dml: true,
      allow_run_async: true,
      allow_ctas: false,
      allow_cvas: false,
      allow_file_upload: false,
      cache_timeout: 600,
      extra: JSON.stringify({ engine_params: { threads: 4 }, metadata_cache_timeout: { schema_cache_timeout: 60 } }),
    });
    expect(toasts()).toEqual([['success', 'Database connected']]);
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses extra that is not JSON and a cache timeout that is not a whole number', async () => {
    const { dialog, type } = await renderModal();
    await chooseOption(byLabel(dialog, /^Database engine/), 'DuckDB');
    await type('SQLAlchemy URI', 'duckdb:///data/warehouse.duckdb');
    await click(byRole(dialog, 'tab', 'Advanced'));
    await type('Chart cache timeout', '1.5');
    await type('Extra', '{"engine_params": ');
    await click(byRole(document, 'button', 'Connect'));
    await rendered!.settle();
    expect(server.calls('POST', '/api/v1/database/')).toHaveLength(0);
    expect(dialog.textContent).toContain('Enter a whole number of seconds');
    expect(dialog.textContent).toContain('Not valid JSON');
  });

  it('shows a 422’s field errors under their fields, on the tab that holds them', async () => {
    server.on('POST /api/v1/database/', () =>
      jsonResponse(422, {
        message: {
          database_name: ['A database with the same name already exists.'],
          sqlalchemy_uri: ['Invalid connection string'],
        },
      }),
    );
    const { dialog, type, field } = await renderModal();
    await chooseOption(byLabel(dialog, /^Database engine/), 'DuckDB');
    await type('SQLAlchemy URI', 'duckdb:///data/warehouse.duckdb');
    await click(byRole(dialog, 'tab', 'Advanced'));
    await click(byRole(document, 'button', 'Connect'));
    await rendered!.settle();
    expect(byRole(dialog, 'tab', 'Basic').getAttribute('aria-selected')).toBe('true');
    const nameHelp = document.getElementById(field('Display name').getAttribute('aria-describedby')!);
    expect(nameHelp?.textContent).toBe('A database with the same name already exists.');
    const uriHelp = document.getElementById(field('SQLAlchemy URI').getAttribute('aria-describedby')!);
    expect(uriHelp?.textContent).toBe('Invalid connection string');
    expect(field('Display name').getAttribute('aria-invalid')).toBe('true');
  });

  it('edits an existing connection: loads its settings and PUTs the changes', async () => {
    server.on('GET /api/v1/database/:id', () => ({
      id: 4,
      result: {
        id: 4,
        database_name: 'sales',
        sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/sales',
        backend: 'postgresql',
        expose_in_sqllab: true,
        allow_run_async: false,
        allow_dml: false,
        allow_ctas: false,
        allow_cvas: false,
        allow_file_upload: true,
        cache_timeout: 300,
        extra: JSON.stringify({ metadata_cache_timeout: { table_cache_timeout: 120 }, engine_params: {} }),
      },
    }));
    server.on('PUT /api/v1/database/:id', () => ({ id: 4, result: {} }));
    const { dialog, field, type } = await renderModal(4);
    await rendered!.waitFor(() => (field('Display name').value === 'sales' ? true : null));
    expect(dialog.textContent).toContain('Edit database');
    await type('Display name', 'Sales');
    await click(byRole(document, 'button', 'Save'));
    await rendered!.settle();
    const [request] = server.calls('PUT', '/api/v1/database/4');
    expect(request?.body).toMatchObject({
      database_name: 'Sales',
      sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/sales',
      allow_file_upload: true,
      cache_timeout: 300,
      extra: JSON.stringify({ engine_params: {}, metadata_cache_timeout: { table_cache_timeout: 120 } }),
    });
    expect(toasts()).toEqual([['success', 'Database settings updated']]);
  });
});
