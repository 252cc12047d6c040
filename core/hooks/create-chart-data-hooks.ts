import { AsyncSeriesHook, SyncWaterfallHook } from 'tapable';
import type { ChartDataHooks } from '../plugin-api/chart-data-hooks.js';

/**
 * Creates the chart-data pipeline's hooks. The owner (server route or web chart client) keeps the
 * object and calls the hooks; plugins only tap them.
 *
 * @example
 * ```ts
 * const hooks = createChartDataHooks();
 * const formData = hooks.formData.call(rawFormData);
 * ```
 */
export function createChartDataHooks(): Readonly<ChartDataHooks> {
  return Object.freeze({
    formData: new SyncWaterfallHook(['formData'], 'chartData.formData'),
    queryContext: new SyncWaterfallHook(['queryContext', 'context'], 'chartData.queryContext'),
    queryObject: new SyncWaterfallHook(['queryObject', 'context'], 'chartData.queryObject'),
    sql: new SyncWaterfallHook(['sql', 'context'], 'chartData.sql'),
    beforeQuery: new AsyncSeriesHook(['queryContext', 'context'], 'chartData.beforeQuery'),
    afterQuery: new AsyncSeriesHook(['response', 'context'], 'chartData.afterQuery'),
  } satisfies ChartDataHooks);
}
