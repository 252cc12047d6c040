// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test-support/render-app';
import { testBootstrap, testUser } from '../test-support/test-bootstrap';
import { AppLayout } from './AppLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

type Rendered = Awaited<ReturnType<typeof renderApp>>;
let rendered: Rendered | undefined;

beforeEach(() => {
  // React and the router report caught render errors on the console; keep the output clean.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.restoreAllMocks();
});

async function renderFailing(thrown: unknown) {
  const Broken = () => {
    throw thrown;
  };
  rendered = await renderApp(null, {
    bootstrap: testBootstrap(testUser({ Admin: [] })),
    path: '/broken/',
    routes: [{ path: '/', Component: AppLayout, children: [{ path: 'broken/', Component: Broken, ErrorBoundary: RouteErrorBoundary }] }],
  });
  await rendered.settle(10);
  const alert = rendered.container.querySelector('main [role="alert"]');
  return { alert, text: alert?.textContent ?? '' };
}

describe('RouteErrorBoundary', () => {
  it('shows the error message in a friendly alert with a Reload action, keeping the navigation', async () => {
    const error = new Error('The datasource couldn’t be loaded');
    const { alert, text } = await renderFailing(error);
    expect(alert).not.toBeNull();
    expect(text).toContain('This page could not be shown');
    expect(text).toContain('The datasource couldn’t be loaded');
    expect(text).not.toContain(error.stack!.split('\n')[1]!.trim());
    expect([...alert!.querySelectorAll('button')].map((b) => b.textContent)).toContain('Reload');
    expect(rendered!.container.querySelector('nav[aria-label="Main"]')).not.toBeNull();
  });

  it('never shows [object Object] for a thrown plain object', async () => {
    const { text } = await renderFailing({ some: 'thing' });
    expect(text).toContain('This page could not be shown');
    expect(text).not.toContain('[object Object]');
  });

  it('reads the message of a failed API response', async () => {
    const response = new Response(JSON.stringify({ message: 'Sorry, an unknown error occurred.' }), {
      status: 500,
      headers: { 'Content-Type': 'application/json' },
    });
    const { text } = await renderFailing(response);
    expect(text).toContain('Sorry, an unknown error occurred.');
  });
});
