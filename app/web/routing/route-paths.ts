/** The app's URLs, which follow Superset's (product spec §2). */
export const ROUTE_PATHS = {
  root: '/',
  welcome: '/superset/welcome/',
  login: '/login/',
  logout: '/logout/',
  dashboardList: '/dashboard/list/',
  dashboard: '/superset/dashboard/:idOrSlug/',
  dashboardPermalink: '/superset/dashboard/p/:key/',
  chartList: '/chart/list/',
  datasetList: '/tablemodelview/list/',
  datasetAdd: '/dataset/add/',
  databaseList: '/databaseview/list/',
  savedQueryList: '/savedqueryview/list/',
  sqlLab: '/sqllab/',
  queryHistory: '/sqllab/history/',
  explore: '/explore/',
  explorePermalink: '/explore/p/:key/',
} as const;
