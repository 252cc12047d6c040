import type { SqlFragment } from './sql-fragment.js';

/**
 * One extra query of a time comparison: the main query re-run over a shifted time range. The
 * runner executes `sql`, moves the values of `xAxis` (epoch ms) back over the offset
 * (`shiftTimestamp(value, shift, 'revert')`: a year later for `1 year ago`) so they line up with
 * the main rows, then joins on `joinColumns` and appends each of `metrics` as
 * `<metric>__<offset>` (core/query/join-time-offset.ts does the join).
 */
export interface TimeOffsetQuery {
  /** The offset as requested (`1 year ago`, `52 weeks ago`, `inherit`, `2024-01-01`). */
  offset: string;
  sql: string;
  /** Labels of the non-metric result columns, the x-axis first when there is one. */
  joinColumns: string[];
  /** Labels of the metric columns to carry over. */
  metrics: string[];
  /** Label of the temporal join column whose values must be shifted forward; null when none. */
  xAxis: string | null;
  /** The offset in a normalised form `shiftTimestamp` reads (`365 days ago` for `inherit`). */
  shift: string;
  /** The shifted range, ISO local date-times, start inclusive and end exclusive. */
  since: string;
  until: string;
}

/** Columns Superset reports as applied or rejected in a chart-data response. */
export interface AppliedFilter {
  column: string;
}

/** A filter that was not applied, with Superset's reason (`not_in_datasource`, `no_temporal_column`). */
export interface RejectedFilter {
  column: string;
  reason: string;
}

/**
 * A query object compiled for one engine. The result columns come in the order
 * `labels.columns` then `labels.metrics`, so a runner can name them by position even where the
 * engine truncates long aliases (PostgreSQL keeps 63 bytes).
 */
export interface CompiledQuery {
  sql: string;
  labels: { columns: string[]; metrics: string[] };
  appliedFilters: AppliedFilter[];
  rejectedFilters: RejectedFilter[];
  /** Extra queries of a time comparison (`time_offsets`), empty when none. */
  timeOffsets: TimeOffsetQuery[];
  /** The main time range applied (`from_dttm` / `to_dttm` of the response), null ends when open. */
  timeRange: { since: string | null; until: string | null };
  /**
   * The SQL fragments people wrote that `sql` (and the time-offset queries) embed. Not yet
   * checked: run the query only after `checkCompiledFragments` accepted them.
   */
  fragments: readonly SqlFragment[];
}
