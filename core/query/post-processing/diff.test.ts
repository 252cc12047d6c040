import { describe, expect, it } from 'vitest';
import { diff } from './diff.js';
import type { Frame } from './frame.js';

const frame: Frame = { columns: ['v', 'a', 'b'], data: [[1, 4, null, 10, 15], [1, 2, 3, 4, 5], [5, 7, 9, 11, 13]] };

describe('diff', () => {
  it('subtracts the value periods rows earlier; missing on either side gives null', () => {
    expect(diff(frame, { columns: { v: 'v' } }).data[0]).toEqual([null, 3, null, null, 5]);
    expect(diff(frame, { columns: { v: 'v' }, periods: 2 }).data[0]).toEqual([null, null, null, 6, null]);
    expect(diff(frame, { columns: { v: 'v' }, periods: -1 }).data[0]).toEqual([-3, null, null, -5, null]);
  });

  it('adds a column for a new target', () => {
    const result = diff(frame, { columns: { a: 'a_change' } });
    expect(result.columns).toEqual(['v', 'a', 'b', 'a_change']);
    expect(result.data[3]).toEqual([null, 1, 1, 1, 1]);
  });

  it('subtracts the previous selected column with axis 1', () => {
    const result = diff(frame, { columns: { a: 'a', b: 'b' }, axis: 1 });
    expect(result.data[1]).toEqual([null, null, null, null, null]);
    expect(result.data[2]).toEqual([4, 5, 6, 7, 8]);
  });

  it('handles an empty frame and a single row', () => {
    expect(diff({ columns: ['v'], data: [[]] }, { columns: { v: 'v' } }).data).toEqual([[]]);
    expect(diff({ columns: ['v'], data: [[3]] }, { columns: { v: 'v' } }).data).toEqual([[null]]);
  });

  it('rejects unknown columns and axes', () => {
    expect(() => diff(frame, { columns: { w: 'w' } })).toThrow('Referenced columns not available in DataFrame: w');
    expect(() => diff(frame, { columns: { v: 'v' }, axis: 2 as 0 })).toThrow('"axis" must be 0 (rows) or 1 (columns)');
  });
});
