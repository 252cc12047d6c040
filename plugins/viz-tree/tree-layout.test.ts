import { describe, expect, it } from 'vitest';
import { layoutTree, type TreeLayoutOptions } from './tree-layout.js';
import type { TreeChartNode } from './transform-props.js';

const node = (name: string, children: TreeChartNode[] = [], path: string[] = []): TreeChartNode => {
  const key = JSON.stringify([...path, name]);
  return { key, id: name, name, value: null, formattedValue: '', color: '#000', children: children.map((child) => ({ ...child, key: JSON.stringify([...path, name, child.name]) })) };
};
const org = node('CEO', [node('CTO', [node('Dev'), node('Ops')]), node('CFO', [node('Audit')])]);
const options: TreeLayoutOptions = { layout: 'orthogonal', orient: 'LR', nodeLabelPosition: 'left', childLabelPosition: 'right', symbolSize: 7, measure: (text) => text.length * 7 };
const at = (layout: ReturnType<typeof layoutTree>, name: string) => layout.nodes.find((n) => n.node.name === name)!;

describe('layoutTree', () => {
  it('grows an orthogonal tree from the root side, one column per level, inside the box', () => {
    const layout = layoutTree(org, new Set(), options, 600, 300);
    const [ceo, cto, dev] = ['CEO', 'CTO', 'Dev'].map((name) => at(layout, name));
    expect(ceo!.x).toBeLessThan(cto!.x);
    expect(cto!.x).toBeLessThan(dev!.x);
    expect(at(layout, 'Ops').x).toBe(dev!.x);
    for (const n of layout.nodes) {
      expect(n.x).toBeGreaterThanOrEqual(0);
      expect(n.x).toBeLessThanOrEqual(600);
      expect(n.y).toBeGreaterThanOrEqual(0);
      expect(n.y).toBeLessThanOrEqual(300);
    }
    expect(layout.links.map((link) => `${link.source.node.name}>${link.target.node.name}`)).toEqual(['CEO>CTO', 'CEO>CFO', 'CTO>Dev', 'CTO>Ops', 'CFO>Audit']);
    expect(layout.labels.map((label) => label.text).sort()).toEqual(['Audit', 'CEO', 'CFO', 'CTO', 'Dev', 'Ops']);
    expect(layout.labels.find((label) => label.text === 'CEO')).toMatchObject({ anchor: 'end' });
  });

  it('turns with the orientation', () => {
    const down = layoutTree(org, new Set(), { ...options, orient: 'TB' }, 600, 300);
    expect(at(down, 'CEO').y).toBeLessThan(at(down, 'CTO').y);
    const left = layoutTree(org, new Set(), { ...options, orient: 'RL' }, 600, 300);
    expect(at(left, 'CEO').x).toBeGreaterThan(at(left, 'CTO').x);
    const up = layoutTree(org, new Set(), { ...options, orient: 'BT' }, 600, 300);
    expect(at(up, 'CEO').y).toBeGreaterThan(at(up, 'CTO').y);
  });

  it('hides the children of folded nodes', () => {
    const layout = layoutTree(org, new Set([org.children[0]!.key]), options, 600, 300);
    expect(layout.nodes.map((n) => n.node.name)).toEqual(['CEO', 'CTO', 'CFO', 'Audit']);
    expect(at(layout, 'CTO').collapsed).toBe(true);
  });

  it('puts the root in the middle of a radial tree, leaves on a ring, their labels along the radius', () => {
    const layout = layoutTree(org, new Set(), { ...options, layout: 'radial' }, 400, 400);
    expect(at(layout, 'CEO')).toMatchObject({ x: 200, y: 200 });
    const radius = (name: string) => Math.hypot(at(layout, name).x - 200, at(layout, name).y - 200);
    expect(radius('Dev')).toBeCloseTo(radius('Audit'));
    expect(radius('CTO')).toBeLessThan(radius('Dev'));
    const leafLabels = layout.labels.filter((label) => ['Dev', 'Ops', 'Audit'].includes(label.text));
    expect(leafLabels.length).toBeGreaterThan(0);
    for (const label of leafLabels) {
      // Upright: turned at most a quarter either way; anchored on the side away from the centre.
      const turned = ((((label.rotate + 180) % 360) + 360) % 360) - 180;
      expect(Math.abs(turned)).toBeLessThanOrEqual(90);
      expect(label.anchor).toBe(label.x >= 200 ? 'start' : 'end');
    }
  });

  it('moves the labels of crowded leaves beyond them, or turns them upright in a top-down tree', () => {
    const crowd = node('root', Array.from({ length: 20 }, (_, i) => node(`leaf ${i}`)));
    const across = layoutTree(crowd, new Set(), { ...options, childLabelPosition: 'bottom' }, 600, 400);
    const leafLabels = across.labels.filter((label) => label.text.startsWith('leaf'));
    expect(leafLabels).toHaveLength(20);
    for (const label of leafLabels) expect(label).toMatchObject({ anchor: 'start', rotate: 0 });
    const down = layoutTree(crowd, new Set(), { ...options, orient: 'TB', childLabelPosition: 'bottom' }, 600, 400);
    const upright = down.labels.filter((label) => label.text.startsWith('leaf'));
    expect(upright).toHaveLength(20);
    for (const label of upright) expect(label).toMatchObject({ anchor: 'start', rotate: 90 });
    // Labels under the leaves of a top-down tree are not cut to the height of the margin below.
    const states = layoutTree(node('USA', ['Texas', 'Ohio', 'Utah'].map((name) => node(name))), new Set(), { ...options, orient: 'TB', childLabelPosition: 'bottom' }, 600, 400);
    expect(states.labels.map((label) => label.text).sort()).toEqual(['Ohio', 'Texas', 'USA', 'Utah']);
    // With room to spare, labels stay where asked.
    const few = layoutTree(node('root', [node('a'), node('b')]), new Set(), { ...options, childLabelPosition: 'bottom' }, 600, 400);
    expect(few.labels.find((label) => label.text === 'a')).toMatchObject({ anchor: 'middle' });
  });

  it('leaves out labels where leaves are too crowded', () => {
    const crowd = node('root', Array.from({ length: 60 }, (_, i) => node(`leaf number ${i}`)));
    const layout = layoutTree(crowd, new Set(), options, 600, 200);
    expect(layout.nodes).toHaveLength(61);
    expect(layout.labels.length).toBeLessThan(30);
    expect(layout.labels.length).toBeGreaterThan(5);
  });
});
