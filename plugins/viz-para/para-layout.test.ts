import { describe, expect, it } from 'vitest';
import { layoutPara, nearestLine, passesBrushes, SERIES_AXIS } from './para-layout.js';
import type { ParaChartProps } from './transform-props.js';

const measure = (text: string) => text.length * 6;
function props(lines: Array<[string, Array<number | null>]>, overrides: Partial<ParaChartProps> = {}): ParaChartProps {
  return {
    axes: [
      { key: 'a', title: 'Alpha' },
      { key: 'b', title: 'Beta' },
      { key: 'c', title: 'Gamma' },
    ],
    lines: lines.map(([name, values], id) => ({ id, name, seriesValue: name, values, colorValue: null, color: '#123456' })),
    seriesTitle: 'state',
    series: 'state',
    includeSeries: false,
    showDatatable: false,
    numberFormat: ',d',
    coloring: { kind: 'series' },
    ...overrides,
  };
}

describe('layoutPara', () => {
  const data = props([
    ['CA', [0, 100, 50]],
    ['TX', [10, 0, null]],
  ]);

  it('spaces the axes evenly inside the box and maps each value onto its axis', () => {
    const layout = layoutPara(data, 600, 300, measure);
    expect(layout.axes.map((axis) => axis.key)).toEqual(['a', 'b', 'c']);
    const [a, b, c] = layout.axes.map((axis) => axis.x);
    expect(b! - a!).toBeCloseTo(c! - b!, 6);
    expect(a).toBeGreaterThan(0);
    expect(c).toBeLessThan(600);
    const bottom = layout.plot.top + layout.plot.height;
    expect(layout.ys[0]![0]).toBeCloseTo(bottom, 6);
    expect(layout.ys[1]![0]).toBeCloseTo(layout.plot.top, 6);
    expect(layout.ys[1]![2]).toBeNull();
    expect(layout.axes[1]!.ticks.map((tick) => tick.text)).toContain('100');
  });

  it('adds the dimension as the first axis and thins its ticks so labels never touch', () => {
    const many = props(
      Array.from({ length: 80 }, (_, i) => [`S${i}`, [i, i, i]] as [string, number[]]),
      { includeSeries: true },
    );
    const layout = layoutPara(many, 600, 300, measure);
    expect(layout.axes[0]!.key).toBe(SERIES_AXIS);
    const ticks = layout.axes[0]!.ticks;
    expect(ticks.length).toBeLessThan(80);
    for (let i = 1; i < ticks.length; i += 1) expect(ticks[i]!.y - ticks[i - 1]!.y).toBeGreaterThanOrEqual(13);
  });

  it('cuts axis titles to the room between axes', () => {
    const layout = layoutPara(props([['CA', [1, 2, 3]]], { axes: [{ key: 'a', title: 'A very long metric title indeed' }, { key: 'b', title: 'B' }, { key: 'c', title: 'C' }] }), 200, 200, measure);
    const spacing = layout.axes[1]!.x - layout.axes[0]!.x;
    expect(measure(layout.axes[0]!.titleText)).toBeLessThanOrEqual(spacing);
    expect(layout.axes[0]!.titleText.endsWith('…')).toBe(true);
  });

  it('finds the line nearest the pointer, only among those asked for', () => {
    const layout = layoutPara(data, 600, 300, measure);
    // A quarter of the way from the first axis to the second, where the two lines are far apart.
    const x = layout.axes[0]!.x + (layout.axes[1]!.x - layout.axes[0]!.x) / 4;
    const y = layout.ys[0]![0]! + (layout.ys[0]![1]! - layout.ys[0]![0]!) / 4;
    expect(nearestLine(layout, x, y, () => true)).toBe(0);
    expect(nearestLine(layout, x, y, (index) => index !== 0)).toBeNull();
    expect(nearestLine(layout, x, layout.plot.top - 50, () => true)).toBeNull();
  });

  it('keeps the lines inside every brush', () => {
    const layout = layoutPara(data, 600, 300, measure);
    // Axis a: CA at the bottom (0), TX at the top (10).
    expect(passesBrushes(layout, 0, new Map([['a', [0.9, 1]]]))).toBe(true);
    expect(passesBrushes(layout, 1, new Map([['a', [0.9, 1]]]))).toBe(false);
    // A brush on an axis where the line has no value leaves it out.
    expect(passesBrushes(layout, 1, new Map([['c', [0, 1]]]))).toBe(false);
    expect(passesBrushes(layout, 1, new Map())).toBe(true);
  });
});

describe('layoutPara in a narrow tile', () => {
  it('keeps room between the outer axes', () => {
    const layout = layoutPara(props([['CA', [1, 2]]], { axes: [{ key: 'a', title: 'SUM(num_boys)' }, { key: 'b', title: 'SUM(num_girls)' }] }), 110, 300, measure);
    expect(layout.axes[1]!.x - layout.axes[0]!.x).toBeGreaterThan(30);
    expect(layout.axes[1]!.x).toBeLessThan(110);
  });
});
