// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContainerModule, DashboardComponentContribution, defineDashboardComponent, definePlugin, type DashboardComponentProps } from '@core/plugin-api/index.js';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { byRole, click } from '../../../components/list-view/test-support/dom-queries';
import { createFakeApiServer } from '../../../components/list-view/test-support/fake-api-server';
import { createWebKernel, type WebKernel } from '../../../kernel/create-web-kernel';
import { KernelContext } from '../../../kernel/kernel-context';
import { WEB_PLUGINS } from '../../../kernel/web-plugins';
import { ROUTE_PATHS } from '../../../routing/route-paths';
import { renderApp } from '../../../test-support/render-app';
import { testBootstrap, testUser } from '../../../test-support/test-bootstrap';
import { DashboardPage } from '../DashboardPage';

const OWNER = testUser({ Alpha: [['can_read', 'Dashboard'], ['can_write', 'Dashboard']] });

/** A plugin component that shows what the host hands it and stores a setting. */
function NotesBoard({ settings, width, height, editMode, updateSettings, dashboard }: DashboardComponentProps) {
  return (
    <div data-testid="notes-board">
      <p>
        {String(settings['title'] ?? 'Untitled')} on {dashboard.title} ({Math.round(width)}×{height}, {editMode ? 'editing' : 'viewing'})
      </p>
      <button type="button" onClick={() => updateSettings({ title: 'Renamed', componentKey: 'hijacked', height: 1 })}>
        Rename
      </button>
    </div>
  );
}

const notesBoard = defineDashboardComponent({ key: 'notes_board', name: 'Notes board', description: 'Pinned notes for the team', loadComponent: async () => ({ default: NotesBoard }) });
const notesPlugin = definePlugin({
  key: 'dashboard-notes',
  module: new ContainerModule(({ bind }) => {
    bind(DashboardComponentContribution).toConstantValue(notesBoard);
  }),
});

const POSITIONS = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'] },
  HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', children: [], meta: { text: 'Team board' } },
  'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['DYNAMIC-a', 'DYNAMIC-b'], meta: {} },
  'DYNAMIC-a': { id: 'DYNAMIC-a', type: 'DYNAMIC', children: [], meta: { componentKey: 'notes_board', width: 6, height: 30, title: 'Sprint notes' } },
  'DYNAMIC-b': { id: 'DYNAMIC-b', type: 'DYNAMIC', children: [], meta: { componentKey: 'weather_widget', width: 4, height: 30 } },
};

let server: ReturnType<typeof createFakeApiServer>;
let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;
const schemaCompiler = createAjvSchemaCompiler();
const kernelWith = (disabled: string[] = []): WebKernel => createWebKernel([...WEB_PLUGINS, notesPlugin], { schemaCompiler, disabled });

beforeEach(() => {
  server = createFakeApiServer({
    'GET /api/v1/dashboard/:idOrSlug': () => ({
      id: 5,
      result: { id: 5, slug: 'team', dashboard_title: 'Team board', published: true, css: '', json_metadata: '{}', position_json: JSON.stringify(POSITIONS), owners: [{ id: 7, first_name: 'Ada', last_name: 'Lovelace' }], roles: [] },
    }),
    'GET /api/v1/dashboard/:idOrSlug/charts': () => ({ result: [] }),
    'GET /api/v1/dashboard/favorite_status/': () => ({ result: [{ id: 5, value: false }] }),
    'PUT /api/v1/dashboard/:pk': (request) => ({ id: 5, result: request.body, last_modified_time: 1 }),
    'POST /superset/log/': () => new Response(null, { status: 200 }),
  });
  vi.stubGlobal('fetch', server.fetch);
  // happy-dom's beacon goes to the network, past the fake server: the page's event log is not under test here.
  vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
});

afterEach(async () => {
  // The page's event log is sent after a delay: send it now, while the fake server still answers.
  window.dispatchEvent(new Event('pagehide'));
  await rendered?.settle();
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderDashboard(kernel: WebKernel, path = '/superset/dashboard/team/') {
  const element = (
    <KernelContext.Provider value={kernel}>
      <DashboardPage />
    </KernelContext.Provider>
  );
  rendered = await renderApp(null, { bootstrap: testBootstrap(OWNER), path, routes: [{ path: ROUTE_PATHS.dashboard, element }] });
  const { container, waitFor } = rendered;
  await waitFor(() => container.querySelector('[data-layout-id="GRID_ID"]'));
  return container;
}

describe('DYNAMIC layout components', () => {
  it('draw the component a plugin registers for their key, sized by the grid, and a placeholder for an unknown key', async () => {
    const container = await renderDashboard(kernelWith());
    const board = await rendered!.waitFor(() => container.querySelector('[data-layout-id="DYNAMIC-a"] [data-testid="notes-board"]'));
    // 6 of 12 columns of the 1200-px fallback grid, 30 units of 8 px.
    const column = (1200 - 11 * 16) / 12;
    expect(board.textContent).toContain(`Sprint notes on Team board (${Math.round(6 * column + 5 * 16)}×240, viewing)`);
    expect(byRole(container, 'region', 'Notes board')).toBeTruthy();
    expect(container.querySelector('[data-layout-id="DYNAMIC-b"]')?.textContent).toBe('The component “weather_widget” is not available: its plugin is not installed or is disabled.');
  });

  it('show a placeholder when the plugin is disabled', async () => {
    const container = await renderDashboard(kernelWith(['dashboard-notes']));
    expect(container.querySelector('[data-testid="notes-board"]')).toBeNull();
    expect(container.querySelector('[data-layout-id="DYNAMIC-a"]')?.textContent).toContain('The component “notes_board” is not available');
  });

  it('offers the registered components in the editor, and stores only the component’s own settings', async () => {
    const container = await renderDashboard(kernelWith(), '/superset/dashboard/team/?edit=true');
    await rendered!.waitFor(() => container.querySelector('[aria-label="Dashboard components"]'));
    await click(byRole(container, 'tab', 'Layout elements'));
    const card = byRole(container, 'listitem', 'Notes board');
    expect(card.getAttribute('data-new-component')).toBe('DYNAMIC');
    expect(card.textContent).toContain('Pinned notes for the team');

    const board = await rendered!.waitFor(() => container.querySelector('[data-layout-id="DYNAMIC-a"] [data-testid="notes-board"]'));
    expect(board.textContent).toContain('editing');
    await click(byRole(board, 'button', 'Rename'));
    expect(container.querySelector('[data-testid="notes-board"]')?.textContent).toContain('Renamed on Team board');
    await act(async () => {
      (container.querySelector('[data-testid="dashboard-save"]') as HTMLElement).click();
    });
    await rendered!.settle();
    const put = server.calls('PUT', '/api/v1/dashboard/5').at(-1)!;
    const positions = JSON.parse((put.body as { json_metadata: string }).json_metadata).positions;
    expect(positions['DYNAMIC-a'].meta).toEqual({ componentKey: 'notes_board', width: 6, height: 30, title: 'Renamed' });
  });
});
