import { buildQueryObject, getColumnLabel, parseDatasourceKey, type QueryContext, type QueryFormColumn, type QueryFormMetric } from '@core/plugin-api/index.js';
import { withGraphDefaults, type GraphFormData } from './form-data.schema.js';

const isChosen = (column: QueryFormColumn | null | undefined): column is QueryFormColumn => column !== null && column !== undefined && column !== '';

/** The grouping columns of a graph: source, target and their categories, each once. */
export function graphColumns(formData: GraphFormData): QueryFormColumn[] {
  const seen = new Set<string>();
  return [formData.source, formData.target, formData.source_category, formData.target_category].filter((column): column is QueryFormColumn => {
    if (!isChosen(column)) return false;
    const label = getColumnLabel(column) ?? '';
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/**
 * The query of `graph_chart`, as Superset builds it: the metric per combination of source,
 * target and the categories chosen.
 *
 * @example
 * buildGraphQuery({ datasource: '3__table', viz_type: 'graph_chart', source: 'gender', target: 'state', metric: 'count' });
 * // queries[0]: { columns: ['gender', 'state'], metrics: ['count'], … }
 */
export function buildGraphQuery(formData: GraphFormData): QueryContext {
  const filled = withGraphDefaults(formData);
  const metric: QueryFormMetric | null = filled.metric === '' ? null : filled.metric;
  const base = buildQueryObject({ ...filled, metric: undefined, metrics: metric ? [metric] : [], groupby: graphColumns(filled), columns: [] });
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [{ ...base, orderby: [] }],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
