// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allByRole, byLabel, byRole, chooseOption, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer, type FakeApiRequest } from '../../components/list-view/test-support/fake-api-server';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { SqlLabPage } from './SqlLabPage';

// Monaco needs a real browser; the page is tested with the plain editor it falls back to.
vi.mock('./SqlEditor', async () => ({ SqlEditor: (await import('./PlainSqlEditor')).PlainSqlEditor }));

const ADMIN = testUser({ Admin: [] });
let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
type ExecuteBody = { client_id: string; sql: string; select_as_cta: boolean; ctas_method: string | null; tmp_table_name: string | null; tmp_schema_name: string | null; schema: string | null };

function startServer(database: Record<string, unknown>) {
  server = createFakeApiServer({
    'GET /api/v1/sqllab/': () => ({ result: { tab_state_ids: [], active_tab: null, databases: { 1: { id: 1, database_name: 'scratch', expose_in_sqllab: true, ...database } }, queries: {} } }),
    'GET /api/v1/database/:id/schemas/': () => ({ result: ['main', 'staging'], default_schema: 'main' }),
    'GET /api/v1/database/:id/function_names/': () => ({ function_names: [] }),
    'POST /api/v1/sqllab/execute/': (request: FakeApiRequest) => {
      const body = request.body as ExecuteBody;
      const ctas = body.select_as_cta;
      const tempSchema = ctas ? (body.tmp_schema_name ?? body.schema) : null;
      return {
        status: 'success',
        query: { id: body.client_id, dbId: 1, sql: body.sql, state: 'success', rows: ctas ? 0 : 1, ctas, tempTable: body.tmp_table_name, tempSchema, executedSql: ctas ? `CREATE ${body.ctas_method} "${tempSchema}"."${body.tmp_table_name}" AS\n${body.sql}` : body.sql },
        data: ctas ? [] : [{ doubled: 2 }],
        columns: ctas ? [] : [{ column_name: 'doubled', type: 'INTEGER' }],
      };
    },
  });
  vi.stubGlobal('fetch', server.fetch);
}

async function openSqlLab() {
  rendered = await renderApp(null, { bootstrap: testBootstrap(ADMIN), path: '/sqllab/', routes: [{ path: '/sqllab/', Component: SqlLabPage }] });
  const { container, waitFor } = rendered;
  await waitFor(() => (byRole(container, 'combobox', 'Database').textContent === 'scratch' ? true : null));
  await typeText(byLabel(container, 'SQL of Untitled query'), 'SELECT id * 2 AS doubled FROM items');
  return rendered;
}

const executeBodies = () => server.requests.filter((request) => request.path === '/api/v1/sqllab/execute/').map((request) => request.body as ExecuteBody);

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

describe('Create table/view as in SQL Lab', () => {
  it('creates a table in the chosen schema, says where it went and queries it in a new tab', async () => {
    startServer({ allow_ctas: true, allow_cvas: false });
    const { container, waitFor } = await openSqlLab();
    await click(byRole(container, 'button', 'More ways to run'));
    expect(allByRole(document, 'menuitem').map((item) => item.textContent)).toEqual(['Create table as…']);
    await click(byRole(document, 'menuitem', 'Create table as…'));

    const dialog = byRole(document, 'dialog');
    const create = byRole(dialog, 'button', 'Create table');
    expect(create.hasAttribute('disabled')).toBe(true);
    await waitFor(() => byRole(dialog, 'combobox', 'Schema'));
    await typeText(byLabel(dialog, /Table name/), '  doubled_items ');
    await chooseOption(byRole(dialog, 'combobox', 'Schema'), 'staging');
    await click(create);

    await waitFor(() => (executeBodies().length === 1 ? true : null));
    expect(executeBodies()[0]).toMatchObject({ sql: 'SELECT id * 2 AS doubled FROM items', select_as_cta: true, ctas_method: 'TABLE', tmp_table_name: 'doubled_items', tmp_schema_name: 'staging' });
    const notice = await waitFor(() => allByRole(container, 'alert').find((alert) => alert.textContent?.includes('was created')) ?? null);
    expect(notice.textContent).toContain('Table staging.doubled_items was created.');

    await click(byRole(notice, 'button', 'Query in a new tab'));
    await waitFor(() => (executeBodies().length === 2 ? true : null));
    expect(executeBodies()[1]).toMatchObject({ sql: 'SELECT *\nFROM staging.doubled_items\nLIMIT 100', select_as_cta: false, schema: 'staging' });
    expect(byRole(container, 'tab', 'doubled_items').getAttribute('aria-selected')).toBe('true');
  });

  it('offers a view where the database allows CVAS, and nothing but Run where it allows neither', async () => {
    startServer({ allow_ctas: false, allow_cvas: true });
    const { container, waitFor } = await openSqlLab();
    await click(byRole(container, 'button', 'More ways to run'));
    await click(byRole(document, 'menuitem', 'Create view as…'));
    const dialog = byRole(document, 'dialog');
    await typeText(byLabel(dialog, /View name/), 'x'.repeat(257));
    expect(dialog.textContent).toContain('A view name has at most 256 characters.');
    expect(byRole(dialog, 'button', 'Create view').hasAttribute('disabled')).toBe(true);
    await typeText(byLabel(dialog, /View name/), 'item_labels');
    await click(byRole(dialog, 'button', 'Create view'));
    await waitFor(() => (executeBodies().length === 1 ? true : null));
    // The editor's schema (the database default) when none other is chosen.
    expect(executeBodies()[0]).toMatchObject({ ctas_method: 'VIEW', tmp_table_name: 'item_labels', tmp_schema_name: 'main' });
    await waitFor(() => (container.textContent?.includes('View main.item_labels was created.') ? true : null));
    await rendered!.unmount();

    startServer({ allow_ctas: false, allow_cvas: false });
    const plain = await openSqlLab();
    expect(allByRole(plain.container, 'button', 'More ways to run')).toEqual([]);
    expect(byRole(plain.container, 'button', 'Run').hasAttribute('disabled')).toBe(false);
  });
});
