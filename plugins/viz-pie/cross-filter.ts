import { dimensionFilters, marksCrossFilter, selectedMarkIds, type DataMask, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { PieSlice } from './transform-props.js';

/** How the cross-filter's state (`selectedValues`, the label) names a mark. */
const NAMES = { nameOf: (mark: PieSlice) => mark.key };

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
  return marksCrossFilter(groupby, selected, NAMES);
}

/**
 * The slices a chart's current cross-filter selects: by name (`selectedValues`), else by their
 * dimension values (`value`: one array per slice, or bare values for a single dimension).
 */
export function selectedSliceKeys(filterState: FilterState | undefined, slices: readonly PieSlice[]): Set<string> {
  return selectedMarkIds(filterState, slices, { ...NAMES, prefer: 'names' });
}

/** The filters that select one slice's rows, for drill to detail and drill by. */
export function sliceFilters(groupby: readonly QueryFormColumn[], slice: PieSlice): QueryObjectFilterClause[] {
  return dimensionFilters(groupby, slice.groupValues, '==');
}
