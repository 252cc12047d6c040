import { dimensionFilters, marksCrossFilter, selectedMarkIds, type DataMask, type FilterState, type QueryFormColumn, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { SunburstNode } from './transform-props.js';

/** How the cross-filter's state names a node: its path as Superset writes it (`selectedValues`), and in the label. */
const NAMES = { nameOf: (node: SunburstNode) => node.path.join(','), labelOf: (node: SunburstNode) => node.path.join(' › ') };

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
  return marksCrossFilter(groupby, selected, NAMES);
}

/**
 * The nodes a chart's current cross-filter selects: by their dimension values (`value`, one array
 * per selection), else by Superset's comma-joined paths (`selectedValues`).
 */
export function selectedNodeIds(filterState: FilterState | undefined, nodes: readonly SunburstNode[]): Set<string> {
  return selectedMarkIds(filterState, nodes, { ...NAMES, idOf: (node) => node.id, prefer: 'values' });
}

/** The filters that select one arc's rows, for drill to detail and drill by. */
export function nodeFilters(groupby: readonly QueryFormColumn[], node: SunburstNode): QueryObjectFilterClause[] {
  return dimensionFilters(groupby.slice(0, node.groupValues.length), node.groupValues, '==');
}
