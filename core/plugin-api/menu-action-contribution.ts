import type { ContributionToken } from './contribution-token.js';
import type { DatasourceRef, QueryFormData } from '../query/model/query-form-data.js';

/** Every place a menu action can appear. */
export const MENU_ACTION_SCOPES = ['chart', 'dashboard'] as const;

/** Where a menu action appears: a chart's "…" menu or the dashboard's header menu. */
export type MenuActionScope = (typeof MENU_ACTION_SCOPES)[number];

/** A `[permission, view menu]` pair as Superset grants them, e.g. `['can_csv', 'Superset']`. */
export type PermissionPair = readonly [permission: string, viewMenu: string];

/** The chart a chart-scoped action is about. */
export interface ChartMenuInfo {
  /** Absent for a chart that has not been saved yet. */
  id?: number;
  sliceName?: string;
  vizType: string;
  formData: QueryFormData;
  datasource?: DatasourceRef;
}

/** The dashboard a dashboard-scoped action (or a chart on a dashboard) is about. */
export interface DashboardMenuInfo {
  id: number;
  title: string;
  slug?: string | null;
  editMode?: boolean;
}

/** Context handed to a chart-scoped action. */
export interface ChartMenuActionContext {
  scope: 'chart';
  permissions: readonly PermissionPair[];
  chart: ChartMenuInfo;
  /** Present when the chart is shown on a dashboard rather than in explore. */
  dashboard?: DashboardMenuInfo;
}

/** Context handed to a dashboard-scoped action. */
export interface DashboardMenuActionContext {
  scope: 'dashboard';
  permissions: readonly PermissionPair[];
  dashboard: DashboardMenuInfo;
}

/** The context for a given scope (distributes over a union of scopes). */
export type MenuActionContext<S extends MenuActionScope = MenuActionScope> = S extends 'chart'
  ? ChartMenuActionContext
  : DashboardMenuActionContext;

/**
 * An entry in a chart or dashboard menu (download CSV, view query, share …).
 *
 * `isVisible` is pure: it reads the context (permissions, chart, dashboard) and nothing else.
 * Methods (not function properties) on purpose, so a chart-scoped action is still a
 * `MenuActionContribution` when actions of both scopes sit in one list.
 *
 * @example
 * ```ts
 * export const downloadCsv = defineMenuAction({
 *   key: 'download-csv',
 *   label: 'Export to .CSV',
 *   scope: 'chart',
 *   order: 10,
 *   group: 'download',
 *   isVisible: (context) => hasPermission(context, 'can_csv', 'Superset'),
 *   run: async (context) => { await exportChart(context.chart.formData, 'csv'); },
 * });
 * ```
 */
export interface MenuActionContribution<S extends MenuActionScope = MenuActionScope> {
  /** Unique kebab-case key, e.g. `download-csv`. */
  key: string;
  label: string;
  scope: S;
  /** Position within its group; lower comes first. */
  order: number;
  /** Actions of the same group are shown together (e.g. a "Download" submenu). */
  group?: string;
  isVisible(context: MenuActionContext<S>): boolean;
  run(context: MenuActionContext<S>): void | Promise<void>;
}

/** DI token under which plugins bind their {@link MenuActionContribution}s. */
export const MenuActionContribution = Symbol.for('tessera.MenuActionContribution') as ContributionToken<MenuActionContribution>;

/** Declares a menu action; the scope literal types the context. Returns its argument unchanged. */
export function defineMenuAction<S extends MenuActionScope>(contribution: MenuActionContribution<S>): MenuActionContribution<S> {
  return contribution;
}

/** True when the context grants `permission` on `viewMenu`; a convenience for `isVisible`. */
export function hasPermission(context: { permissions: readonly PermissionPair[] }, permission: string, viewMenu: string): boolean {
  return context.permissions.some(([p, v]) => p === permission && v === viewMenu);
}
