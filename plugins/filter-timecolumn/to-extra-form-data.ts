import type { ExtraFormData, FilterState, NativeFilterConfig } from '@core/plugin-api/index.js';
import type { TimeColumnFilterControls } from './config-schema.js';
import { timeColumnOf } from './time-column-options.js';

/**
 * What a time column filter adds to the charts in its scope: the column their time range applies
 * to (`granularity_sqla`); nothing while none is chosen.
 *
 * @example
 * timeColumnFilterExtraFormData({ value: ['ds'] }, config); // { granularity_sqla: 'ds' }
 */
export function timeColumnFilterExtraFormData(filterState: FilterState<string[]>, _config: NativeFilterConfig<TimeColumnFilterControls>): ExtraFormData {
  const column = timeColumnOf(filterState.value);
  return column === null ? {} : { granularity_sqla: column };
}
