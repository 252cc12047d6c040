import { buildQueryObject, parseDatasourceKey, type QueryContext, type QueryFormMetric, type QueryFormOrderBy } from '@core/plugin-api/index.js';
import { withTreemapDefaults, type TreemapFormData } from './form-data.schema.js';

/**
 * The query of `treemap_v2`: the metric per combination of the hierarchy's columns. With
 * `sort_by_metric` the largest rows come first (the row limit keeps those), then the columns in
 * order, as Superset sorts it; without, the rows are ordered by the columns.
 *
 * @example
 * buildTreemapQuery({ datasource: '3__table', viz_type: 'treemap_v2', groupby: ['state', 'gender'], metric: 'count' });
 * // queries[0]: { columns: ['state', 'gender'], metrics: ['count'], orderby: [['count', false], ['state', true], ['gender', true]], … }
 */
export function buildTreemapQuery(formData: TreemapFormData): QueryContext {
  const filled = withTreemapDefaults(formData);
  const metric: QueryFormMetric | null = filled.metric === '' ? null : filled.metric;
  const groupby = filled.groupby ?? [];
  const orderby: QueryFormOrderBy[] = [];
  if (filled.sort_by_metric && metric) orderby.push([metric, false]);
  for (const column of groupby) orderby.push([column, true]);
  const limited = filled.row_limit !== undefined && filled.row_limit !== null && filled.row_limit !== 0;
  const query = {
    ...buildQueryObject({ ...filled, metric: undefined, metrics: metric ? [metric] : [], columns: [] }),
    orderby: limited ? orderby : [],
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
