import { describe, expect, it } from 'vitest';
import { boxplot } from './boxplot.js';
import type { Frame } from './frame.js';

const frame: Frame = {
  columns: ['g', 'v'],
  data: [
    ['A', 'A', 'A', 'A', 'A', 'B', 'B', 'B'],
    [1, 2, 3, 4, 100, 5, null, '7'],
  ],
};
const byColumn = (result: Frame): Record<string, unknown[]> => Object.fromEntries(result.columns.map((name, i) => [name, result.data[i]!]));

describe('boxplot', () => {
  it('computes the eight statistics per group with Tukey whiskers, in Superset column order', () => {
    const result = boxplot(frame, { groupby: ['g'], metrics: ['v'], whisker_type: 'tukey' });
    expect(result.columns).toEqual(['g', 'v__mean', 'v__median', 'v__max', 'v__min', 'v__q1', 'v__q3', 'v__count', 'v__outliers']);
    // A: quartiles 2 and 4 (midpoint), fences −1 and 7. B: 5 and '7' (the null skipped), a zero IQR.
    expect(byColumn(result)).toEqual({
      g: ['A', 'B'],
      v__mean: [22, 6],
      v__median: [3, 6],
      v__max: [4, 5],
      v__min: [1, 7],
      v__q1: [2, 6],
      v__q3: [4, 6],
      v__count: [5, 2],
      v__outliers: [[100], [7, 5]],
    });
  });

  it('places whiskers at percentiles or at the extremes', () => {
    const percentile = byColumn(boxplot(frame, { metrics: ['v'], whisker_type: 'percentile', percentiles: [10, 90] }));
    // All seven values: 1 2 3 4 5 7 100.
    expect(percentile['v__min']![0]).toBeCloseTo(1.6, 10);
    expect(percentile['v__max']![0]).toBeCloseTo(44.2, 10);
    expect(percentile['v__outliers']).toEqual([[100, 1]]);
    const minMax = byColumn(boxplot(frame, { groupby: ['g'], metrics: ['v'], whisker_type: 'min/max' }));
    expect(minMax['v__min']).toEqual([1, 5]);
    expect(minMax['v__max']).toEqual([100, 7]);
    expect(minMax['v__outliers']).toEqual([[], []]);
  });

  it('handles an empty frame and a single row', () => {
    expect(boxplot({ columns: ['v'], data: [[]] }, { metrics: ['v'], whisker_type: 'tukey' }).data.every((column) => column.length === 0)).toBe(true);
    const single = byColumn(boxplot({ columns: ['v'], data: [[3]] }, { metrics: ['v'], whisker_type: 'tukey' }));
    expect(single).toMatchObject({ v__mean: [3], v__median: [3], v__min: [3], v__max: [3], v__count: [1], v__outliers: [[]] });
  });

  it('rejects bad percentiles, whisker types and columns', () => {
    const message = 'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value';
    expect(() => boxplot(frame, { metrics: ['v'], whisker_type: 'percentile', percentiles: [90, 10] })).toThrow(message);
    expect(() => boxplot(frame, { metrics: ['v'], whisker_type: 'percentile' })).toThrow(message);
    expect(() => boxplot(frame, { metrics: ['v'], whisker_type: 'iqr' as 'tukey' })).toThrow('"whisker_type" must be one of tukey, min/max, percentile');
    expect(() => boxplot(frame, { metrics: ['w'], whisker_type: 'tukey' })).toThrow('Referenced columns not available in DataFrame: w');
  });
});
