import { clearCrossFilter, dimensionFilters, type DataMask, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { GroupValue, SunburstNode } from './transform-props.js';

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The cross-filter a sunburst emits for its selected arcs, all at one depth: for each of the
 * hierarchy's columns down to that depth, `IN` the selected values (`IS NULL` when they are all
 * missing). The filter state keeps each selection's dimension values (`value`), its path written
 * as Superset writes it (`selectedValues`, names joined by commas) and a label. No selection clears it.
 *
 * @example
 * sunburstCrossFilter(['state', 'gender'], [caBoys]);
 * // { extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }, { col: 'gender', op: 'IN', val: ['boy'] }] },
 * //   filterState: { value: [['CA', 'boy']], selectedValues: ['CA,boy'], label: 'CA › boy' } }
 */
export function sunburstCrossFilter(groupby: readonly QueryFormColumn[], selected: readonly SunburstNode[]): DataMask {
  const depth = selected[0]?.groupValues.length ?? 0;
  if (depth === 0) return clearCrossFilter();
  const filters = groupby.slice(0, depth).map((col, i): QueryObjectFilterClause => {
    const values = [...new Set(selected.map((node) => node.groupValues[i] ?? null))].filter((v): v is Exclude<GroupValue, null> => v !== null);
    return values.length === 0 ? { col, op: 'IS NULL' } : { col, op: 'IN', val: values };
  });
  return {
    extraFormData: { filters },
    filterState: {
      value: selected.map((node) => [...node.groupValues]),
      selectedValues: selected.map((node) => node.path.join(',')),
      label: selected.map((node) => node.path.join(' › ')).join(', '),
    },
  };
}

/**
 * The nodes a chart's current cross-filter selects: by their dimension values (`value`, one array
 * per selection), else by Superset's comma-joined paths (`selectedValues`).
 */
export function selectedNodeIds(filterState: FilterState | undefined, nodes: readonly SunburstNode[]): Set<string> {
  const ids = new Set<string>();
  if (!filterState) return ids;
  const { value, selectedValues } = filterState;
  if (Array.isArray(value)) {
    for (const entry of value) {
      const wanted = Array.isArray(entry) ? entry : [entry];
      for (const node of nodes) if (sameValues(node.groupValues, wanted)) ids.add(node.id);
    }
    return ids;
  }
  if (Array.isArray(selectedValues)) {
    const wanted = new Set(selectedValues.filter((v): v is string => typeof v === 'string'));
    for (const node of nodes) if (node.path.length > 0 && wanted.has(node.path.join(','))) ids.add(node.id);
  }
  return ids;
}

/** The filters that select one arc's rows, for drill to detail and drill by. */
export function nodeFilters(groupby: readonly QueryFormColumn[], node: SunburstNode): QueryObjectFilterClause[] {
  return dimensionFilters(groupby.slice(0, node.groupValues.length), node.groupValues, '==');
}
