import {
  buildQueryObject,
  formDataList,
  parseDatasourceKey,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormMetric,
  type QueryFormOrderBy,
} from '@core/plugin-api/index.js';
import { withChordDefaults, type ChordFormData } from './form-data.schema.js';

/** The source and target columns of a chord: the first of `groupby` and of `columns`. */
export function chordColumns(formData: ChordFormData): { source: QueryFormColumn | undefined; target: QueryFormColumn | undefined } {
  return { source: formDataList<QueryFormColumn>(formData.groupby)[0], target: formDataList<QueryFormColumn>(formData.columns)[0] };
}

/**
 * The query of `chord`, as Superset's legacy chord asks it: the metric per source and target
 * value, ordered by the metric (largest first) when `sort_by_metric` is on.
 *
 * @example
 * buildChordQuery({ datasource: '3__table', viz_type: 'chord', groupby: ['gender'], columns: ['state'], metric: 'count' });
 * // queries[0]: { columns: ['gender', 'state'], metrics: ['count'], orderby: [], … }
 */
export function buildChordQuery(formData: ChordFormData): QueryContext {
  const filled = withChordDefaults(formData);
  const metric: QueryFormMetric | null = filled.metric === '' ? null : filled.metric;
  const { source, target } = chordColumns(filled);
  const columns = [source, target].filter((column): column is QueryFormColumn => column !== undefined && column !== null && column !== '');
  const base = buildQueryObject({ ...filled, metric: undefined, metrics: metric ? [metric] : [], groupby: columns, columns: [] });
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [{ ...base, orderby: metric && filled.sort_by_metric ? [[metric, false] as QueryFormOrderBy] : [] }],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
