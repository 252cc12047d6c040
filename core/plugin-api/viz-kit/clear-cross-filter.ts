import type { DataMask } from '../data-mask.js';

/**
 * The data mask a chart emits to clear its cross-filter (a click on the selected mark again).
 * A new object on each call, so a receiver may keep or change it.
 *
 * @example
 * ```ts
 * setDataMask(clearCrossFilter()); // { extraFormData: {}, filterState: { value: null } }
 * ```
 */
export function clearCrossFilter(): DataMask {
  return { extraFormData: {}, filterState: { value: null } };
}
