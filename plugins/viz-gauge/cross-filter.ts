import { dimensionFilters, marksCrossFilter, selectedMarkIds, type DataMask, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { GaugeSeries } from './transform-props.js';

/** How the cross-filter's state (`selectedValues`, the label) names a mark. */
const NAMES = { nameOf: (mark: GaugeSeries) => mark.key };

/**
 * The cross-filter a gauge emits for its selected groups: per dimension column, `IN` the selected
 * groups' values (`IS NULL` when they are all missing); the filter state keeps their dimension
 * values and names. No group selected clears it.
 *
 * @example
 * gaugeCrossFilter(['gender'], [boyGroup]);
 * // { extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] }, filterState: { value: [['boy']], selectedValues: ['boy'], label: 'boy' } }
 */
export function gaugeCrossFilter(groupby: readonly QueryFormColumn[], selected: readonly GaugeSeries[]): DataMask {
  return marksCrossFilter(groupby, selected, NAMES);
}

/**
 * The groups a chart's current cross-filter selects: by name (`selectedValues`), else by their
 * dimension values (`value`: one array per group, or bare values for a single dimension).
 */
export function selectedSeriesKeys(filterState: FilterState | undefined, groups: readonly GaugeSeries[]): Set<string> {
  return selectedMarkIds(filterState, groups, { ...NAMES, prefer: 'names' });
}

/** The filters that select one group's rows, for drill to detail and drill by. */
export function seriesFilters(groupby: readonly QueryFormColumn[], group: GaugeSeries): QueryObjectFilterClause[] {
  return dimensionFilters(groupby, group.groupValues, '==');
}
