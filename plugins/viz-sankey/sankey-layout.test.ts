import { describe, expect, it } from 'vitest';
import { layoutSankey, LABEL_FONT_SIZE } from './sankey-layout.js';
import type { SankeyChartProps, SankeyLink, SankeyNode } from './transform-props.js';

const measure = (text: string) => text.length * 6;
const node = (name: string, value: number): SankeyNode => ({ name, value, color: '#123456', formattedValue: String(value) });
const link = (source: string, target: string, value: number): SankeyLink => ({ source, target, value, formattedValue: String(value), sourceShare: '', targetShare: '' });
const props = (nodes: SankeyNode[], links: SankeyLink[]): SankeyChartProps => ({ nodes, links, metricLabel: 'Births', nodeAlignment: 'justify', roam: true, droppedLinks: 0 });

describe('layoutSankey', () => {
  const simple = props([node('boy', 40), node('girl', 20), node('CA', 45), node('TX', 15)], [link('boy', 'CA', 30), link('boy', 'TX', 10), link('girl', 'CA', 15), link('girl', 'TX', 5)]);

  it('places sources left of targets inside the box, with bands as wide as their share', () => {
    const layout = layoutSankey(simple, 600, 400, measure);
    const byName = new Map(layout.nodes.map((n) => [n.name, n]));
    expect(byName.get('boy')!.x1).toBeLessThan(byName.get('CA')!.x0);
    for (const n of layout.nodes) {
      expect(n.x0).toBeGreaterThanOrEqual(0);
      expect(n.x1).toBeLessThanOrEqual(600);
      expect(n.y0).toBeGreaterThanOrEqual(0);
      expect(n.y1).toBeLessThanOrEqual(400);
    }
    const widths = new Map(layout.links.map((l) => [`${l.source}>${l.target}`, l.width]));
    expect(widths.get('boy>CA')! / widths.get('girl>CA')!).toBeCloseTo(2, 5);
    expect(layout.links.every((l) => l.path.startsWith('M'))).toBe(true);
    expect(layout.links.find((l) => l.source === 'girl')?.color).toBe('#123456');
  });

  it('labels every node right of it, leaving the last stage a margin for its names', () => {
    const layout = layoutSankey(simple, 600, 400, measure);
    expect(layout.labels.map((l) => l.text).sort()).toEqual(['CA', 'TX', 'boy', 'girl']);
    const ca = layout.nodes.find((n) => n.name === 'CA')!;
    expect(ca.x1 + 6 + measure('CA')).toBeLessThanOrEqual(600);
  });

  it('cuts labels to the room before the next stage', () => {
    const long = 'A very long source name that cannot fit';
    const layout = layoutSankey(props([node(long, 10), node('b', 10)], [link(long, 'b', 10)]), 200, 200, measure);
    const label = layout.labels.find((l) => l.name === long)!;
    expect(label.text.endsWith('…')).toBe(true);
    const target = layout.nodes.find((n) => n.name === 'b')!;
    expect(label.x + measure(label.text)).toBeLessThanOrEqual(target.x0);
  });

  it('fits fifty targets in a short box and lets labels give way rather than overlap', () => {
    const states = Array.from({ length: 50 }, (_, i) => `S${i}`);
    const layout = layoutSankey(
      props([node('src', 1275), ...states.map((s, i) => node(s, i + 1))], states.map((s, i) => link('src', s, i + 1))),
      500,
      240,
      measure,
    );
    expect(layout.nodes.every((n) => n.y1 <= 240 && n.y0 >= 0)).toBe(true);
    const targetLabels = layout.labels.filter((l) => l.name !== 'src').sort((a, b) => a.y - b.y);
    expect(targetLabels.length).toBeGreaterThan(3);
    expect(targetLabels.length).toBeLessThan(50);
    for (let i = 1; i < targetLabels.length; i += 1) expect(targetLabels[i]!.y - targetLabels[i - 1]!.y).toBeGreaterThanOrEqual(LABEL_FONT_SIZE + 3);
    // The largest node keeps its label.
    expect(targetLabels.some((l) => l.name === 'S49')).toBe(true);
  });

  it('draws no labels in a tiny tile and nothing without flows', () => {
    const tiny = layoutSankey(simple, 120, 50, measure);
    expect(tiny.nodes).toHaveLength(4);
    expect(tiny.labels).toEqual([]);
    expect(layoutSankey(props([], []), 600, 400, measure)).toEqual({ nodes: [], links: [], labels: [] });
  });
});
