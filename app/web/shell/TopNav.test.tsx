// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test-support/render-app';
import { testBootstrap, testUser } from '../test-support/test-bootstrap';
import { TopNav } from './TopNav';

type Rendered = Awaited<ReturnType<typeof renderApp>>;
let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const navLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('nav[aria-label="Main"] a, nav[aria-label="Main"] button')].map((el) =>
    el.textContent?.trim(),
  );

describe('TopNav', () => {
  it('shows every section to an admin, whatever the role name case', async () => {
    rendered = await renderApp(<TopNav />, { bootstrap: testBootstrap(testUser({ ADMIN: [] })) });
    expect(navLabels(rendered.container)).toEqual(['Dashboards', 'Charts', 'SQL', 'Datasets', 'Databases']);
  });

  it('hides the sections the user has no permission for', async () => {
    const user = testUser({
      Gamma: [
        ['can_read', 'Dashboard'],
        ['can_write', 'Chart'],
      ],
      Viewer: [['can_read', 'Dataset']],
    });
    rendered = await renderApp(<TopNav />, { bootstrap: testBootstrap(user) });
    expect(navLabels(rendered.container)).toEqual(['Dashboards', 'Datasets']);
  });

  it('shows the SQL menu with can_sqllab on Superset', async () => {
    const user = testUser({ sql_lab: [['can_sqllab', 'Superset']] });
    rendered = await renderApp(<TopNav />, { bootstrap: testBootstrap(user) });
    expect(navLabels(rendered.container)).toEqual(['SQL']);
    const sqlButton = rendered.container.querySelector<HTMLButtonElement>('nav[aria-label="Main"] button')!;
    await act(async () => sqlButton.click());
    const items = [...document.querySelectorAll('[role="menu"] [role="menuitem"]')];
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['SQL Lab', '/sqllab/'],
      ['Saved queries', '/savedqueryview/list/'],
      ['Query history', '/sqllab/history/'],
    ]);
  });

  it('links each section to its list page and marks the current one', async () => {
    rendered = await renderApp(<TopNav />, {
      bootstrap: testBootstrap(testUser({ Admin: [] })),
      path: '/superset/dashboard/sales/',
    });
    const links = [...rendered.container.querySelectorAll('nav[aria-label="Main"] a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/list/',
      '/chart/list/',
      '/tablemodelview/list/',
      '/databaseview/list/',
    ]);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Dashboards']);
  });

  it('gives administrators the Settings menu with the security and manage pages', async () => {
    rendered = await renderApp(<TopNav />, { bootstrap: testBootstrap(testUser({ Admin: [] })), path: '/roles/list/' });
    const settings = rendered.container.querySelector<HTMLButtonElement>('nav[aria-label="Settings"] button')!;
    expect(settings.textContent).toBe('Settings');
    expect(settings.className).toContain('active');
    await act(async () => settings.click());
    const menu = document.querySelector('[role="menu"]')!;
    expect([...menu.querySelectorAll('li.MuiListSubheader-root')].map((item) => item.textContent)).toEqual(['Security', 'Manage']);
    expect([...menu.querySelectorAll('[role="menuitem"]')].map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['List Users', '/users/list/'],
      ['List Roles', '/roles/list/'],
      ['Row Level Security', '/rowlevelsecurity/list/'],
      ['Action Log', '/actionlog/list/'],
      ['Annotation Layers', '/annotationlayer/list/'],
    ]);
  });

  it('shows a Settings page only to users holding its permission, and no Settings menu without any', async () => {
    rendered = await renderApp(<TopNav />, { bootstrap: testBootstrap(testUser({ Gamma: [['can_read', 'Dashboard']] })) });
    expect(rendered.container.querySelector('nav[aria-label="Settings"]')).toBeNull();
    await rendered.unmount();
    rendered = await renderApp(<TopNav />, { bootstrap: testBootstrap(testUser({ Auditor: [['can_read', 'Log']] })) });
    await act(async () => rendered!.container.querySelector<HTMLButtonElement>('nav[aria-label="Settings"] button')!.click());
    expect([...document.querySelectorAll('[role="menu"] [role="menuitem"]')].map((item) => item.textContent)).toEqual(['Action Log']);
  });

  it('offers the user menu with the version, the theme toggle and logout', async () => {
    rendered = await renderApp(<TopNav />, { bootstrap: testBootstrap(testUser({ Admin: [] })) });
    const userButton = rendered.container.querySelector<HTMLButtonElement>('button[aria-label="User menu"]')!;
    expect(userButton.textContent).toBe('AL');
    await act(async () => userButton.click());
    const menu = document.querySelector('[role="menu"]')!;
    expect(menu.textContent).toContain('Ada Lovelace');
    expect(menu.textContent).toContain('Version 0.1.0-test');
    expect(menu.querySelector('[role="menuitemcheckbox"]')?.textContent).toContain('Dark theme');
    expect(menu.querySelector('a[href="/logout/"]')?.textContent).toBe('Logout');
    expect(menu.querySelector('a[href="/user_info/"]')?.textContent).toBe('Profile');
  });
});
