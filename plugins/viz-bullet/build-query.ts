import { buildQueryObject, parseDatasourceKey, type QueryContext, type QueryFormMetric, type QueryFormOrderBy } from '@core/plugin-api/index.js';
import { withBulletDefaults, type BulletFormData } from './form-data.schema.js';

/**
 * The query of `bullet`: the metric over all rows, or per group (largest first, at most
 * `row_limit` groups). Ranges, markers and lines are drawing settings and take no part.
 *
 * @example
 * buildBulletQuery({ datasource: '3__table', viz_type: 'bullet', metric: 'count', groupby: ['state'] });
 * // queries[0]: { columns: ['state'], metrics: ['count'], orderby: [['count', false]], row_limit: 10, … }
 */
export function buildBulletQuery(formData: BulletFormData): QueryContext {
  const filled = withBulletDefaults(formData);
  const metric: QueryFormMetric | null = filled.metric === '' ? null : filled.metric;
  const metrics = metric ? [metric] : [];
  const grouped = (filled.groupby ?? []).length > 0;
  const query = {
    ...buildQueryObject({ ...filled, metric: undefined, metrics, columns: [] }),
    orderby: metric && grouped ? [[metric, false] as QueryFormOrderBy] : [],
  };
  if (!grouped) delete query.row_limit;
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
