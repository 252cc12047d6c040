import type { AsyncSeriesHook, SyncWaterfallHook } from 'tapable';
import type { DataMask } from './data-mask.js';
import type { HookUser } from './hook-user.js';

/** One node of a dashboard layout (Superset's `position_json` entry). */
export interface DashboardLayoutComponent {
  id: string;
  /** e.g. `ROOT`, `GRID`, `TABS`, `TAB`, `ROW`, `COLUMN`, `CHART`, `MARKDOWN`, `HEADER`, `DIVIDER`. */
  type: string;
  children: string[];
  parents?: string[];
  meta?: Record<string, unknown>;
}

/** A dashboard layout: components by id. */
export type DashboardLayout = Record<string, DashboardLayoutComponent>;

/** Data masks of a dashboard's native filters and cross-filters, by filter or chart id. */
export type DataMaskMap = Record<string, DataMask>;

/** What the dashboard hooks know about the dashboard at hand. */
export interface DashboardHookContext {
  dashboardId?: number;
  user?: HookUser;
  editMode?: boolean;
}

/** A dashboard as it was just saved. */
export interface SavedDashboard {
  id: number;
  title: string;
  layout: DashboardLayout;
}

/**
 * Hooks of the dashboard view.
 *
 * @example
 * ```ts
 * hooks.dashboard?.afterSave.tapPromise('audit-log', async (saved, ctx) => audit('dashboard.save', saved.id, ctx.user));
 * ```
 */
export interface DashboardHooks {
  /** Transforms the layout when a dashboard is loaded. */
  layout: SyncWaterfallHook<[DashboardLayout, DashboardHookContext]>;
  /** Transforms the data masks before they are applied to charts. */
  dataMask: SyncWaterfallHook<[DataMaskMap, DashboardHookContext]>;
  /** Runs after a dashboard was saved. */
  afterSave: AsyncSeriesHook<[SavedDashboard, DashboardHookContext]>;
}
