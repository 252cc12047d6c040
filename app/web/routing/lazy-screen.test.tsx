// @vitest-environment happy-dom
import { Suspense, act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen, preloadScreens } from './lazy-screen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
});

const Sales = () => <h1>Sales</h1>;

/** Renders `element` under a Suspense boundary; answers the container's text right after the first commit. */
async function renderOnce(element: React.ReactNode) {
  const container = document.createElement('div');
  root = createRoot(container);
  // A synchronous act: the first commit, before any promise settles.
  act(() => root!.render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>));
  return container;
}

describe('lazyScreen', () => {
  it('loads its code on first render, showing the fallback meanwhile', async () => {
    const load = vi.fn(async () => Sales);
    const Screen = lazyScreen(load);
    const container = await renderOnce(<Screen />);
    expect(container.textContent).toBe('Loading');
    await act(async () => undefined);
    expect(container.textContent).toBe('Sales');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws the screen in the first commit once preloaded, loading its code once', async () => {
    const load = vi.fn(async () => Sales);
    const Screen = lazyScreen(load);
    await Screen.preload();
    await Screen.preload();
    const container = await renderOnce(<Screen />);
    expect(container.textContent).toBe('Sales');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Sales);
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('chunk failed');
    await Screen.preload();
    expect((await renderOnce(<Screen />)).textContent).toBe('Sales');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadScreens', () => {
  it('loads the code of the screens the location shows, and no other', async () => {
    const loads = { frame: vi.fn(async () => () => null), dashboard: vi.fn(async () => Sales), charts: vi.fn(async () => Sales), missing: vi.fn(async () => Sales) };
    const routes: RouteObject[] = [
      {
        path: '/',
        Component: lazyScreen(loads.frame),
        children: [
          { path: 'superset/dashboard/:idOrSlug/', Component: lazyScreen(loads.dashboard) },
          { path: 'chart/list/', Component: lazyScreen(loads.charts) },
          { path: '*', Component: lazyScreen(loads.missing) },
        ],
      },
    ];
    await preloadScreens(routes, { pathname: '/superset/dashboard/12/' });
    expect(loads.frame).toHaveBeenCalledTimes(1);
    expect(loads.dashboard).toHaveBeenCalledTimes(1);
    expect(loads.charts).not.toHaveBeenCalled();
    expect(loads.missing).not.toHaveBeenCalled();
  });

  it('resolves even when a screen fails to load, leaving the error to its render', async () => {
    const routes: RouteObject[] = [{ path: '/x/', Component: lazyScreen(() => Promise.reject(new Error('offline'))) }];
    await expect(preloadScreens(routes, { pathname: '/x/' })).resolves.toBeUndefined();
  });
});
