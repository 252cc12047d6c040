import { describe, expect, it } from 'vitest';
import { LABEL_SPACING, placeOutsideLabels, radiusForOutsideLabels } from './outside-labels.js';

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
    const [short] = placeOutsideLabels([{ key: 'b', text: 'short', angle: 1, percent: 1 }], 50, 600, 300);
    expect(short!.text).toBe('short');
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
