import type { ChartDataResponse, QueryContext } from '@core/plugin-api/index.js';
import { stableJson } from '@core/query/stable-json.js';

/** Sends one chart-data request; the cache calls it at most once per distinct query at a time. */
export type ChartDataRequester = (queryContext: QueryContext) => Promise<ChartDataResponse>;

/**
 * The identity of a query context's answer: the JSON of everything the server computes the data
 * from (datasource, queries, result type and format). `form_data` and `force` are left out: the
 * first only names the chart asking, the second only decides whether the server's cache is used,
 * so two charts asking the same question share one request.
 */
export function chartDataCacheKey(queryContext: QueryContext): string {
  const { datasource, queries, result_type: resultType = 'full', result_format: resultFormat = 'json', custom_cache_timeout: timeout } = queryContext;
  return stableJson({ datasource, queries, resultType, resultFormat, timeout: timeout ?? null });
}

/** Options of {@link ChartDataCache}. */
export interface ChartDataCacheOptions {
  request: ChartDataRequester;
  /** Answers kept; the least recently used go first beyond it. */
  maxEntries?: number;
}

/**
 * The dashboard's chart-data requests: identical query contexts are sent once (later askers join
 * the request in flight) and answers are kept for the page's life, so a chart that mounts again
 * (a tab shown again, edit mode left) draws at once. A forced load skips the kept answer and asks
 * the server to skip its cache too; forced loads of the same query share one request. Failures
 * are not kept.
 *
 * @example
 * ```ts
 * const cache = new ChartDataCache({ request: (context) => postDashboardChartData(context, { dashboardId: 1 }) });
 * const response = await cache.load(queryContext);
 * ```
 */
export class ChartDataCache {
  private readonly request: ChartDataRequester;
  private readonly maxEntries: number;
  private readonly answers = new Map<string, ChartDataResponse>();
  private readonly inFlight = new Map<string, Promise<ChartDataResponse>>();

  constructor(options: ChartDataCacheOptions) {
    this.request = options.request;
    this.maxEntries = Math.max(1, options.maxEntries ?? 200);
  }

  /** The kept answer of a query context, if any. */
  peek(queryContext: QueryContext): ChartDataResponse | undefined {
    return this.answers.get(chartDataCacheKey(queryContext));
  }

  /** The answer of a query context: kept, joined in flight, or requested now. */
  load(queryContext: QueryContext, options: { force?: boolean } = {}): Promise<ChartDataResponse> {
    const key = chartDataCacheKey(queryContext);
    const force = options.force ?? Boolean(queryContext.force);
    if (!force) {
      const kept = this.answers.get(key);
      if (kept) {
        // Refresh its place in the least-recently-used order.
        this.answers.delete(key);
        this.answers.set(key, kept);
        return Promise.resolve(kept);
      }
      const pending = this.inFlight.get(`plain:${key}`) ?? this.inFlight.get(`force:${key}`);
      if (pending) return pending;
    } else {
      const pending = this.inFlight.get(`force:${key}`);
      if (pending) return pending;
    }
    const flightKey = `${force ? 'force' : 'plain'}:${key}`;
    const promise = this.request({ ...queryContext, force }).then(
      (response) => {
        this.inFlight.delete(flightKey);
        this.keep(key, response);
        return response;
      },
      (error: unknown) => {
        this.inFlight.delete(flightKey);
        throw error;
      },
    );
    this.inFlight.set(flightKey, promise);
    return promise;
  }

  /** Forgets every kept answer (requests in flight still finish). */
  clear(): void {
    this.answers.clear();
  }

  private keep(key: string, response: ChartDataResponse): void {
    this.answers.delete(key);
    this.answers.set(key, response);
    while (this.answers.size > this.maxEntries) {
      const oldest = this.answers.keys().next().value;
      if (oldest === undefined) break;
      this.answers.delete(oldest);
    }
  }
}
