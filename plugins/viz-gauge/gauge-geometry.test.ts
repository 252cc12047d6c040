import { describe, expect, it } from 'vitest';
import { angleAt, dialSweep, labelStride, placeDial, polar, sweepBounds } from './gauge-geometry.js';

describe('dial geometry', () => {
  it("reads Superset's angles: 225° is the lower left, -45° the lower right, clockwise between", () => {
    const sweep = dialSweep(225, -45);
    const [x0, y0] = polar(1, sweep.start);
    expect(x0).toBeCloseTo(-Math.SQRT1_2);
    expect(y0).toBeCloseTo(Math.SQRT1_2);
    const [xm, ym] = polar(1, angleAt(sweep, 0.5));
    expect(xm).toBeCloseTo(0);
    expect(ym).toBeCloseTo(-1);
    expect(polar(1, angleAt(sweep, 1))[0]).toBeCloseTo(Math.SQRT1_2);
  });

  it('bounds the arc and its centre', () => {
    const bounds = sweepBounds(dialSweep(225, -45));
    expect(bounds.minX).toBeCloseTo(-1);
    expect(bounds.maxX).toBeCloseTo(1);
    expect(bounds.minY).toBeCloseTo(-1);
    expect(bounds.maxY).toBeCloseTo(Math.SQRT1_2);
    // A half dial over the top reaches no lower than its centre.
    expect(sweepBounds(dialSweep(180, 0)).maxY).toBeCloseTo(0);
  });

  it('fits the largest dial in the box', () => {
    const half = placeDial(dialSweep(180, 0), 400, 300, 10);
    expect(half.radius).toBeCloseTo(190);
    expect(half.cx).toBeCloseTo(200);
    expect(half.cy - half.radius).toBeGreaterThanOrEqual(10 - 1e-9);
    expect(half.cy).toBeLessThanOrEqual(290);
    const full = placeDial(dialSweep(225, -45), 400, 300, 10, 40);
    expect(full.cy + full.radius * Math.SQRT1_2).toBeLessThanOrEqual(300 - 40);
  });

  it('thins axis labels that would overlap', () => {
    expect(labelStride(11, (3 * Math.PI) / 2, 200, 30)).toBe(1);
    expect(labelStride(11, (3 * Math.PI) / 2, 40, 30)).toBeGreaterThan(1);
  });
});
