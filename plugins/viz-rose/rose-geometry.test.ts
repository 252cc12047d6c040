import { describe, expect, it } from 'vitest';
import { arcAt, periodLabelStride, roseArcs } from './rose-geometry.js';

describe('roseArcs', () => {
  it('gives each period an equal wedge and stacks its series outwards, the largest total at the edge', () => {
    const arcs = roseArcs(
      [
        [1, 1],
        [2, 2],
      ],
      [false, false],
      100,
      false,
    );
    expect(arcs.map((a) => [a.time, a.series, a.innerRadius, a.outerRadius])).toEqual([
      [0, 0, 0, 25],
      [0, 1, 25, 50],
      [1, 0, 0, 50],
      [1, 1, 50, 100],
    ]);
    expect(arcs[2]!.startAngle).toBeCloseTo(Math.PI);
    expect(arcs[3]!.endAngle).toBeCloseTo(2 * Math.PI);
  });

  it('sizes segments by area when asked', () => {
    const arcs = roseArcs([[1, 3]], [false, false], 100, true);
    // Areas of the two segments are 1 : 3.
    const area = (a: { innerRadius: number; outerRadius: number }) => a.outerRadius ** 2 - a.innerRadius ** 2;
    expect(area(arcs[1]!) / area(arcs[0]!)).toBeCloseTo(3);
    expect(arcs[1]!.outerRadius).toBeCloseTo(100);
  });

  it('gives hidden series, missing and negative values no room', () => {
    const arcs = roseArcs([[2, null, -1, 2]], [false, false, false, true], 100, false);
    expect(arcs.map((a) => a.outerRadius - a.innerRadius)).toEqual([100, 0, 0, 0]);
  });
});

describe('arcAt', () => {
  const arcs = roseArcs(
    [
      [1, 1],
      [2, 2],
    ],
    [false, false],
    100,
    false,
  );

  it('finds the segment under a point from its angle and distance', () => {
    // Right of the centre is in the first half-turn (period 0); 40 px out is its second series.
    expect(arcAt(arcs, 2, 40, 0)).toMatchObject({ time: 0, series: 1 });
    expect(arcAt(arcs, 2, -10, 0)).toMatchObject({ time: 1, series: 0 });
    expect(arcAt(arcs, 2, 60, 0)).toBeNull();
  });
});

describe('periodLabelStride', () => {
  it('thins labels that would crowd the circle', () => {
    expect(periodLabelStride(12, 150, 40)).toBe(1);
    expect(periodLabelStride(120, 150, 40)).toBe(6);
  });
});
