import { describe, expect, it } from 'vitest';
import { gaugeIntervals, gaugeRange, parseNumberList } from './gauge-scale.js';

describe('gaugeRange', () => {
  it('takes the bounds that are set', () => {
    expect(gaugeRange([42], 0, 100, 10)).toEqual({ min: 0, max: 100 });
    expect(gaugeRange([42], 10, null, 10).min).toBe(10);
  });

  it('picks round bounds around the data when they are not set', () => {
    expect(gaugeRange([42], null, null, 10)).toEqual({ min: 0, max: 90 });
    expect(gaugeRange([-30, 12], null, null, 10)).toEqual({ min: -60, max: 30 });
    expect(gaugeRange([7_123_456], null, null, 10)).toEqual({ min: 0, max: 16_000_000 });
  });

  it('never returns an empty range', () => {
    expect(gaugeRange([], null, null, 10)).toEqual({ min: 0, max: 1 });
    expect(gaugeRange([5], 10, 10, 10)).toEqual({ min: 10, max: 11 });
  });
});

describe('gaugeIntervals', () => {
  const scheme = ['#a', '#b', '#c'];

  it('colours each interval from its bound to the next by its 1-based place in the scheme', () => {
    expect(gaugeIntervals('50, 80,100', '3,1,2', [], scheme, { min: 0, max: 100 })).toEqual([
      { from: 0, to: 0.5, color: '#c' },
      { from: 0.5, to: 0.8, color: '#a' },
      { from: 0.8, to: 1, color: '#b' },
    ]);
  });

  it('prefers written colours, falls back to the scheme in order, clamps to the range', () => {
    expect(gaugeIntervals('50,150', '', ['#ff0000'], scheme, { min: 0, max: 100 })).toEqual([
      { from: 0, to: 0.5, color: '#ff0000' },
      { from: 0.5, to: 1, color: '#b' },
    ]);
  });

  it('reads no intervals from empty or broken text', () => {
    expect(parseNumberList('')).toEqual([]);
    expect(parseNumberList('1,two,3')).toEqual([]);
    expect(gaugeIntervals('a,b', '1', [], scheme, { min: 0, max: 1 })).toEqual([]);
  });
});
