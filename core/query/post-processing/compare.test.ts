import { describe, expect, it } from 'vitest';
import { compare } from './compare.js';
import type { Frame } from './frame.js';
import { pivot } from './pivot.js';

const frame: Frame = { columns: ['a', 'b'], data: [[10, 20, 0, null, 1, 1], [5, 0, 0, 4, 3, 8]] };
const run = (compare_type: 'difference' | 'percentage' | 'ratio', precision?: number): unknown[] => {
  const result = compare(frame, { source_columns: ['a'], compare_columns: ['b'], compare_type, ...(precision === undefined ? {} : { precision }) });
  expect(result.columns).toEqual(['a', 'b', `${compare_type}__a__b`]);
  return result.data[2]!;
};

describe('compare', () => {
  it('computes difference, percentage and ratio columns named type__source__compare', () => {
    expect(run('difference')).toEqual([5, 20, 0, null, -2, -7]);
    expect(run('percentage')).toEqual([1, Infinity, null, null, -0.6667, -0.875]);
    expect(run('ratio')).toEqual([2, Infinity, null, null, 0.3333, 0.125]);
  });

  it('rounds to precision half to even, as numpy does', () => {
    expect(run('ratio', 2)).toEqual([2, Infinity, null, null, 0.33, 0.12]);
  });

  it('drops the compared columns with drop_original_columns', () => {
    const result = compare(frame, { source_columns: ['a'], compare_columns: ['b'], compare_type: 'difference', drop_original_columns: true });
    expect(result.columns).toEqual(['difference__a__b']);
  });

  it('pairs the groups of a pivoted frame', () => {
    const pivoted = pivot(
      { columns: ['ds', 'g', 'count', 'count__1 year ago'], data: [[1, 1], ['boy', 'girl'], [10, 30], [5, 10]] },
      { index: ['ds'], columns: ['g'], aggregates: { count: { operator: 'sum' }, 'count__1 year ago': { operator: 'sum' } } },
    );
    const result = compare(pivoted, { source_columns: ['count'], compare_columns: ['count__1 year ago'], compare_type: 'ratio', drop_original_columns: true });
    expect(result.columns).toEqual(['ds', 'ratio__count__count__1 year ago, boy', 'ratio__count__count__1 year ago, girl']);
    expect(result.data).toEqual([[1], [2], [3]]);
  });

  it('returns the frame for empty lists and works on empty frames', () => {
    expect(compare(frame, { source_columns: [], compare_columns: [], compare_type: 'ratio' })).toBe(frame);
    const empty: Frame = { columns: ['a', 'b'], data: [[], []] };
    expect(compare(empty, { source_columns: ['a'], compare_columns: ['b'], compare_type: 'difference' }).data).toEqual([[], [], []]);
  });

  it('rejects mismatched lists, unknown types and columns', () => {
    expect(() => compare(frame, { source_columns: ['a'], compare_columns: [], compare_type: 'ratio' })).toThrow('`compare_columns` must have the same length as `source_columns`.');
    expect(() => compare(frame, { source_columns: ['a'], compare_columns: ['b'], compare_type: 'absolute' as 'ratio' })).toThrow('`compare_type` must be `difference`, `percentage` or `ratio`');
    expect(() => compare(frame, { source_columns: ['a'], compare_columns: ['c'], compare_type: 'ratio' })).toThrow('Referenced columns not available in DataFrame: c');
  });
});
