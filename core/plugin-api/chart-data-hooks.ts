import type { AsyncSeriesHook, SyncWaterfallHook } from 'tapable';
import type { ChartDataResponse } from './chart-data-response.js';
import type { HookUser } from './hook-user.js';
import type { QueryContext } from './query-context.js';
import type { DatasourceRef, QueryFormData } from './query-form-data.js';
import type { QueryObject } from './query-object.js';

/** What the chart-data hooks know about the request being served. */
export interface ChartDataHookContext {
  datasource: DatasourceRef;
  formData?: QueryFormData;
  user?: HookUser;
  /** Engine key of the datasource's database; known server side once the database is resolved. */
  engine?: string;
}

/**
 * Hooks of the chart-data pipeline (form data → query context → SQL → result). Exists on the
 * server (the full pipeline) and in the browser (form data and query context, built client side).
 *
 * @example
 * ```ts
 * hooks.chartData?.queryObject.tap('row-cap', (query) => ({ ...query, row_limit: Math.min(query.row_limit ?? 1e5, 1e5) }));
 * ```
 */
export interface ChartDataHooks {
  /** Transforms form data before `buildQuery` runs. */
  formData: SyncWaterfallHook<[QueryFormData]>;
  /** Transforms the whole query context after validation and authorisation. */
  queryContext: SyncWaterfallHook<[QueryContext, ChartDataHookContext]>;
  /** Transforms each query object before it is compiled to SQL. */
  queryObject: SyncWaterfallHook<[QueryObject, ChartDataHookContext]>;
  /** Transforms the compiled SQL of each query object (server only). */
  sql: SyncWaterfallHook<[string, ChartDataHookContext]>;
  /** Runs before the queries execute (auditing, quotas); throwing rejects the request. */
  beforeQuery: AsyncSeriesHook<[QueryContext, ChartDataHookContext]>;
  /** Runs after the result is ready (logging, metrics). */
  afterQuery: AsyncSeriesHook<[ChartDataResponse, ChartDataHookContext]>;
}
