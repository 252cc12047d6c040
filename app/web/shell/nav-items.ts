import { ROUTE_PATHS } from '../routing/route-paths';

/** A permission pair that must be held for a navigation entry to show. */
export type RequiredPermission = readonly [permission: string, view: string];

export interface NavLinkEntry {
  kind: 'link';
  label: string;
  to: string;
  permission: RequiredPermission;
  /** Paths under which this entry is highlighted as the current section. */
  activePrefixes: readonly string[];
}

export interface NavMenuEntry {
  kind: 'menu';
  label: string;
  permission: RequiredPermission;
  activePrefixes: readonly string[];
  /** `section` starts a heading when it differs from the item before. */
  items: readonly { label: string; to: string; section?: string }[];
}

export type NavEntry = NavLinkEntry | NavMenuEntry;

/** The top navigation, in display order. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  {
    kind: 'link',
    label: 'Dashboards',
    to: ROUTE_PATHS.dashboardList,
    permission: ['can_read', 'Dashboard'],
    activePrefixes: ['/dashboard/', '/superset/dashboard/'],
  },
  {
    kind: 'link',
    label: 'Charts',
    to: ROUTE_PATHS.chartList,
    permission: ['can_read', 'Chart'],
    activePrefixes: ['/chart/', '/explore/'],
  },
  {
    kind: 'menu',
    label: 'SQL',
    permission: ['can_sqllab', 'Superset'],
    activePrefixes: ['/sqllab/', '/savedqueryview/'],
    items: [
      { label: 'SQL Lab', to: ROUTE_PATHS.sqlLab },
      { label: 'Saved queries', to: ROUTE_PATHS.savedQueryList },
      { label: 'Query history', to: ROUTE_PATHS.queryHistory },
    ],
  },
  {
    kind: 'link',
    label: 'Datasets',
    to: ROUTE_PATHS.datasetList,
    permission: ['can_read', 'Dataset'],
    activePrefixes: ['/tablemodelview/'],
  },
  {
    kind: 'link',
    label: 'Databases',
    to: ROUTE_PATHS.databaseList,
    permission: ['can_read', 'Database'],
    activePrefixes: ['/databaseview/'],
  },
];

/** A page of the Settings menu, shown to users holding its permission (the one its API asks for). */
export interface SettingsItem {
  label: string;
  to: string;
  permission: RequiredPermission;
  /** The heading the item is listed under. */
  section: string;
  /** A feature flag that must be on for the item to show. */
  featureFlag?: string;
}

/** The Settings menu (Superset's names and URLs), in display order. */
export const SETTINGS_ITEMS: readonly SettingsItem[] = [
  { label: 'List Users', to: ROUTE_PATHS.userList, permission: ['can_read', 'User'], section: 'Security' },
  { label: 'List Roles', to: ROUTE_PATHS.roleList, permission: ['can_read', 'Role'], section: 'Security' },
  { label: 'Row Level Security', to: ROUTE_PATHS.rowLevelSecurityList, permission: ['can_read', 'RowLevelSecurity'], section: 'Security' },
  { label: 'Action Log', to: ROUTE_PATHS.actionLog, permission: ['can_read', 'Log'], section: 'Security' },
  { label: 'Annotation Layers', to: ROUTE_PATHS.annotationLayerList, permission: ['can_write', 'Annotation'], section: 'Manage' },
  { label: 'Alerts & Reports', to: ROUTE_PATHS.alertList, permission: ['can_read', 'ReportSchedule'], section: 'Manage', featureFlag: 'ALERT_REPORTS' },
];

/** The permission a Settings page needs, by its path. */
export function settingsPermission(path: string): RequiredPermission {
  const item = SETTINGS_ITEMS.find((entry) => entry.to === path);
  if (!item) throw new Error(`No Settings page at ${path}`);
  return item.permission;
}

/** Whether `pathname` lies in the section of `entry`. */
export const isEntryActive = (entry: NavEntry, pathname: string): boolean =>
  entry.activePrefixes.some((prefix) => pathname.startsWith(prefix));
