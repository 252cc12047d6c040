import { describe, expect, it } from 'vitest';
import { nearestPoint, trendGeometry } from './trend-geometry.js';

const DAY = 86_400_000;
const points = [
  { x: 0, y: 50 },
  { x: DAY, y: 60 },
  { x: 2 * DAY, y: null },
  { x: 3 * DAY, y: 80 },
  { x: 4 * DAY, y: null },
  { x: 5 * DAY, y: 70 },
];

describe('trendGeometry', () => {
  it('starts the value axis at zero when asked, else fits it to the values', () => {
    expect(trendGeometry(points, 200, 100, true).y.domain()).toEqual([0, 80]);
    expect(trendGeometry(points, 200, 100, false).y.domain()).toEqual([50, 80]);
  });

  it('spans the box from the first to the last period, values upwards', () => {
    const geometry = trendGeometry(points, 200, 100, true);
    expect(geometry.x(new Date(0))).toBe(0);
    expect(geometry.x(new Date(5 * DAY))).toBe(200);
    expect(geometry.y(80)).toBeLessThan(geometry.y(0));
  });

  it('leaves gaps for missing periods and marks lone values as dots', () => {
    const geometry = trendGeometry(points, 200, 100, true);
    expect(geometry.defined).toHaveLength(4);
    expect(geometry.isolated.map((p) => p.x)).toEqual([3 * DAY, 5 * DAY]);
    expect(geometry.line(points)?.match(/M/g)).toHaveLength(3);
  });

  it('widens a flat series so it is drawn mid-box rather than on an edge', () => {
    const flat = trendGeometry([{ x: 0, y: 5 }, { x: DAY, y: 5 }], 100, 100, false);
    expect(flat.y(5)).toBeCloseTo(50);
  });

  it('finds the period nearest to the pointer, skipping missing ones', () => {
    const geometry = trendGeometry(points, 200, 100, true);
    expect(nearestPoint(geometry, 0)?.x).toBe(0);
    expect(nearestPoint(geometry, 200 * (2.1 / 5))?.x).toBe(3 * DAY);
    expect(nearestPoint(trendGeometry([], 10, 10, true), 5)).toBeUndefined();
  });
});
