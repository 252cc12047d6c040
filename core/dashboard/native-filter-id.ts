import { NATIVE_FILTER_DIVIDER_PREFIX, NATIVE_FILTER_PREFIX, type FilterConfigItem, type NativeFilter, type NativeFilterDivider } from './native-filter-types.js';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
/** Length of the random part of a native filter or divider id. */
export const NATIVE_FILTER_ID_LENGTH = 10;

function randomSuffix(random: () => number): string {
  let suffix = '';
  for (let i = 0; i < NATIVE_FILTER_ID_LENGTH; i += 1) {
    const index = Math.min(ID_ALPHABET.length - 1, Math.max(0, Math.floor(random() * ID_ALPHABET.length)));
    suffix += ID_ALPHABET[index];
  }
  return suffix;
}

/**
 * A new native filter id: `NATIVE_FILTER-` and ten URL-safe characters drawn from `random`
 * (`Math.random` unless a test passes a seeded source).
 *
 * @example
 * ```ts
 * createNativeFilterId(); // 'NATIVE_FILTER-x7Qb_2LmZk'
 * ```
 */
export function createNativeFilterId(random: () => number = Math.random): string {
  return `${NATIVE_FILTER_PREFIX}${randomSuffix(random)}`;
}

/** A new filter-bar divider id: `NATIVE_FILTER_DIVIDER-` and ten URL-safe characters. */
export function createDividerId(random: () => number = Math.random): string {
  return `${NATIVE_FILTER_DIVIDER_PREFIX}${randomSuffix(random)}`;
}

/** Whether a configuration entry is a native filter (not a divider). */
export function isNativeFilter(item: FilterConfigItem | null | undefined): item is NativeFilter {
  return item?.type === 'NATIVE_FILTER';
}

/** Whether a configuration entry is a filter-bar divider. */
export function isFilterDivider(item: FilterConfigItem | null | undefined): item is NativeFilterDivider {
  return item?.type === 'DIVIDER';
}

/** Whether an id (or data-mask key) names a native filter (`NATIVE_FILTER-…`); divider ids do not. */
export function isNativeFilterId(id: unknown): id is string {
  return typeof id === 'string' && id.startsWith(NATIVE_FILTER_PREFIX);
}

/** Whether an id names a filter-bar divider (`NATIVE_FILTER_DIVIDER-…`). */
export function isFilterDividerId(id: unknown): id is string {
  return typeof id === 'string' && id.startsWith(NATIVE_FILTER_DIVIDER_PREFIX);
}

/**
 * The emitting chart of a cross-filter data mask, whose key is the chart id as text; null for
 * native filter ids and anything else.
 *
 * @example
 * ```ts
 * crossFilterChartId('12'); // 12
 * crossFilterChartId('NATIVE_FILTER-x7Qb_2LmZk'); // null
 * ```
 */
export function crossFilterChartId(key: string): number | null {
  if (!/^\d+$/.test(key)) return null;
  const chartId = Number(key);
  return Number.isSafeInteger(chartId) ? chartId : null;
}
