import { describe, expect, it } from 'vitest';
import { legendLayout } from './legend-layout.js';
import { LABEL_SPACING, placeOutsideLabels, radiusForOutsideLabels, truncateText } from './outside-labels.js';

describe('placeOutsideLabels', () => {
  it('puts each label on the side of its slice, at its height', () => {
    const [right, left] = placeOutsideLabels(
      [
        { key: 'a', text: 'a', angle: Math.PI / 2, percent: 0.5 },
        { key: 'b', text: 'b', angle: (3 * Math.PI) / 2, percent: 0.5 },
      ],
      100,
      400,
      300,
    );
    expect(right).toMatchObject({ key: 'a', side: 'right' });
    expect(right!.x).toBeGreaterThan(100);
    expect(right!.y).toBeCloseTo(0);
    expect(left).toMatchObject({ key: 'b', side: 'left' });
    expect(left!.x).toBeLessThan(-100);
    expect(right!.points[0]![0]).toBeCloseTo(100);
  });

  it('pushes crowded labels apart so none overlap', () => {
    const labels = Array.from({ length: 6 }, (_, i) => ({ key: `s${i}`, text: `slice ${i}`, angle: 1.5 + i * 0.02, percent: 0.1 }));
    const placed = placeOutsideLabels(labels, 100, 400, 300).map((label) => label.y).sort((a, b) => a - b);
    expect(placed).toHaveLength(6);
    for (let i = 1; i < placed.length; i += 1) expect(placed[i]! - placed[i - 1]!).toBeGreaterThanOrEqual(LABEL_SPACING - 1e-9);
  });

  it('leaves out the smallest slices when a side cannot hold every label', () => {
    const labels = Array.from({ length: 10 }, (_, i) => ({ key: `s${i}`, text: `s${i}`, angle: 0.2 + i * 0.25, percent: (i + 1) / 100 }));
    const placed = placeOutsideLabels(labels, 30, 300, 80);
    expect(placed.length).toBeLessThan(10);
    expect(placed.map((label) => label.key)).toContain('s9');
    expect(placed.map((label) => label.key)).not.toContain('s0');
    for (const label of placed) expect(Math.abs(label.y)).toBeLessThanOrEqual(40);
  });

  it('cuts long labels to the room beside the pie', () => {
    const [label] = placeOutsideLabels([{ key: 'a', text: 'A very long category name indeed', angle: 1, percent: 1 }], 100, 300, 300);
    expect(label!.text.endsWith('…')).toBe(true);
    expect(truncateText('short', 500)).toBe('short');
  });
});

describe('radiusForOutsideLabels', () => {
  it('shrinks the pie to make room for wide labels, down to 45% of the largest radius', () => {
    expect(radiusForOutsideLabels(100, 140, 600, 50)).toBe(100);
    // 300 − 22 − 4 − 150 = 124 would fit; 120 is wanted.
    expect(radiusForOutsideLabels(120, 140, 600, 150)).toBe(120);
    expect(radiusForOutsideLabels(120, 140, 600, 200)).toBe(74);
    expect(radiusForOutsideLabels(120, 140, 600, 500)).toBeCloseTo(63);
  });
});

describe('legendLayout', () => {
  it('gives a legend above the pie the rows it needs, at most 30% of the height', () => {
    const few = legendLayout('top', 400, 300, ['boy', 'girl']);
    expect(few.legend).toMatchObject({ left: 0, top: 0, width: 400 });
    expect(few.pie.top).toBe(few.legend!.height);
    expect(few.pie.height).toBe(300 - few.legend!.height);
    const many = legendLayout('bottom', 400, 300, Array.from({ length: 200 }, (_, i) => `category ${i}`));
    expect(many.legend!.height).toBeCloseTo(90);
    expect(many.legend!.top).toBe(many.pie.height);
  });

  it('puts a side legend beside the pie, at most 30% of the width', () => {
    const right = legendLayout('right', 400, 300, ['a very long category name that goes on and on']);
    expect(right.legend!.width).toBeCloseTo(120);
    expect(right.pie).toEqual({ left: 0, top: 0, width: 280, height: 300 });
    expect(legendLayout('left', 400, 300, ['x']).pie.left).toBeGreaterThan(0);
  });

  it('gives the whole box to the pie without legend entries', () => {
    expect(legendLayout('top', 400, 300, [])).toEqual({ legend: null, pie: { left: 0, top: 0, width: 400, height: 300 } });
  });
});
