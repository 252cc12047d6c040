import { clearCrossFilter, dimensionFilters, type DataMask, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { GroupValue, PieSlice } from './transform-props.js';

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The cross-filter a pie emits for its selected slices: per dimension column, `IN` the selected
 * slices' values (`IS NULL` when they are all missing); the filter state keeps the selected
 * dimension values (one array per slice) and the slice names. No slice selected clears it.
 *
 * @example
 * pieCrossFilter(['gender'], [boySlice]);
 * // { extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] },
 * //   filterState: { value: [['boy']], selectedValues: ['boy'], label: 'boy' } }
 */
export function pieCrossFilter(groupby: readonly QueryFormColumn[], selected: readonly PieSlice[]): DataMask {
  if (selected.length === 0 || groupby.length === 0) return clearCrossFilter();
  const filters = groupby.map((col, i): QueryObjectFilterClause => {
    const values = [...new Set(selected.map((slice) => slice.groupValues[i] ?? null))].filter((v): v is Exclude<GroupValue, null> => v !== null);
    return values.length === 0 ? { col, op: 'IS NULL' } : { col, op: 'IN', val: values };
  });
  const keys = selected.map((slice) => slice.key);
  return {
    extraFormData: { filters },
    filterState: { value: selected.map((slice) => [...slice.groupValues]), selectedValues: keys, label: keys.join(', ') },
  };
}

/**
 * The slices a chart's current cross-filter selects: by name (`selectedValues`), else by their
 * dimension values (`value`: one array per slice, or bare values for a single dimension).
 */
export function selectedSliceKeys(filterState: FilterState | undefined, slices: readonly PieSlice[]): Set<string> {
  const keys = new Set<string>();
  if (!filterState) return keys;
  const { selectedValues, value } = filterState;
  if (Array.isArray(selectedValues)) {
    for (const key of selectedValues) if (typeof key === 'string') keys.add(key);
    return keys;
  }
  if (!Array.isArray(value)) return keys;
  for (const entry of value) {
    const wanted = Array.isArray(entry) ? entry : [entry];
    for (const slice of slices) if (sameValues(slice.groupValues, wanted)) keys.add(slice.key);
  }
  return keys;
}

/** The filters that select one slice's rows, for drill to detail and drill by. */
export function sliceFilters(groupby: readonly QueryFormColumn[], slice: PieSlice): QueryObjectFilterClause[] {
  return dimensionFilters(groupby, slice.groupValues, '==');
}
