import { describe, expect, it } from 'vitest';
import type { Frame } from './frame.js';
import { histogram } from './histogram.js';
import { pythonFloatRepr } from './python-float-repr.js';

const frame: Frame = { columns: ['g', 'v'], data: [['a', 'a', 'b', 'b', 'a', 'b'], [1, 2, 2, 3, 5, null]] };

describe('histogram', () => {
  it('counts values into equal bins labelled in Python float notation, the last bin closed', () => {
    expect(histogram(frame, { column: 'v', bins: 2 })).toEqual({ columns: ['1.0 - 3.0', '3.0 - 5.0'], data: [[3], [2]] });
  });

  it('counts per group, cumulatively and normalised', () => {
    expect(histogram(frame, { column: 'v', groupby: ['g'], bins: 2 })).toEqual({ columns: ['g', '1.0 - 3.0', '3.0 - 5.0'], data: [['a', 'b'], [2, 1], [1, 1]] });
    expect(histogram(frame, { column: 'v', bins: 2, cumulative: true }).data).toEqual([[3], [5]]);
    expect(histogram(frame, { column: 'v', bins: 2, normalize: true }).data).toEqual([[0.6], [0.4]]);
    // As in Superset, normalising a cumulative histogram divides by the sum of the running totals.
    expect(histogram(frame, { column: 'v', bins: 2, cumulative: true, normalize: true }).data).toEqual([[3 / 8], [5 / 8]]);
  });

  it('uses five bins by default and widens a single value by 0.5 on each side', () => {
    expect(histogram(frame, { column: 'v' }).columns).toEqual(['1.0 - 1.8', '1.8 - 2.6', '2.6 - 3.4000000000000004', '3.4000000000000004 - 4.2', '4.2 - 5.0']);
    expect(histogram({ columns: ['v'], data: [[4]] }, { column: 'v', bins: 2 })).toEqual({ columns: ['3.5 - 4.0', '4.0 - 4.5'], data: [[0], [1]] });
  });

  it('returns an empty frame when no value is present, and coerces numeric strings', () => {
    expect(histogram({ columns: ['v'], data: [[null]] }, { column: 'v' })).toEqual({ columns: ['v'], data: [[]] });
    expect(histogram({ columns: ['v'], data: [['1', '3']] }, { column: 'v', bins: 1 }).data).toEqual([[2]]);
  });

  it('rejects bad bins and non-numeric values', () => {
    expect(() => histogram(frame, { column: 'v', bins: 0 })).toThrow('`bins` must be an integer between 1 and 1000');
    expect(() => histogram(frame, { column: 'v', bins: 1001 })).toThrow('`bins` must be an integer between 1 and 1000');
    expect(() => histogram(frame, { column: 'v', bins: 2.5 })).toThrow('`bins` must be an integer between 1 and 1000');
    expect(() => histogram(frame, { column: 'g' })).toThrow("Column 'g' contains non-numeric values");
  });
});

describe('pythonFloatRepr', () => {
  it('writes floats as Python repr does', () => {
    expect(pythonFloatRepr(2)).toBe('2.0');
    expect(pythonFloatRepr(-2.5)).toBe('-2.5');
    expect(pythonFloatRepr(0)).toBe('0.0');
    expect(pythonFloatRepr(0.1)).toBe('0.1');
    expect(pythonFloatRepr(0.0001)).toBe('0.0001');
    expect(pythonFloatRepr(0.00001)).toBe('1e-05');
    expect(pythonFloatRepr(1.5e-7)).toBe('1.5e-07');
    expect(pythonFloatRepr(123456.5)).toBe('123456.5');
    expect(pythonFloatRepr(1e15)).toBe('1000000000000000.0');
    expect(pythonFloatRepr(1e16)).toBe('1e+16');
    expect(pythonFloatRepr(1.5e16)).toBe('1.5e+16');
  });
});
