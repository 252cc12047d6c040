import { describe, expect, it } from 'vitest';
import { cum } from './cum.js';
import type { Frame } from './frame.js';
import { pivot } from './pivot.js';

const frame: Frame = { columns: ['i', 'v'], data: [[0, 1, 2, 3], [2, null, 3, 1]] };
const run = (operator: 'sum' | 'prod' | 'min' | 'max'): unknown[] => cum(frame, { operator, columns: { v: 'v' } }).data[1]!;

describe('cum', () => {
  it('accumulates down the column, leaving missing values missing', () => {
    expect(run('sum')).toEqual([2, null, 5, 6]);
    expect(run('prod')).toEqual([2, null, 6, 6]);
    expect(run('min')).toEqual([2, null, 2, 1]);
    expect(run('max')).toEqual([2, null, 3, 3]);
  });

  it('adds a column for a new target, keeping the source', () => {
    const result = cum(frame, { operator: 'sum', columns: { v: 'running' } });
    expect(result.columns).toEqual(['i', 'v', 'running']);
    expect(result.data[1]).toEqual([2, null, 3, 1]);
  });

  it('runs over every value column of a pivoted frame with the legacy is_pivot_df', () => {
    const pivoted = pivot(
      { columns: ['ds', 'g', 'm'], data: [[1, 1, 2, 2], ['a', 'b', 'a', 'b'], [1, 10, 2, 20]] },
      { index: ['ds'], columns: ['g'], aggregates: { m: { operator: 'sum' } } },
    );
    expect(cum(pivoted, { operator: 'sum', is_pivot_df: true }).data).toEqual([[1, 2], [1, 3], [10, 30]]);
  });

  it('handles an empty frame and a single row', () => {
    expect(cum({ columns: ['v'], data: [[]] }, { operator: 'sum', columns: { v: 'v' } }).data).toEqual([[]]);
    expect(cum({ columns: ['v'], data: [[5]] }, { operator: 'prod', columns: { v: 'v' } }).data).toEqual([[5]]);
  });

  it('rejects unknown operators and columns', () => {
    expect(() => cum(frame, { operator: 'avg' as 'sum', columns: { v: 'v' } })).toThrow('Invalid cumulative operator: avg');
    expect(() => cum(frame, { operator: 'sum', columns: { w: 'w' } })).toThrow('Referenced columns not available in DataFrame: w');
  });
});
