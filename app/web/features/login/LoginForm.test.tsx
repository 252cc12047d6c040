// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestCsrfServer, type RecordedRequest } from '../../test-support/csrf-test-server';
import { renderApp } from '../../test-support/render-app';
import { testBootstrap } from '../../test-support/test-bootstrap';
import { typeInto } from '../../test-support/type-into';
import { LoginForm } from './LoginForm';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let loginResponse: (request: RecordedRequest) => Response | Promise<Response>;
const server = createTestCsrfServer();

beforeAll(() => {
  // Every login goes through the app's apiFetch, and so through the CSRF stand-in first.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname !== '/login/') return server.fetch(request);
    const response = await server.fetch(request.clone());
    if (response.status === 403) return response;
    return loginResponse(server.requests.at(-1)!);
  });
  return () => vi.unstubAllGlobals();
});

type Rendered = Awaited<ReturnType<typeof renderApp>>;
let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

async function renderForm(next: string | null) {
  const onSignedIn = vi.fn();
  rendered = await renderApp(<LoginForm next={next} onSignedIn={onSignedIn} />, {
    bootstrap: testBootstrap(null),
    path: '/login/',
  });
  const { container } = rendered;
  const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const signIn = async (username: string, password: string) => {
    await act(async () => {
      typeInto(field('username'), username);
      typeInto(field('password'), password);
    });
    await act(async () => button.click());
    await rendered!.settle();
  };
  return { container, button, onSignedIn, signIn };
}

describe('LoginForm', () => {
  it('shows the product’s message on a bad login and lets the user try again', async () => {
    loginResponse = () => json(401, { message: 'Invalid login. Please try again.' });
    const { container, button, onSignedIn, signIn } = await renderForm(null);
    await signIn('admin', 'wrong');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Invalid login. Please try again.');
    expect(button.disabled).toBe(false);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the server’s wait message when too many attempts failed', async () => {
    const message = 'Too many failed login attempts. Try again in 5 minutes.';
    loginResponse = () => new Response(JSON.stringify({ message }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '300' } });
    const { container, onSignedIn, signIn } = await renderForm(null);
    await signIn('admin', 'admin-password');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(message);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('posts the credentials as JSON with the CSRF token', async () => {
    loginResponse = () => json(401, { message: 'Invalid login. Please try again.' });
    const { signIn } = await renderForm(null);
    await signIn(' admin ', 's3cret');
    const login = server.requests.filter((r) => r.path === '/login/').at(-1)!;
    expect(login.method).toBe('POST');
    expect(login.csrfToken).toMatch(/^token-/);
    expect(JSON.parse(login.body)).toEqual({ username: 'admin', password: 's3cret' });
  });

  it('is disabled while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    loginResponse = () => new Promise<Response>((resolve) => (answer = resolve));
    const { container, button, signIn } = await renderForm(null);
    await signIn('admin', 'wrong');
    expect(button.disabled).toBe(true);
    expect(container.querySelector<HTMLInputElement>('input[name="password"]')!.disabled).toBe(true);
    await act(async () => answer(json(401, { message: 'Invalid login. Please try again.' })));
    await rendered!.settle();
    expect(button.disabled).toBe(false);
  });

  it('goes on to a safe next page after signing in', async () => {
    loginResponse = () => json(200, { result: { redirect: '/superset/welcome/' } });
    const { onSignedIn, signIn } = await renderForm('/superset/dashboard/sales/?native_filters_key=x');
    await signIn('admin', 'admin');
    expect(onSignedIn).toHaveBeenCalledWith('/superset/dashboard/sales/?native_filters_key=x');
  });

  it('ignores a next that leaves the site', async () => {
    loginResponse = () => json(200, { result: { redirect: '/superset/welcome/' } });
    const { onSignedIn, signIn } = await renderForm('//evil.example/steal');
    await signIn('admin', 'admin');
    expect(onSignedIn).toHaveBeenCalledWith('/superset/welcome/');
  });
});
