import { buildQueryObject } from '@core/query/build-query-object.js';
import type { QueryContext, QueryFormData } from '@core/plugin-api/index.js';

/** The parts of a saved chart its data is asked from. */
export interface SavedChartQuery {
  id: number;
  datasource_id: number | null;
  datasource_type: string | null;
  params: string | null;
  query_context: string | null;
}

function parseObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The query context a report asks a chart's data with, as Superset's report does (the chart's
 * saved `query_context`, result type `post_processed` so the data is what the chart shows, e.g. a
 * pivot table's pivot). A chart saved without one (examples, old charts) gets the query its form
 * data describes (`buildQueryObject`, the common start of every viz's `buildQuery`). The chart's
 * own row limit stays; `force` skips the results cache. Null when the chart has no dataset.
 */
export function chartQueryContext(chart: SavedChartQuery, options: { force?: boolean } = {}): QueryContext | null {
  if (chart.datasource_id === null || (chart.datasource_type !== 'table' && chart.datasource_type !== 'dataset')) return null;
  const params = parseObject(chart.params) ?? {};
  const vizType = typeof params['viz_type'] === 'string' ? params['viz_type'] : 'table';
  const formData: QueryFormData = { ...params, viz_type: vizType, datasource: `${chart.datasource_id}__table`, slice_id: chart.id };
  const saved = parseObject(chart.query_context);
  const savedQueries = saved && Array.isArray(saved['queries']) && saved['queries'].length > 0 ? (saved['queries'] as QueryContext['queries']) : null;
  const savedFormData = saved && saved['form_data'] && typeof saved['form_data'] === 'object' ? (saved['form_data'] as QueryFormData) : null;
  return {
    datasource: { id: chart.datasource_id, type: 'table' },
    queries: savedQueries ?? [buildQueryObject(formData)],
    form_data: savedFormData ? { ...savedFormData, slice_id: chart.id } : formData,
    result_type: 'post_processed',
    result_format: 'json',
    force: options.force ?? false,
  };
}
