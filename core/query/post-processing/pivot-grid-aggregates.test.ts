import { describe, expect, it } from 'vitest';
import { PIVOT_AGGREGATE_FUNCTIONS, aggregatePivotValues, isPivotAggregateFunction, pivotFractionOf } from './pivot-grid-aggregates.js';

const VALUES = [4, null, 2, 4, 10];

describe('aggregatePivotValues', () => {
  it.each([
    ['Count', 5],
    ['Count Unique Values', 3],
    ['List Unique Values', '4, 2, 10'],
    ['Sum', 20],
    ['Average', 5],
    ['Median', 4],
    ['Sample Variance', 12],
    ['Sample Standard Deviation', Math.sqrt(12)],
    ['Minimum', 2],
    ['Maximum', 10],
    ['First', 4],
    ['Last', 10],
  ] as const)('%s', (name, expected) => {
    expect(aggregatePivotValues(name, VALUES)).toBe(expected);
  });

  it('takes the mean of the two middle values for an even median', () => {
    expect(aggregatePivotValues('Median', [1, 3, 2, 10])).toBe(2.5);
  });

  it('is empty when no value is left', () => {
    for (const name of ['Sum', 'Average', 'Median', 'Minimum', 'Maximum', 'First', 'Last', 'List Unique Values'] as const) {
      expect(aggregatePivotValues(name, [null])).toBeNull();
    }
    expect(aggregatePivotValues('Sample Variance', [3])).toBeNull();
    expect(aggregatePivotValues('Count', [null])).toBe(1);
  });

  it('writes unique values with the given formatter', () => {
    expect(aggregatePivotValues('List Unique Values', [1000, 1000, 2500], (value) => `${value / 1000}k`)).toBe('1k, 2.5k');
  });

  it('reduces fractions with their base aggregate', () => {
    expect(aggregatePivotValues('Sum as Fraction of Rows', VALUES)).toBe(20);
    expect(aggregatePivotValues('Count as Fraction of Total', VALUES)).toBe(5);
  });

  it('handles large groups', () => {
    const many = Array.from({ length: 200_000 }, (_, index) => index);
    expect(aggregatePivotValues('Maximum', many)).toBe(199_999);
    expect(aggregatePivotValues('Minimum', many)).toBe(0);
  });
});

describe('pivotFractionOf / isPivotAggregateFunction', () => {
  it('reads the base and the denominator of fraction aggregates', () => {
    expect(pivotFractionOf('Sum as Fraction of Total')).toEqual({ base: 'Sum', of: 'total' });
    expect(pivotFractionOf('Count as Fraction of Rows')).toEqual({ base: 'Count', of: 'row' });
    expect(pivotFractionOf('Sum as Fraction of Columns')).toEqual({ base: 'Sum', of: 'column' });
    expect(pivotFractionOf('Sum')).toBeUndefined();
    expect(PIVOT_AGGREGATE_FUNCTIONS.filter((name) => pivotFractionOf(name))).toHaveLength(6);
  });

  it('recognises the aggregate names', () => {
    expect(isPivotAggregateFunction('Average')).toBe(true);
    expect(isPivotAggregateFunction('mean')).toBe(false);
  });
});
