import { buildQueryObject, parseDatasourceKey, type QueryContext, type QueryFormMetric, type QueryFormOrderBy } from '@core/plugin-api/index.js';
import { withWordCloudDefaults, type WordCloudFormData } from './form-data.schema.js';

/**
 * The query of `word_cloud`: the metric per value of the series column, largest first with
 * `sort_by_metric` (so the row limit keeps the largest words).
 *
 * @example
 * buildWordCloudQuery({ datasource: '3__table', viz_type: 'word_cloud', series: 'name', metric: 'count' });
 * // queries[0]: { columns: ['name'], metrics: ['count'], orderby: [['count', false]], row_limit: 100, … }
 */
export function buildWordCloudQuery(formData: WordCloudFormData): QueryContext {
  const filled = withWordCloudDefaults(formData);
  const metric: QueryFormMetric | null = filled.metric === '' ? null : filled.metric;
  const series = filled.series === '' ? null : filled.series;
  const limited = filled.row_limit !== undefined && filled.row_limit !== null && filled.row_limit !== 0;
  const query = {
    ...buildQueryObject({ ...filled, metric: undefined, metrics: metric ? [metric] : [], groupby: series ? [series] : [], columns: [] }),
    orderby: limited && metric && filled.sort_by_metric ? [[metric, false] as QueryFormOrderBy] : [],
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
