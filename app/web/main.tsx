import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { readBootstrap } from './bootstrap/read-bootstrap';
import { createBrowserKernel } from './kernel/browser-kernel';
import { appRoutes } from './routing/app-routes';
import { createAppStore } from './store/create-app-store';

const container = document.getElementById('app');
if (!container) throw new Error('Tessera: the page has no <div id="app"> to render into');

const bootstrap = readBootstrap(document);
const kernel = createBrowserKernel(bootstrap);
const store = createAppStore(bootstrap);
const router = createBrowserRouter(appRoutes);

createRoot(container).render(
  <StrictMode>
    <App store={store} router={router} kernel={kernel} />
  </StrictMode>,
);
