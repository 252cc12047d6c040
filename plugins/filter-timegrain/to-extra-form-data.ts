import type { ExtraFormData, FilterState, NativeFilterConfig } from '@core/plugin-api/index.js';
import type { TimeGrainFilterControls } from './config-schema.js';
import { timeGrainOf } from './time-grain-options.js';

/**
 * What a time grain filter adds to the charts in its scope: the grain their time axis is
 * truncated to (`time_grain_sqla`); nothing while none is chosen.
 *
 * @example
 * timeGrainFilterExtraFormData({ value: ['P1M'] }, config); // { time_grain_sqla: 'P1M' }
 */
export function timeGrainFilterExtraFormData(filterState: FilterState<string[]>, _config: NativeFilterConfig<TimeGrainFilterControls>): ExtraFormData {
  const grain = timeGrainOf(filterState.value);
  return grain === null ? {} : { time_grain_sqla: grain };
}
