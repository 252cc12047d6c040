/** dist/web/manifest.json, written by the web build (esbuild.config.mjs) and read by the server's HTML page. */
export interface WebManifest {
  /** The app's script. */
  script: string;
  css: string | null;
  /** The chunks the app's script imports, directly or not. */
  preload?: string[];
  /** The early script (app/web/early-requests.ts): one file, importing nothing. */
  early?: string | null;
  /** For each lazily loaded screen (by source path), the chunks it adds to the app's. */
  screens?: Record<string, string[]>;
}

const DASHBOARD_PAGE = 'app/web/features/dashboard/DashboardPage.tsx';
const EXPLORE_PAGE = 'app/web/features/explore/ExplorePage.tsx';
const SQL_LAB_PAGE = 'app/web/features/sqllab/SqlLabPage.tsx';

/** The screen each SPA route shows (by route pattern), whose code its page preloads with the app's. */
const ROUTE_SCREENS: Readonly<Record<string, string>> = {
  '/superset/welcome/': 'app/web/features/home/HomePage.tsx',
  '/login/': 'app/web/features/login/LoginPage.tsx',
  '/dashboard/list/': 'app/web/features/dashboard/DashboardListPage.tsx',
  '/chart/list/': 'app/web/features/chart/ChartListPage.tsx',
  '/tablemodelview/list/': 'app/web/features/dataset/DatasetListPage.tsx',
  '/databaseview/list/': 'app/web/features/database/DatabaseListPage.tsx',
  '/dataset/add/': 'app/web/features/dataset/AddDatasetPage.tsx',
  '/savedqueryview/list/': 'app/web/features/saved-query/SavedQueryListPage.tsx',
  '/sqllab/': SQL_LAB_PAGE,
  '/sqllab/history/': SQL_LAB_PAGE,
  '/sqllab/p/:key': SQL_LAB_PAGE,
  '/explore/': EXPLORE_PAGE,
  '/explore/p/:key/': EXPLORE_PAGE,
  '/superset/dashboard/:idOrSlug/': DASHBOARD_PAGE,
  '/superset/dashboard/p/:key/': DASHBOARD_PAGE,
  '/users/list/': 'app/web/features/admin-users/UserListPage.tsx',
  '/roles/list/': 'app/web/features/admin-roles/RoleListPage.tsx',
  '/rowlevelsecurity/list/': 'app/web/features/admin-rls/RowLevelSecurityListPage.tsx',
  '/annotationlayer/list/': 'app/web/features/annotation-layer/AnnotationLayerListPage.tsx',
  '/annotationlayer/:layerId/annotation/': 'app/web/features/annotation-layer/AnnotationListPage.tsx',
  '/actionlog/list/': 'app/web/features/action-log/ActionLogPage.tsx',
  '/user_info/': 'app/web/features/profile/ProfilePage.tsx',
  '/*': 'app/web/features/not-found/NotFoundPage.tsx',
};

/** Routes whose page runs the early script: a dashboard's detail and charts are asked for before the app starts. */
const EARLY_SCRIPT_ROUTES: ReadonlySet<string> = new Set(['/superset/dashboard/:idOrSlug/']);

/** What one page loads besides its stylesheet. */
export interface PageAssets {
  /** The app's script. */
  script: string;
  /** Module scripts to fetch and compile at once: the app's chunks and its screen's, not run until imported. */
  preload: string[];
  /** The early script, run before the app's, or null. */
  earlyScript: string | null;
}

/**
 * The scripts of the page served on `route` (a route pattern such as `/superset/dashboard/:idOrSlug/`):
 * the app's with every chunk it imports and those of the route's screen preloaded, so the browser
 * fetches and compiles them together instead of finding each import only once its importer has
 * run; and on a dashboard's URL the early script.
 *
 * @example
 * ```ts
 * pageAssets(manifest, '/superset/dashboard/:idOrSlug/').earlyScript; // '/static/assets/early-requests-….js'
 * ```
 */
export function pageAssets(manifest: WebManifest, route: string): PageAssets {
  const screen = ROUTE_SCREENS[route];
  const screenChunks = screen === undefined ? [] : (manifest.screens?.[screen] ?? []);
  return {
    script: manifest.script,
    preload: [...new Set([manifest.script, ...(manifest.preload ?? []), ...screenChunks])],
    earlyScript: EARLY_SCRIPT_ROUTES.has(route) ? (manifest.early ?? null) : null,
  };
}
