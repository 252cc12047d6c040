import { AsyncSeriesHook, SyncWaterfallHook } from 'tapable';
import type { ChartDataHooks } from '../plugin-api/chart-data-hooks.js';

/**
 * Creates the chart-data pipeline's hooks. The owner (the server's chart-data service) keeps the
 * object and calls the hooks; plugins only tap them.
 *
 * @example
 * ```ts
 * const hooks = createChartDataHooks();
 * const query = hooks.queryObject.call(queryObject, { datasource, engine: 'duckdb' });
 * ```
 */
export function createChartDataHooks(): Readonly<ChartDataHooks> {
  return Object.freeze({
    queryContext: new SyncWaterfallHook(['queryContext', 'context'], 'chartData.queryContext'),
    queryObject: new SyncWaterfallHook(['queryObject', 'context'], 'chartData.queryObject'),
    sql: new SyncWaterfallHook(['sql', 'context'], 'chartData.sql'),
    beforeQuery: new AsyncSeriesHook(['queryContext', 'context'], 'chartData.beforeQuery'),
    afterQuery: new AsyncSeriesHook(['report', 'context'], 'chartData.afterQuery'),
  } satisfies ChartDataHooks);
}
