import { isAdhocFilterComplete } from '@control-schemas/widgets/pickers/adhoc-filter-helpers.js';
import { findCascadeCycle, isNativeFilter, type FilterConfigItem } from '@core/dashboard/index.js';
import type { FilterTypeDescriptor, FilterTypeRegistry } from '@core/registry/index.js';
import { toDividerFormValues, type DividerFormValues } from './divider-form-values';
import { toNativeFilterFormValues, type NativeFilterFormValues } from './native-filter-form-values';

/** The messages of the filter configuration modal's checks. */
export const FilterConfigMessage = {
  NAME_REQUIRED: 'Name is required',
  TITLE_REQUIRED: 'Title is required',
  FILTER_TYPE_REQUIRED: 'Filter type is required',
  DATASET_REQUIRED: 'Dataset is required',
  COLUMN_REQUIRED: 'Column is required',
  CYCLIC_PARENTS: 'Cannot create cyclic hierarchy',
  PRE_FILTER_INCOMPLETE: 'Complete or remove the pre-filters',
} as const;

/** A message by field of the filter form. */
export type NativeFilterFormErrors = Partial<Record<keyof NativeFilterFormValues, string>>;

/** A message by field of the divider form. */
export type DividerFormErrors = Partial<Record<keyof DividerFormValues, string>>;

/** Whether a filter type targets a dataset at all (the time range filter applies to every chart's time column). */
export function needsDataset(descriptor: FilterTypeDescriptor | undefined): boolean {
  return descriptor?.needsQuery !== false || descriptor?.needsColumn !== false;
}

/** Whether a filter type targets a column of its dataset. */
export function needsColumn(descriptor: FilterTypeDescriptor | undefined): boolean {
  return descriptor?.needsColumn !== false;
}

/**
 * The problems of a filter's values: a name, a known type, the dataset and column the type needs,
 * complete pre-filters, and no cascade cycle through it (`inCycle`, found over every filter).
 */
export function nativeFilterFormErrors(values: NativeFilterFormValues, descriptor: FilterTypeDescriptor | undefined, inCycle: boolean): NativeFilterFormErrors {
  const errors: NativeFilterFormErrors = {};
  if (values.name.trim() === '') errors.name = FilterConfigMessage.NAME_REQUIRED;
  if (!descriptor) errors.filterType = FilterConfigMessage.FILTER_TYPE_REQUIRED;
  else if (needsDataset(descriptor)) {
    if (values.datasetId === null) errors.datasetId = FilterConfigMessage.DATASET_REQUIRED;
    else if (needsColumn(descriptor) && values.column === '') errors.column = FilterConfigMessage.COLUMN_REQUIRED;
  }
  if (!values.adhocFilters.every(isAdhocFilterComplete)) errors.adhocFilters = FilterConfigMessage.PRE_FILTER_INCOMPLETE;
  if (inCycle) errors.cascadeParentIds = FilterConfigMessage.CYCLIC_PARENTS;
  return errors;
}

/** The problems of a divider's values: it needs a title. */
export function dividerFormErrors(values: DividerFormValues): DividerFormErrors {
  return values.title.trim() === '' ? { title: FilterConfigMessage.TITLE_REQUIRED } : {};
}

/** The ids of the filters in a cascade cycle of the configuration (empty when there is none). */
export function cascadeCycleIds(configuration: readonly FilterConfigItem[]): Set<string> {
  return new Set(findCascadeCycle(configuration) ?? []);
}

/** The ids of the entries (in list order) whose values do not pass their checks. */
export function invalidItemIds(configuration: readonly FilterConfigItem[], filterTypes: FilterTypeRegistry): string[] {
  const cycle = cascadeCycleIds(configuration);
  return configuration
    .filter((item) => {
      const errors = isNativeFilter(item)
        ? nativeFilterFormErrors(toNativeFilterFormValues(item), filterTypes.get(item.filterType), cycle.has(item.id))
        : dividerFormErrors(toDividerFormValues(item));
      return Object.keys(errors).length > 0;
    })
    .map((item) => item.id);
}
