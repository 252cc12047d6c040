import { datasetMetadataQuery, type NativeFilterConfig, type QueryContext } from '@core/plugin-api/index.js';
import type { TimeColumnFilterControls } from './config-schema.js';

/**
 * The options query of `filter_timecolumn`: the target dataset's columns
 * (`result_type: 'columns'`, one row per column with `column_name`, `verbose_name`, `dtype` and
 * `is_dttm`), among which the filter offers the temporal ones. No rows are read.
 *
 * @example
 * buildTimeColumnFilterQuery({ id: 'NATIVE_FILTER-4', name: 'Time column', filterType: 'filter_timecolumn', targets: [{ datasetId: 3 }], controlValues: {} });
 * // { datasource: { id: 3, type: 'table' }, queries: [{ result_type: 'columns' }], result_type: 'columns', … }
 */
export function buildTimeColumnFilterQuery(config: NativeFilterConfig<TimeColumnFilterControls>): QueryContext {
  return datasetMetadataQuery(config, 'columns');
}
