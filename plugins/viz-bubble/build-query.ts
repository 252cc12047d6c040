import { buildQueryObject, parseDatasourceKey, type QueryContext, type QueryFormColumn, type QueryFormMetric, type QueryFormOrderBy } from '@core/plugin-api/index.js';
import { withBubbleDefaults, type BubbleFormData } from './form-data.schema.js';

/** A single column or metric field: the value itself, or the first of a list (older form data). */
export function single<T extends QueryFormColumn | QueryFormMetric>(value: T | T[] | null | undefined): T | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === null || first === '' ? null : first;
}

/**
 * The query of `bubble_v2`, as Superset builds it: the x, y and size metrics per entity (and
 * dimension value), sorted by the sort metric when one is chosen (descending unless
 * `order_desc` is off), at most `row_limit` bubbles.
 *
 * @example
 * buildBubbleQuery({ datasource: '3__table', viz_type: 'bubble_v2', entity: 'name', series: 'gender', x: 'count', y: 'sum__num', size: 'avg__num' });
 * // queries[0]: { columns: ['name', 'gender'], metrics: ['count', 'sum__num', 'avg__num'], … }
 */
export function buildBubbleQuery(formData: BubbleFormData): QueryContext {
  const filled = withBubbleDefaults(formData);
  const entity = single(filled.entity);
  const series = single(filled.series);
  const metrics = [single(filled.x), single(filled.y), single(filled.size)].filter((metric): metric is QueryFormMetric => metric !== null);
  const sortBy = single(filled.orderby);
  const query = {
    ...buildQueryObject({ ...filled, metrics, metric: undefined, groupby: [], columns: [] }),
    columns: [entity, series].filter((column): column is QueryFormColumn => column !== null),
    orderby: sortBy ? [[sortBy, !filled.order_desc] as QueryFormOrderBy] : [],
  };
  return {
    datasource: parseDatasourceKey(formData.datasource),
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
