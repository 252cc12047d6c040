import type { QueryContext, QueryObject, QueryObjectFilterClause } from '@core/plugin-api/index.js';

/** Rows per page of the drill-to-detail grid (Superset's page size). */
export const DRILL_DETAIL_PAGE_SIZE = 50;

/** Which page of a drill-to-detail listing to ask for. */
export interface DrillDetailPageRequest {
  /** Filters of the clicked mark (and any the user kept), added to the chart's own. */
  extraFilters: readonly QueryObjectFilterClause[];
  /** 0-based page number. */
  pageIndex: number;
  pageSize?: number;
}

/**
 * The `POST /api/v1/chart/data` body that lists the raw rows behind a chart: the chart's first
 * query reduced to what selects rows (its filters, custom WHERE, time range and time column) plus
 * `extraFilters`, one page of `pageSize` rows from `pageIndex × pageSize`, as `result_type:
 * 'drill_detail'`. Metrics, grouping, ordering and post-processing are left out: the server reads
 * every column of the dataset without aggregating.
 *
 * @example
 * ```ts
 * buildDrillDetailQueryContext(chart.queryContext, { extraFilters: [{ col: 'gender', op: '==', val: 'girl' }], pageIndex: 2 });
 * // → queries: [{ filters: [...chart filters, gender == girl], row_limit: 50, row_offset: 100 }], result_type: 'drill_detail'
 * ```
 */
export function buildDrillDetailQueryContext(chartContext: QueryContext, { extraFilters, pageIndex, pageSize = DRILL_DETAIL_PAGE_SIZE }: DrillDetailPageRequest): QueryContext {
  const chartQuery = chartContext.queries[0];
  if (!chartQuery) throw new Error('This chart has no query to drill into.');
  if (!Number.isInteger(pageIndex) || pageIndex < 0) throw new RangeError(`A drill-to-detail page number is a whole number from 0, not ${pageIndex}.`);
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`A drill-to-detail page holds at least one row, not ${pageSize}.`);
  const query: QueryObject = {
    filters: [...(chartQuery.filters ?? []), ...extraFilters],
    row_limit: pageSize,
    row_offset: pageIndex * pageSize,
  };
  if (chartQuery.extras?.where) query.extras = { where: chartQuery.extras.where };
  if (chartQuery.time_range !== undefined) query.time_range = chartQuery.time_range;
  if (chartQuery.granularity !== undefined) query.granularity = chartQuery.granularity;
  if (chartQuery.applied_time_extras !== undefined) query.applied_time_extras = chartQuery.applied_time_extras;
  if (chartQuery.url_params !== undefined) query.url_params = chartQuery.url_params;
  return {
    datasource: chartContext.datasource,
    ...(chartContext.form_data ? { form_data: chartContext.form_data } : {}),
    queries: [query],
    result_type: 'drill_detail',
    result_format: 'json',
    force: false,
  };
}
