import type { DataMask, ExtraFormData, FilterState } from '../plugin-api/index.js';
import { isPlainRecord } from '../errors/is-plain-record.js';
import { crossFilterChartId, isNativeFilter } from './native-filter-id.js';
import type { DataMaskState, DataMaskWithId, FilterConfigItem } from './native-filter-types.js';

/**
 * A data mask read from outside (URL, permalink, stored metadata) with the given id: only
 * `extraFormData`, `filterState` and `ownState`, each an object (`{}` when missing or not an
 * object). Null when the mask itself is not an object.
 */
export function toDataMaskWithId(id: string, raw: unknown): DataMaskWithId | null {
  if (!isPlainRecord(raw)) return null;
  const recordOf = (value: unknown) => (isPlainRecord(value) ? value : {});
  return {
    id,
    extraFormData: recordOf(raw['extraFormData']) as ExtraFormData,
    filterState: recordOf(raw['filterState']) as FilterState,
    ownState: recordOf(raw['ownState']),
  };
}

/** Where the first data masks of a dashboard come from, besides each filter's default. */
export interface InitialDataMaskSources {
  /** Masks from the page URL (`native_filters` or a `native_filters_key` state). */
  urlDataMask?: DataMaskState | null;
  /** Masks of the permalink being opened. */
  permalinkDataMask?: Record<string, DataMask> | null;
  /** Masks derived from legacy `default_filters` / `preselect_filters`. */
  legacyDefaults?: DataMaskState | null;
}

/**
 * The data masks a dashboard starts with. Every native filter gets one, from the first source
 * that has it: the permalink, the URL, the legacy defaults, then the filter's `defaultDataMask`.
 * Cross-filter masks (keyed by chart id) of the permalink or else the URL are kept; masks of
 * unknown native filters, dividers and other keys are dropped. Every mask carries its `id`.
 */
export function initialDataMask(configuration: readonly FilterConfigItem[], options: InitialDataMaskSources = {}): DataMaskState {
  const sources = [options.permalinkDataMask, options.urlDataMask, options.legacyDefaults];
  const result: DataMaskState = {};
  for (const item of configuration) {
    if (!isNativeFilter(item)) continue;
    const chosen = sources.map((source) => source?.[item.id]).find((mask) => isPlainRecord(mask));
    result[item.id] = toDataMaskWithId(item.id, chosen ?? item.defaultDataMask) ?? toDataMaskWithId(item.id, {})!;
  }
  for (const source of [options.urlDataMask, options.permalinkDataMask]) {
    for (const [key, raw] of Object.entries(source ?? {})) {
      if (crossFilterChartId(key) === null) continue;
      const mask = toDataMaskWithId(key, raw);
      if (mask) result[key] = mask;
    }
  }
  return result;
}
