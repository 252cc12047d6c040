// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test-support/render-app';
import { testBootstrap, testUser } from '../test-support/test-bootstrap';
import { AppLayout } from './AppLayout';

type Rendered = Awaited<ReturnType<typeof renderApp>>;
let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

/** Renders the app frame at `path` around a page that fills the main area; answers the container. */
async function renderFrame(path: string) {
  const Page = () => <div data-testid="page">Sales dashboard</div>;
  rendered = await renderApp(null, {
    bootstrap: testBootstrap(testUser({ Admin: [] })),
    path,
    routes: [{ path: '/', Component: AppLayout, children: [{ path: 'superset/dashboard/:idOrSlug/', Component: Page }] }],
  });
  await rendered.settle();
  return rendered.container;
}

const nav = (container: HTMLElement) => container.querySelector('nav[aria-label="Main"]');

describe('AppLayout', () => {
  it('shows the top navigation above the page', async () => {
    const container = await renderFrame('/superset/dashboard/sales/');
    expect(nav(container)).not.toBeNull();
    expect(container.querySelector('main [data-testid="page"]')).not.toBeNull();
  });

  it.each(['standalone=1', 'standalone=true', 'standalone=2', 'standalone=3', 'uiConfig=4', 'uiConfig=13'])(
    'leaves the navigation out with %s, the page still in the main area',
    async (query) => {
      const container = await renderFrame(`/superset/dashboard/sales/?${query}`);
      expect(nav(container)).toBeNull();
      expect(container.querySelector('header')).toBeNull();
      expect(container.querySelector('main [data-testid="page"]')?.textContent).toBe('Sales dashboard');
    },
  );

  it('keeps the navigation with uiConfig bits other than 4 and with standalone=0', async () => {
    for (const query of ['uiConfig=9', 'standalone=0']) {
      const container = await renderFrame(`/superset/dashboard/sales/?${query}`);
      expect(nav(container)).not.toBeNull();
      await rendered!.unmount();
      rendered = undefined;
    }
  });
});
