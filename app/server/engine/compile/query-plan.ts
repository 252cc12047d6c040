import type { TimeRange } from '@core/query/time-range/index.js';
import type { AppliedFilter, RejectedFilter } from './compiled-query.js';

/** An expression of the SELECT list with its output name. */
export interface SelectItem {
  sql: string;
  label: string;
}

/** The time filter a time comparison shifts: on which expression, over which range. */
export interface MainTimeFilter {
  sql: string;
  bounds: TimeRange;
  /** Writes a bound comparable with `sql` (epoch numbers for an epoch column); timestamp literals when absent. */
  bound?: (iso: string) => string;
}

/** Top-N series kept by a series limit, computed in a ranked derived table joined back. */
export interface SeriesLimitPlan {
  columns: SelectItem[];
  metricSql: string;
  limit: number;
  descending: boolean;
}

/**
 * A query object resolved against its dataset and engine, before it is written out as SQL: the
 * pieces the main query, its series-limit sub-query, its row count and its time-shifted copies
 * are all rendered from.
 */
export interface QueryPlan {
  from: string;
  columns: SelectItem[];
  metrics: SelectItem[];
  /** Whether the query groups (it has metrics, even none, or orders by one). */
  aggregate: boolean;
  /** Predicates other than the main time filter, already safe to AND together. */
  where: string[];
  mainTime: MainTimeFilter | null;
  having: string[];
  orderBy: { sql: string; ascending: boolean }[];
  limit: number | null;
  offset: number;
  seriesLimit: SeriesLimitPlan | null;
  isRowcount: boolean;
  /** Label of the temporal x-axis (`__timestamp` for legacy time series); null when none. */
  xAxis: string | null;
  appliedFilters: AppliedFilter[];
  rejectedFilters: RejectedFilter[];
}
