// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { allByRole, byLabel, byRole, click, pressKey, typeText } from '../../components/list-view/test-support/dom-queries';
import { jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { pageTestHarness, type RenderedPage } from '../../test-support/page-test-harness';
import { testUser } from '../../test-support/test-bootstrap';
import { PERMISSION_PAGE } from './PermissionPicker';
import { RoleListPage } from './RoleListPage';

/** 250 permission views: can_read and can_write on 125 views, plus data access to one dataset. */
const PERMISSION_VIEWS = [
  ...Array.from({ length: 125 }, (_, i) => [
    { id: 2 * i + 1, permission: { name: 'can_read' }, view_menu: { name: `View${i}` } },
    { id: 2 * i + 2, permission: { name: 'can_write' }, view_menu: { name: `View${i}` } },
  ]).flat(),
  { id: 900, permission: { name: 'datasource_access' }, view_menu: { name: '[examples].[birth_names](id:3)' } },
];

const { server, mount, toasts } = pageTestHarness({
  'GET /api/v1/security/roles/search/': () => ({
    count: 2,
    ids: [1, 6],
    result: [
      { id: 1, name: 'Admin', user_ids: [7], permission_ids: [1, 2, 3] },
      { id: 6, name: 'Analysts', user_ids: [8, 9], permission_ids: [1] },
    ],
  }),
  // A server keeping pages to 100 rows: the picker still reads them all.
  'GET /api/v1/security/permissions-resources/': (request) => {
    const q = request.q as { page: number; page_size: number };
    const size = Math.min(q.page_size, 100);
    return { count: PERMISSION_VIEWS.length, result: PERMISSION_VIEWS.slice(q.page * size, q.page * size + size) };
  },
  'GET /api/v1/security/roles/:id/permissions/': () => ({
    result: [
      { id: 1, permission_name: 'can_read', view_menu_name: 'View0' },
      { id: 900, permission_name: 'datasource_access', view_menu_name: '[examples].[birth_names](id:3)' },
    ],
  }),
});
let rendered: RenderedPage | undefined;

async function renderPage(viewer = testUser({ Admin: [] })) {
  rendered = await mount(<RoleListPage />, { viewer, path: '/roles/list/' });
  await rendered.waitFor(() => allByRole(document, 'row').find((row) => row.textContent?.includes('Analysts')));
  return rendered;
}

const dialog = () => byRole(document, 'dialog');
const permissionList = () => document.querySelector('[role="dialog"] ul[aria-label="Permissions"]');
const listedPermissions = () => [...permissionList()!.querySelectorAll('[id^="permission-view-"]')].map((item) => item.textContent);

describe('RoleListPage', () => {
  it('lists roles by name with how many users hold them and what they grant', async () => {
    await renderPage();
    const q = server.calls('GET', '/api/v1/security/roles/search/')[0]!.q;
    expect(q).toMatchObject({ order_column: 'name', order_direction: 'asc', page: 0, page_size: 25 });
    const table = byRole(document, 'table', 'Roles');
    expect(allByRole(table, 'columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Users', 'Permissions', 'Actions']);
    expect(allByRole(table, 'row')[2]!.textContent).toContain('Analysts21');
  });

  it('searches role names as the search endpoint takes them', async () => {
    await renderPage();
    const search = byLabel(document, 'Search');
    await typeText(search, 'anal');
    await pressKey(search, 'Enter');
    await rendered!.settle();
    expect(server.calls('GET', '/api/v1/security/roles/search/').at(-1)!.q).toMatchObject({ filters: [{ col: 'name', value: 'anal' }] });
  });

  it("edits a role's permissions: search, page through, pick, remove a chip, save the whole set", async () => {
    server.on('POST /api/v1/security/roles/:id/permissions', () => ({ message: 'OK' }));
    await renderPage();
    await click(byRole(document, 'button', 'Edit permissions of Analysts'));
    await rendered!.waitFor(permissionList);
    expect(byRole(dialog(), 'list', 'Granted permissions').textContent).toBe('can_read on View0datasource_access on [examples].[birth_names](id:3)');
    expect(listedPermissions()).toHaveLength(PERMISSION_PAGE);
    expect(dialog().textContent).toContain(`Showing ${PERMISSION_PAGE} of 251 matches`);
    await click(byRole(dialog(), 'button', `Show ${PERMISSION_PAGE} more`));
    expect(listedPermissions()).toHaveLength(2 * PERMISSION_PAGE);

    await typeText(byLabel(dialog(), 'Search permissions'), 'write view12');
    await rendered!.settle();
    expect(listedPermissions()).toEqual([
      'can_write on View12', 'can_write on View120', 'can_write on View121', 'can_write on View122', 'can_write on View123', 'can_write on View124',
    ]);
    await click(byRole(dialog(), 'checkbox', 'can_write on View121'));
    await act(async () => {
      (dialog().querySelector('[aria-label="Remove can_read on View0"]') as SVGElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await click(byRole(dialog(), 'button', 'Save'));
    await rendered!.settle();
    expect(server.calls('POST', '/api/v1/security/roles/6/permissions').map((request) => request.body)).toEqual([{ permission_view_menu_ids: [244, 900] }]);
    expect(toasts()).toEqual(['Saved the permissions of Analysts']);
  });

  it('adds a role and goes on to its permissions', async () => {
    server.on('POST /api/v1/security/roles/', () => jsonResponse(201, { id: 11, result: { name: 'Auditors' } }));
    await renderPage();
    await click(byRole(document, 'button', 'Role'));
    await typeText(byLabel(dialog(), /^Name/), ' Auditors ');
    await click(byRole(dialog(), 'button', 'Add'));
    await rendered!.waitFor(() => allByRole(document, 'dialog').find((d) => d.textContent?.includes('Permissions of Auditors')));
    expect(server.calls('POST', '/api/v1/security/roles/').map((request) => request.body)).toEqual([{ name: 'Auditors' }]);
    expect(toasts()).toEqual(['Added role Auditors']);
  });

  it('shows a refused name under the field', async () => {
    server.on('PUT /api/v1/security/roles/:id', () => jsonResponse(422, { message: { name: ['A role with this name already exists.'] } }));
    await renderPage();
    await click(byRole(document, 'button', 'Rename Analysts'));
    await typeText(byLabel(dialog(), /^Name/), 'Admin');
    await click(byRole(dialog(), 'button', 'Rename'));
    await rendered!.settle();
    expect(server.calls('PUT', '/api/v1/security/roles/6').map((request) => request.body)).toEqual([{ name: 'Admin' }]);
    expect(dialog().textContent).toContain('A role with this name already exists.');
  });

  it('edits who holds a role', async () => {
    server.on('GET /api/v1/security/users/', (request) => {
      const q = request.q as { filters?: { col: string; value: unknown }[] };
      const byRoleFilter = q.filters?.[0]?.col === 'roles';
      const users = byRoleFilter
        ? [{ id: 8, username: 'grace', first_name: 'Grace', last_name: 'Hopper' }, { id: 9, username: 'linus', first_name: '', last_name: '' }]
        : [{ id: 12, username: 'margaret', first_name: 'Margaret', last_name: 'Hamilton' }];
      return { count: users.length, ids: users.map((u) => u.id), result: users };
    });
    server.on('PUT /api/v1/security/roles/:id/users', () => ({ message: 'OK' }));
    await renderPage();
    await click(byRole(document, 'button', 'Edit users of Analysts'));
    await rendered!.waitFor(() => allByRole(dialog(), 'combobox')[0]);
    expect(server.calls('GET', '/api/v1/security/users/')[0]!.q).toMatchObject({ filters: [{ col: 'roles', opr: 'rel_m_m', value: 6 }] });
    expect(dialog().textContent).toContain('Grace Hopper (grace)');
    expect(dialog().textContent).toContain('linus');
    await typeText(byLabel(dialog(), /^Users/), 'marg');
    await rendered!.waitFor(() => allByRole(document, 'option', 'Margaret Hamilton (margaret)')[0]);
    await click(byRole(document, 'option', 'Margaret Hamilton (margaret)'));
    await click(byRole(dialog(), 'button', 'Save'));
    await rendered!.settle();
    expect(server.calls('PUT', '/api/v1/security/roles/6/users').map((request) => request.body)).toEqual([{ user_ids: [8, 9, 12] }]);
  });

  it('deletes a role after saying who loses it', async () => {
    server.on('DELETE /api/v1/security/roles/:id', () => ({ message: 'OK' }));
    await renderPage();
    await click(byRole(document, 'button', 'Delete Analysts'));
    expect(dialog().textContent).toContain('the 2 users holding it will lose what it grants');
    await click(byRole(dialog(), 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/security/roles/6')).toHaveLength(1);
    expect(toasts()).toEqual(['Deleted: Analysts']);
  });
});
