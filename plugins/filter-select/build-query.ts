import {
  buildQueryObject,
  type FilterBuildQueryOptions,
  type NativeFilterConfig,
  type QueryContext,
  type QueryFormData,
  type QueryFormOrderBy,
  type QueryObjectFilterClause,
} from '@core/plugin-api/index.js';
import { withSelectDefaults, type SelectFilterControls } from './config-schema.js';

/** How many distinct values the options query asks for. */
export const SELECT_FILTER_ROW_LIMIT = 1000;

/**
 * The options query of `filter_select`: the distinct values of the target column (grouped by it,
 * with the sort metric when the filter has one), ordered by that metric or by the column,
 * ascending or not by `sortAscending`, at most {@link SELECT_FILTER_ROW_LIMIT}. The filter's
 * pre-filters (`adhoc_filters`, `time_range` on `granularity_sqla`) narrow it, and with
 * `searchAllOptions` the typed text searches the column (`ILIKE '%text%'`).
 *
 * @example
 * buildSelectFilterQuery({ id: 'NATIVE_FILTER-1', name: 'Gender', filterType: 'filter_select', targets: [{ datasetId: 3, column: { name: 'gender' } }], controlValues: {} });
 * // { datasource: { id: 3, type: 'table' }, queries: [{ columns: ['gender'], metrics: [], orderby: [['gender', true]], row_limit: 1000, … }] }
 */
export function buildSelectFilterQuery(config: NativeFilterConfig<SelectFilterControls>, options: FilterBuildQueryOptions = {}): QueryContext {
  const controls = withSelectDefaults(config.controlValues);
  const target = config.targets[0];
  const datasetId = target?.datasetId ?? 0;
  const column = target?.column?.name;
  const sortMetric = config.sortMetric || undefined;
  const formData: QueryFormData = {
    datasource: `${datasetId}__table`,
    viz_type: config.filterType,
    groupby: column ? [column] : [],
    metrics: sortMetric ? [sortMetric] : [],
    adhoc_filters: config.adhoc_filters ?? [],
    row_limit: SELECT_FILTER_ROW_LIMIT,
    ...(config.time_range ? { time_range: config.time_range } : {}),
    ...(config.granularity_sqla ? { granularity_sqla: config.granularity_sqla } : {}),
  };
  const query = buildQueryObject(formData);
  const search: QueryObjectFilterClause[] =
    controls.searchAllOptions && options.search && column ? [{ col: column, op: 'ILIKE', val: `%${options.search}%` }] : [];
  const sortBy = sortMetric ?? column;
  const orderby: QueryFormOrderBy[] = sortBy ? [[sortBy, controls.sortAscending]] : [];
  return {
    datasource: { id: datasetId, type: 'table' },
    queries: [{ ...query, filters: [...(query.filters ?? []), ...search], orderby }],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
