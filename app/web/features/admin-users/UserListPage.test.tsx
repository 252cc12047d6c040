// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { BootstrapUser } from '../../bootstrap/bootstrap-data';
import { allByRole, byLabel, byRole, chooseOption, click, pressKey, typeText } from '../../components/list-view/test-support/dom-queries';
import { jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { pageTestHarness, type RenderedPage } from '../../test-support/page-test-harness';
import { testUser } from '../../test-support/test-bootstrap';
import { UserListPage } from './UserListPage';
import type { SecurityUser } from './user-types';

const ADMIN = testUser({ Admin: [] });

const user = (id: number, username: string, overrides: Partial<SecurityUser> = {}): SecurityUser => ({
  id,
  username,
  first_name: username[0]!.toUpperCase() + username.slice(1),
  last_name: 'Tester',
  email: `${username}@example.com`,
  active: true,
  roles: [{ id: 3, name: 'Gamma' }],
  last_login: null,
  ...overrides,
});

const { server, mount, toasts } = pageTestHarness({
  'GET /api/v1/security/users/': () => ({
    count: 3,
    ids: [7, 8, 9],
    result: [
      user(7, 'ada', { roles: [{ id: 1, name: 'Admin' }], last_login: '2024-05-03T09:00:00.000Z' }),
      user(8, 'grace', { roles: [{ id: 3, name: 'Gamma' }, { id: 5, name: 'sql_lab' }] }),
      user(9, 'linus', { active: false }),
    ],
  }),
  'GET /api/v1/security/roles/': () => ({
    count: 3,
    result: [
      { id: 1, name: 'Admin' },
      { id: 3, name: 'Gamma' },
      { id: 5, name: 'sql_lab' },
    ],
  }),
});
let rendered: RenderedPage | undefined;

async function renderPage(viewer: BootstrapUser = ADMIN) {
  rendered = await mount(<UserListPage />, { viewer, path: '/users/list/' });
  await rendered.waitFor(() => allByRole(document, 'row').find((row) => row.textContent?.includes('grace')));
  return rendered;
}

const listQueries = () => server.calls('GET', '/api/v1/security/users/').map((request) => request.q as Record<string, unknown>);
const dialog = () => byRole(document, 'dialog');

/** Picks `option` in the multi-select labelled `label` by typing part of it. */
async function pickChoice(label: string, typed: string, option: string) {
  const input = byLabel(dialog(), new RegExp(`^${label}`));
  await typeText(input, typed);
  await rendered!.settle();
  await click(byRole(document, 'option', option));
}

describe('UserListPage', () => {
  it('lists users by username with their roles, whether active, and their last login', async () => {
    await renderPage();
    expect(document.querySelector('h1')?.textContent).toBe('Users');
    expect(listQueries()[0]).toMatchObject({ order_column: 'username', order_direction: 'asc', page: 0, page_size: 25 });
    const table = byRole(document, 'table', 'Users');
    expect(allByRole(table, 'columnheader').map((cell) => cell.textContent)).toEqual([
      'First name', 'Last name', 'Username', 'Email', 'Roles', 'Active', 'Last login', 'Actions',
    ]);
    const [, ada, grace, linus] = allByRole(table, 'row');
    expect(ada!.textContent).toContain('2024');
    expect(grace!.textContent).toContain('Gammasql_lab');
    expect(grace!.textContent).toContain('Never');
    expect((byLabel(linus!, 'Active: linus') as HTMLInputElement).checked).toBe(false);
    // The signed-in admin (id 7) can neither switch themselves off nor delete themselves.
    expect((byLabel(ada!, 'Active: ada') as HTMLInputElement).disabled).toBe(true);
    expect(allByRole(ada!, 'button', 'Delete ada')).toHaveLength(0);
    expect(allByRole(grace!, 'button', 'Delete grace')).toHaveLength(1);
  });

  it('searches usernames and filters by active and by role', async () => {
    await renderPage();
    const search = byLabel(document, 'Search');
    await typeText(search, 'gra');
    await pressKey(search, 'Enter');
    const filters = byRole(document, 'search', 'Filters');
    await chooseOption(byLabel(filters, /^Active/), 'Inactive');
    await chooseOption(byLabel(filters, /^Role/), 'sql_lab');
    await rendered!.settle();
    expect(listQueries().at(-1)!.filters).toEqual([
      { col: 'username', opr: 'ct', value: 'gra' },
      { col: 'active', opr: 'eq', value: false },
      { col: 'roles', opr: 'rel_m_m', value: 5 },
    ]);
  });

  it('adds a user with roles and a password, checking the form first', async () => {
    server.on('POST /api/v1/security/users/', () => jsonResponse(201, { id: 12, result: {} }));
    await renderPage();
    await click(byRole(document, 'button', 'User'));
    await click(byRole(dialog(), 'button', 'Add'));
    expect(dialog().textContent).toContain('Enter a username.');
    expect(dialog().textContent).toContain('Choose at least one role.');
    await typeText(byLabel(dialog(), /^Username/), 'margaret');
    await typeText(byLabel(dialog(), /^First name/), 'Margaret');
    await typeText(byLabel(dialog(), /^Last name/), 'Hamilton');
    await typeText(byLabel(dialog(), /^Email/), 'margaret@example.com');
    await pickChoice('Roles', 'gam', 'Gamma');
    await pickChoice('Roles', 'sql', 'sql_lab');
    await typeText(byLabel(dialog(), /^Password/), 'short');
    await typeText(byLabel(dialog(), /^Confirm password/), 'short');
    await click(byRole(dialog(), 'button', 'Add'));
    expect(dialog().textContent).toContain('Use at least 8 characters.');
    await typeText(byLabel(dialog(), /^Password/), 'apollo-eleven');
    await typeText(byLabel(dialog(), /^Confirm password/), 'apollo-eleven');
    await click(byRole(dialog(), 'button', 'Add'));
    await rendered!.settle();
    expect(server.calls('POST', '/api/v1/security/users/').map((request) => request.body)).toEqual([
      { username: 'margaret', first_name: 'Margaret', last_name: 'Hamilton', email: 'margaret@example.com', active: true, roles: [3, 5], password: 'apollo-eleven' },
    ]);
    expect(toasts()).toEqual(['Added user margaret']);
    expect(allByRole(document, 'dialog')).toHaveLength(0);
  });

  it("shows the server's refusal under the field it is about", async () => {
    server.on('PUT /api/v1/security/users/:id', () => jsonResponse(422, { message: { email: ['That email address is already in use.'] } }));
    await renderPage();
    await click(byRole(document, 'button', 'Edit grace'));
    expect((byLabel(dialog(), /^Username/) as HTMLInputElement).value).toBe('grace');
    expect(allByRole(dialog(), 'textbox', /^Password/)).toHaveLength(0);
    await typeText(byLabel(dialog(), /^Email/), 'ada@example.com');
    await click(byRole(dialog(), 'button', 'Save'));
    await rendered!.settle();
    expect(server.calls('PUT', '/api/v1/security/users/8')[0]!.body).toEqual({
      username: 'grace', first_name: 'Grace', last_name: 'Tester', email: 'ada@example.com', active: true, roles: [3, 5],
    });
    const email = byLabel(dialog(), /^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(dialog().textContent).toContain('That email address is already in use.');
  });

  it('switches a user off and on, and says why the server refused', async () => {
    server.on('PUT /api/v1/security/users/:id', (request) =>
      request.params.id === '9' ? jsonResponse(422, { message: 'The last active admin cannot be deactivated' }) : { id: 8, result: {} },
    );
    await renderPage();
    await click(byLabel(document, 'Active: grace'));
    await click(byLabel(document, 'Active: linus'));
    await rendered!.settle();
    expect(server.calls('PUT', '/api/v1/security/users/8')[0]!.body).toEqual({ active: false });
    expect(server.calls('PUT', '/api/v1/security/users/9')[0]!.body).toEqual({ active: true });
    expect(toasts()).toEqual(['Deactivated grace', 'The last active admin cannot be deactivated']);
  });

  it("resets someone's password", async () => {
    server.on('PUT /api/v1/security/users/:id', () => ({ id: 9, result: {} }));
    await renderPage();
    await click(byRole(document, 'button', 'Reset password of linus'));
    await typeText(byLabel(dialog(), /^New password/), 'new-password-1');
    await typeText(byLabel(dialog(), /^Confirm new password/), 'new-password-2');
    await click(byRole(dialog(), 'button', 'Set password'));
    expect(dialog().textContent).toContain('The passwords do not match.');
    await typeText(byLabel(dialog(), /^Confirm new password/), 'new-password-1');
    await click(byRole(dialog(), 'button', 'Set password'));
    await rendered!.settle();
    expect(server.calls('PUT', '/api/v1/security/users/9').map((request) => request.body)).toEqual([{ password: 'new-password-1' }]);
    expect(toasts()).toEqual(['Set a new password for linus']);
  });

  it('deletes a user after confirming', async () => {
    server.on('DELETE /api/v1/security/users/:id', () => ({ message: 'OK' }));
    await renderPage();
    await click(byRole(document, 'button', 'Delete linus'));
    expect(dialog().textContent).toContain('linus');
    await click(byRole(dialog(), 'button', 'Delete'));
    await rendered!.settle();
    expect(server.calls('DELETE', '/api/v1/security/users/9')).toHaveLength(1);
    expect(toasts()).toEqual(['Deleted: linus']);
  });

  it('gives readers no way to change anyone', async () => {
    await renderPage(testUser({ Auditor: [['can_read', 'User']] }));
    expect(allByRole(document, 'button', 'User')).toHaveLength(0);
    expect(allByRole(document, 'button', /^(Edit|Delete|Reset password)/)).toHaveLength(0);
    expect((byLabel(document, 'Active: grace') as HTMLInputElement).disabled).toBe(true);
  });
});
