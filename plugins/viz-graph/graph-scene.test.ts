import { describe, expect, it } from 'vitest';
import { arrowPoints, buildScene } from './graph-scene.js';
import { transformGraphProps } from './transform-props.js';

const props = transformGraphProps(
  {
    result: [
      {
        colnames: ['from', 'to', 'n'],
        coltypes: [1, 1, 0],
        data: [
          { from: 'a', to: 'b', n: 1 },
          { from: 'b', to: 'c', n: 3 },
        ],
        rowcount: 2,
      },
    ],
  },
  { datasource: '1__table', viz_type: 'graph_chart', source: 'from', target: 'to', metric: 'n', baseNodeSize: 20, edgeSymbol: 'circle,arrow' },
);
const layout = [
  { radius: 0, x: 0, y: 0 },
  { radius: 0, x: 100, y: 0 },
  { radius: 0, x: 100, y: 100 },
];
const texts = props.nodes.map((node) => ({ text: node.name, width: 6 }));

describe('buildScene', () => {
  it('places nodes through the fit and cuts edges at their boundaries, with their end symbols', () => {
    const scene = buildScene(props, layout, { k: 1, x: 50, y: 50 }, { width: 400, height: 300 }, () => true, texts);
    expect(scene.nodes.map((n) => [n.x, n.y])).toEqual([
      [50, 50],
      [150, 50],
      [150, 150],
    ]);
    const ab = scene.edges[0]!;
    const [ra, rb] = [scene.nodes[0]!.r, scene.nodes[1]!.r];
    expect(ab.startDot).toEqual({ x: 50 + ra, y: 50, r: 3 });
    expect(arrowPoints(ab.endArrow!).startsWith(`${150 - rb},50 `)).toBe(true);
    expect(ab.x2).toBeCloseTo(150 - rb - 6, 6);
    expect(scene.labels.map((l) => l.text).sort()).toEqual(['a', 'b', 'c']);
  });

  it('shrinks nodes with a graph fitted smaller than its layout, to no less than 30%', () => {
    const full = buildScene(props, layout, { k: 1, x: 0, y: 0 }, { width: 400, height: 300 }, () => true, texts);
    const half = buildScene(props, layout, { k: 0.5, x: 0, y: 0 }, { width: 400, height: 300 }, () => true, texts);
    const tiny = buildScene(props, layout, { k: 0.01, x: 0, y: 0 }, { width: 400, height: 300 }, () => true, texts);
    expect(half.nodes[2]!.r).toBeCloseTo(full.nodes[2]!.r / 2, 6);
    expect(tiny.nodes[2]!.r).toBeCloseTo(full.nodes[2]!.r * 0.3, 6);
  });

  it('leaves out hidden nodes with their edges and labels', () => {
    const scene = buildScene(props, layout, { k: 1, x: 50, y: 50 }, { width: 400, height: 300 }, (index) => index !== 2, texts);
    expect(scene.edges.map((e) => e.index)).toEqual([0]);
    expect(scene.labels.map((l) => l.text).sort()).toEqual(['a', 'b']);
  });
});
