import { dimensionFilters, marksCrossFilter, selectedMarkIds, type DataMask, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { Box } from './transform-props.js';

/** How the cross-filter's state (`selectedValues`, the label) names a mark. */
const NAMES = { nameOf: (mark: Box) => mark.group };

/**
 * The cross-filter a box plot emits for its selected groups: per group column, `IN` the selected
 * groups' values (`IS NULL` when they are all missing); the filter state keeps the groups' values
 * and names. No group selected (or no groups) clears it.
 *
 * @example
 * boxPlotCrossFilter(['state'], [caBox]);
 * // { extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] },
 * //   filterState: { value: [['CA']], selectedValues: ['CA'], label: 'CA' } }
 */
export function boxPlotCrossFilter(groupby: readonly QueryFormColumn[], selected: readonly Box[]): DataMask {
  return marksCrossFilter(groupby, selected, NAMES);
}

/** The groups a chart's current cross-filter selects: by name (`selectedValues`), else by their values. */
export function selectedGroups(filterState: FilterState | undefined, boxes: readonly Box[]): Set<string> {
  return selectedMarkIds(filterState, boxes, { ...NAMES, prefer: 'names' });
}

/** The filters that select one box's rows, for drill to detail and drill by. */
export function boxFilters(groupby: readonly QueryFormColumn[], box: Box): QueryObjectFilterClause[] {
  return dimensionFilters(groupby, box.groupValues, '==');
}
