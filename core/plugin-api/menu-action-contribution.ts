import type { ContributionToken } from './contribution-token.js';
import type { MenuActionHost } from './menu-action-host.js';
import type { VizBehavior } from './viz-contribution.js';
import type { DatasourceRef, QueryFormData } from '../query/model/query-form-data.js';

/** Every menu a menu action can appear in. */
export const MENU_PLACEMENTS = ['dashboard-chart', 'explore', 'dashboard-header'] as const;

/** A menu: a chart's "…" menu on a dashboard, explore's menu, or the dashboard header's menu. */
export type MenuPlacement = (typeof MENU_PLACEMENTS)[number];

/** A `[permission, view menu]` pair as Superset grants them, e.g. `['can_csv', 'Superset']`. */
export type PermissionPair = readonly [permission: string, viewMenu: string];

/** The chart an action in a chart menu (dashboard chart or explore) is about. */
export interface ChartMenuInfo {
  /** Absent for a chart that has not been saved yet. */
  id?: number;
  sliceName?: string;
  vizType: string;
  formData: QueryFormData;
  datasource?: DatasourceRef;
  /** What the chart's viz type can do (drill to detail, drill by …). */
  behaviors: readonly VizBehavior[];
  /** The chart can run a query now; actions that query are shown disabled otherwise. */
  canRun: boolean;
  /** The signed-in user is one of the chart's owners (with can_write on Chart, they may edit it). */
  ownedByUser?: boolean;
  /** The chart has a description, and whether it is shown now. */
  hasDescription?: boolean;
  descriptionShown?: boolean;
}

/** The dashboard an action in the header menu (or a chart on a dashboard) is about. */
export interface DashboardMenuInfo {
  id: number;
  title: string;
  slug?: string | null;
  editMode?: boolean;
  fullscreen?: boolean;
  /** The user may edit this dashboard (Superset's `dash_edit_perm`: an owner with can_write, or an admin). */
  canEdit?: boolean;
}

/** Server switches that decide whether some actions exist at all. */
export interface MenuActionConfig {
  /** `ALLOW_FULL_CSV_EXPORT`: exports without the chart's row limit (up to `SQL_MAX_ROW`). */
  allowFullCsvExport: boolean;
  /** The server's feature flags that are on or off (`EMBEDDED_SUPERSET` …); a flag not listed is off. */
  featureFlags?: Readonly<Record<string, boolean>>;
}

/** What an action's predicates read: where the menu is, who the user is, what is shown. */
export interface MenuActionContext {
  placement: MenuPlacement;
  permissions: readonly PermissionPair[];
  /** Administrators hold every permission, listed or not. */
  isAdmin: boolean;
  config: MenuActionConfig;
  /** Present in the dashboard-chart and explore menus. */
  chart?: ChartMenuInfo;
  /** Present in the dashboard-header and dashboard-chart menus. */
  dashboard?: DashboardMenuInfo;
}

/** What an action does when chosen; loaded on first use. */
export type MenuActionRun = (context: MenuActionContext, host: MenuActionHost) => void | Promise<void>;

/**
 * An entry in a chart, explore or dashboard menu (download CSV, view query, share …): pure data
 * and predicates, with the code that runs loaded lazily, as viz components are.
 *
 * `isAvailable` and `isEnabled` are pure: they read the context and nothing else. An unavailable
 * action is not shown; an available but not enabled one is shown greyed out. The host (app/web)
 * is reached only through the {@link MenuActionHost} handed to `run`.
 *
 * @example
 * ```ts
 * export const exportCsv = defineMenuAction({
 *   key: 'export-csv',
 *   label: 'Export to .CSV',
 *   placements: ['dashboard-chart', 'explore'],
 *   group: 'Download',
 *   order: 10,
 *   isAvailable: (context) => hasPermission(context, 'can_csv', 'Superset'),
 *   isEnabled: (context) => context.chart?.canRun === true,
 *   loadRun: () => import('./export-run.js').then((module) => module.exportCsv),
 * });
 *
 * // In the "Share" section, inside a "Share" submenu that opens beside the menu.
 * export const copyPermalink = defineMenuAction({
 *   key: 'copy-permalink',
 *   label: 'Copy permalink to clipboard',
 *   placements: ['dashboard-chart', 'explore', 'dashboard-header'],
 *   group: 'Share',
 *   submenu: 'Share',
 *   order: 10,
 *   isAvailable: (context) => hasPermission(context, 'can_share_chart', 'Superset'),
 *   loadRun: () => import('./share-runs.js').then((module) => module.copyPermalink),
 * });
 * ```
 */
export interface MenuActionContribution {
  /** Unique kebab-case key, e.g. `export-csv`. */
  key: string;
  label: string;
  /** A label that depends on state ("Hide chart description"); `label` otherwise. */
  labelFor?(context: MenuActionContext): string;
  placements: readonly MenuPlacement[];
  /** Position within its group; lower comes first. */
  order: number;
  /** The title of the section the action is shown in ("Download", "Share"); none: the top section. */
  group?: string;
  /**
   * The title of a nested menu, inside the action's group, that holds the action ("Share").
   * Actions of one group with the same `submenu` share one nested menu, drawn where the first of
   * them (by `order`) would stand; none: the action stands in its group's section itself.
   */
  submenu?: string;
  isAvailable(context: MenuActionContext): boolean;
  isEnabled?(context: MenuActionContext): boolean;
  loadRun(): Promise<MenuActionRun>;
}

/** DI token under which plugins bind their {@link MenuActionContribution}s. */
export const MenuActionContribution = Symbol.for('tessera.MenuActionContribution') as ContributionToken<MenuActionContribution>;

/** Declares a menu action with full type checking; returns its argument unchanged. */
export function defineMenuAction(contribution: MenuActionContribution): MenuActionContribution {
  return contribution;
}

/** True when the context grants `permission` on `viewMenu` (always, for an admin); for predicates. */
export function hasPermission(context: Pick<MenuActionContext, 'permissions'> & { isAdmin?: boolean }, permission: string, viewMenu: string): boolean {
  return context.isAdmin === true || context.permissions.some(([p, v]) => p === permission && v === viewMenu);
}

/** The groups (menu sections) the bundled actions use; a group is matched by its exact title. */
export const MENU_ACTION_GROUPS = { download: 'Download', share: 'Share' } as const;

/**
 * Keys, groups and orders kept for actions whose plugins come later, so the menus place them
 * where users expect; until a plugin contributes one, nothing is shown. Both stand in the Share
 * section, after its "Share" submenu (copy link, email: orders 10 and 20), as in Superset.
 */
export const MENU_ACTION_SLOTS = {
  manageEmailReports: { key: 'manage-email-reports', group: MENU_ACTION_GROUPS.share, order: 90, placements: ['dashboard-header', 'dashboard-chart', 'explore'] },
  embedDashboard: { key: 'embed-dashboard', group: MENU_ACTION_GROUPS.share, order: 95, placements: ['dashboard-header'] },
} as const satisfies Record<string, Pick<MenuActionContribution, 'key' | 'group' | 'order' | 'placements'>>;
