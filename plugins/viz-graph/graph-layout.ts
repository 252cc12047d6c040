import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, type Simulation, type SimulationLinkDatum, type SimulationNodeDatum } from 'd3';
import type { GraphChartProps } from './transform-props.js';

/** A node as the layout moves it: its position in layout units (d3 sets `index`, `x`, `y`, `vx`, `vy`). */
export interface LayoutNode extends SimulationNodeDatum {
  radius: number;
}

/** Where the nodes are and, for the force layout, the simulation moving them. */
export interface GraphLayoutModel {
  nodes: LayoutNode[];
  /** Null for the circular layout, which does not move. */
  simulation: Simulation<LayoutNode, SimulationLinkDatum<LayoutNode>> | null;
}

/** Previous positions by node name, so a redrawn graph keeps its shape. */
export type PositionMemory = ReadonlyMap<string, { x: number; y: number }>;

/**
 * The force layout of a graph as a stopped d3-force simulation, to be stepped off the render loop
 * (see {@link stepLayout}). Superset's parameters map onto d3's forces in layout units: edges
 * pull towards `edgeLength / 8`, nodes repel with `repulsion / 10` up to six edge lengths away
 * (so separate clusters do not drift apart), gravity pulls towards the centre with `gravity / 10`, friction damps velocity (`2 × friction`), and nodes never overlap.
 * Nodes seen before start where they were.
 */
export function createForceLayout(props: GraphChartProps, memory?: PositionMemory): GraphLayoutModel {
  const nodes: LayoutNode[] = props.nodes.map((node) => {
    const previous = memory?.get(node.name);
    return previous ? { radius: node.radius, x: previous.x, y: previous.y } : { radius: node.radius };
  });
  const links: Array<SimulationLinkDatum<LayoutNode>> = props.edges.filter((edge) => edge.source !== edge.target).map((edge) => ({ source: edge.source, target: edge.target }));
  const { edgeLength, gravity, repulsion, friction } = props.force;
  const simulation = forceSimulation<LayoutNode>(nodes)
    .stop()
    .velocityDecay(Math.min(0.9, Math.max(0.1, friction * 2)))
    .force('link', forceLink<LayoutNode, SimulationLinkDatum<LayoutNode>>(links).distance(Math.max(10, edgeLength / 8)))
    .force('charge', forceManyBody<LayoutNode>().strength(-Math.max(1, repulsion) / 10).distanceMax(Math.max(120, (edgeLength / 8) * 6)))
    .force('x', forceX<LayoutNode>(0).strength(gravity / 10))
    .force('y', forceY<LayoutNode>(0).strength(gravity / 10))
    .force('collide', forceCollide<LayoutNode>((node) => node.radius + 2));
  // A redrawn graph that kept every node only needs to settle.
  if (memory && props.nodes.length > 0 && props.nodes.every((node) => memory.has(node.name))) simulation.alpha(0.3);
  return { nodes, simulation };
}

/**
 * The circular layout: nodes on a ring grouped by category (in legend order, uncategorised last),
 * spaced by their sizes, the ring's circumference fitting them all.
 */
export function createCircularLayout(props: GraphChartProps): GraphLayoutModel {
  const rank = new Map(props.categories.map((category, index) => [category.name, index]));
  const order = props.nodes.map((node) => node.index).sort((a, b) => {
    const ca = rank.get(props.nodes[a]!.category ?? '') ?? rank.size;
    const cb = rank.get(props.nodes[b]!.category ?? '') ?? rank.size;
    return ca - cb || a - b;
  });
  const spans = order.map((index) => 2 * props.nodes[index]!.radius + 6);
  const circumference = spans.reduce((sum, span) => sum + span, 0);
  const ringRadius = Math.max(20, circumference / (2 * Math.PI));
  const nodes: LayoutNode[] = props.nodes.map((node) => ({ radius: node.radius, x: 0, y: 0 }));
  let along = 0;
  order.forEach((index, i) => {
    const angle = ((along + spans[i]! / 2) / Math.max(1, circumference)) * 2 * Math.PI - Math.PI / 2;
    along += spans[i]!;
    nodes[index]!.x = ringRadius * Math.cos(angle);
    nodes[index]!.y = ringRadius * Math.sin(angle);
  });
  return { nodes, simulation: null };
}

/**
 * Advances a force layout for at most `budgetMs` milliseconds (at least one tick) and tells
 * whether it has settled. The circular layout is always settled.
 */
export function stepLayout(model: GraphLayoutModel, budgetMs: number, now: () => number = () => performance.now()): boolean {
  const { simulation } = model;
  if (!simulation) return true;
  const start = now();
  do {
    if (simulation.alpha() < simulation.alphaMin() && simulation.alphaTarget() === 0) return true;
    simulation.tick();
  } while (now() - start < budgetMs);
  return simulation.alpha() < simulation.alphaMin() && simulation.alphaTarget() === 0;
}

/** A transform from layout units to the box: screen = layout × k + (x, y). */
export interface FitTransform {
  k: number;
  x: number;
  y: number;
}

/**
 * The transform that shows every node inside a `width` × `height` box, `padding` pixels from its
 * edges (node radii stay in pixels, so they are part of the padding), never enlarging by more
 * than twice.
 */
export function fitTransform(nodes: readonly LayoutNode[], width: number, height: number, padding: number): FitTransform {
  if (nodes.length === 0) return { k: 1, x: width / 2, y: height / 2 };
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const node of nodes) {
    const x = node.x ?? 0;
    const y = node.y ?? 0;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const room = (size: number) => Math.max(1, size - 2 * padding);
  const k = Math.min(2, spanX > 0 ? room(width) / spanX : 2, spanY > 0 ? room(height) / spanY : 2);
  return { k, x: width / 2 - ((minX + maxX) / 2) * k, y: height / 2 - ((minY + maxY) / 2) * k };
}
