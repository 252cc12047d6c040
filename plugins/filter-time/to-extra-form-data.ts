import type { ExtraFormData, FilterState, NativeFilterConfig } from '@core/plugin-api/index.js';
import type { TimeFilterControls } from './config-schema.js';
import { timeRangeOf } from './time-range-value.js';

/**
 * What a time range filter adds to the charts in its scope: its `time_range`, which each chart
 * applies to its own time column; nothing for `No filter`, so charts keep their own range.
 *
 * @example
 * timeFilterExtraFormData({ value: 'Last week' }, config); // { time_range: 'Last week' }
 */
export function timeFilterExtraFormData(filterState: FilterState<string>, _config: NativeFilterConfig<TimeFilterControls>): ExtraFormData {
  const timeRange = timeRangeOf(filterState.value);
  return timeRange === null ? {} : { time_range: timeRange };
}
