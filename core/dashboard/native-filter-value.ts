import type { DataMask, FilterState } from '../plugin-api/index.js';

/** Whether a filter value is unset: null, undefined, an empty string or an empty list. */
export function isEmptyFilterValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Whether a data mask holds a value the user (or a default) chose. */
export function hasFilterValue(dataMask: DataMask | null | undefined): boolean {
  return !isEmptyFilterValue(dataMask?.filterState?.value);
}

function valuePart(value: unknown): string {
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * A filter's value as shown to the user: its `label` when it has one, otherwise its value (each
 * value of a list, joined with ", "); empty when there is no value.
 *
 * @example
 * ```ts
 * filterValueText({ value: ['FR', 'DE'] }); // 'FR, DE'
 * filterValueText({ value: [10, 20], label: '10 ≤ x ≤ 20' }); // '10 ≤ x ≤ 20'
 * ```
 */
export function filterValueText(filterState: FilterState | null | undefined): string {
  if (!filterState) return '';
  if (typeof filterState.label === 'string' && filterState.label.trim() !== '') return filterState.label;
  const { value } = filterState;
  if (isEmptyFilterValue(value)) return '';
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined).map(valuePart).join(', ');
  return valuePart(value);
}
