/** A permission paired with the view (resource) it applies to, as Superset stores them. */
export type PermissionPair = readonly [permission: string, view: string];

const readWrite = (view: string): PermissionPair[] => [['can_read', view], ['can_write', view]];

/** Permissions every logged-in analyst needs to explore and share, whatever else they may do. */
const EXPLORE: PermissionPair[] = [
  ['can_explore', 'Superset'],
  ['can_explore_json', 'Superset'],
  ['can_dashboard', 'Superset'],
  ['can_fetch_datasource_metadata', 'Superset'],
  ['can_csv', 'Superset'],
  ['can_share_dashboard', 'Superset'],
  ['can_share_chart', 'Superset'],
  ['can_log', 'Superset'],
  ['can_read', 'Explore'],
  ['can_read', 'ExploreFormDataRestApi'],
  ['can_write', 'ExploreFormDataRestApi'],
  ['can_read', 'ExplorePermalinkRestApi'],
  ['can_write', 'ExplorePermalinkRestApi'],
  ['can_read', 'DashboardPermalinkRestApi'],
  ['can_write', 'DashboardPermalinkRestApi'],
  ['can_time_range', 'Api'],
  ['can_query', 'Api'],
  ['can_query_form_data', 'Api'],
  ['can_get', 'Datasource'],
  ['can_samples', 'Datasource'],
  ['can_external_metadata', 'Datasource'],
  ['can_read', 'AvailableDomains'],
];

const GAMMA: PermissionPair[] = [
  ...EXPLORE,
  ...readWrite('Dashboard'),
  ['can_drill', 'Dashboard'],
  ...readWrite('Chart'),
  ['can_read', 'Dataset'],
  ['can_read', 'Annotation'],
  ['can_read', 'CssTemplate'],
  ...readWrite('Tag'),
  ['can_read', 'SecurityRestApi'],
  ['can_read', 'Me'],
];

const ALPHA: PermissionPair[] = [
  ...GAMMA,
  ['can_write', 'Dataset'],
  ['can_read', 'Database'],
  ['can_write', 'Annotation'],
  ['can_write', 'CssTemplate'],
  // Alerts and reports are Alpha's, as in Superset (its alpha-only view menus).
  ...readWrite('ReportSchedule'),
  ['can_export', 'Dashboard'],
  ['can_export', 'Chart'],
  ['can_export', 'Dataset'],
  ['all_datasource_access', 'all_datasource_access'],
  ['all_database_access', 'all_database_access'],
];

const SQL_LAB: PermissionPair[] = [
  ['can_sqllab', 'Superset'],
  ['can_sqllab_history', 'Superset'],
  ['menu_access', 'SQL Lab'],
  ['menu_access', 'SQL Editor'],
  ['menu_access', 'Saved Queries'],
  ['menu_access', 'Query Search'],
  ['can_read', 'SQLLab'],
  ['can_execute_sql_query', 'SQLLab'],
  ['can_get_results', 'SQLLab'],
  ['can_estimate_query_cost', 'SQLLab'],
  ['can_format_sql', 'SQLLab'],
  ['can_export_csv', 'SQLLab'],
  ['can_read', 'Query'],
  ['can_activate', 'TabStateView'],
  ['can_get', 'TabStateView'],
  ['can_post', 'TabStateView'],
  ['can_put', 'TabStateView'],
  ['can_delete', 'TabStateView'],
  ['can_migrate_query', 'TabStateView'],
  ['can_delete_query', 'TabStateView'],
  ['can_post', 'TableSchemaView'],
  ['can_expanded', 'TableSchemaView'],
  ['can_delete', 'TableSchemaView'],
  ...readWrite('SavedQuery'),
  ['can_export', 'SavedQuery'],
  ['can_read', 'SqlLabPermalinkRestApi'],
  ['can_write', 'SqlLabPermalinkRestApi'],
  ['can_read', 'Database'],
];

/** Pairs only an administrator holds: managing databases, people and row-level security. */
const ADMIN_ONLY: PermissionPair[] = [
  ['can_write', 'Database'],
  ['can_export', 'Database'],
  ['can_export', 'ImportExportRestApi'],
  ...readWrite('User'),
  ...readWrite('Role'),
  ...readWrite('RowLevelSecurity'),
  ['can_read', 'Log'],
  ['can_write', 'Log'],
  ...readWrite('EmbeddedDashboard'),
  ['can_grant_guest_token', 'SecurityRestApi'],
  ['can_set_embedded', 'Dashboard'],
  ['all_query_access', 'all_query_access'],
];

/**
 * The built-in roles. Admin holds every permission the application knows; Public is empty so
 * anonymous visitors see nothing unless an administrator grants it.
 */
export const BUILT_IN_ROLES: Readonly<Record<string, readonly PermissionPair[]>> = Object.freeze({
  Admin: dedupe([...ALPHA, ...SQL_LAB, ...ADMIN_ONLY]),
  Alpha: dedupe(ALPHA),
  Gamma: dedupe(GAMMA),
  sql_lab: dedupe(SQL_LAB),
  Public: [],
});

export const ADMIN_ROLE = 'Admin';

function dedupe(pairs: PermissionPair[]): PermissionPair[] {
  const seen = new Set<string>();
  return pairs.filter(([p, v]) => {
    const key = `${p}\u0000${v}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** spec §6: any role named admin, whatever its case, is an administrator. */
export function isAdminRoleName(name: string): boolean {
  return name.toLowerCase() === 'admin';
}
