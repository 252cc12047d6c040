import { clearCrossFilter, dimensionFilters, type DataMask, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { Box, GroupValue } from './transform-props.js';

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

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
  const groups = [...new Map(selected.map((box) => [box.group, box])).values()];
  if (groups.length === 0 || groupby.length === 0) return clearCrossFilter();
  const filters = groupby.map((col, i): QueryObjectFilterClause => {
    const values = [...new Set(groups.map((box) => box.groupValues[i] ?? null))].filter((v): v is Exclude<GroupValue, null> => v !== null);
    return values.length === 0 ? { col, op: 'IS NULL' } : { col, op: 'IN', val: values };
  });
  const names = groups.map((box) => box.group);
  return {
    extraFormData: { filters },
    filterState: { value: groups.map((box) => [...box.groupValues]), selectedValues: names, label: names.join(', ') },
  };
}

/** The groups a chart's current cross-filter selects: by name (`selectedValues`), else by their values. */
export function selectedGroups(filterState: FilterState | undefined, boxes: readonly Box[]): Set<string> {
  const groups = new Set<string>();
  if (!filterState) return groups;
  const { selectedValues, value } = filterState;
  if (Array.isArray(selectedValues)) {
    for (const name of selectedValues) if (typeof name === 'string') groups.add(name);
    return groups;
  }
  if (!Array.isArray(value)) return groups;
  for (const entry of value) {
    const wanted = Array.isArray(entry) ? entry : [entry];
    for (const box of boxes) if (sameValues(box.groupValues, wanted)) groups.add(box.group);
  }
  return groups;
}

/** The filters that select one box's rows, for drill to detail and drill by. */
export function boxFilters(groupby: readonly QueryFormColumn[], box: Box): QueryObjectFilterClause[] {
  return dimensionFilters(groupby, box.groupValues, '==');
}
