import { describe, expect, it } from 'vitest';
import { decimateIndices } from './decimate.js';

describe('decimateIndices', () => {
  it('keeps every point when there are few per pixel', () => {
    expect([...decimateIndices(2, 6, (i) => i * 10, () => 1)]).toEqual([2, 3, 4, 5]);
  });

  it('keeps the first, lowest, highest and last point of each pixel column', () => {
    // Ten points per pixel; the extremes of the first column sit at indices 3 (low) and 7 (high).
    const values = Float64Array.from({ length: 40 }, (_, i) => (i === 3 ? -5 : i === 7 ? 9 : i % 10));
    const kept = [...decimateIndices(0, 40, (i) => i / 10, (i) => values[i]!)];
    expect(kept.slice(0, 4)).toEqual([0, 3, 7, 9]);
    expect(kept.length).toBeLessThanOrEqual(16);
    expect(kept).toEqual([...kept].sort((a, b) => a - b));
    expect(kept[kept.length - 1]).toBe(39);
  });

  it('keeps gaps', () => {
    const values = Float64Array.from({ length: 100 }, (_, i) => (i === 50 ? Number.NaN : Math.sin(i)));
    const kept = [...decimateIndices(0, 100, (i) => i / 20, (i) => values[i]!)];
    expect(kept).toContain(50);
    expect(kept).toContain(49);
    expect(kept).toContain(51);
  });
});
