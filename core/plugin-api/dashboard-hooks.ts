import type { AsyncSeriesHook, SyncWaterfallHook } from 'tapable';
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

/** What the dashboard hooks know about the dashboard at hand (in the browser). */
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
 * Hooks of the dashboard view, in the browser.
 *
 * @example
 * ```ts
 * hooks.dashboard?.afterSave.tapPromise('audit-log', async (saved, ctx) => audit('dashboard.save', saved.id, ctx.user));
 * ```
 */
export interface DashboardHooks {
  /** Transforms the layout when a dashboard page opens (before it is drawn or edited). */
  layout: SyncWaterfallHook<[DashboardLayout, DashboardHookContext]>;
  /** Runs after the page saved a dashboard's layout; a failing tap changes nothing the user sees. */
  afterSave: AsyncSeriesHook<[SavedDashboard, DashboardHookContext]>;
}
