import {
  chartColorScale,
  getColorScheme,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  toFiniteNumber,
  verboseName,
  type ChartDataResponse,
  type QueryFormColumn,
  type TransformPropsContext,
} from '@core/plugin-api/index.js';
import { withGraphDefaults, type GraphFormData, type LegendOrientation } from './form-data.schema.js';
import type { EdgeSymbol, GraphLayoutKind, GraphRoam, GraphSelectedMode } from './graph-controls.js';

/** A node's value as the database returned it (what filters select it by). */
export type NodeValue = string | number | boolean | null;

/** One node: a value of the source or target column. */
export interface GraphNode {
  index: number;
  name: string;
  rawValue: NodeValue;
  /** The column the node was first seen in; its cross-filter and drill filter are on this column. */
  column: QueryFormColumn;
  /** Total metric of its edges. */
  value: number;
  formattedValue: string;
  degree: number;
  category: string | null;
  color: string;
  /** Radius in pixels, from its value between half and twice the base node size (diameter). */
  radius: number;
  /** Whether its value passes the label threshold. */
  labelled: boolean;
}

/** One edge between two nodes, the metric summed over its rows. */
export interface GraphEdge {
  source: number;
  target: number;
  value: number;
  formattedValue: string;
  color: string;
  /** Width in pixels, from its value between half and twice the base edge width. */
  width: number;
}

/** A category of the legend. */
export interface GraphCategory {
  name: string;
  color: string;
}

/** Force layout parameters, as set in the panel. */
export interface ForceParameters {
  edgeLength: number;
  gravity: number;
  repulsion: number;
  friction: number;
}

/** Props of the `graph_chart` component. */
export interface GraphChartProps {
  nodes: GraphNode[];
  edges: GraphEdge[];
  categories: GraphCategory[];
  metricLabel: string;
  source: QueryFormColumn | null;
  target: QueryFormColumn | null;
  layout: GraphLayoutKind;
  force: ForceParameters;
  roam: GraphRoam;
  draggable: boolean;
  selectedMode: GraphSelectedMode;
  edgeSymbol: readonly [EdgeSymbol, EdgeSymbol];
  baseEdgeWidth: number;
  showLegend: boolean;
  legendOrientation: LegendOrientation;
}

const SYMBOLS: readonly EdgeSymbol[] = ['none', 'circle', 'arrow'];
/** The colour of nodes without a category when others have one; readable on light and dark paper. */
export const NEUTRAL_NODE_COLOR = '#9AA5AD';

/** Superset's `edgeSymbol` text ('none,arrow') as the symbols of both ends; unknown ones are none. */
export function parseEdgeSymbol(text: string | null | undefined): [EdgeSymbol, EdgeSymbol] {
  const [start, end] = (text ?? '').split(',');
  const read = (value: string | undefined): EdgeSymbol => (SYMBOLS as readonly string[]).includes(value ?? '') ? (value as EdgeSymbol) : 'none';
  return [read(start), read(end)];
}

function toNodeValue(value: unknown): NodeValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

/** A category value as the legend names it (Superset's names for booleans and missing values). */
function categoryName(columnLabel: string, value: unknown): string {
  if (value === true || value === false) return `${columnLabel}: ${String(value)}`;
  if (value === null || value === undefined) return 'N/A';
  return String(value);
}

/** Scales values onto [min, max] by their place between the smallest and largest value. */
function sizer(values: readonly number[], min: number, max: number): (value: number) => number {
  const low = Math.min(...values);
  const spread = Math.max(...values) - low;
  return (value) => (spread > 0 ? min + ((value - low) / spread) * (max - min) : (min + max) / 2);
}

/**
 * `graph_chart`: one node per source or target value (the same value in both is one node), one
 * edge per source–target pair with the metric summed, rows without a metric left out. A node's
 * value is the total of its edges; its category comes from the first row that names one; it is
 * coloured by category with the shared label colours (without categories, the scheme's first colour;
 * beside categorised nodes, a neutral grey).
 * As in Superset, node diameters and edge widths run from half to twice their base size by value.
 *
 * @example
 * transformGraphProps({ result: [{ colnames: ['a', 'b', 'n'], coltypes: [1, 1, 0], data: [{ a: 'x', b: 'y', n: 2 }], rowcount: 1 }] }, formData);
 * // { nodes: [{ name: 'x', value: 2, … }, { name: 'y', value: 2, … }], edges: [{ source: 0, target: 1, value: 2, … }], … }
 */
