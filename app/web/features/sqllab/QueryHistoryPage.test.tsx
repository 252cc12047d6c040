// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allByRole, byRole, click } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer, jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { QueryHistoryPage } from './QueryHistoryPage';

let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

const RUN = { id: 1, database: { id: 1, database_name: 'examples' }, schema: 'main', sql: 'SELECT 1', rows: 1, status: 'success', tab_name: 'Untitled query', start_time: 1_000, end_time: 1_250 };

async function openHistory(answer: () => unknown) {
  const server = createFakeApiServer({ 'GET /api/v1/query/': answer });
  vi.stubGlobal('fetch', server.fetch);
  rendered = await renderApp(null, {
    bootstrap: testBootstrap(testUser({ Admin: [] })),
    path: '/sqllab/history/',
    routes: [{ path: '/sqllab/history/', Component: QueryHistoryPage }, { path: '*', element: <p>elsewhere</p> }],
  });
  return server;
}

describe('QueryHistoryPage', () => {
  it('lists the latest runs, newest first, and reads them again on Refresh', async () => {
    const server = await openHistory(() => ({ count: 1, result: [RUN] }));
    const { container, waitFor } = rendered!;
    const table = await waitFor(() => container.querySelector<HTMLElement>('table[aria-label="Query history"]'));
    expect(allByRole(table, 'row')).toHaveLength(2);
    expect(table.textContent).toContain('SELECT 1');
    expect(server.calls('GET', '/api/v1/query/')[0]!.q).toMatchObject({ order_column: 'start_time', order_direction: 'desc', page: 0, page_size: 100 });
    await click(byRole(container, 'button', 'Refresh'));
    await waitFor(() => (server.calls('GET', '/api/v1/query/').length === 2 ? true : null));
  });

  it('shows the server’s words when the history cannot be read', async () => {
    await openHistory(() => jsonResponse(403, { message: 'Forbidden to you' }));
    const { container, waitFor } = rendered!;
    const alert = await waitFor(() => container.querySelector<HTMLElement>('[role="alert"]'));
    expect(alert.textContent).toBe('Forbidden to you');
  });
});
