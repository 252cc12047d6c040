import { dimensionFilters, marksCrossFilter, selectedMarkIds, type DataMask, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { RadarSeries } from './transform-props.js';

/** How the cross-filter's state (`selectedValues`, the label) names a mark. */
const NAMES = { nameOf: (mark: RadarSeries) => mark.key };

/**
 * The cross-filter a radar emits for its selected categories: per dimension column, `IN` the selected
 * series' values (`IS NULL` when they are all missing); the filter state keeps their dimension
 * values and names. No series selected clears it.
 *
 * @example
 * radarCrossFilter(['state'], [caSeries]);
 * // { extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] }, filterState: { value: [['CA']], selectedValues: ['CA'], label: 'CA' } }
 */
export function radarCrossFilter(groupby: readonly QueryFormColumn[], selected: readonly RadarSeries[]): DataMask {
  return marksCrossFilter(groupby, selected, NAMES);
}

/**
 * The series a chart's current cross-filter selects: by name (`selectedValues`), else by their
 * dimension values (`value`: one array per series, or bare values for a single dimension).
 */
export function selectedSeriesKeys(filterState: FilterState | undefined, series: readonly RadarSeries[]): Set<string> {
  return selectedMarkIds(filterState, series, { ...NAMES, prefer: 'names' });
}

/** The filters that select one series's rows, for drill to detail and drill by. */
export function seriesFilters(groupby: readonly QueryFormColumn[], series: RadarSeries): QueryObjectFilterClause[] {
  return dimensionFilters(groupby, series.groupValues, '==');
}
