// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { allByRole, byLabel, byRole, click, typeText } from '../../components/list-view/test-support/dom-queries';
import { jsonResponse } from '../../components/list-view/test-support/fake-api-server';
import { pageTestHarness, type RenderedPage } from '../../test-support/page-test-harness';
import { testUser } from '../../test-support/test-bootstrap';
import { ProfilePage } from './ProfilePage';

const { server, mount, toasts } = pageTestHarness({
  'GET /api/v1/me/': () => ({
    result: { id: 7, username: 'ada', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', is_active: true, last_login: '2024-05-03T09:00:00.000Z', login_count: 42 },
  }),
});
let rendered: RenderedPage | undefined;

async function renderPage() {
  rendered = await mount(<ProfilePage />, { viewer: testUser({ Gamma: [], sql_lab: [] }), path: '/user_info/' });
  await rendered.waitFor(() => (document.body.textContent?.includes('Sign-ins') ? true : null));
  return rendered;
}

const form = () => document.querySelector<HTMLElement>('form[aria-label="Change password"]')!;
const field = (label: RegExp) => byLabel(form(), label) as HTMLInputElement;

async function fill(current: string, next: string, confirm: string) {
  await typeText(field(/^Current password/), current);
  await typeText(field(/^New password/), next);
  await typeText(field(/^Confirm new password/), confirm);
}

describe('ProfilePage', () => {
  it("shows the user's name, username, email, roles and last login", async () => {
    await renderPage();
    expect(document.querySelector('h1')?.textContent).toBe('Profile');
    const account = document.querySelector<HTMLElement>('section[aria-labelledby="profile-account"]')!;
    expect(account.querySelector('h2')?.textContent).toBe('Ada Lovelace');
    const text = account.textContent ?? '';
    expect(text).toContain('Usernameada');
    expect(text).toContain('Emailada@example.com');
    expect(text).toContain('RolesGammasql_lab');
    expect(text).toMatch(/Last login.*2024/);
    expect(text).toContain('Sign-ins42');
  });

  it('says when the server does not record the last login', async () => {
    server.on('GET /api/v1/me/', () => ({ result: { id: 7, username: 'ada', first_name: 'Ada', last_name: 'Lovelace', email: null, is_active: true } }));
    rendered = await mount(<ProfilePage />, { viewer: testUser({ Gamma: [] }), path: '/user_info/' });
    await rendered.waitFor(() => (document.body.textContent?.includes('Not recorded') ? true : null));
  });

  it('changes the password, checking the fields first', async () => {
    server.on('PUT /api/v1/me/password', () => ({ message: 'OK' }));
    await renderPage();
    await click(byRole(form(), 'button', 'Change password'));
    expect(form().textContent).toContain('Enter your current password.');
    await fill('old-password', 'short', 'short');
    await click(byRole(form(), 'button', 'Change password'));
    expect(form().textContent).toContain('Use at least 8 characters.');
    await fill('old-password', 'old-password', 'old-password');
    await click(byRole(form(), 'button', 'Change password'));
    expect(form().textContent).toContain('The new password must differ from the current one.');
    await fill('old-password', 'new-password', 'new-passw0rd');
    await click(byRole(form(), 'button', 'Change password'));
    expect(form().textContent).toContain('The passwords do not match.');
    expect(server.calls('PUT', '/api/v1/me/password')).toHaveLength(0);

    await fill('old-password', 'new-password', 'new-password');
    await click(byRole(form(), 'button', 'Change password'));
    await rendered!.settle();
    expect(server.calls('PUT', '/api/v1/me/password').map((request) => request.body)).toEqual([{ current_password: 'old-password', new_password: 'new-password' }]);
    expect(toasts()).toEqual(['Your password was changed. Other devices signed in as you were signed out.']);
    expect(field(/^Current password/).value).toBe('');
  });

  it('shows a wrong current password under its field, and throttling above the form', async () => {
    server.on('PUT /api/v1/me/password', () => jsonResponse(422, { message: { current_password: ['The current password is not correct.'] } }));
    await renderPage();
    await fill('wrong-password', 'new-password', 'new-password');
    await click(byRole(form(), 'button', 'Change password'));
    await rendered!.settle();
    expect(field(/^Current password/).getAttribute('aria-invalid')).toBe('true');
    expect(form().textContent).toContain('The current password is not correct.');

    server.on('PUT /api/v1/me/password', () => jsonResponse(429, { message: 'Too many failed attempts. Try again in 5 minutes.' }));
    await click(byRole(form(), 'button', 'Change password'));
    await rendered!.settle();
    expect(byRole(form(), 'alert').textContent).toBe('Too many failed attempts. Try again in 5 minutes.');
    expect(allByRole(document, 'dialog')).toHaveLength(0);
  });
});
