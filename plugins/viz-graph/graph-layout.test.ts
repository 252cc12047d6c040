import { describe, expect, it } from 'vitest';
import { createCircularLayout, createForceLayout, fitTransform, stepLayout } from './graph-layout.js';
import type { GraphChartProps, GraphNode } from './transform-props.js';

function graph(names: string[], edges: Array<[number, number]>, overrides: Partial<GraphChartProps> = {}): GraphChartProps {
  const nodes: GraphNode[] = names.map((name, index) => ({
    index,
    name,
    rawValue: name,
    column: 'from',
    value: 1,
    formattedValue: '1',
    degree: 0,
    category: index % 2 === 0 ? 'even' : 'odd',
    color: '#000',
    radius: 5,
    labelled: true,
  }));
  return {
    nodes,
    edges: edges.map(([source, target]) => ({ source, target, value: 1, formattedValue: '1', color: '#000', width: 1 })),
    categories: [
      { name: 'even', color: '#000' },
      { name: 'odd', color: '#111' },
    ],
    metricLabel: 'n',
    source: 'from',
    target: 'to',
    layout: 'force',
    force: { edgeLength: 400, gravity: 0.3, repulsion: 1000, friction: 0.2 },
    roam: true,
    draggable: false,
    selectedMode: 'single',
    edgeSymbol: ['none', 'arrow'],
    baseEdgeWidth: 3,
    showLegend: true,
    legendOrientation: 'top',
    ...overrides,
  };
}
const distance = (a: { x?: number; y?: number }, b: { x?: number; y?: number }) => Math.hypot((a.x ?? 0) - (b.x ?? 0), (a.y ?? 0) - (b.y ?? 0));
const settle = (model: ReturnType<typeof createForceLayout>) => {
  let ticks = 0;
  while (!stepLayout(model, 0) && ticks < 2000) ticks += 1;
  return ticks;
};

describe('force layout', () => {
  // Two triangles joined by one edge.
  const props = graph(['a', 'b', 'c', 'd', 'e', 'f'], [[0, 1], [1, 2], [2, 0], [3, 4], [4, 5], [5, 3], [2, 3]]);

  it('settles, with linked nodes closer together than unlinked ones and none overlapping', () => {
    const model = createForceLayout(props);
    expect(settle(model)).toBeLessThan(2000);
    const { nodes } = model;
    expect(distance(nodes[0]!, nodes[1]!)).toBeLessThan(distance(nodes[0]!, nodes[5]!));
    for (let i = 0; i < nodes.length; i += 1) for (let j = i + 1; j < nodes.length; j += 1) expect(distance(nodes[i]!, nodes[j]!)).toBeGreaterThan(9);
  });

  it('spreads further with longer edges and stronger repulsion', () => {
    const tight = createForceLayout(props);
    const loose = createForceLayout(graph(['a', 'b', 'c', 'd', 'e', 'f'], props.edges.map((e) => [e.source, e.target]), { force: { edgeLength: 1000, gravity: 0.1, repulsion: 3000, friction: 0.2 } }));
    settle(tight);
    settle(loose);
    const spread = (nodes: typeof tight.nodes) => {
      let sum = 0;
      for (let i = 0; i < nodes.length; i += 1) for (let j = i + 1; j < nodes.length; j += 1) sum += distance(nodes[i]!, nodes[j]!);
      return sum;
    };
    expect(spread(loose.nodes)).toBeGreaterThan(spread(tight.nodes) * 1.2);
  });

  it('starts known nodes where they were', () => {
    const model = createForceLayout(props, new Map([['a', { x: 500, y: -500 }]]));
    expect(model.nodes[0]).toMatchObject({ x: 500, y: -500 });
  });

  it('steps within a time budget and tells when it has settled', () => {
    const model = createForceLayout(props);
    let clock = 0;
    const now = () => (clock += 1);
    expect(stepLayout(model, 3, now)).toBe(false);
    expect(model.simulation!.alpha()).toBeLessThan(1);
    expect(stepLayout(createCircularLayout(props), 3)).toBe(true);
  });
});

describe('circular layout', () => {
  it('sets the nodes on a ring, grouped by category', () => {
    const model = createCircularLayout(graph(['a', 'b', 'c', 'd'], []));
    const radii = model.nodes.map((node) => Math.hypot(node.x!, node.y!));
    for (const radius of radii) expect(radius).toBeCloseTo(radii[0]!, 6);
    const angle = (i: number) => (Math.atan2(model.nodes[i]!.y!, model.nodes[i]!.x!) + 2.5 * Math.PI) % (2 * Math.PI);
    // 'a' and 'c' (even) come before 'b' and 'd' (odd) going round.
    expect([0, 2, 1, 3].map(angle)).toEqual([...[0, 2, 1, 3].map(angle)].sort((x, y) => x - y));
  });
});

describe('fitTransform', () => {
  it('shows every node inside the box with the padding', () => {
    const nodes = [
      { radius: 5, x: -100, y: 0 },
      { radius: 5, x: 300, y: 50 },
      { radius: 5, x: 0, y: -40 },
    ];
    const fit = fitTransform(nodes, 400, 200, 10);
    for (const node of nodes) {
      const x = node.x * fit.k + fit.x;
      const y = node.y * fit.k + fit.y;
      expect(x).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(x).toBeLessThanOrEqual(390 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(y).toBeLessThanOrEqual(190 + 1e-9);
    }
    expect(fitTransform([{ radius: 5, x: 3, y: 4 }], 400, 200, 10)).toEqual({ k: 2, x: 194, y: 92 });
  });
});
