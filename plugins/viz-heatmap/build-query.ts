import {
  buildQueryObject,
  getColumnLabel,
  getMetricLabel,
  parseDatasourceKey,
  xAxisColumn,
  type PostProcessingRule,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormOrderBy,
} from '@core/plugin-api/index.js';
import { withHeatmapDefaults, type HeatmapFormData } from './form-data.schema.js';
import { yAxisColumnOf } from './y-axis-column.js';

/**
 * The query of `heatmap_v2`, as Superset builds it: the metric per (x, y) pair, the x-axis
 * truncated to the time grain; rows ordered by the axes when they are sorted by their values (a
 * sort by the metric's totals happens in `transformProps`, so the row limit is not biased by single
 * cells); then the server's `rank` operation adds each cell's percentile rank within the
 * normalised range (the column, the row or the whole heatmap) for `normalized` colours.
 *
 * @example
 * buildHeatmapQuery({ datasource: '3__table', viz_type: 'heatmap_v2', x_axis: 'state', groupby: 'gender', metric: 'count' });
 * // queries[0]: { columns: [{ …, label: 'state', columnType: 'BASE_AXIS' }, 'gender'], metrics: ['count'],
 * //               post_processing: [{ operation: 'rank', options: { metric: 'count' } }], … }
 */
export function buildHeatmapQuery(formData: HeatmapFormData): QueryContext {
  const filled = withHeatmapDefaults(formData);
  const metric = filled.metric === '' ? null : filled.metric;
  const metricLabel = getMetricLabel(metric);
  const xColumn = xAxisColumn(filled);
  const yColumn = yAxisColumnOf(filled.groupby);
  const columns: QueryFormColumn[] = [...(xColumn ? [xColumn] : []), ...(yColumn ? [yColumn] : [])];

  const orderby: QueryFormOrderBy[] = [];
  if (xColumn && !filled.sort_x_axis.startsWith('value')) orderby.push([xColumn, filled.sort_x_axis.endsWith('asc')]);
  if (yColumn && !filled.sort_y_axis.startsWith('value')) orderby.push([yColumn, filled.sort_y_axis.endsWith('asc')]);

  const groupBy =
    filled.normalize_across === 'x' ? getColumnLabel(filled.x_axis) : filled.normalize_across === 'y' ? getColumnLabel(yColumn) : undefined;
  const postProcessing: PostProcessingRule[] = metricLabel
    ? [{ operation: 'rank', options: { metric: metricLabel, ...(groupBy ? { group_by: groupBy } : {}) } }]
    : [];

  const query = {
    ...buildQueryObject({ ...filled, metric: undefined, metrics: metric ? [metric] : [], groupby: [], columns: [] }),
    columns,
    orderby,
    post_processing: postProcessing,
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
