import {
  type DataMaskState,
  type DataMaskWithId,
  type FilterConfigItem,
  type NativeFilter,
  clearDescendantValues,
  crossFilterChartId,
  hasFilterValue,
  isNativeFilter,
} from '@core/dashboard/index.js';
import type { DataMask, ExtraFormData, FilterState } from '@core/plugin-api/index.js';
import { stableJson } from '@core/query/stable-json.js';

/**
 * The filter state of a dashboard page: the data masks applied to its charts and the filter bar's
 * choices not applied yet.
 */
export interface NativeFiltersValues {
  /** Applied masks: native filters by filter id, charts' cross-filters and own state by chart id (as text). */
  applied: DataMaskState;
  /** The filter bar's values, by native filter id; they reach the charts on Apply. */
  pending: DataMaskState;
}

/** The changes to {@link NativeFiltersValues}. */
export type NativeFiltersAction =
  /** A filter component reported a value (cascade children of a cleared filter are cleared too). */
  | { type: 'SET_PENDING'; configuration: readonly FilterConfigItem[]; filterId: string; filterState: FilterState; extraFormData: ExtraFormData }
  /** Apply: the bar's values become the charts' filters. */
  | { type: 'APPLY'; configuration: readonly FilterConfigItem[] }
  /** Clear all: every native filter and cross-filter loses its value, applied at once. */
  | { type: 'CLEAR_ALL'; configuration: readonly FilterConfigItem[] }
  /** A chart emitted a data mask (a cross-filter, or only its own state). */
  | { type: 'SET_CHART_MASK'; chartId: number; dataMask: DataMask; crossFiltersEnabled: boolean }
  /** The cross-filter of a chart is removed from the filter bar. */
  | { type: 'REMOVE_CROSS_FILTER'; chartId: number }
  /** New applied masks (after the filter configuration changed); the bar starts from them. */
  | { type: 'RESET'; applied: DataMaskState };

/** The native filter masks of a mask state (cross-filter entries left out). */
export function nativeMasksOf(configuration: readonly FilterConfigItem[], masks: DataMaskState): DataMaskState {
  const result: DataMaskState = {};
  for (const item of configuration) if (isNativeFilter(item) && masks[item.id]) result[item.id] = masks[item.id]!;
  return result;
}

/** The starting state: the bar shows what is applied. */
export function initialNativeFiltersValues(configuration: readonly FilterConfigItem[], applied: DataMaskState): NativeFiltersValues {
  return { applied, pending: nativeMasksOf(configuration, applied) };
}

/** What a mask changes in queries and in what the bar shows: its extra form data and value. */
const effectOf = (mask: DataMask | undefined) => stableJson({ extraFormData: mask?.extraFormData ?? {}, value: hasFilterValue(mask) ? mask?.filterState?.value : null });

/** Whether two masks filter alike (same extra form data, same value; labels aside). */
export function sameFilterEffect(a: DataMask | undefined, b: DataMask | undefined): boolean {
  return effectOf(a) === effectOf(b);
}

/** The native filters whose bar value differs from the applied one, in configuration order. */
export function changedFilterIds(configuration: readonly FilterConfigItem[], values: NativeFiltersValues): string[] {
  return configuration.filter((item) => isNativeFilter(item) && !sameFilterEffect(values.pending[item.id], values.applied[item.id])).map((item) => item.id);
}

/** Whether the filter puts its first option in place by itself ("select first value", "required first"). */
const selectsFirstValue = (filter: NativeFilter) => filter.controlValues?.['defaultToFirstItem'] === true || filter.requiredFirst === true;

/** A mask with no value and no extra form data (a cross-filter's selected marks gone too: charts read them); its own state kept. */
function clearedMask(id: string, mask: DataMaskWithId | undefined): DataMaskWithId {
  const { label: _label, selectedValues: _selected, ...filterState } = mask?.filterState ?? {};
  return { id, extraFormData: {}, filterState: { ...filterState, value: null }, ownState: mask?.ownState ?? {} };
}

