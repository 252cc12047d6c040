import { clearCrossFilter, dimensionFilters, type DataMask, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { GaugeSeries, GroupValue } from './transform-props.js';

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

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
  if (selected.length === 0 || groupby.length === 0) return clearCrossFilter();
  const filters = groupby.map((col, i): QueryObjectFilterClause => {
    const values = [...new Set(selected.map((group) => group.groupValues[i] ?? null))].filter((v): v is Exclude<GroupValue, null> => v !== null);
    return values.length === 0 ? { col, op: 'IS NULL' } : { col, op: 'IN', val: values };
  });
  const keys = selected.map((group) => group.key);
  return {
    extraFormData: { filters },
    filterState: { value: selected.map((group) => [...group.groupValues]), selectedValues: keys, label: keys.join(', ') },
  };
}

/**
 * The groups a chart's current cross-filter selects: by name (`selectedValues`), else by their
 * dimension values (`value`: one array per group, or bare values for a single dimension).
 */
export function selectedSeriesKeys(filterState: FilterState | undefined, groups: readonly GaugeSeries[]): Set<string> {
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
    for (const group of groups) if (sameValues(group.groupValues, wanted)) keys.add(group.key);
  }
  return keys;
}

/** The filters that select one group's rows, for drill to detail and drill by. */
export function seriesFilters(groupby: readonly QueryFormColumn[], group: GaugeSeries): QueryObjectFilterClause[] {
  return dimensionFilters(groupby, group.groupValues, '==');
}
