import {
  buildQueryObject,
  formDataList,
  getColumnLabel,
  getMetricLabel,
  parseDatasourceKey,
  type BuildQueryOptions,
  type PostProcessingRule,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormMetric,
  type QueryFormOrderBy,
  type QueryObject,
} from '@core/plugin-api/index.js';
import type { TableFormData } from './table-form-data.js';
import { readTableOwnState } from './table-own-state.js';

/** Metrics without repeats: the same label twice would be computed twice under one name. */
function uniqueMetrics(metrics: readonly QueryFormMetric[]): QueryFormMetric[] {
  const seen = new Set<string>();
  return metrics.filter((metric) => {
    const label = getMetricLabel(metric);
    if (label === undefined || seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/** Raw-mode ordering: each entry is JSON for `[column, ascending]`; unreadable entries are skipped. */
function parseOrderByCols(entries: readonly unknown[]): QueryFormOrderBy[] {
  return entries.flatMap((entry): QueryFormOrderBy[] => {
    if (typeof entry !== 'string') return [];
    try {
      const parsed: unknown = JSON.parse(entry);
      if (Array.isArray(parsed) && parsed.length === 2 && (typeof parsed[0] === 'string' || typeof parsed[0] === 'object') && parsed[0] !== null) {
        return [[parsed[0] as QueryFormColumn, parsed[1] !== false]];
      }
    } catch {
      // Not JSON: the orderbyJson validator reports it in explore.
    }
    return [];
  });
}

/** Percentage metrics become `%<label>` columns: each value's share of its column total. */
function percentMetricsRule(labels: readonly string[]): PostProcessingRule {
  return { operation: 'contribution', options: { columns: [...labels], rename_columns: labels.map((label) => `%${label}`) } };
}

/**
 * The `table` viz's chart-data request. Aggregate mode groups by the dimensions and computes the
 * metrics (percentage metrics through a `contribution` step), sorted by the sort metric or the
 * first metric; raw mode lists `all_columns` without metrics (so without GROUP BY), ordered by
 * `order_by_cols`. With server pagination the first query fetches one page (page and sort from
 * `ownState`) and a second one, `is_rowcount`, counts every row up to the row limit; with
 * `show_totals` (aggregate mode, with metrics) a last query computes the metrics over all rows.
 *
 * @example
 * buildTableQuery({ datasource: '3__table', viz_type: 'table', groupby: ['state'], metrics: ['count'], server_pagination: true },
 *   { ownState: { currentPage: 2, pageSize: 10 } });
 * // queries: [{ …, row_limit: 10, row_offset: 20 }, { …, is_rowcount: true }]
 */
export function buildTableQuery(formData: TableFormData, options?: BuildQueryOptions): QueryContext {
  const datasource = parseDatasourceKey(formData.datasource);
  const raw = formData.query_mode === 'raw';
  const base = buildQueryObject(formData);
  delete base.series_limit;
  delete base.series_limit_metric;
  delete base.order_desc;

  let query: QueryObject;
  let sortable: Set<string>;
  if (raw) {
    const columns = formDataList<QueryFormColumn>(formData.all_columns);
    // No `metrics` at all: an empty list would make the server GROUP BY the columns.
    const { metrics: _metrics, ...rest } = base;
    query = { ...rest, columns, orderby: parseOrderByCols(formDataList(formData.order_by_cols)) };
    sortable = new Set(columns.map((column) => getColumnLabel(column)).filter((label): label is string => label !== undefined));
  } else {
    const percentMetrics = uniqueMetrics(formDataList<QueryFormMetric>(formData.percent_metrics));
    const metrics = uniqueMetrics([...formDataList<QueryFormMetric>(formData.metrics), ...percentMetrics]);
    const columns = formDataList<QueryFormColumn>(formData.groupby);
    const sortMetric = (formData.series_limit_metric ?? formData['timeseries_limit_metric'] ?? null) as QueryFormMetric | null;
    const orderMetric = sortMetric !== null && sortMetric !== '' ? sortMetric : metrics[0];
    query = {
      ...base,
      columns,
      metrics,
      orderby: orderMetric !== undefined ? [[orderMetric, formData.order_desc === false]] : [],
    };
    if (percentMetrics.length > 0) query.post_processing = [percentMetricsRule(percentMetrics.map((metric) => getMetricLabel(metric)!))];
    if (formData.include_time === true) query.is_timeseries = true;
    sortable = new Set(
      [...columns.map((column) => getColumnLabel(column)), ...metrics.map((metric) => getMetricLabel(metric))].filter((label): label is string => label !== undefined),
    );
    if (query.is_timeseries) sortable.add('__timestamp');
  }

  const queries: QueryObject[] = [query];
  const rowLimit = typeof formData.row_limit === 'number' && formData.row_limit > 0 ? formData.row_limit : 0;
  if (formData.server_pagination === true) {
    const ownState = readTableOwnState(options?.ownState);
    const pageSize = ownState.pageSize ?? (typeof formData.server_page_length === 'number' && formData.server_page_length > 0 ? formData.server_page_length : 10);
    // A page past the row limit shows the last page within it.
    const lastPage = rowLimit > 0 ? Math.floor((rowLimit - 1) / pageSize) : Number.POSITIVE_INFINITY;
    const currentPage = Math.min(ownState.currentPage ?? 0, lastPage);
    const offset = currentPage * pageSize;
    const sortBy = (ownState.sortBy ?? []).filter((sort) => sortable.has(sort.id));
    if (sortBy.length > 0) query.orderby = sortBy.map((sort): QueryFormOrderBy => [sort.id, !sort.desc]);
    query.row_offset = offset;
    query.row_limit = rowLimit > 0 ? Math.min(pageSize, rowLimit - offset) : pageSize;
    // The count runs the same query without paging, so it stops at the row limit too.
    queries.push({ ...query, is_rowcount: true, row_limit: rowLimit, row_offset: 0, orderby: [], post_processing: [] });
  }
  if (!raw && formData.show_totals === true && (query.metrics?.length ?? 0) > 0) {
    queries.push({ ...query, columns: [], is_timeseries: false, row_limit: 0, row_offset: 0, orderby: [], post_processing: [] });
  }
  return { datasource, queries, form_data: formData, result_format: 'json', result_type: 'full' };
}
