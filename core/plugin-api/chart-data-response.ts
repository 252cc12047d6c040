/**
 * The result of one query object, as returned in `result[]` by `/api/v1/chart/data`.
 * Rows are objects keyed by column label (`colnames`).
 */
export interface ChartDataQueryResult {
  colnames: string[];
  /** Superset's generic types: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  coltypes: number[];
  data: Array<Record<string, unknown>>;
  /**
   * An answer read from Arrow: each column's cells by label, in row order (a typed array for a
   * numeric column without nulls). A viz drawing millions of rows reads these instead of `data`,
   * whose row objects are then only made if something reads them.
   */
  columns?: Readonly<Record<string, ArrayLike<unknown>>>;
  rowcount: number;
  query?: string;
  cache_key?: string | null;
  is_cached?: boolean;
  cached_dttm?: string | null;
  status?: 'success' | 'failed' | 'running' | 'stopped' | 'timed_out' | 'scheduled' | 'pending';
  error?: string | null;
  applied_filters?: Array<{ column: string }>;
  rejected_filters?: Array<{ column: string; reason: string }>;
  [field: string]: unknown;
}

/**
 * The body `/api/v1/chart/data` answers with: one result per query object, in order.
 *
 * @example
 * ```ts
 * const response: ChartDataResponse = { result: [{ colnames: ['n'], coltypes: [0], data: [{ n: 1 }], rowcount: 1 }] };
 * ```
 */
export interface ChartDataResponse {
  result: ChartDataQueryResult[];
}
