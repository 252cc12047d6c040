import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../shell/AppLayout';
import { settingsPermission } from '../shell/nav-items';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';
import { lazyScreen } from './lazy-screen';
import { RequirePermission } from './RequirePermission';
import { RequireUser } from './RequireUser';
import type { ScreenHandle } from './screen-handle';
import { ROUTE_PATHS } from './route-paths';

// Each screen is its own chunk, loaded when first visited (or before the first render: see main.tsx).
const LoginPage = lazyScreen(() => import('../features/login/LoginPage').then((m) => m.LoginPage));
const HomePage = lazyScreen(() => import('../features/home/HomePage').then((m) => m.HomePage));
const DashboardListPage = lazyScreen(() => import('../features/dashboard/DashboardListPage').then((m) => m.DashboardListPage));
const DashboardPage = lazyScreen(() => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage));
const ChartListPage = lazyScreen(() => import('../features/chart/ChartListPage').then((m) => m.ChartListPage));
const ChartAddPage = lazyScreen(() => import('../features/chart/ChartAddPage').then((m) => m.ChartAddPage));
const DatasetListPage = lazyScreen(() => import('../features/dataset/DatasetListPage').then((m) => m.DatasetListPage));
const AddDatasetPage = lazyScreen(() => import('../features/dataset/AddDatasetPage').then((m) => m.AddDatasetPage));
const DatabaseListPage = lazyScreen(() => import('../features/database/DatabaseListPage').then((m) => m.DatabaseListPage));
const SavedQueryListPage = lazyScreen(() => import('../features/saved-query/SavedQueryListPage').then((m) => m.SavedQueryListPage));
const SqlLabPage = lazyScreen(() => import('../features/sqllab/SqlLabPage').then((m) => m.SqlLabPage));
const ExplorePage = lazyScreen(() => import('../features/explore/ExplorePage').then((m) => m.ExplorePage));
const NotFoundPage = lazyScreen(() => import('../features/not-found/NotFoundPage').then((m) => m.NotFoundPage));
const UserListPage = lazyScreen(() => import('../features/admin-users/UserListPage').then((m) => m.UserListPage));
const RoleListPage = lazyScreen(() => import('../features/admin-roles/RoleListPage').then((m) => m.RoleListPage));
const RowLevelSecurityListPage = lazyScreen(() =>
  import('../features/admin-rls/RowLevelSecurityListPage').then((m) => m.RowLevelSecurityListPage),
);
const AnnotationLayerListPage = lazyScreen(() => import('../features/annotation-layer/AnnotationLayerListPage').then((m) => m.AnnotationLayerListPage));
const AnnotationListPage = lazyScreen(() => import('../features/annotation-layer/AnnotationListPage').then((m) => m.AnnotationListPage));
const AlertReportListPage = lazyScreen(() => import('../features/report/AlertReportListPage').then((m) => m.AlertReportListPage));
const ExecutionLogPage = lazyScreen(() => import('../features/report/ExecutionLogPage').then((m) => m.ExecutionLogPage));
const ActionLogPage = lazyScreen(() => import('../features/action-log/ActionLogPage').then((m) => m.ActionLogPage));
const ProfilePage = lazyScreen(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage));
const EmbeddedPage = lazyScreen(() => import('../features/embedded/EmbeddedPage').then((m) => m.EmbeddedPage));

/** A screen behind its own error boundary, so one failing page leaves the navigation usable. */
const screen = (path: string, Component: RouteObject['Component'], handle?: ScreenHandle): RouteObject => ({
  path,
  Component,
  ErrorBoundary: RouteErrorBoundary,
  ...(handle ? { handle } : {}),
});

/** Screens that fill the window below the navigation (explore, dashboards) instead of scrolling as a page. */
const FULL_HEIGHT: ScreenHandle = { fullHeight: true };

/** A screen under Settings, behind the permission its menu entry (and its API) asks for; admins hold them all. */
const settingsScreen = (path: string, Component: RouteObject['Component'], menuPath = path): RouteObject => ({
  element: <RequirePermission permission={settingsPermission(menuPath)} />,
  children: [screen(path, Component)],
});

/** The app's routes (product spec §2); every screen but the login and embedded pages needs a signed-in user. */
export const appRoutes: RouteObject[] = [
  // Without the app's frame: its guest needs no user, and the embedding page is its chrome.
  screen(ROUTE_PATHS.embedded, EmbeddedPage),
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
          screen(ROUTE_PATHS.chartAdd, ChartAddPage),
          screen(ROUTE_PATHS.datasetList, DatasetListPage),
          screen(ROUTE_PATHS.datasetAdd, AddDatasetPage),
          screen(ROUTE_PATHS.databaseList, DatabaseListPage),
          screen(ROUTE_PATHS.savedQueryList, SavedQueryListPage),
          screen(ROUTE_PATHS.sqlLab, SqlLabPage, FULL_HEIGHT),
          screen(ROUTE_PATHS.queryHistory, SqlLabPage),
          screen(ROUTE_PATHS.sqlLabPermalink, SqlLabPage, FULL_HEIGHT),
          screen(ROUTE_PATHS.explore, ExplorePage, FULL_HEIGHT),
          screen(ROUTE_PATHS.explorePermalink, ExplorePage, FULL_HEIGHT),
          settingsScreen(ROUTE_PATHS.userList, UserListPage),
          settingsScreen(ROUTE_PATHS.roleList, RoleListPage),
          settingsScreen(ROUTE_PATHS.rowLevelSecurityList, RowLevelSecurityListPage),
          settingsScreen(ROUTE_PATHS.actionLog, ActionLogPage),
          settingsScreen(ROUTE_PATHS.annotationLayerList, AnnotationLayerListPage),
          settingsScreen(ROUTE_PATHS.annotationList, AnnotationListPage, ROUTE_PATHS.annotationLayerList),
          settingsScreen(ROUTE_PATHS.alertList, AlertReportListPage),
          settingsScreen(ROUTE_PATHS.reportList, AlertReportListPage, ROUTE_PATHS.alertList),
          settingsScreen(ROUTE_PATHS.alertLog, ExecutionLogPage, ROUTE_PATHS.alertList),
          settingsScreen(ROUTE_PATHS.reportLog, ExecutionLogPage, ROUTE_PATHS.alertList),
          screen(ROUTE_PATHS.profile, ProfilePage),
          screen('*', NotFoundPage),
        ],
      },
    ],
  },
];
