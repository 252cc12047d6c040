import { describe, expect, it } from 'vitest';
import { toFiniteNumber } from './to-finite-number.js';

describe('toFiniteNumber', () => {
  it('keeps finite numbers', () => {
    expect(toFiniteNumber(42)).toBe(42);
    expect(toFiniteNumber(-0.5)).toBe(-0.5);
    expect(toFiniteNumber(0)).toBe(0);
  });

  it('converts bigints and numeric strings', () => {
    expect(toFiniteNumber(12345678901n)).toBe(12345678901);
    expect(toFiniteNumber('12.50')).toBe(12.5);
    expect(toFiniteNumber(' 7 ')).toBe(7);
    expect(toFiniteNumber('1e3')).toBe(1000);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY], ['Infinity'], [''], ['  '], ['12 apples'], [null], [undefined], [true], [{}], [[1]]])(
    'is null for %j',
    (value) => {
      expect(toFiniteNumber(value)).toBeNull();
    },
  );
});
