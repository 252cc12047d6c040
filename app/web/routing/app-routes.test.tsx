// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { BootstrapUser } from '../bootstrap/bootstrap-data';
import { renderApp } from '../test-support/render-app';
import { testBootstrap, testUser } from '../test-support/test-bootstrap';
import { appRoutes } from './app-routes';

type Rendered = Awaited<ReturnType<typeof renderApp>>;
let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const admin = testUser({ Admin: [] });

async function visit(path: string, user: BootstrapUser | null = admin) {
  rendered = await renderApp(null, { bootstrap: testBootstrap(user), path, routes: appRoutes });
  const { container, router, waitFor } = rendered;
  // Screens are lazy chunks: wait for the page's title.
  await waitFor(() => container.querySelector('h1'));
  return {
    heading: () => container.querySelector('h1')?.textContent,
    hasNav: () => container.querySelector('nav[aria-label="Main"]') !== null,
    location: () => router.state.location.pathname + router.state.location.search,
  };
}

describe('app routes', () => {
  it.each([
    ['/superset/welcome/', 'Home'],
    ['/dashboard/list/', 'Dashboards'],
    ['/chart/list/', 'Charts'],
    ['/tablemodelview/list/', 'Datasets'],
    ['/databaseview/list/', 'Databases'],
    ['/savedqueryview/list/', 'Saved queries'],
    ['/sqllab/', 'SQL Lab'],
    ['/sqllab/history/', 'Query history'],
    ['/explore/?slice_id=3', 'Explore'],
    ['/superset/dashboard/sales/', 'Dashboard'],
    ['/superset/dashboard/12/', 'Dashboard'],
    ['/no/such/page/', 'Page not found'],
    ['/superset/nothing', 'Page not found'],
    ['/users/list/', 'Users'],
    ['/roles/list/', 'Roles'],
    ['/rowlevelsecurity/list/', 'Row Level Security'],
    ['/actionlog/list/', 'Action Log'],
    ['/annotationlayer/list/', 'Annotation layers'],
    ['/user_info/', 'Profile'],
  ])('shows %s as "%s" with the navigation', async (path, title) => {
    const page = await visit(path);
    expect(page.heading()).toBe(title);
    expect(page.hasNav()).toBe(true);
    expect(document.title).toBe(`${title} · Tessera`);
  });

  it.each(['/users/list/', '/roles/list/', '/rowlevelsecurity/list/', '/actionlog/list/', '/annotationlayer/list/', '/annotationlayer/3/annotation/'])(
    'tells a user without the permission that %s is not for them',
    async (path) => {
      const page = await visit(path, testUser({ Gamma: [['can_read', 'Dashboard']] }));
      expect(page.heading()).toBe('Access denied');
      expect(page.hasNav()).toBe(true);
    },
  );

  it('opens a Settings page to a user granted its permission', async () => {
    const page = await visit('/actionlog/list/', testUser({ Auditor: [['can_read', 'Log']] }));
    expect(page.heading()).toBe('Action Log');
  });

  it('sends / to the welcome page', async () => {
    const page = await visit('/');
    expect(page.location()).toBe('/superset/welcome/');
    expect(page.heading()).toBe('Home');
  });

  it('sends a signed-out visitor to log in, remembering where they were going', async () => {
    const page = await visit('/explore/?slice_id=3', null);
    expect(page.location()).toBe('/login/?next=%2Fexplore%2F%3Fslice_id%3D3');
    expect(page.heading()).toBe('Sign in');
    expect(page.hasNav()).toBe(false);
  });

  it('sends a signed-out visitor to log in from unknown paths too', async () => {
    const page = await visit('/no/such/page/', null);
    expect(page.location()).toBe('/login/?next=%2Fno%2Fsuch%2Fpage%2F');
  });

  it('shows the login page without navigation to a signed-out visitor', async () => {
    const page = await visit('/login/', null);
    expect(page.heading()).toBe('Sign in');
    expect(page.hasNav()).toBe(false);
    expect(rendered!.container.textContent).toContain('Tessera');
  });

  it('moves a signed-in user on from the login page to next', async () => {
    const page = await visit('/login/?next=%2Fchart%2Flist%2F');
    expect(page.location()).toBe('/chart/list/');
    expect(page.heading()).toBe('Charts');
  });
});
