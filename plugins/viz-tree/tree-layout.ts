import { truncateText } from '@core/plugin-api/index.js';
import { hierarchy, tree, type HierarchyPointNode } from 'd3';
import { keptLabels, type LabelBox } from './label-culling.js';
import type { LabelPosition, TreeOrient } from './tree-controls.js';
import type { TreeChartNode } from './transform-props.js';

/** Font size and line height of node labels. */
export const LABEL_FONT_SIZE = 12;
const LABEL_HEIGHT = 15;
/** Space between a node's shape and its label. */
const GAP = 4;
/** The widest a label grows before it is cut. */
const MAX_LABEL_WIDTH = 160;

/** What shapes the layout beyond the tree and the box. */
export interface TreeLayoutOptions {
  layout: 'orthogonal' | 'radial';
  orient: TreeOrient;
  nodeLabelPosition: LabelPosition;
  childLabelPosition: LabelPosition;
  symbolSize: number;
  /** Width of a label's text in pixels. */
  measure: (text: string) => number;
}

/** A node placed in the box. */
export interface PlacedNode {
  node: TreeChartNode;
  x: number;
  y: number;
  depth: number;
  parent: PlacedNode | null;
  /** Its children are folded away. */
  collapsed: boolean;
}

/** A label placed in the box, anchored as SVG text with `dy="0.35em"` draws it. */
export interface PlacedLabel extends LabelBox {
  key: string;
  text: string;
}

/** The placed nodes (parents first), the links between them as SVG paths, and the labels that fit. */
export interface TreeLayout {
  nodes: PlacedNode[];
  links: Array<{ key: string; source: PlacedNode; target: PlacedNode; path: string }>;
  labels: PlacedLabel[];
}

/** Where a label hangs off its node for a position, in screen terms. */
function sideLabel(position: LabelPosition, x: number, y: number, half: number): Omit<LabelBox, 'width' | 'height'> {
  switch (position) {
    case 'left':
      return { x: x - half - GAP, y, anchor: 'end', rotate: 0 };
    case 'right':
      return { x: x + half + GAP, y, anchor: 'start', rotate: 0 };
    case 'top':
      return { x, y: y - half - GAP - LABEL_HEIGHT / 2, anchor: 'middle', rotate: 0 };
    default:
      return { x, y: y + half + GAP + LABEL_HEIGHT / 2, anchor: 'middle', rotate: 0 };
  }
}

/**
 * How far a label at `position` reaches past its node towards `toward`, for a label `width` wide;
 * an `upright` label (turned a quarter, running away from its node) reaches its width along it.
 */
function reach(position: LabelPosition, toward: LabelPosition, width: number, half: number, upright = false): number {
  const horizontalSide = toward === 'left' || toward === 'right';
  if (upright) return position === toward ? half + GAP + width : horizontalSide ? LABEL_HEIGHT / 2 : half;
  if (position === toward) return half + GAP + (horizontalSide ? width : LABEL_HEIGHT);
  const sameAxis = (position === 'left' || position === 'right') === (toward === 'left' || toward === 'right');
  if (sameAxis) return half;
  return toward === 'left' || toward === 'right' ? width / 2 : LABEL_HEIGHT / 2;
}

const BACK: Record<TreeOrient, LabelPosition> = { LR: 'left', RL: 'right', TB: 'top', BT: 'bottom' };
const FORWARD: Record<TreeOrient, LabelPosition> = { LR: 'right', RL: 'left', TB: 'bottom', BT: 'top' };

/**
 * Lays out the visible tree (folded nodes hide their children) in a `width` × `height` box. An
 * orthogonal tree (d3.tree) runs from the root's side to the leaves' (`orient`), keeping room at
 * both ends for the root's and the leaves' labels; a radial one puts the root in the middle and
 * the leaves on a ring, their labels along the radius, reading outwards and never upside down.
 * Labels of nodes with children sit at `nodeLabelPosition`, those of leaves at
 * `childLabelPosition`, unless the leaves stand too close for labels there: then they go beyond
 * the leaves (left-right trees) or turn upright (top-bottom trees). Labels are cut to the room
 * between levels; then the root's label and those of larger branches win, and a label that would
 * overlap another label or a node, or leave the box, is not drawn.
 */
