import { datasetMetadataQuery, type NativeFilterConfig, type QueryContext } from '@core/plugin-api/index.js';
import type { TimeGrainFilterControls } from './config-schema.js';

/**
 * The options query of `filter_timegrain`: the time grains the target dataset's database supports
 * (`result_type: 'timegrains'`, one row per grain with `name`, `duration` and `function`). No
 * rows are read.
 *
 * @example
 * buildTimeGrainFilterQuery({ id: 'NATIVE_FILTER-5', name: 'Time grain', filterType: 'filter_timegrain', targets: [{ datasetId: 3 }], controlValues: {} });
 * // { datasource: { id: 3, type: 'table' }, queries: [{ result_type: 'timegrains' }], result_type: 'timegrains', … }
 */
export function buildTimeGrainFilterQuery(config: NativeFilterConfig<TimeGrainFilterControls>): QueryContext {
  return datasetMetadataQuery(config, 'timegrains');
}
