import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { configureAsyncEvents } from './api/async-events';
import { configureChartRequestTimeout } from './api/chart-data';
import { readBootstrap } from './bootstrap/read-bootstrap';
import { createBrowserKernel } from './kernel/browser-kernel';
import { startEmbeddedPage } from './features/embedded/embedded-start';
import { appRoutes } from './routing/app-routes';
import { preloadScreens } from './routing/lazy-screen';
import { createAppStore } from './store/create-app-store';

const container = document.getElementById('app');
if (!container) throw new Error('Tessera: the page has no <div id="app"> to render into');

// The first render waits for the code of the screen the URL shows (its chunks are preloaded by the
// page's HTML, and load while the kernel starts): the page then draws at once, rather than a
// loading bar that React keeps up for at least 300 ms. On a slow network the frame shows after
// FIRST_SCREEN_WAIT_MS with its loading bar.
const FIRST_SCREEN_WAIT_MS = 1000;
const firstScreen = Promise.race([preloadScreens(appRoutes, window.location), new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);

const bootstrap = readBootstrap(document);
// An embedded dashboard's page: requests wait for the host's guest token, and the host's handshake may come before the first render.
if (bootstrap.embedded) startEmbeddedPage(bootstrap.embedded);
// Async chart work follows the server's transport, and chart requests its timeout (spec §9).
configureAsyncEvents(bootstrap.common.conf, {
  guest: Boolean(bootstrap.embedded),
  start: Boolean(bootstrap.common.feature_flags['GLOBAL_ASYNC_QUERIES'] && bootstrap.user),
});
configureChartRequestTimeout(bootstrap.common.conf.SUPERSET_WEBSERVER_TIMEOUT);
const kernel = createBrowserKernel(bootstrap);
const store = createAppStore(bootstrap);
const router = createBrowserRouter(appRoutes);

void firstScreen.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} kernel={kernel} />
    </StrictMode>,
  ),
);
