import { clearCrossFilter, dimensionFilters, getColumnLabel, type DataMask, type FilterState, type QueryObjectFilterClause } from '@core/plugin-api/index.js';
import type { GraphChartProps, GraphNode } from './transform-props.js';

/** The names of the nodes a chart's current cross-filter selects (`selectedValues`, else `value`). */
export function selectedNodeNames(filterState: FilterState | undefined): Set<string> {
  const values = filterState?.selectedValues ?? filterState?.value;
  return new Set(Array.isArray(values) ? values.map((value) => String(value)) : []);
}

/**
 * The cross-filter after a click on `node`, as Superset's graph emits it: `IN` the selected
 * names on the node's column. In single mode the node replaces the selection; in multiple mode it
 * joins nodes of the same column (a node of the other column starts over). Clicking a selected
 * node takes it out; nothing left selected clears the filter.
 *
 * @example
 * graphCrossFilter(props, caNode, new Set(), 'single');
 * // { extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] }, filterState: { value: ['CA'], selectedValues: ['CA'], label: 'CA' } }
 */
export function graphCrossFilter(props: GraphChartProps, node: GraphNode, selected: ReadonlySet<string>, mode: 'single' | 'multiple'): DataMask {
  const column = getColumnLabel(node.column);
  const sameColumn = props.nodes.filter((candidate) => selected.has(candidate.name) && getColumnLabel(candidate.column) === column);
  let chosen: GraphNode[];
  if (selected.has(node.name)) chosen = sameColumn.filter((candidate) => candidate.name !== node.name);
  else chosen = mode === 'multiple' ? [...sameColumn, node] : [node];
  if (chosen.length === 0) return clearCrossFilter();
  const values = chosen.map((candidate) => candidate.rawValue).filter((value): value is Exclude<typeof value, null> => value !== null);
  const names = chosen.map((candidate) => candidate.name);
  const filter: QueryObjectFilterClause = values.length === 0 ? { col: node.column, op: 'IS NULL' } : { col: node.column, op: 'IN', val: values };
  return { extraFormData: { filters: [filter] }, filterState: { value: names, selectedValues: names, label: names.join(', ') } };
}

/** The filters that select a node's rows (drill to detail, drill by). */
export function nodeFilters(node: GraphNode): QueryObjectFilterClause[] {
  return dimensionFilters([node.column], [node.rawValue], '==');
}

/** The filters that select an edge's rows: its source and its target value. */
export function edgeFilters(props: GraphChartProps, edge: { source: number; target: number }): QueryObjectFilterClause[] {
  if (!props.source || !props.target) return [];
  return dimensionFilters([props.source, props.target], [props.nodes[edge.source]!.rawValue, props.nodes[edge.target]!.rawValue], '==');
}
