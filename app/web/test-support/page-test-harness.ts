import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { BootstrapUser } from '../bootstrap/bootstrap-data';
import { createFakeApiServer, type FakeApiHandler } from '../components/list-view/test-support/fake-api-server';
import { selectToasts } from '../store/message-toasts-slice';
import { renderApp } from './render-app';
import { testBootstrap } from './test-bootstrap';

type FakeApiServer = ReturnType<typeof createFakeApiServer>;

/** A page mounted by `pageTestHarness`. */
export type RenderedPage = Awaited<ReturnType<typeof renderApp>>;

/**
 * What every page test sets up and takes down: before each test a fresh fake API answering
 * `routes` is installed as `fetch` (so one test's `server.on` does not leak into the next);
 * after it, the mounted page is unmounted and `fetch` restored. Call once per test file.
 */
export function pageTestHarness(routes: Record<string, FakeApiHandler>) {
  let api: FakeApiServer | undefined;
  const mounted: RenderedPage[] = [];
  const current = () => {
    if (!api) throw new Error('The fake API answers only while a test runs.');
    return api;
  };

  beforeEach(() => {
    api = createFakeApiServer(routes);
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(async () => {
    for (const page of mounted.splice(0)) await page.unmount();
    api = undefined;
    vi.unstubAllGlobals();
  });

  return {
    /** The running test's fake API: the same object in every test, answering for that test only. */
    server: {
      on: (...route: Parameters<FakeApiServer['on']>) => current().on(...route),
      calls: (...request: Parameters<FakeApiServer['calls']>) => current().calls(...request),
    },
    /** Mounts `element` at `path` as the app does, with `viewer` signed in. */
    mount: async (element: ReactNode, { viewer, path }: { viewer: BootstrapUser; path: string }) => {
      const page = await renderApp(element, { bootstrap: testBootstrap(viewer), path });
      mounted.push(page);
      return page;
    },
    /** The texts of the toasts shown so far on the page mounted last. */
    toasts: () => selectToasts(mounted.at(-1)!.store.getState()).map((toast) => toast.text),
  };
}
