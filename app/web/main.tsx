import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { readBootstrap } from './bootstrap/read-bootstrap';
import { createBrowserKernel } from './kernel/browser-kernel';
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
