import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../shell/AppLayout';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';
import { RequireUser } from './RequireUser';
import type { ScreenHandle } from './screen-handle';
import { ROUTE_PATHS } from './route-paths';

// Each screen is its own chunk, loaded when first visited.
const LoginPage = lazy(() => import('../features/login/LoginPage').then((m) => ({ default: m.LoginPage })));
const HomePage = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
const DashboardListPage = lazy(() =>
  import('../features/dashboard/DashboardListPage').then((m) => ({ default: m.DashboardListPage })),
);
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const ChartListPage = lazy(() => import('../features/chart/ChartListPage').then((m) => ({ default: m.ChartListPage })));
const DatasetListPage = lazy(() =>
  import('../features/dataset/DatasetListPage').then((m) => ({ default: m.DatasetListPage })),
);
const AddDatasetPage = lazy(() =>
  import('../features/dataset/AddDatasetPage').then((m) => ({ default: m.AddDatasetPage })),
);
const DatabaseListPage = lazy(() =>
  import('../features/database/DatabaseListPage').then((m) => ({ default: m.DatabaseListPage })),
);
const SavedQueryListPage = lazy(() =>
  import('../features/saved-query/SavedQueryListPage').then((m) => ({ default: m.SavedQueryListPage })),
);
const SqlLabPage = lazy(() => import('../features/sqllab/SqlLabPage').then((m) => ({ default: m.SqlLabPage })));
const ExplorePage = lazy(() => import('../features/explore/ExplorePage').then((m) => ({ default: m.ExplorePage })));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** A screen behind its own error boundary, so one failing page leaves the navigation usable. */
const screen = (path: string, Component: RouteObject['Component'], handle?: ScreenHandle): RouteObject => ({
  path,
  Component,
  ErrorBoundary: RouteErrorBoundary,
  ...(handle ? { handle } : {}),
});

/** Screens that fill the window below the navigation (explore, dashboards) instead of scrolling as a page. */
const FULL_HEIGHT: ScreenHandle = { fullHeight: true };

/** The app's routes (product spec §2); every screen but the login page needs a signed-in user. */
export const appRoutes: RouteObject[] = [
  {
    path: ROUTE_PATHS.root,
    Component: AppLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      screen(ROUTE_PATHS.login, LoginPage),
      {
        Component: RequireUser,
        children: [
          { index: true, element: <Navigate to={ROUTE_PATHS.welcome} replace /> },
          screen(ROUTE_PATHS.welcome, HomePage),
          screen(ROUTE_PATHS.dashboardList, DashboardListPage),
          screen(ROUTE_PATHS.dashboard, DashboardPage, FULL_HEIGHT),
          screen(ROUTE_PATHS.dashboardPermalink, DashboardPage, FULL_HEIGHT),
          screen(ROUTE_PATHS.chartList, ChartListPage),
          screen(ROUTE_PATHS.datasetList, DatasetListPage),
          screen(ROUTE_PATHS.datasetAdd, AddDatasetPage),
          screen(ROUTE_PATHS.databaseList, DatabaseListPage),
          screen(ROUTE_PATHS.savedQueryList, SavedQueryListPage),
          screen(ROUTE_PATHS.sqlLab, SqlLabPage, FULL_HEIGHT),
          screen(ROUTE_PATHS.queryHistory, SqlLabPage),
          screen(ROUTE_PATHS.sqlLabPermalink, SqlLabPage, FULL_HEIGHT),
          screen(ROUTE_PATHS.explore, ExplorePage, FULL_HEIGHT),
          screen(ROUTE_PATHS.explorePermalink, ExplorePage, FULL_HEIGHT),
          screen('*', NotFoundPage),
        ],
      },
    ],
  },
];
