import type { AnnotationLayer } from './annotation-layer.js';

/** A column reference: a physical column name, or an ad-hoc SQL expression. */
export type QueryFormColumn = string | AdhocColumn;

/** A column defined by a SQL expression in explore (Superset's `AdhocColumn`). */
export interface AdhocColumn {
  expressionType: 'SQL';
  sqlExpression: string;
  label: string;
  /** Set when the column is the x-axis of a time series (`'BASE_AXIS'`) or a series (`'SERIES'`). */
  columnType?: 'BASE_AXIS' | 'SERIES';
  timeGrain?: string;
}

/** A metric reference: a saved metric name, or an ad-hoc metric. */
export type QueryFormMetric = string | AdhocMetric;

/** An aggregate built in explore: `SUM(num)` (SIMPLE) or free SQL (SQL). */
export interface AdhocMetric {
  expressionType: 'SIMPLE' | 'SQL';
  aggregate?: 'AVG' | 'COUNT' | 'COUNT_DISTINCT' | 'MAX' | 'MIN' | 'SUM' | null;
  column?: { column_name: string; type?: string | null } | null;
  sqlExpression?: string | null;
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
}

/** Operators of a simple filter clause, as Superset spells them. */
export type FilterOperator =
  | '=='
  | '!='
  | '>'
  | '<'
  | '>='
  | '<='
  | 'LIKE'
  | 'NOT LIKE'
  | 'ILIKE'
  | 'IS NULL'
  | 'IS NOT NULL'
  | 'IN'
  | 'NOT IN'
  | 'REGEX'
  | 'IS TRUE'
  | 'IS FALSE'
  | 'TEMPORAL_RANGE';

/** One `WHERE` predicate of a query object. */
export interface QueryObjectFilterClause {
  col: QueryFormColumn;
  op: FilterOperator;
  val?: string | number | boolean | null | ReadonlyArray<string | number | boolean | null>;
  grain?: string;
  /** True when the clause came from a dashboard filter (extra form data) rather than the chart. */
  isExtra?: boolean;
}

/** SQL fragments and time settings that do not fit the structured fields. */
export interface QueryObjectExtras {
  where?: string;
  having?: string;
  relative_start?: string;
  relative_end?: string;
  time_grain_sqla?: string;
  instant_time_comparison_range?: string;
}

/** `[column or metric, ascending]`. */
export type QueryFormOrderBy = [QueryFormColumn | QueryFormMetric, boolean];

/** One step of the post-processing pipeline (pivot, rolling, resample, …) run over the result. */
export interface PostProcessingRule {
  operation: string;
  options?: Record<string, unknown>;
}

/** Time filters that were applied, keyed by the form-data field that carried them. */
export type AppliedTimeExtras = Record<string, string>;

/**
 * One query of a {@link QueryContext}, with Superset's field names so the REST payload is
 * interchangeable with Superset's `/api/v1/chart/data`.
 *
 * @example
 * ```ts
 * const query: QueryObject = { columns: ['gender'], metrics: ['count'], row_limit: 100, orderby: [['count', false]] };
 * ```
 */
export interface QueryObject {
  columns?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  filters?: QueryObjectFilterClause[];
  extras?: QueryObjectExtras;
  row_limit?: number | null;
  row_offset?: number;
  orderby?: QueryFormOrderBy[];
  order_desc?: boolean;
  time_range?: string;
  since?: string;
  until?: string;
  granularity?: string;
  post_processing?: Array<PostProcessingRule | undefined>;
  is_timeseries?: boolean;
  series_columns?: QueryFormColumn[];
  series_limit?: number;
  series_limit_metric?: QueryFormMetric | null;
  time_offsets?: string[];
  time_shift?: string;
  annotation_layers?: AnnotationLayer[];
  applied_time_extras?: AppliedTimeExtras;
  url_params?: Record<string, string>;
  custom_params?: Record<string, unknown>;
  custom_form_data?: Record<string, unknown>;
  is_rowcount?: boolean;
  apply_fetch_values_predicate?: boolean;
  result_type?: ChartDataResultType;
}

/** What a chart-data request returns for each query. */
export type ChartDataResultType =
  | 'full'
  | 'samples'
  | 'query'
  | 'results'
  | 'columns'
  | 'post_processed'
  | 'timegrains'
  | 'drill_detail';
