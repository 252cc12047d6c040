import { describe, expect, it } from 'vitest';
import { LABEL_FONT_SIZE, layoutChord } from './chord-layout.js';
import type { ChordChartProps } from './transform-props.js';

const measure = (text: string) => text.length * 6;
function props(names: string[], matrix: number[][]): ChordChartProps {
  return { nodes: names.map((name, i) => ({ name, color: `#00000${i % 10}`, outgoing: 0, incoming: 0 })), matrix, metricLabel: 'Trips', numberFormat: 'SMART_NUMBER' };
}

describe('layoutChord', () => {
  it('draws an arc per node sized by its flows in and out, and a ribbon per direction, inside the box', () => {
    const layout = layoutChord(props(['a', 'b', 'c'], [[0, 10, 5], [2, 0, 0], [0, 0, 0]]), 400, 300, measure);
    expect(layout.cx).toBe(200);
    expect(layout.cy).toBe(150);
    expect(layout.outerRadius + measure('a') + 6).toBeLessThanOrEqual(150);
    expect(layout.groups.map((g) => g.name)).toEqual(['a', 'b', 'c']);
    const span = (g: { startAngle: number; endAngle: number }) => g.endAngle - g.startAngle;
    expect(span(layout.groups[0]!)).toBeGreaterThan(span(layout.groups[1]!));
    // c only receives: its arc still shows, as long as what flows into it.
    expect(span(layout.groups[2]!)).toBeGreaterThan(0.1);
    const ab = layout.ribbons.find((r) => r.source === 0 && r.target === 1)!;
    expect([ab.sourceValue, ab.targetValue]).toEqual([10, 2]);
    expect(ab.color).toBe('#000000');
    expect(layout.ribbons.find((r) => r.source === 1 && r.target === 0)?.color).toBe('#000001');
    expect(layout.ribbons).toHaveLength(3);
  });

  it('labels arcs, leaving out small neighbours whose labels would touch', () => {
    const names = Array.from({ length: 60 }, (_, i) => `node ${i}`);
    const matrix = names.map((_, i) => names.map((__, j) => (j === (i + 1) % 60 ? (i === 0 ? 500 : 1) : 0)));
    const layout = layoutChord(props(names, matrix), 300, 300, measure);
    const labelled = layout.groups.filter((g) => g.label !== null);
    expect(labelled.length).toBeGreaterThan(2);
    expect(labelled.length).toBeLessThan(60);
    expect(labelled.some((g) => g.name === 'node 0')).toBe(true);
    const angles = labelled.map((g) => (g.startAngle + g.endAngle) / 2).sort((a, b) => a - b);
    const minGap = (LABEL_FONT_SIZE + 2) / (layout.outerRadius + 6);
    for (let i = 1; i < angles.length; i += 1) expect(angles[i]! - angles[i - 1]!).toBeGreaterThanOrEqual(minGap - 1e-9);
  });

  it('draws a ring without labels in a tiny tile, and nothing without flows', () => {
    const tiny = layoutChord(props(['a', 'b'], [[0, 1], [1, 0]]), 80, 60, measure);
    expect(tiny.groups).toHaveLength(2);
    expect(tiny.groups.every((g) => g.label === null)).toBe(true);
    expect(layoutChord(props(['a'], [[0]]), 400, 300, measure).groups).toEqual([]);
  });
});
