import type { EdgeSymbol } from './graph-controls.js';
import type { DrawnNode } from './hit-test.js';
import type { FitTransform, LayoutNode } from './graph-layout.js';
import { placeLabels, type PlacedLabel } from './place-labels.js';
import type { GraphChartProps } from './transform-props.js';

/** Font size of node labels. */
export const LABEL_FONT_SIZE = 11;
const LABEL_LINE = 14;

/** An arrowhead: its tip, then the two corners of its base (x, y each), in box pixels. */
export type Arrow = readonly [number, number, number, number, number, number];

/** An arrowhead as the `points` of an SVG polygon. */
export function arrowPoints(arrow: Arrow): string {
  return `${arrow[0]},${arrow[1]} ${arrow[2]},${arrow[3]} ${arrow[4]},${arrow[5]}`;
}

/** An edge drawn between two node boundaries, with its end symbols. */
export interface SceneEdge {
  index: number;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Arrowheads at the start and end. */
  startArrow: Arrow | null;
  endArrow: Arrow | null;
  /** Dots at the start and end. */
  startDot: { x: number; y: number; r: number } | null;
  endDot: { x: number; y: number; r: number } | null;
}

/** Everything drawn for a frame, in box pixels (before the user's pan and zoom). */
export interface GraphScene {
  nodes: DrawnNode[];
  edges: SceneEdge[];
  labels: PlacedLabel[];
}

/** A label's text and width, measured once per node. */
export interface LabelText {
  text: string;
  width: number;
}

function arrowAt(tipX: number, tipY: number, ux: number, uy: number, size: number): Arrow {
  // The arrow points along (ux, uy), its tip on the node's boundary.
  const baseX = tipX - ux * size;
  const baseY = tipY - uy * size;
  const half = size * 0.45;
  return [tipX, tipY, baseX - uy * half, baseY + ux * half, baseX + uy * half, baseY - ux * half];
}

/**
 * One frame of a graph: node centres through the fit transform (radii in pixels, shrunk with a
 * graph fitted smaller than its layout), edges cut at
 * the node boundaries with their arrows or dots (self-loops are not drawn), and the labels that
 * fit without overlapping, larger nodes first. Nodes `visible` rejects and their edges are left out.
 */
export function buildScene(
  props: GraphChartProps,
  layoutNodes: readonly LayoutNode[],
  fit: FitTransform,
  box: { width: number; height: number },
  visible: (index: number) => boolean,
  labelTexts: readonly LabelText[],
): GraphScene {
  // A graph shrunk to fit a small box shrinks its nodes too (never below 30%), so they keep apart.
  const shrink = Math.min(1, Math.max(0.3, fit.k));
  const nodes: DrawnNode[] = layoutNodes.map((node, index) => ({ x: (node.x ?? 0) * fit.k + fit.x, y: (node.y ?? 0) * fit.k + fit.y, r: props.nodes[index]!.radius * shrink }));
  const [startSymbol, endSymbol] = props.edgeSymbol as readonly [EdgeSymbol, EdgeSymbol];
  const symbolSize = Math.max(5, props.baseEdgeWidth * 2);
  const edges: SceneEdge[] = [];
  props.edges.forEach((edge, index) => {
    if (edge.source === edge.target || !visible(edge.source) || !visible(edge.target)) return;
    const a = nodes[edge.source]!;
    const b = nodes[edge.target]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = Math.hypot(dx, dy);
    if (length <= a.r + b.r) return;
    const ux = dx / length;
    const uy = dy / length;
    const sx = a.x + ux * a.r;
    const sy = a.y + uy * a.r;
    const tx = b.x - ux * b.r;
    const ty = b.y - uy * b.r;
    edges.push({
      index,
      x1: startSymbol === 'arrow' ? sx + ux * symbolSize : sx,
      y1: startSymbol === 'arrow' ? sy + uy * symbolSize : sy,
      x2: endSymbol === 'arrow' ? tx - ux * symbolSize : tx,
      y2: endSymbol === 'arrow' ? ty - uy * symbolSize : ty,
      startArrow: startSymbol === 'arrow' ? arrowAt(sx, sy, -ux, -uy, symbolSize) : null,
      endArrow: endSymbol === 'arrow' ? arrowAt(tx, ty, ux, uy, symbolSize) : null,
      startDot: startSymbol === 'circle' ? { x: sx, y: sy, r: symbolSize / 2 } : null,
      endDot: endSymbol === 'circle' ? { x: tx, y: ty, r: symbolSize / 2 } : null,
    });
  });
  const candidates = props.nodes
    .filter((node) => node.labelled && visible(node.index))
    .map((node) => ({ index: node.index, x: nodes[node.index]!.x, y: nodes[node.index]!.y, radius: nodes[node.index]!.r, text: labelTexts[node.index]!.text, width: labelTexts[node.index]!.width, priority: node.value }));
  return { nodes, edges, labels: placeLabels(candidates, box.width, box.height, LABEL_LINE) };
}
