import type { ChartDataHooks } from './chart-data-hooks.js';
import type { DashboardHooks } from './dashboard-hooks.js';
import type { ExploreHooks } from './explore-hooks.js';
import type { SqlLabHooks } from './sqllab-hooks.js';

/**
 * Every hook owner a {@link HookContribution} can tap. Each part is optional because the server
 * and the browser own different pipelines (explore exists only in the browser, for instance):
 * a contribution taps what is present and skips the rest.
 *
 * @example
 * ```ts
 * apply(hooks) {
 *   hooks.sqlLab?.beforeExecute.tapPromise('quota', async (sql, ctx) => checkQuota(ctx.user));
 * }
 * ```
 */
export interface TesseraHooks {
  readonly chartData?: ChartDataHooks;
  readonly explore?: ExploreHooks;
  readonly dashboard?: DashboardHooks;
  readonly sqlLab?: SqlLabHooks;
}
