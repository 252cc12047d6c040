import {
  buildQueryObject,
  formDataList,
  getColumnLabel,
  parseDatasourceKey,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormMetric,
  type QueryFormOrderBy,
} from '@core/plugin-api/index.js';
import { withGanttDefaults, type GanttFormData } from './form-data.schema.js';

/** `order_by_cols` entries, JSON `[column, ascending]` pairs; others are skipped. */
export function parseOrderByCols(entries: readonly unknown[]): QueryFormOrderBy[] {
  return entries.flatMap((entry): QueryFormOrderBy[] => {
    if (typeof entry !== 'string') return [];
    try {
      const parsed: unknown = JSON.parse(entry);
      if (Array.isArray(parsed) && parsed.length === 2 && (typeof parsed[0] === 'string' || (typeof parsed[0] === 'object' && parsed[0] !== null))) {
        return [[parsed[0] as QueryFormColumn, parsed[1] !== false]];
      }
    } catch {
      // Not JSON: nothing to order by.
    }
    return [];
  });
}

/**
 * The query of `gantt_chart`, as Superset builds it: the start and end columns, the y-axis, the
 * series and the tooltip columns (each once), with the tooltip metrics computed per distinct
 * combination when there are any, ordered by `order_by_cols`.
 *
 * @example
 * buildGanttQuery({ datasource: '3__table', viz_type: 'gantt_chart', start_time: 'start', end_time: 'end', y_axis: 'task' });
 * // queries[0]: { columns: ['start', 'end', 'task'], metrics: [], … }
 */
export function buildGanttQuery(formData: GanttFormData): QueryContext {
  const filled = withGanttDefaults(formData);
  const chosen = [filled.start_time, filled.end_time, filled.y_axis, filled.series, ...formDataList<QueryFormColumn>(filled.tooltip_values)].filter(
    (column): column is QueryFormColumn => column !== null && column !== undefined && column !== '',
  );
  const seen = new Set<string>();
  const columns = chosen.filter((column) => {
    const label = getColumnLabel(column);
    if (label === undefined || seen.has(label)) return false;
    seen.add(label);
    return true;
  });
  const query = {
    ...buildQueryObject({ ...filled, metrics: formDataList<QueryFormMetric>(filled.tooltip_metrics), metric: undefined, groupby: [], columns: [] }),
    columns,
    orderby: parseOrderByCols(formDataList(filled.order_by_cols)),
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
