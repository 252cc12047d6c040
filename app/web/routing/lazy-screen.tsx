import { type ComponentType, type JSX, lazy, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** A screen whose code is a chunk of its own, loaded on first use or ahead of it with `preload`. */
export interface LazyScreen {
  (): JSX.Element;
  /** Loads the screen's code (once); resolves when it can render without waiting. */
  preload(): Promise<void>;
}

const isLazyScreen = (component: unknown): component is LazyScreen =>
  typeof component === 'function' && typeof (component as Partial<LazyScreen>).preload === 'function';

/**
 * A route's screen, loaded from its chunk when first shown. Unlike a bare `React.lazy`, a screen
 * whose code is already loaded (see `preload`) renders at once: suspending would show the frame's
 * loading bar and hold the page back by React's minimum fallback time (300 ms) for nothing.
 *
 * @example
 * ```tsx
 * const ChartListPage = lazyScreen(() => import('../features/chart/ChartListPage').then((m) => m.ChartListPage));
 * ```
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const loadOnce = (): Promise<ComponentType> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed to load (a network blip, a new deployment) is tried again next time.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await loadOnce() }));

  function Screen() {
    // Chosen once per mount: switching from the suspending wrapper to the screen itself would remount the page.
    const [Ready] = useState<ComponentType | null>(() => loaded);
    return Ready ? <Ready /> : <Suspending />;
  }
  return Object.assign(Screen, { preload: () => loadOnce().then(() => undefined) });
}

/**
 * Loads the code of the screens `routes` show at `location` (those made with `lazyScreen`), so the
 * first render draws the page instead of a loading bar. Never rejects: a screen that fails to load
 * here is tried again, and reported, when it renders.
 */
export async function preloadScreens(routes: RouteObject[], location: { pathname: string; search?: string }): Promise<void> {
  const screens = (matchRoutes(routes, location) ?? []).map((match) => match.route.Component).filter(isLazyScreen);
  await Promise.all(screens.map((screen) => screen.preload().catch(() => undefined)));
}
