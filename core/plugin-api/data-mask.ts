import type { ExtraFormData } from '../query/model/extra-form-data.js';

/** The user-visible state of a native filter or cross-filter. */
export interface FilterState<Value = unknown> {
  value?: Value | null;
  label?: string;
  validateStatus?: 'error' | 'warning' | 'info';
  validateMessage?: string;
  [field: string]: unknown;
}

/**
 * What one filter (native or cross-filter) contributes to a dashboard: the extra form data
 * applied to charts in scope, the filter's own visible state, and private state of the emitter.
 *
 * @example
 * ```ts
 * const mask: DataMask = {
 *   extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] },
 *   filterState: { value: ['FR'], label: 'FR' },
 * };
 * ```
 */
export interface DataMask<Value = unknown> {
  extraFormData?: ExtraFormData;
  filterState?: FilterState<Value>;
  ownState?: Record<string, unknown>;
}
