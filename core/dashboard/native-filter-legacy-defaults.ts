import type { ExtraFormData } from '../plugin-api/index.js';
import { isPlainRecord } from '../errors/is-plain-record.js';
import { parseFilterKey } from './filter-key.js';
import { isNativeFilter } from './native-filter-id.js';
import type { DataMaskState, FilterConfigItem, NativeFilter } from './native-filter-types.js';

/** The legacy time columns and the native filter type and extra form data field each maps to. */
const LEGACY_TIME_KEYS: Readonly<Record<string, { filterType: string; field: 'time_range' | 'granularity_sqla' | 'time_grain_sqla' }>> = {
  __time_range: { filterType: 'filter_time', field: 'time_range' },
  __time_col: { filterType: 'filter_timecolumn', field: 'granularity_sqla' },
  __time_grain: { filterType: 'filter_timegrain', field: 'time_grain_sqla' },
};

function readLegacyFilters(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string') return isPlainRecord(raw) ? raw : {};
  if (raw.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPlainRecord(parsed) ? parsed : {};
  } catch {
    // Unreadable stored defaults give no defaults rather than a broken dashboard.
    return {};
  }
}

/** Each `(column, values)` pair of the legacy filters, from either shape. */
function legacyEntries(filters: Record<string, unknown>): Array<[column: string, values: unknown]> {
  const entries: Array<[string, unknown]> = [];
  for (const [key, value] of Object.entries(filters)) {
    if (/^\d+$/.test(key) && isPlainRecord(value)) entries.push(...Object.entries(value));
    else entries.push([parseFilterKey(key).column, value]);
  }
  return entries;
}

type Primitive = string | number | boolean;
const isPrimitive = (value: unknown): value is Primitive => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const targetsColumn = (filter: NativeFilter, column: string) => (filter.targets ?? []).some((target) => target?.column?.name === column);

/**
 * Data masks for native filters from legacy dashboard filters (`default_filters` metadata or the
 * `preselect_filters` URL parameter), given as JSON text or an object, either nested
 * (`{"12": {"gender": ["boy"]}}`, by filter chart id) or flat by filter key (`{"12_gender":
 * ["boy"]}`). Each column's values go to the select filters targeting that column (values of
 * several entries add up; inverse selections are left alone) as an `IN` filter; `__time_range`,
 * `__time_col` and `__time_grain` go to the time range, time column and time grain filters.
 * Values that are not strings, numbers or booleans are skipped; unreadable JSON gives `{}`.
 *
 * @throws Error 'Cannot parse invalid filter key' for a flat key that is not `{chartId}_{column}`.
 */
export function legacyFiltersToDataMask(raw: unknown, configuration: readonly FilterConfigItem[]): DataMaskState {
  const filters = configuration.filter(isNativeFilter);
  const selections = new Map<string, { column: string; values: Primitive[] }>();
  const timeMasks = new Map<string, { value: string; extraFormData: ExtraFormData }>();
  for (const [column, value] of legacyEntries(readLegacyFilters(raw))) {
    const time = Object.hasOwn(LEGACY_TIME_KEYS, column) ? LEGACY_TIME_KEYS[column]! : undefined;
    if (time) {
      if (typeof value !== 'string' || value.trim() === '') continue;
      for (const filter of filters) if (filter.filterType === time.filterType) timeMasks.set(filter.id, { value, extraFormData: { [time.field]: value } });
      continue;
    }
    const values = (Array.isArray(value) ? value : [value]).filter(isPrimitive);
    if (values.length === 0) continue;
    for (const filter of filters) {
      if (filter.filterType !== 'filter_select' || filter.controlValues?.['inverseSelection'] === true || !targetsColumn(filter, column)) continue;
      const selection = selections.get(filter.id) ?? { column, values: [] };
      for (const v of values) if (!selection.values.includes(v)) selection.values.push(v);
      selections.set(filter.id, selection);
    }
  }
  const result: DataMaskState = {};
  for (const filter of filters) {
    const selection = selections.get(filter.id);
    const time = timeMasks.get(filter.id);
    if (selection) {
      result[filter.id] = {
        id: filter.id,
        filterState: { value: selection.values },
        extraFormData: { filters: [{ col: selection.column, op: 'IN', val: selection.values }] },
        ownState: {},
      };
    } else if (time) {
      result[filter.id] = { id: filter.id, filterState: { value: time.value }, extraFormData: time.extraFormData, ownState: {} };
    }
  }
  return result;
}
