import { clearCrossFilter, type DataMask, type DimensionValue, type FilterState, type QueryFormColumn } from '@core/plugin-api/index.js';
import type { WorldMapEntry } from './transform-props.js';

/**
 * The cross-filter of a world map: the entity column `IN` the selected countries' values, the
 * filter state keeping their values and names. No country selected clears it.
 *
 * @example
 * worldMapCrossFilter('country_code', [franceEntry], ['France']);
 * // { extraFormData: { filters: [{ col: 'country_code', op: 'IN', val: ['FRA'] }] },
 * //   filterState: { value: ['FRA'], selectedValues: ['FRA'], label: 'France' } }
 */
export function worldMapCrossFilter(entityColumn: QueryFormColumn | null, selected: readonly WorldMapEntry[], names: readonly string[]): DataMask {
  const values = selected.map((entry) => entry.value).filter((v): v is Exclude<DimensionValue, null | undefined> => v !== null && v !== undefined);
  if (values.length === 0 || entityColumn === null) return clearCrossFilter();
  return {
    extraFormData: { filters: [{ col: entityColumn, op: 'IN', val: values }] },
    filterState: { value: values, selectedValues: selected.map((entry) => entry.label), label: names.join(', ') },
  };
}

/** The entity labels a chart's current cross-filter selects. */
export function selectedLabels(filterState: FilterState | undefined): Set<string> {
  const labels = new Set<string>();
  const selected = filterState?.selectedValues ?? filterState?.value;
  if (Array.isArray(selected)) for (const value of selected) if (value !== null && value !== undefined) labels.add(String(value));
  return labels;
}