export function transformGraphProps(response: ChartDataResponse, formData: GraphFormData, context?: TransformPropsContext): GraphChartProps {
  const fd = withGraphDefaults(formData);
  const result = response.result[0];
  const sourceLabel = getColumnLabel(fd.source) ?? '';
  const targetLabel = getColumnLabel(fd.target) ?? '';
  const sourceCategoryLabel = getColumnLabel(fd.source_category) ?? null;
  const targetCategoryLabel = getColumnLabel(fd.target_category) ?? null;
  const metricLabel = getMetricLabel(fd.metric) ?? '';
  const formatValue = getNumberFormatter(fd.number_format);
  const color = chartColorScale(fd, context);
  const schemeFirst = getColorScheme(fd.color_scheme).colors[0] ?? '#2F6FDE';
  const grouping = new Set([sourceLabel, targetLabel, sourceCategoryLabel, targetCategoryLabel]);
  const metricColumn = result && (result.colnames.includes(metricLabel) ? metricLabel : result.colnames.find((name) => !grouping.has(name)));

  const nodes: Array<Omit<GraphNode, 'formattedValue' | 'radius' | 'labelled' | 'color'>> = [];
  const byName = new Map<string, number>();
  const categories: string[] = [];
  const nodeOf = (value: unknown, column: QueryFormColumn, category: string | null): number => {
    const rawValue = toNodeValue(value);
    const name = rawValue === null ? 'N/A' : String(rawValue);
    let index = byName.get(name);
    if (index === undefined) {
      index = nodes.length;
      byName.set(name, index);
      nodes.push({ index, name, rawValue, column, value: 0, degree: 0, category: null });
    }
    const node = nodes[index]!;
    if (category !== null) {
      if (!categories.includes(category)) categories.push(category);
      node.category ??= category;
    }
    return index;
  };

  const edgeIndex = new Map<string, number>();
  const edges: Array<{ source: number; target: number; value: number }> = [];
  const usable = result && metricColumn !== undefined && sourceLabel !== '' && targetLabel !== '';
  for (const row of usable ? result.data : []) {
    const value = toFiniteNumber(row[metricColumn!]);
    if (value === null || value === 0) continue;
    const from = nodeOf(row[sourceLabel], fd.source!, sourceCategoryLabel ? categoryName(sourceCategoryLabel, row[sourceCategoryLabel]) : null);
    const to = nodeOf(row[targetLabel], fd.target!, targetCategoryLabel ? categoryName(targetCategoryLabel, row[targetCategoryLabel]) : null);
    nodes[from]!.value += value;
    nodes[to]!.value += value;
    const key = `${from}\u0000${to}`;
    const existing = edgeIndex.get(key);
    if (existing !== undefined) edges[existing]!.value += value;
    else {
      edgeIndex.set(key, edges.length);
      edges.push({ source: from, target: to, value });
      nodes[from]!.degree += 1;
      if (to !== from) nodes[to]!.degree += 1;
    }
  }

  // Beside categorised nodes, the others are neutral, so they do not pass for the first category.
  const uncategorised = categories.length > 0 ? NEUTRAL_NODE_COLOR : schemeFirst;
  const nodeColor = (category: string | null) => (category === null ? uncategorised : color(category));
  const radius = nodes.length > 0 ? sizer(nodes.map((node) => node.value), fd.baseNodeSize * 0.25, fd.baseNodeSize) : () => 0;
  const width = edges.length > 0 ? sizer(edges.map((edge) => edge.value), fd.baseEdgeWidth * 0.5, fd.baseEdgeWidth * 2) : () => 0;
  const threshold = fd.showSymbolThreshold;
  const placed: GraphNode[] = nodes.map((node) => ({
    ...node,
    formattedValue: formatValue(node.value),
    color: nodeColor(node.category),
    radius: radius(node.value),
    labelled: threshold ? node.value > threshold : true,
  }));

  return {
    nodes: placed,
    edges: edges.map((edge) => ({ ...edge, formattedValue: formatValue(edge.value), color: placed[edge.source]!.color, width: width(edge.value) })),
    categories: categories.map((name) => ({ name, color: nodeColor(name) })),
    metricLabel: verboseName(metricLabel, context),
    source: fd.source,
    target: fd.target,
    layout: fd.layout,
    force: { edgeLength: fd.edgeLength, gravity: fd.gravity, repulsion: fd.repulsion, friction: fd.friction },
    roam: fd.roam,
    draggable: fd.draggable,
    selectedMode: fd.selectedMode,
    edgeSymbol: parseEdgeSymbol(fd.edgeSymbol),
    baseEdgeWidth: fd.baseEdgeWidth,
    showLegend: fd.show_legend,
    legendOrientation: fd.legend_orientation,
  };
}
