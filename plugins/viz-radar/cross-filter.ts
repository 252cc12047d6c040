import { clearCrossFilter, dimensionFilters, type DataMask, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { RadarSeries, GroupValue } from './transform-props.js';

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

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
  if (selected.length === 0 || groupby.length === 0) return clearCrossFilter();
  const filters = groupby.map((col, i): QueryObjectFilterClause => {
    const values = [...new Set(selected.map((series) => series.groupValues[i] ?? null))].filter((v): v is Exclude<GroupValue, null> => v !== null);
    return values.length === 0 ? { col, op: 'IS NULL' } : { col, op: 'IN', val: values };
  });
  const keys = selected.map((series) => series.key);
  return {
    extraFormData: { filters },
    filterState: { value: selected.map((series) => [...series.groupValues]), selectedValues: keys, label: keys.join(', ') },
  };
}

/**
 * The series a chart's current cross-filter selects: by name (`selectedValues`), else by their
 * dimension values (`value`: one array per series, or bare values for a single dimension).
 */
export function selectedSeriesKeys(filterState: FilterState | undefined, series: readonly RadarSeries[]): Set<string> {
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
    for (const item of series) if (sameValues(item.groupValues, wanted)) keys.add(item.key);
  }
  return keys;
}

/** The filters that select one series's rows, for drill to detail and drill by. */
export function seriesFilters(groupby: readonly QueryFormColumn[], series: RadarSeries): QueryObjectFilterClause[] {
  return dimensionFilters(groupby, series.groupValues, '==');
}
