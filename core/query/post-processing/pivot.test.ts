import { describe, expect, it } from 'vitest';
import type { Frame } from './frame.js';
import { pivot } from './pivot.js';

const D = 86_400_000;
const byColumn = (frame: Frame): Record<string, unknown[]> => Object.fromEntries(frame.columns.map((name, i) => [name, frame.data[i]!]));

// Four days of a metric split by gender; one gender is missing, one value is missing, one day is missing.
const births: Frame = {
  columns: ['ds', 'gender', 'num', 'w'],
  data: [
    [D, D, 2 * D, 2 * D, 3 * D, null],
    ['boy', 'girl', 'boy', null, 'girl', 'boy'],
    [10, 20, 30, 40, null, 5],
    [1, 1, 1, 1, 1, 1],
  ],
  temporalColumns: ['ds'],
};

describe('pivot', () => {
  it('spreads groups into columns named metric, group, keeps the index and drops empty rows and columns', () => {
    const result = pivot(births, { index: ['ds'], columns: ['gender'], aggregates: { num: { operator: 'mean' } } });
    expect(byColumn(result)).toEqual({
      ds: [D, 2 * D],
      'num, <NULL>': [null, 40],
      'num, boy': [10, 30],
      'num, girl': [20, null],
    });
    expect(result.index).toEqual(['ds']);
    expect(result.levels).toEqual([['ds'], ['num', '<NULL>'], ['num', 'boy'], ['num', 'girl']]);
    expect(result.temporalColumns).toEqual(['ds']);
  });

  it('keeps every observed row and group with drop_missing_columns: false (missing index last)', () => {
    const result = pivot(births, { index: ['ds'], columns: ['gender'], aggregates: { num: { operator: 'mean' } }, drop_missing_columns: false });
    expect(byColumn(result)).toEqual({
      ds: [D, 2 * D, 3 * D, null],
      'num, <NULL>': [null, 40, null, null],
      'num, boy': [10, 30, null, 5],
      'num, girl': [20, null, null, null],
    });
  });

  it('fills missing cells with metric_fill_value and labels missing groups with column_fill_value', () => {
    const filled = pivot(births, { index: ['ds'], columns: ['gender'], aggregates: { num: { operator: 'sum' } }, metric_fill_value: 0, column_fill_value: 'n/a' });
    expect(byColumn(filled)).toEqual({ ds: [D, 2 * D, 3 * D], 'num, boy': [10, 30, 0], 'num, girl': [20, 0, 0], 'num, n/a': [0, 40, 0] });
    const withoutMissing = pivot(births, { index: ['ds'], columns: ['gender'], aggregates: { num: { operator: 'mean' } }, column_fill_value: null });
    expect(byColumn(withoutMissing)).toEqual({ ds: [D, 2 * D], 'num, boy': [10, 30], 'num, girl': [20, null] });
  });

  it('orders several metrics alphabetically, then groups; a row stays when any metric has a value', () => {
    const result = pivot(births, { index: ['ds'], columns: ['gender'], aggregates: { w: { operator: 'sum' }, num: { operator: 'mean' } } });
    expect(result.columns).toEqual(['ds', 'num, <NULL>', 'num, boy', 'num, girl', 'w, <NULL>', 'w, boy', 'w, girl']);
    expect(byColumn(result)['ds']).toEqual([D, 2 * D, 3 * D]);
    expect(byColumn(result)['num, girl']).toEqual([20, null, null]);
    expect(byColumn(result)['w, girl']).toEqual([1, null, 1]);
  });

  it('puts the metric last with combine_value_with_metric', () => {
    const result = pivot(births, { index: ['ds'], columns: ['gender'], aggregates: { w: { operator: 'sum' }, num: { operator: 'mean' } }, combine_value_with_metric: true });
    expect(result.columns).toEqual(['ds', '<NULL>, num', '<NULL>, w', 'boy, num', 'boy, w', 'girl, num', 'girl, w']);
    expect(result.levels?.[3]).toEqual(['boy', 'num']);
  });

  it('without columns gives one plain column per metric', () => {
    const result = pivot(births, { index: ['ds'], aggregates: { num: { operator: 'sum' } } });
    expect(byColumn(result)).toEqual({ ds: [D, 2 * D, 3 * D], num: [30, 70, 0] });
    expect(result.levels).toBeUndefined();
    expect(result.index).toEqual(['ds']);
  });

  it('adds row and column totals with marginal_distributions, over complete rows only', () => {
    const result = pivot(births, {
      index: ['ds'],
      columns: ['gender'],
      aggregates: { num: { operator: 'sum' } },
      marginal_distributions: true,
      marginal_distribution_name: 'Total',
    });
    // Rows 4 (num missing) and 5 (ds missing) are left out of every total.
    expect(byColumn(result)).toEqual({
      ds: [D, 2 * D, 3 * D, 'Total'],
      'num, <NULL>': [null, 40, null, 40],
      'num, boy': [10, 30, null, 40],
      'num, girl': [20, null, 0, 20],
      'num, Total': [30, 70, null, 100],
    });
  });

  it('labels temporal groups as pandas prints timestamps and escapes commas in labels', () => {
    const frame: Frame = { columns: ['city', 'ds', 'v'], data: [['Paris, FR', 'Oslo'], [0, D + 1500], [1, 2]], temporalColumns: ['ds'] };
    const result = pivot(frame, { index: ['city'], columns: ['ds'], aggregates: { v: { operator: 'sum' } } });
    expect(result.columns).toEqual(['city', 'v, 1970-01-01 00:00:00', 'v, 1970-01-02 00:00:01.500000']);
    const byCity = pivot(frame, { index: ['ds'], columns: ['city'], aggregates: { v: { operator: 'sum' } } });
    expect(byCity.columns).toEqual(['ds', 'v, Oslo', 'v, Paris\\, FR']);
    expect(byCity.levels?.[2]).toEqual(['v', 'Paris, FR']);
  });

  it('names columns the legacy way with flatten_columns: true', () => {
    const result = pivot(births, { index: ['ds'], columns: ['gender'], aggregates: { num: { operator: 'mean' } }, flatten_columns: true, reset_index: true });
    expect(result.columns).toEqual(['ds', '<NULL>', 'boy', 'girl']);
    expect(result.levels).toBeUndefined();
    expect(result.index).toBeUndefined();
  });

  it('handles an empty frame and a single row', () => {
    const empty: Frame = { columns: ['ds', 'g', 'v'], data: [[], [], []] };
    expect(byColumn(pivot(empty, { index: ['ds'], columns: ['g'], aggregates: { v: { operator: 'sum' } } }))).toEqual({ ds: [] });
    const single: Frame = { columns: ['ds', 'g', 'v'], data: [[1], ['a'], [3]] };
    expect(byColumn(pivot(single, { index: ['ds'], columns: ['g'], aggregates: { v: { operator: 'sum' } } }))).toEqual({ ds: [1], 'v, a': [3] });
  });

  it('rejects a pivot without index or aggregates, or on unknown columns', () => {
    expect(() => pivot(births, { index: [], aggregates: { num: { operator: 'sum' } } })).toThrow('Pivot operation requires at least one index');
    expect(() => pivot(births, { index: ['ds'], aggregates: {} })).toThrow('Pivot operation must include at least one aggregate');
    expect(() => pivot(births, { index: ['ds'], columns: ['nope'], aggregates: { num: { operator: 'sum' } } })).toThrow('Referenced columns not available in DataFrame: nope');
    expect(() => pivot(births, { index: ['ds'], aggregates: { num: { operator: 'avg' } } })).toThrow('Invalid numpy function: avg');
  });
});
