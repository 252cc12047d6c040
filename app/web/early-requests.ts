/**
 * The page's early script: a bundle of its own (built apart from the app, importing nothing at
 * run time) that the server's HTML runs first on a dashboard's URL. It sends the requests the
 * page needs first (see `dashboard-prefetch`), so they are answered while the app's code is still
 * loading and starting.
 */
import { startDashboardPrefetch } from './features/dashboard/dashboard-prefetch';

startDashboardPrefetch(window.location.pathname);
