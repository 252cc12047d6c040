import type { NativeFilter, NativeFilterScope } from '@core/dashboard/index.js';
import type { DataMask } from '@core/plugin-api/index.js';
import type { EditableAdhocFilter } from '@control-schemas/widgets/pickers/adhoc-filter-helpers.js';

/** What the filter form edits: a native filter flattened into fields react-hook-form can name. */
export interface NativeFilterFormValues {
  name: string;
  filterType: string;
  /** The target dataset; null while none is chosen (or for a type that needs none). */
  datasetId: number | null;
  /** The target column's name; empty while none is chosen. */
  column: string;
  /** The filter type's own options (`configSchema`). */
  controlValues: Record<string, unknown>;
  cascadeParentIds: string[];
  /** Pre-filters of the options query. */
  adhocFilters: EditableAdhocFilter[];
  /** Pre-filter on time; empty for none. */
  timeRange: string;
  /** The saved metric the options are sorted by; empty for none. */
  sortMetric: string;
  description: string;
  defaultDataMask: DataMask;
  scope: NativeFilterScope;
}

/** The form's values for a stored filter. */
export function toNativeFilterFormValues(filter: NativeFilter): NativeFilterFormValues {
  const target = filter.targets[0];
  return {
    name: filter.name ?? '',
    filterType: filter.filterType ?? '',
    datasetId: typeof target?.datasetId === 'number' ? target.datasetId : null,
    column: target?.column?.name ?? '',
    controlValues: { ...(filter.controlValues ?? {}) },
    cascadeParentIds: [...(filter.cascadeParentIds ?? [])],
    adhocFilters: ((filter.adhoc_filters ?? []) as EditableAdhocFilter[]).map((adhocFilter) => ({ ...adhocFilter })),
    timeRange: filter.time_range ?? '',
    sortMetric: filter.sortMetric ?? '',
    description: filter.description ?? '',
    defaultDataMask: filter.defaultDataMask ?? {},
    scope: filter.scope,
  };
}

/**
 * The filter with the form's values written back. Fields the form does not edit (`requiredFirst`,
 * `granularity_sqla`, …) are kept from `previous`; optional fields left empty stay absent unless the
 * filter had them.
 */
export function fromNativeFilterFormValues(values: NativeFilterFormValues, previous: NativeFilter): NativeFilter {
  const next: NativeFilter = {
    ...previous,
    name: values.name,
    filterType: values.filterType,
    targets: values.datasetId === null ? [{}] : [{ datasetId: values.datasetId, ...(values.column ? { column: { name: values.column } } : {}) }],
    controlValues: { ...values.controlValues },
    cascadeParentIds: [...values.cascadeParentIds],
    description: values.description,
    defaultDataMask: values.defaultDataMask,
    scope: values.scope,
  };
  const optional = <Key extends 'adhoc_filters' | 'time_range' | 'sortMetric'>(key: Key, value: NativeFilter[Key], empty: boolean) => {
    if (empty && !(key in previous)) delete next[key];
    else next[key] = value;
  };
  optional('adhoc_filters', values.adhocFilters.map((adhocFilter) => ({ ...adhocFilter })), values.adhocFilters.length === 0);
  optional('time_range', values.timeRange || undefined, values.timeRange === '');
  optional('sortMetric', values.sortMetric || null, values.sortMetric === '');
  return next;
}