/** `masks` with `next` entries over it, keeping the old object of each entry that filters alike. */
function mergeKeepingEqual(masks: DataMaskState, next: DataMaskState): DataMaskState {
  let result: DataMaskState | undefined;
  for (const [id, mask] of Object.entries(next)) {
    const current = masks[id];
    if (current && stableJson(current) === stableJson(mask)) continue;
    result ??= { ...masks };
    result[id] = mask;
  }
  return result ?? masks;
}

function setPending(state: NativeFiltersValues, action: Extract<NativeFiltersAction, { type: 'SET_PENDING' }>): NativeFiltersValues {
  const { configuration, filterId } = action;
  const filter = configuration.find((item) => item.id === filterId);
  if (!isNativeFilter(filter)) return state;
  const previous = state.pending[filterId];
  const mask: DataMaskWithId = { id: filterId, extraFormData: action.extraFormData, filterState: action.filterState, ownState: previous?.ownState ?? {} };
  if (previous && stableJson(previous) === stableJson(mask)) return state;
  const pending = clearDescendantValues(configuration, { ...state.pending, [filterId]: mask }, filterId);
  // A filter that picks its first value applies it at once while nothing else waits for Apply,
  // so its charts load without a click.
  const autoApply =
    selectsFirstValue(filter) &&
    hasFilterValue(mask) &&
    !hasFilterValue(state.applied[filterId]) &&
    changedFilterIds(configuration, state).every((id) => id === filterId);
  if (!autoApply) return { ...state, pending };
  return { applied: mergeKeepingEqual(state.applied, nativeMasksOf(configuration, pending)), pending };
}

function clearAll(state: NativeFiltersValues, configuration: readonly FilterConfigItem[]): NativeFiltersValues {
  const pending: DataMaskState = { ...state.pending };
  for (const item of configuration) if (isNativeFilter(item)) pending[item.id] = clearedMask(item.id, state.pending[item.id] ?? state.applied[item.id]);
  const clearedCharts: DataMaskState = {};
  for (const [key, mask] of Object.entries(state.applied)) {
    if (crossFilterChartId(key) !== null && (hasFilterValue(mask) || Object.keys(mask.extraFormData ?? {}).length > 0)) clearedCharts[key] = clearedMask(key, mask);
  }
  return { applied: mergeKeepingEqual(state.applied, { ...nativeMasksOf(configuration, pending), ...clearedCharts }), pending };
}

/** The filter state's reducer; answers the same object when nothing changes. */
export function nativeFiltersReducer(state: NativeFiltersValues, action: NativeFiltersAction): NativeFiltersValues {
  switch (action.type) {
    case 'SET_PENDING':
      return setPending(state, action);
    case 'APPLY': {
      const applied = mergeKeepingEqual(state.applied, nativeMasksOf(action.configuration, state.pending));
      return applied === state.applied ? state : { ...state, applied };
    }
    case 'CLEAR_ALL':
      return clearAll(state, action.configuration);
    case 'SET_CHART_MASK': {
      const key = String(action.chartId);
      const current = state.applied[key];
      // With cross-filters off a chart keeps only its own state (a table's page and sort).
      const emitted: DataMask = action.crossFiltersEnabled ? action.dataMask : action.dataMask.ownState ? { ownState: action.dataMask.ownState } : {};
      const next: DataMaskWithId = { extraFormData: {}, filterState: {}, ownState: {}, ...current, ...emitted, id: key };
      const applied = mergeKeepingEqual(state.applied, { [key]: next });
      return applied === state.applied ? state : { ...state, applied };
    }
    case 'REMOVE_CROSS_FILTER': {
      const key = String(action.chartId);
      if (!state.applied[key]) return state;
      const applied = mergeKeepingEqual(state.applied, { [key]: clearedMask(key, state.applied[key]) });
      return applied === state.applied ? state : { ...state, applied };
    }
    case 'RESET':
      return { applied: action.applied, pending: Object.fromEntries(Object.entries(action.applied).filter(([key]) => crossFilterChartId(key) === null)) };
    default:
      return state;
  }
}
