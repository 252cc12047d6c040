import { describe, expect, it } from 'vitest';
import { rangeBoundsOf, rangeFilterState, rangeStep, rangeValueOf } from './range-value.js';

describe('range values', () => {
  it('reads the bounds from the min/max answer, numbers sent as text too', () => {
    expect(rangeBoundsOf({ result: [{ colnames: ['min', 'max'], coltypes: [0, 0], data: [{ min: 3, max: '120.5' }], rowcount: 1 }] })).toEqual({ min: 3, max: 120.5 });
    expect(rangeBoundsOf({ result: [{ colnames: ['min', 'max'], coltypes: [0, 0], data: [{ min: null, max: null }], rowcount: 1 }] })).toBeNull();
    expect(rangeBoundsOf(undefined)).toBeNull();
  });

  it('steps by one over whole numbers and by a hundredth of the span otherwise', () => {
    expect(rangeStep({ min: 0, max: 1000 })).toBe(1);
    expect(rangeStep({ min: 0, max: 2.5 })).toBeCloseTo(0.025);
  });

  it('orders the bounds, labels them and clears a fully open range', () => {
    expect(rangeFilterState(20, 10)).toEqual({ value: [10, 20], label: '10 ≤ x ≤ 20' });
    expect(rangeFilterState(10, null)).toEqual({ value: [10, null], label: 'x ≥ 10' });
    expect(rangeFilterState(null, 7)).toEqual({ value: [null, 7], label: 'x ≤ 7' });
    expect(rangeFilterState(null, null)).toEqual({ value: null });
  });

  it('reads anything saved as a pair of numbers or nulls', () => {
    expect(rangeValueOf([1, '2'])).toEqual([1, 2]);
    expect(rangeValueOf('x')).toEqual([null, null]);
  });
});
