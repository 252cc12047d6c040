import type { ExtraFormData, FilterState, NativeFilterConfig } from '@core/plugin-api/index.js';
import { withSelectDefaults, type SelectFilterControls } from './config-schema.js';

/** One value of a select filter: a column value as the options query answers it (null for NULL). */
export type SelectValue = string | number | boolean | null;

/** The chosen values as a list: filter states saved elsewhere may hold a single value. */
export function selectValuesOf(value: unknown): SelectValue[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]) as SelectValue[];
}

/**
 * What a select filter adds to the charts in its scope: `col IN (values)`, or `NOT IN` with
 * `inverseSelection`; nothing while no value is chosen.
 *
 * @example
 * selectFilterExtraFormData({ value: ['boy'] }, config); // { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] }
 */
export function selectFilterExtraFormData(filterState: FilterState<SelectValue[]>, config: NativeFilterConfig<SelectFilterControls>): ExtraFormData {
  const col = config.targets[0]?.column?.name;
  const values = selectValuesOf(filterState.value);
  if (!col || values.length === 0) return {};
  return { filters: [{ col, op: withSelectDefaults(config.controlValues).inverseSelection ? 'NOT IN' : 'IN', val: values }] };
}
