import { measureTextWidth, truncateText, type MeasureText } from '@core/plugin-api/index.js';
import { sankey, sankeyJustify, sankeyLeft, sankeyLinkHorizontal, sankeyRight, type SankeyGraph } from 'd3-sankey';
import type { SankeyNodeAlignment } from './sankey-controls.js';
import type { SankeyChartProps, SankeyLink, SankeyNode } from './transform-props.js';

/** Font size of node labels. */
export const LABEL_FONT_SIZE = 11;
/** Vertical room one label needs; labels closer than this in a column would touch. */
const LABEL_LINE = 14;
/** Space between a node and its label, and a label and the next stage. */
const LABEL_GAP = 6;
/** Narrowest room worth writing a label in. */
const MIN_LABEL_WIDTH = 24;
const NODE_WIDTH = 12;
const MAX_NODE_PADDING = 12;

/** A node placed in the chart's box. */
export interface PlacedNode extends SankeyNode {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** A flow placed in the chart's box: its centre line and its width. */
export interface PlacedLink extends SankeyLink {
  index: number;
  path: string;
  width: number;
  color: string;
}

/** A node's label: where it is written and what fits there. */
export interface PlacedLabel {
  name: string;
  x: number;
  y: number;
  text: string;
}

/** The whole diagram placed in a box. */
export interface SankeyLayout {
  nodes: PlacedNode[];
  links: PlacedLink[];
  labels: PlacedLabel[];
}

const ALIGN = { justify: sankeyJustify, left: sankeyLeft, right: sankeyRight } as const;

type LayoutNode = SankeyNode & { x0?: number; x1?: number; y0?: number; y1?: number };
type LayoutLink = { source: string; target: string; value: number; index: number };

/** d3-sankey's default passes of vertical relaxation; 0 only assigns stages and stacks the nodes. */
const RELAXATION_PASSES = 6;

function run(props: SankeyChartProps, align: SankeyNodeAlignment, right: number, height: number, padding: number, iterations = RELAXATION_PASSES): SankeyGraph<LayoutNode, LayoutLink> {
  const generator = sankey<LayoutNode, LayoutLink>()
    .nodeId((node) => node.name)
    .nodeAlign(ALIGN[align] ?? sankeyJustify)
    .nodeWidth(Math.min(NODE_WIDTH, Math.max(4, right / 24)))
    .nodePadding(padding)
    .iterations(iterations)
    .extent([
      [1, 1],
      [Math.max(2, right), Math.max(2, height - 1)],
    ]);
  // d3-sankey writes positions into the objects it gets: give it copies.
  return generator({
    nodes: props.nodes.map((node) => ({ ...node })),
    links: props.links.map((link, index) => ({ source: link.source, target: link.target, value: link.value, index })),
  });
}

/**
 * Places a sankey in a `width` × `height` box with d3-sankey: nodes in stages, flows as bands,
 * node padding shrunk so the fullest stage still fits, and one label per node to the right of it,
 * cut to the room before the next stage (the last stage's labels get a margin of at most a
 * quarter of the width). Within a stage, labels that would touch give way to larger nodes.
 * Tiny boxes get no labels.
 */
export function layoutSankey(props: SankeyChartProps, width: number, height: number, measure: MeasureText = measureTextWidth): SankeyLayout {
  if (props.nodes.length === 0 || props.links.length === 0 || width < 24 || height < 16) return { nodes: [], links: [], labels: [] };
  const withLabels = width >= 160 && height >= 60;
  const hasOutgoing = new Set(props.links.map((link) => link.source));
  const widestSink = Math.max(0, ...props.nodes.filter((node) => !hasOutgoing.has(node.name)).map((node) => measure(node.name, LABEL_FONT_SIZE)));
  const margin = withLabels ? Math.min(width * 0.25, widestSink + LABEL_GAP + 2) : 0;
  const right = width - margin - 1;

  // Stages do not depend on the padding: a pass without relaxation counts the nodes per stage,
  // then the full layout runs once with the padding that lets the fullest stage fit.
  const stages = run(props, props.nodeAlignment, right, height, 8, 0);
  const perColumn = new Map<number, number>();
  for (const node of stages.nodes) perColumn.set(node.x0!, (perColumn.get(node.x0!) ?? 0) + 1);
  const fullest = Math.max(1, ...perColumn.values());
  const padding = fullest > 1 ? Math.max(0, Math.min(MAX_NODE_PADDING, (height * 0.4) / (fullest - 1))) : MAX_NODE_PADDING;
  const graph = run(props, props.nodeAlignment, right, height, padding);

  const colorOf = new Map(props.nodes.map((node) => [node.name, node.color]));
  const nodes: PlacedNode[] = graph.nodes.map((node) => ({
    name: node.name,
    color: node.color,
    value: node.value,
    formattedValue: node.formattedValue,
    x0: node.x0!,
    x1: node.x1!,
    y0: node.y0!,
    y1: node.y1!,
  }));
  const path = sankeyLinkHorizontal();
  const links: PlacedLink[] = graph.links.map((link) => {
    const original = props.links[link.index]!;
    return { ...original, index: link.index, path: path(link) ?? '', width: Math.max(1, link.width ?? 1), color: colorOf.get(original.source) ?? '#888' };
  });

  const labels: PlacedLabel[] = [];
  if (withLabels) {
    const columns = [...new Set(nodes.map((node) => node.x0))].sort((a, b) => a - b);
    for (const x0 of columns) {
      const next = columns.find((x) => x > x0);
      const kept: number[] = [];
      for (const node of nodes.filter((n) => n.x0 === x0).sort((a, b) => b.value - a.value)) {
        const y = (node.y0 + node.y1) / 2;
        if (kept.some((other) => Math.abs(other - y) < LABEL_LINE)) continue;
        // The last stage's labels run to the edge; the others stop short of the next stage.
        const room = next === undefined ? width - node.x1 - LABEL_GAP : next - node.x1 - 2 * LABEL_GAP;
        if (room < Math.min(MIN_LABEL_WIDTH, measure(node.name, LABEL_FONT_SIZE))) continue;
        const text = truncateText(node.name, room, LABEL_FONT_SIZE, { measure });
        if (text === '') continue;
        kept.push(y);
        labels.push({ name: node.name, x: node.x1 + LABEL_GAP, y, text });
      }
    }
  }
  return { nodes, links, labels };
}
