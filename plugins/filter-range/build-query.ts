import { buildQueryObject, type AdhocMetric, type NativeFilterConfig, type QueryContext, type QueryFormData } from '@core/plugin-api/index.js';
import type { RangeFilterControls } from './config-schema.js';

/** Labels of the two metrics the options query answers. */
export const RANGE_MIN_LABEL = 'min';
export const RANGE_MAX_LABEL = 'max';

/** `MIN(column)` or `MAX(column)`, labelled `min` / `max`. */
function bound(aggregate: 'MIN' | 'MAX', column: string): AdhocMetric {
  // A SIMPLE metric rather than SQL text: the server quotes the column and expands a calculated one.
  return { expressionType: 'SIMPLE', aggregate, column: { column_name: column }, label: aggregate === 'MIN' ? RANGE_MIN_LABEL : RANGE_MAX_LABEL };
}

/**
 * The options query of `filter_range`: the smallest and largest value of the target column (one
 * row, `min` and `max`), within the filter's pre-filters (`adhoc_filters`, `time_range` on
 * `granularity_sqla`).
 *
 * @example
 * buildRangeFilterQuery({ id: 'NATIVE_FILTER-2', name: 'Births', filterType: 'filter_range', targets: [{ datasetId: 3, column: { name: 'num' } }], controlValues: {} });
 * // queries[0]: { columns: [], metrics: [MIN(num) as min, MAX(num) as max], … }
 */
export function buildRangeFilterQuery(config: NativeFilterConfig<RangeFilterControls>): QueryContext {
  const target = config.targets[0];
  const datasetId = target?.datasetId ?? 0;
  const column = target?.column?.name;
  const formData: QueryFormData = {
    datasource: `${datasetId}__table`,
    viz_type: config.filterType,
    groupby: [],
    metrics: column ? [bound('MIN', column), bound('MAX', column)] : [],
    adhoc_filters: config.adhoc_filters ?? [],
    ...(config.time_range ? { time_range: config.time_range } : {}),
    ...(config.granularity_sqla ? { granularity_sqla: config.granularity_sqla } : {}),
  };
  return {
    datasource: { id: datasetId, type: 'table' },
    queries: [buildQueryObject(formData)],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
