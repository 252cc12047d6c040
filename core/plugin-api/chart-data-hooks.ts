import type { AsyncSeriesHook, SyncWaterfallHook } from 'tapable';
import type { HookUser } from './hook-user.js';
import type { QueryContext } from '../query/model/query-context.js';
import type { DatasourceRef, QueryFormData } from '../query/model/query-form-data.js';
import type { QueryObject } from '../query/model/query-object.js';

/** What the chart-data hooks know about the request being served. */
export interface ChartDataHookContext {
  datasource: DatasourceRef;
  formData?: QueryFormData;
  user?: HookUser;
  /** Engine key of the datasource's database; known server side once the database is resolved. */
  engine?: string;
}

/** What one query object of a request produced, as `afterQuery` reports it. */
export interface ChartDataQueryReport {
  /** `full`, `samples`, `query`, … */
  resultType: string;
  /** Rows of the result, when the query ran (or came from the cache). */
  rowCount?: number;
  isCached?: boolean;
}

/** What a chart-data request produced, for logging and metrics. */
export interface ChartDataRunReport {
  /** The query context as it ran (after `queryContext`). */
  queryContext: QueryContext;
  /** One report per query object, in order. */
  queries: readonly ChartDataQueryReport[];
  durationMs: number;
}

/**
 * Hooks of the chart-data pipeline on the server (`POST /api/v1/chart/data` and every route that
 * runs a query context): query context → each query object → its SQL → execution. Form data is
 * built into a query context in the browser, before this pipeline starts; explore's `formData`
 * hook is the place to change it.
 *
 * @example
 * ```ts
 * hooks.chartData?.queryObject.tap('row-cap', (query) => ({ ...query, row_limit: Math.min(query.row_limit ?? 1e5, 1e5) }));
 * ```
 */
export interface ChartDataHooks {
  /** Transforms the whole query context after validation and authorisation. */
  queryContext: SyncWaterfallHook<[QueryContext, ChartDataHookContext]>;
  /** Transforms each query object before it is compiled to SQL. */
  queryObject: SyncWaterfallHook<[QueryObject, ChartDataHookContext]>;
  /** Transforms each SQL statement compiled from a query object (time comparisons and row counts included). */
  sql: SyncWaterfallHook<[string, ChartDataHookContext]>;
  /** Runs before the queries execute (auditing, quotas); throwing refuses the request (403, with the error's message). */
  beforeQuery: AsyncSeriesHook<[QueryContext, ChartDataHookContext]>;
  /** Runs after every query of the request finished (logging, metrics); a failing tap changes nothing. */
  afterQuery: AsyncSeriesHook<[ChartDataRunReport, ChartDataHookContext]>;
}
