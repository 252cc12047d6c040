import type { DatasourceRef, QueryFormData } from './query-form-data.js';
import type { ChartDataResultType, QueryObject } from './query-object.js';

/** Serialisations a chart-data request can ask for; `arrow` is Tessera's own client format. */
export type ChartDataResultFormat = 'json' | 'csv' | 'xlsx' | 'arrow';

/**
 * The body of `POST /api/v1/chart/data`: one datasource, one or more queries.
 *
 * @example
 * ```ts
 * const context: QueryContext = {
 *   datasource: { id: 3, type: 'table' },
 *   queries: [{ columns: ['gender'], metrics: ['count'] }],
 *   result_type: 'full',
 *   result_format: 'json',
 * };
 * ```
 */
export interface QueryContext {
  datasource: DatasourceRef;
  queries: QueryObject[];
  form_data?: QueryFormData;
  result_type?: ChartDataResultType;
  result_format?: ChartDataResultFormat;
  force?: boolean;
  /** Overrides the dataset's and database's cache timeout for this request, in seconds. */
  custom_cache_timeout?: number | null;
}
