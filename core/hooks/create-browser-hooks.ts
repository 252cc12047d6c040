import type { DashboardHooks } from '../plugin-api/dashboard-hooks.js';
import type { ExploreHooks } from '../plugin-api/explore-hooks.js';
import type { HookContribution } from '../plugin-api/hook-contribution.js';
import { applyHookContributions } from './apply-hook-contributions.js';
import { createDashboardHooks } from './create-dashboard-hooks.js';
import { createExploreHooks } from './create-explore-hooks.js';

/** The hook owners of the browser: the explore view and the dashboard. */
export interface BrowserHooks {
  readonly explore: ExploreHooks;
  readonly dashboard: DashboardHooks;
}

/**
 * Creates the browser's hook owners and lets the hook contributions tap them (the chart-data and
 * SQL Lab owners live on the server). Creating a hook compiles nothing; the web app runs them with
 * `walkWaterfall` / `walkAsyncSeries`, so the page's CSP holds with or without contributions.
 *
 * @example
 * ```ts
 * const hooks = createBrowserHooks(getContributions(container, HookContribution));
 * ```
 */
export function createBrowserHooks(contributions: readonly HookContribution[]): BrowserHooks {
  const hooks = Object.freeze({ explore: createExploreHooks(), dashboard: createDashboardHooks() });
  applyHookContributions(contributions, hooks);
  return hooks;
}