export function layoutTree(root: TreeChartNode, collapsed: ReadonlySet<string>, options: TreeLayoutOptions, width: number, height: number): TreeLayout {
  const half = options.symbolSize / 2;
  const visible = hierarchy(root, (node) => (collapsed.has(node.key) ? null : node.children));
  const labelWidth = (node: TreeChartNode) => Math.min(MAX_LABEL_WIDTH, options.measure(node.name));
  // Where leaves' labels go: where asked, unless crowded leaves call for another place (below).
  let leafPlacement: { position: LabelPosition; upright: boolean } = { position: options.childLabelPosition, upright: false };
  const positionOf = (point: { children?: unknown[] }) => (point.children ? options.nodeLabelPosition : leafPlacement.position);
  const leaves = visible.leaves();
  const maxDepth = visible.height;

  let points: Array<HierarchyPointNode<TreeChartNode>>;
  let toScreen: (point: HierarchyPointNode<TreeChartNode>) => [number, number];
  let labelCap: (point: HierarchyPointNode<TreeChartNode>) => number;
  let radialCentre: [number, number] | null = null;

  if (options.layout === 'radial') {
    const widest = Math.max(0, ...leaves.map((leaf) => labelWidth(leaf.data)));
    const margin = Math.min(widest + half + GAP, Math.min(width, height) * 0.2) + 2;
    const radius = Math.max(10, Math.min(width, height) / 2 - margin);
    const laidOut = tree<TreeChartNode>()
      .size([2 * Math.PI, maxDepth > 0 ? radius : 0])
      .separation((a, b) => (a.parent === b.parent ? 1 : 2) / Math.max(1, a.depth))(visible);
    points = laidOut.descendants();
    radialCentre = [width / 2, height / 2];
    toScreen = (point) => [width / 2 + point.y * Math.sin(point.x), height / 2 - point.y * Math.cos(point.x)];
    labelCap = (point) => (point.children ? MAX_LABEL_WIDTH * 0.75 : margin - half - GAP - 2);
  } else {
    const horizontal = options.orient === 'LR' || options.orient === 'RL';
    const mainLength = horizontal ? width : height;
    const breadthLength = horizontal ? height : width;
    const back = BACK[options.orient];
    const forward = FORWARD[options.orient];
    // Leaves side by side along the breadth leave their labels this much room across it.
    const leafSpacing = leaves.length > 1 ? breadthLength / leaves.length : Infinity;
    const widestLeaf = Math.max(0, ...leaves.map((leaf) => labelWidth(leaf.data)));
    const preferred = options.childLabelPosition;
    const acrossBreadth = (preferred === 'left' || preferred === 'right') !== horizontal;
    if (horizontal && acrossBreadth && leafSpacing < options.symbolSize + 2 * (LABEL_HEIGHT + GAP)) {
      // Labels above or below crowded leaves would collide: they go beyond the leaves instead.
      leafPlacement = { position: forward, upright: false };
    } else if (!horizontal && (acrossBreadth ? leafSpacing < half + GAP + widestLeaf : leafSpacing < Math.min(widestLeaf, MAX_LABEL_WIDTH) + GAP)) {
      // Crowded leaves of a vertical tree: labels turn upright, running away from the leaves.
      leafPlacement = { position: forward, upright: true };
    }
    const leafReach = (leaf: HierarchyPointNode<TreeChartNode> | typeof visible, toward: LabelPosition) =>
      leaf.children ? reach(positionOf(leaf), toward, labelWidth(leaf.data), half) : reach(leafPlacement.position, toward, labelWidth(leaf.data), half, leafPlacement.upright);
    const backMargin = Math.min(mainLength * 0.35, leafReach(visible, back)) + 2;
    const forwardMargin = Math.min(mainLength * 0.35, Math.max(half, ...leaves.map((leaf) => leafReach(leaf, forward)))) + 2;
    const sideways = horizontal || leafPlacement.upright ? LABEL_HEIGHT / 2 + half + GAP : Math.min(breadthLength * 0.2, widestLeaf / 2 + half);
    const mainSpan = Math.max(0, mainLength - backMargin - forwardMargin);
    const laidOut = tree<TreeChartNode>().size([Math.max(0, breadthLength - 2 * sideways), mainSpan])(visible);
    points = laidOut.descendants();
    const reversed = options.orient === 'RL' || options.orient === 'BT';
    toScreen = (point) => {
      const main = reversed ? mainLength - backMargin - point.y : backMargin + point.y;
      const breadth = sideways + point.x;
      return horizontal ? [main, breadth] : [breadth, main];
    };
    const columnGap = maxDepth > 0 ? mainSpan / maxDepth : mainSpan;
    labelCap = (point) => {
      const position = positionOf(point);
      if (!point.children && leafPlacement.upright) return (position === forward ? forwardMargin : backMargin) - half - GAP - 2;
      // In a top-down tree labels run across the levels: crowding there is settled by culling.
      if (!horizontal) return MAX_LABEL_WIDTH;
      if (position === 'top' || position === 'bottom') return Math.min(MAX_LABEL_WIDTH, columnGap * 0.95);
      if (position === forward && !point.children) return forwardMargin - half - GAP - 2;
      if (position === back && point.depth === 0) return backMargin - half - GAP - 2;
      return columnGap - 2 * half - 2 * GAP;
    };
  }

  const placed = new Map<HierarchyPointNode<TreeChartNode>, PlacedNode>();
  const nodes: PlacedNode[] = points.map((point) => {
    const [x, y] = toScreen(point);
    const node: PlacedNode = { node: point.data, x, y, depth: point.depth, parent: point.parent ? placed.get(point.parent)! : null, collapsed: collapsed.has(point.data.key) && point.data.children.length > 0 };
    placed.set(point, node);
    return node;
  });

  const links = points.slice(1).map((point) => {
    const source = placed.get(point.parent!)!;
    const target = placed.get(point)!;
    let path: string;
    if (radialCentre) {
      const [cx, cy] = radialCentre;
      const polar = (angle: number, r: number) => `${cx + r * Math.sin(angle)},${cy - r * Math.cos(angle)}`;
      const middle = (point.parent!.y + point.y) / 2;
      // The centre has no direction of its own: links leave it straight towards their child.
      const leaving = point.parent!.y === 0 ? point.x : point.parent!.x;
      path = `M${polar(point.parent!.x, point.parent!.y)}C${polar(leaving, middle)} ${polar(point.x, middle)} ${polar(point.x, point.y)}`;
    } else if (options.orient === 'LR' || options.orient === 'RL') {
      const mx = (source.x + target.x) / 2;
      path = `M${source.x},${source.y}C${mx},${source.y} ${mx},${target.y} ${target.x},${target.y}`;
    } else {
      const my = (source.y + target.y) / 2;
      path = `M${source.x},${source.y}C${source.x},${my} ${target.x},${my} ${target.x},${target.y}`;
    }
    return { key: point.data.key, source, target, path };
  });

  // Candidate labels, most important first: shallow nodes, then larger branches.
  const order = points.map((_, index) => index).sort((a, b) => points[a]!.depth - points[b]!.depth || (points[b]!.descendants().length - points[a]!.descendants().length));
  const candidates: Array<PlacedLabel | null> = order.map((index) => {
    const point = points[index]!;
    const { x, y } = nodes[index]!;
    const text = truncateText(point.data.name, labelCap(point), LABEL_FONT_SIZE, { minChars: 2 });
    if (!text) return null;
    let anchorBox: Omit<LabelBox, 'width' | 'height'>;
    if (radialCentre && !point.children && point.depth > 0) {
      const degrees = (point.x * 180) / Math.PI;
      const outward = point.y + half + GAP;
      const [cx, cy] = radialCentre;
      const right = point.x < Math.PI;
      anchorBox = { x: cx + outward * Math.sin(point.x), y: cy - outward * Math.cos(point.x), anchor: right ? 'start' : 'end', rotate: right ? degrees - 90 : degrees + 90 };
    } else if (!point.children && leafPlacement.upright) {
      const below = leafPlacement.position === 'bottom';
      anchorBox = { x, y: below ? y + half + GAP : y - half - GAP, anchor: 'start', rotate: below ? 90 : -90 };
    } else {
      anchorBox = sideLabel(positionOf(point), x, y, half);
    }
    return { ...anchorBox, key: point.data.key, text, width: options.measure(text), height: LABEL_HEIGHT };
  });
  const boxes = candidates.map((label) => label ?? { x: -1e6, y: -1e6, width: 0, height: 0, anchor: 'start' as const, rotate: 0 });
  // Each node's shape blocks every label but its own.
  const obstacles = order.map((index, rank) => ({ box: { x: nodes[index]!.x, y: nodes[index]!.y, width: options.symbolSize, height: options.symbolSize, anchor: 'middle' as const, rotate: 0 }, owner: rank }));
  const kept = keptLabels(boxes, obstacles, width, height);
  const labels = candidates.filter((label, rank): label is PlacedLabel => label !== null && kept.has(rank));
  return { nodes, links, labels };
}
