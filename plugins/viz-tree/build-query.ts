import { buildQueryObject, getColumnLabel, parseDatasourceKey, type QueryContext, type QueryFormColumn, type QueryFormMetric } from '@core/plugin-api/index.js';
import { withTreeDefaults, type TreeFormData } from './form-data.schema.js';

const chosen = <T>(value: T | null | undefined | ''): value is T => value !== null && value !== undefined && value !== '';

/**
 * The query of `tree_chart`: the id, parent and name columns (each once) and the metric when one
 * is chosen, grouped, within the row limit, as Superset's tree asks for them.
 *
 * @example
 * buildTreeQuery({ datasource: '3__table', viz_type: 'tree_chart', id: 'id', parent: 'parent', name: 'name', metric: 'count' });
 * // queries[0]: { columns: ['id', 'parent', 'name'], metrics: ['count'], … }
 */
export function buildTreeQuery(formData: TreeFormData): QueryContext {
  const filled = withTreeDefaults(formData);
  const columns: QueryFormColumn[] = [];
  for (const column of [filled.id, filled.parent, filled.name]) {
    if (chosen(column) && !columns.some((known) => getColumnLabel(known) === getColumnLabel(column))) columns.push(column);
  }
  const metrics: QueryFormMetric[] = chosen(filled.metric) ? [filled.metric] : [];
  const query = { ...buildQueryObject({ ...filled, metric: undefined, metrics, groupby: columns, columns: [] }), orderby: [] };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
