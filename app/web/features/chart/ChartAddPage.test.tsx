// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allByRole, byLabel, byRole, chooseOption, click } from '../../components/list-view/test-support/dom-queries';
import { createFakeApiServer } from '../../components/list-view/test-support/fake-api-server';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap, testUser } from '../../test-support/test-bootstrap';
import { ChartAddPage } from './ChartAddPage';

let rendered: Awaited<ReturnType<typeof renderApp>> | undefined;

beforeEach(() => {
  const server = createFakeApiServer({
    'GET /api/v1/dataset/': () => ({ count: 2, ids: [3, 4], result: [{ id: 3, table_name: 'birth_names', schema: 'main' }, { id: 4, table_name: 'flights', schema: null }] }),
  });
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

describe('ChartAddPage', () => {
  it('opens explore on the chosen dataset and visualization type', async () => {
    rendered = await renderApp(null, {
      bootstrap: testBootstrap(testUser({ Gamma: [['can_read', 'Chart'], ['can_write', 'Chart']] })),
      path: '/chart/add/',
      routes: [{ path: '/chart/add/', element: <ChartAddPage /> }, { path: '*', element: <p>explore</p> }],
    });
    await rendered.settle();
    const create = byRole(document, 'button', 'Create new chart');
    expect(create.hasAttribute('disabled')).toBe(true);
    await chooseOption(byLabel(document, /^Dataset/), 'main.birth_names');
    expect(create.hasAttribute('disabled')).toBe(true);
    await chooseOption(byLabel(document, /^Visualization type/), 'Pie Chart');
    // The picker lists the registered types, grouped by category, with the chosen one's description.
    expect(document.body.textContent).toContain('The shares of a whole');
    await click(create);
    const { pathname, search } = rendered.router.state.location;
    expect(pathname).toBe('/explore/');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ viz_type: 'pie', datasource_type: 'table', datasource_id: '3' });
    expect(allByRole(document, 'button', 'Create new chart')).toHaveLength(0);
  });
});
