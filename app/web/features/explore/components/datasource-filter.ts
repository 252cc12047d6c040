import type { ExploreColumn, ExploreDatasource, ExploreMetric } from '@control-schemas/widgets/control-panel-context.js';

/** What the datasource panel lists once its search is applied. */
export interface FilteredDatasource {
  metrics: ExploreMetric[];
  columns: ExploreColumn[];
}

/** A column's display name: its verbose name when it has one. */
export const columnLabel = (column: ExploreColumn) => column.verbose_name?.trim() || column.column_name;

/** A saved metric's display name: its verbose name when it has one. */
export const metricLabel = (metric: ExploreMetric) => metric.verbose_name?.trim() || metric.metric_name;

/** The metrics and columns whose name or verbose name contains `search` (case-insensitive), in dataset order. */
export function filterDatasource(datasource: Pick<ExploreDatasource, 'metrics' | 'columns'>, search: string): FilteredDatasource {
  const needle = search.trim().toLowerCase();
  const matches = (...names: Array<string | null | undefined>) => !needle || names.some((name) => name?.toLowerCase().includes(needle));
  return {
    metrics: datasource.metrics.filter((metric) => matches(metric.metric_name, metric.verbose_name)),
    columns: datasource.columns.filter((column) => matches(column.column_name, column.verbose_name)),
  };
}
