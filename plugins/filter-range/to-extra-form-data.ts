import type { ExtraFormData, FilterState, NativeFilterConfig, QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { RangeFilterControls } from './config-schema.js';
import { rangeValueOf, type RangeValue } from './range-value.js';

/**
 * What a range filter adds to the charts in its scope: `col >= lower` and/or `col <= upper` for
 * the bounds that are set; nothing while both are open.
 *
 * @example
 * rangeFilterExtraFormData({ value: [10, null] }, config); // { filters: [{ col: 'num', op: '>=', val: 10 }] }
 */
export function rangeFilterExtraFormData(filterState: FilterState<RangeValue>, config: NativeFilterConfig<RangeFilterControls>): ExtraFormData {
  const col = config.targets[0]?.column?.name;
  if (!col) return {};
  const [lower, upper] = rangeValueOf(filterState.value);
  const filters: QueryObjectFilterClause[] = [];
  if (lower !== null) filters.push({ col, op: '>=', val: lower });
  if (upper !== null) filters.push({ col, op: '<=', val: upper });
  return filters.length > 0 ? { filters } : {};
}
