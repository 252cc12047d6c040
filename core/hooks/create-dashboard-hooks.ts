import { AsyncSeriesHook, SyncWaterfallHook } from 'tapable';
import type { DashboardHooks } from '../plugin-api/dashboard-hooks.js';

/**
 * Creates the dashboard's hooks.
 *
 * @example
 * ```ts
 * const hooks = createDashboardHooks();
 * const layout = hooks.layout.call(savedLayout, { dashboardId: 7 });
 * ```
 */
export function createDashboardHooks(): Readonly<DashboardHooks> {
  return Object.freeze({
    layout: new SyncWaterfallHook(['layout', 'context'], 'dashboard.layout'),
    afterSave: new AsyncSeriesHook(['dashboard', 'context'], 'dashboard.afterSave'),
  } satisfies DashboardHooks);
}
