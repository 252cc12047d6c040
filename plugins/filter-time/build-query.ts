import { datasetMetadataQuery, type NativeFilterConfig, type QueryContext } from '@core/plugin-api/index.js';
import type { TimeFilterControls } from './config-schema.js';

/**
 * `filter_time` has no options to load (`needsQuery: false`): its choices are time-range
 * expressions, not data. For a host that asks anyway, this is the cheapest question about the
 * target dataset that touches no rows: its columns (`result_type: 'columns'`), among which the
 * temporal ones the range applies to.
 */
export function buildTimeFilterQuery(config: NativeFilterConfig<TimeFilterControls>): QueryContext {
  return datasetMetadataQuery(config, 'columns');
}
