import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { BootstrapData } from '../bootstrap/bootstrap-data';
import { createAjvSchemaCompiler } from '@core/registry/index.js';
import { createWebKernel, type WebKernel } from '../kernel/create-web-kernel';
import { KernelContext } from '../kernel/kernel-context';
import { WEB_PLUGINS } from '../kernel/web-plugins';
import { createAppStore } from '../store/create-app-store';
import { tesseraTheme } from '../theme/tessera-theme';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// happy-dom's beacon really posts to its own origin and reports the refused connection as an
// unhandled rejection; pages log views (the action log) that no component test is about.
if (typeof navigator !== 'undefined') navigator.sendBeacon = () => true;

interface RenderOptions {
  bootstrap: BootstrapData;
  /** The URL to start at. */
  path?: string;
  /** The routes to mount; defaults to `element` at every path. */
  routes?: RouteObject[];
}

let testKernel: WebKernel | undefined;

/** The web kernel with every plugin; tests run in Node, where ajv may compile at run time. */
export function getTestKernel(): WebKernel {
  testKernel ??= createWebKernel(WEB_PLUGINS, { schemaCompiler: createAjvSchemaCompiler() });
  return testKernel;
}

/**
 * Mounts UI the way the app does (store, theme, data router) into happy-dom, for tests.
 * @testing-library is not installed, so this is React's own `createRoot` + `act`.
 */
export async function renderApp(element: ReactNode, { bootstrap, path = '/', routes }: RenderOptions) {
  const store = createAppStore(bootstrap);
  const router = createMemoryRouter(routes ?? [{ path: '*', element }], { initialEntries: [path] });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <KernelContext.Provider value={getTestKernel()}>
        <Provider store={store}>
          <ThemeProvider theme={tesseraTheme} defaultMode="light">
            <CssBaseline />
            <RouterProvider router={router} />
          </ThemeProvider>
        </Provider>
      </KernelContext.Provider>,
    );
  });
  return {
    store,
    router,
    container,
    /** Lets pending promises (lazy chunks, fetches) settle and React re-render. */
    settle: async (rounds = 5) => {
      for (let i = 0; i < rounds; i += 1) {
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 0));
        });
      }
    },
    /** Re-checks `check` as the UI settles until it returns a value (lazy chunks load slowly under vitest). */
    waitFor: async <T,>(check: () => T | null | undefined, timeoutMs = 5000): Promise<T> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const value = check();
        if (value !== null && value !== undefined) return value;
        if (Date.now() > deadline) throw new Error('waitFor: timed out');
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 10));
        });
      }
    },
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}
