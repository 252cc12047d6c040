import {
  buildQueryObject,
  formDataList,
  parseDatasourceKey,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormMetric,
  type QueryFormOrderBy,
} from '@core/plugin-api/index.js';
import { withSankeyDefaults, type SankeyFormData } from './form-data.schema.js';

const isChosen = (column: QueryFormColumn | null | undefined): column is QueryFormColumn => column !== null && column !== undefined && column !== '';

/** The stage columns of a sankey, in flow order: source, intermediate levels, target (unset ones left out). */
export function sankeyStageColumns(formData: SankeyFormData): QueryFormColumn[] {
  return [formData.source, ...formDataList<QueryFormColumn>(formData.intermediate_levels), formData.target].filter(isChosen);
}

/**
 * The query of `sankey_v2`: the metric per combination of the stage columns. With a row limit the
 * rows are ordered, by the metric (largest first) when `sort_by_metric` is on, then by each
 * stage column, so the limit keeps the same flows every time.
 *
 * @example
 * buildSankeyQuery({ datasource: '3__table', viz_type: 'sankey_v2', source: 'gender', target: 'state', metric: 'count', sort_by_metric: true });
 * // queries[0]: { columns: ['gender', 'state'], metrics: ['count'], orderby: [['count', false], ['gender', true], ['state', true]], … }
 */
export function buildSankeyQuery(formData: SankeyFormData): QueryContext {
  const filled = withSankeyDefaults(formData);
  const metric: QueryFormMetric | null = filled.metric === '' ? null : filled.metric;
  const columns = sankeyStageColumns(filled);
  const base = buildQueryObject({ ...filled, metric: undefined, metrics: metric ? [metric] : [], groupby: columns, columns: [] });
  const limited = typeof filled.row_limit === 'number' && filled.row_limit !== 0;
  const orderby: QueryFormOrderBy[] = limited
    ? [...(metric && filled.sort_by_metric ? [[metric, false] as QueryFormOrderBy] : []), ...columns.map((column): QueryFormOrderBy => [column, true])]
    : [];
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [{ ...base, orderby }],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
