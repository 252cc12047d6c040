import type { LayoutMap } from './layout-component.js';
import { isNativeFilter } from './native-filter-id.js';
import { nativeFilterChartIds } from './native-filter-scope.js';
import type { DataMaskState, FilterConfigItem, NativeFilter } from './native-filter-types.js';
import { hasFilterValue } from './native-filter-value.js';

/**
 * Whether a filter must have a value: its type's "required" option (`controlValues.
 * enableEmptyFilter`, as Superset stores it) or `requiredFirst`.
 */
export function isRequiredFilter(filter: NativeFilter): boolean {
  return filter.controlValues?.['enableEmptyFilter'] === true || filter.requiredFirst === true;
}

/** The ids of required native filters without a value, in configuration order. */
export function missingRequiredFilters(configuration: readonly FilterConfigItem[], dataMask: DataMaskState): string[] {
  return configuration.filter((item): item is NativeFilter => isNativeFilter(item) && isRequiredFilter(item) && !hasFilterValue(dataMask[item.id])).map((filter) => filter.id);
}

/**
 * The charts that must not query yet because a required filter whose scope holds them has no
 * value, ascending.
 */
export function chartsWaitingForRequiredFilters(configuration: readonly FilterConfigItem[], dataMask: DataMaskState, layout: LayoutMap): number[] {
  const missing = new Set(missingRequiredFilters(configuration, dataMask));
  const waiting = new Set<number>();
  for (const item of configuration) {
    if (!isNativeFilter(item) || !missing.has(item.id)) continue;
    for (const chartId of nativeFilterChartIds(item, layout)) waiting.add(chartId);
  }
  return [...waiting].sort((a, b) => a - b);
}
