import { describe, expect, it } from 'vitest';
import type { Frame } from './frame.js';
import { pivot } from './pivot.js';
import { rolling, type RollingOptions } from './rolling.js';

const series = (values: unknown[]): Frame => ({ columns: ['i', 'v'], data: [values.map((_, i) => i), values] });
const roll = (values: unknown[], options: Omit<RollingOptions, 'columns'>): unknown[] =>
  rolling(series(values), { ...options, columns: { v: 'v' } }).data[1]!;
const close = (actual: unknown[], expected: (number | null)[]): void => {
  expect(actual.length).toBe(expected.length);
  actual.forEach((value, i) => (expected[i] === null ? expect(value).toBeNull() : expect(value).toBeCloseTo(expected[i]!, 6)));
};

describe('rolling', () => {
  it('needs min_periods present values, window by default, and keeps every row when min_periods is not given', () => {
    expect(roll([1, 2, null, 4, 5, 6], { rolling_type: 'sum', window: 3 })).toEqual([null, null, null, null, null, 15]);
  });

  it('skips missing values and drops the first min_periods − 1 rows, as Superset does', () => {
    const result = rolling(series([1, 2, null, 4, 5, 6]), { rolling_type: 'mean', window: 3, min_periods: 2, columns: { v: 'v' } });
    expect(result.data).toEqual([
      [1, 2, 3, 4, 5],
      [1.5, 1.5, 3, 4.5, 5],
    ]);
  });

  it('sums an empty window to 0 with min_periods 0, and counts rows of the window for count', () => {
    expect(roll([null, null, 3], { rolling_type: 'sum', window: 2, min_periods: 0 })).toEqual([0, 0, 3]);
    expect(roll([null, null, 3], { rolling_type: 'mean', window: 2, min_periods: 0 })).toEqual([null, null, 3]);
    // min_periods 2 drops the first row; a window of two missing values still counts 0.
    expect(roll([null, null, 3], { rolling_type: 'count', window: 2, min_periods: 2 })).toEqual([0, 1]);
  });

  it('computes every rolling type', () => {
    const values = [1, 2, 3, 4];
    close(roll(values, { rolling_type: 'std', window: 3, min_periods: 1 }), [null, Math.SQRT1_2, 1, 1]);
    close(roll(values, { rolling_type: 'var', window: 3, min_periods: 1 }), [null, 0.5, 1, 1]);
    close(roll(values, { rolling_type: 'var', window: 3, min_periods: 1, rolling_type_options: { ddof: 0 } }), [0, 0.25, 2 / 3, 2 / 3]);
    expect(roll(values, { rolling_type: 'median', window: 3, min_periods: 1 })).toEqual([1, 1.5, 2, 3]);
    expect(roll(values, { rolling_type: 'min', window: 3, min_periods: 1 })).toEqual([1, 1, 1, 2]);
    expect(roll(values, { rolling_type: 'max', window: 3, min_periods: 1 })).toEqual([1, 2, 3, 4]);
    expect(roll(values, { rolling_type: 'count', window: 3, min_periods: 1 })).toEqual([1, 2, 3, 3]);
    expect(roll(values, { rolling_type: 'quantile', window: 3, min_periods: 3, rolling_type_options: { quantile: 0.25 } })).toEqual([1.5, 2.5]);
    expect(roll(values, { rolling_type: 'quantile', window: 3, rolling_type_options: { q: 0.5, interpolation: 'higher' } })).toEqual([null, null, 2, 3]);
    close(roll([1, 2, 4], { rolling_type: 'skew', window: 3 }), [null, null, 0.935220]);
    close(roll([1, 2, 3, 4], { rolling_type: 'kurt', window: 4 }), [null, null, null, -1.2]);
    expect(roll([5, 5, 5], { rolling_type: 'skew', window: 3 })).toEqual([null, null, 0]);
    expect(roll([1, 2, null, 4], { rolling_type: 'cumsum', window: 1 })).toEqual([1, 3, null, 7]);
  });

  it('centres windows like pandas, even windows ending one row after', () => {
    expect(roll([1, 2, 3, 4], { rolling_type: 'sum', window: 3, min_periods: 1, center: true })).toEqual([3, 6, 9, 7]);
    expect(roll([1, 2, 3, 4, 5, 6], { rolling_type: 'sum', window: 4, min_periods: 1, center: true })).toEqual([3, 6, 10, 14, 18, 15]);
  });

  it('adds a column for a new target and ignores win_type', () => {
    const result = rolling(series([1, 2, 3]), { rolling_type: 'sum', window: 2, min_periods: 1, win_type: 'triang', columns: { v: 'v_sum' } });
    expect(result.columns).toEqual(['i', 'v', 'v_sum']);
    expect(result.data[1]).toEqual([1, 2, 3]);
    expect(result.data[2]).toEqual([1, 3, 5]);
  });

  it('rolls every column under a pivot metric', () => {
    const pivoted = pivot(
      { columns: ['ds', 'g', 'm'], data: [[1, 1, 2, 2], ['a', 'b', 'a', 'b'], [1, 10, 2, 20]] },
      { index: ['ds'], columns: ['g'], aggregates: { m: { operator: 'mean' } } },
    );
    const result = rolling(pivoted, { rolling_type: 'sum', window: 2, min_periods: 1, columns: { m: 'm' } });
    expect(result.data).toEqual([[1, 2], [1, 3], [10, 30]]);
    expect(result.columns).toEqual(['ds', 'm, a', 'm, b']);
  });

  it('handles an empty frame and a single row', () => {
    expect(roll([], { rolling_type: 'mean', window: 3, min_periods: 1 })).toEqual([]);
    expect(roll([4], { rolling_type: 'mean', window: 3, min_periods: 1 })).toEqual([4]);
    expect(roll([4], { rolling_type: 'mean', window: 3, min_periods: 2 })).toEqual([]);
  });

  it('rejects bad windows, types and options in Superset words', () => {
    expect(() => roll([1], { rolling_type: 'mean' } as RollingOptions)).toThrow('Undefined window for rolling operation');
    expect(() => roll([1], { rolling_type: 'mean', window: 0 })).toThrow('Window must be > 0');
    expect(() => roll([1], { rolling_type: 'average' as 'mean', window: 2 })).toThrow('Invalid rolling_type: average');
    expect(() => roll([1], { rolling_type: 'mean', window: 2, min_periods: 3 })).toThrow('min_periods 3 must be <= window 2');
    expect(() => roll([1], { rolling_type: 'mean', window: 2, rolling_type_options: { quantile: 0.5 } })).toThrow('Invalid options for mean: {"quantile":0.5}');
    expect(() => rolling(series([1]), { rolling_type: 'mean', window: 2, columns: { nope: 'nope' } })).toThrow('Referenced columns not available in DataFrame: nope');
  });
});
