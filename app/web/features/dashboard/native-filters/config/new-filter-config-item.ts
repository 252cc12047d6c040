import { createDividerId, createNativeFilterId, defaultFilterScope, type NativeFilter, type NativeFilterDivider } from '@core/dashboard/index.js';
import type { FilterTypeRegistry } from '@core/registry/index.js';
import type { FilterDatasetChoice } from './filter-config-api';

/** The type a new filter starts as: a value (select) filter when that type is enabled. */
export const PREFERRED_FILTER_TYPE = 'filter_select';

/** The type key a new filter gets: the select filter, else the first registered type. */
export function initialFilterType(filterTypes: FilterTypeRegistry): string {
  if (filterTypes.has(PREFERRED_FILTER_TYPE)) return PREFERRED_FILTER_TYPE;
  return filterTypes.keys().next().value ?? '';
}

/**
 * A new, unnamed native filter of the initial type with that type's default options, applying to
 * the whole dashboard. When the dashboard's charts use a single dataset, it is already chosen.
 */
export function newNativeFilter(filterTypes: FilterTypeRegistry, dashboardDatasets: readonly FilterDatasetChoice[], id: string = createNativeFilterId()): NativeFilter {
  const filterType = initialFilterType(filterTypes);
  const onlyDataset = dashboardDatasets.length === 1 ? dashboardDatasets[0]!.id : undefined;
  return {
    id,
    type: 'NATIVE_FILTER',
    name: '',
    filterType,
    targets: onlyDataset === undefined ? [{}] : [{ datasetId: onlyDataset }],
    controlValues: structuredClone({ ...(filterTypes.get(filterType)?.defaults ?? {}) }),
    defaultDataMask: { filterState: { value: null }, extraFormData: {} },
    cascadeParentIds: [],
    scope: defaultFilterScope(),
    description: '',
  };
}

/** A new divider with an empty title (to be typed before saving). */
export function newFilterDivider(id: string = createDividerId()): NativeFilterDivider {
  return { id, type: 'DIVIDER', title: '', description: '' };
}
