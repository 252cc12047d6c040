import type { AdhocFilter, CurrencyFormat, QueryFormColumn, QueryFormData, QueryFormMetric } from '@core/plugin-api/index.js';

/** Whether the table groups rows (dimensions and metrics) or lists raw records. */
export type TableQueryMode = 'aggregate' | 'raw';

/**
 * The form data of the `table` viz, with Superset's field names. Every field is optional because
 * saved charts and dashboard overrides may carry only part of it; the schema's defaults fill the rest.
 */
export interface TableFormData extends QueryFormData {
  query_mode?: TableQueryMode;
  groupby?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  all_columns?: QueryFormColumn[];
  percent_metrics?: QueryFormMetric[] | null;
  /** Raw-mode ordering: JSON strings of `[column, ascending]`. */
  order_by_cols?: string[];
  series_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  adhoc_filters?: AdhocFilter[];
  granularity_sqla?: string | null;
  time_range?: string;
  time_grain_sqla?: string | null;
  include_time?: boolean;
  row_limit?: number;
  server_pagination?: boolean;
  server_page_length?: number;
  show_totals?: boolean;
  table_timestamp_format?: string;
  number_format?: string;
  /** A currency symbol written with metric values (Superset's `currency_format`). */
  currency_format?: CurrencyFormat | null;
  /** Rows per client-side page; 0 shows every row in one scrolling list. */
  page_length?: number;
  include_search?: boolean;
  show_cell_bars?: boolean;
  align_pn?: boolean;
  color_pn?: boolean;
  allow_rearrange_columns?: boolean;
}
