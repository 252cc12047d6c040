import { describe, expect, it } from 'vitest';
import { timeSeriesPostProcessing } from '../form-data/time-series-query.js';
import type { PostProcessingRule } from '../model/query-object.js';
import { applyPostProcessing } from './apply-post-processing.js';
import type { Frame } from './frame.js';

const D = 86_400_000;
const days = Array.from({ length: 10 }, (_, day) => day);

/**
 * A time-series query result, as a line chart of `SUM(num)` by gender gets it: one row per day and
 * gender. Boys have `day + 1`; girls `2 · (day + 1)`, but no row on day 0.
 */
const result: Frame = {
  columns: ['__timestamp', 'gender', 'SUM(num)'],
  data: [
    [...days.map((day) => day * D), ...days.slice(1).map((day) => day * D)],
    [...days.map(() => 'boy'), ...days.slice(1).map(() => 'girl')],
    [...days.map((day) => day + 1), ...days.slice(1).map((day) => 2 * (day + 1))],
  ],
  temporalColumns: ['__timestamp'],
};

const pivotRule: PostProcessingRule = {
  operation: 'pivot',
  options: { index: ['__timestamp'], columns: ['gender'], aggregates: { 'SUM(num)': { operator: 'mean' } }, drop_missing_columns: false },
};

describe('a time-series chart with a 7-period rolling mean', () => {
  // Windows ending on days 6–9; a boy's mean is day − 2, a girl's window ending on day 6 misses day 0.
  const expected = { __timestamp: [6 * D, 7 * D, 8 * D, 9 * D], boy: [4, 5, 6, 7], girl: [null, 10, 12, 14] };

  it('pivot → flatten → rolling → rename', () => {
    const chart = applyPostProcessing(result, [
      pivotRule,
      { operation: 'flatten' },
      {
        operation: 'rolling',
        options: { rolling_type: 'mean', window: 7, min_periods: 7, columns: { 'SUM(num), boy': 'SUM(num), boy', 'SUM(num), girl': 'SUM(num), girl' } },
      },
      { operation: 'rename', options: { columns: { 'SUM(num), boy': 'boy', 'SUM(num), girl': 'girl' } } },
    ]);
    expect(chart.columns).toEqual(['__timestamp', 'boy', 'girl']);
    expect(Object.fromEntries(chart.columns.map((name, i) => [name, chart.data[i]]))).toEqual(expected);
    expect(chart.index).toBeUndefined();
    expect(chart.levels).toBeUndefined();
  });

  it("in Superset's own order: pivot → rolling on the metric → rename the metric away → flatten", () => {
    const chart = applyPostProcessing(result, [
      pivotRule,
      { operation: 'rolling', options: { rolling_type: 'mean', window: 7, min_periods: 7, columns: { 'SUM(num)': 'SUM(num)' } } },
      { operation: 'rename', options: { columns: { 'SUM(num)': null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
    expect(Object.fromEntries(chart.columns.map((name, i) => [name, chart.data[i]]))).toEqual(expected);
  });

  it('cumulative totals, zero-filled days and row shares chain the same way', () => {
    const chart = applyPostProcessing(result, [
      pivotRule,
      { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } },
      { operation: 'cum', options: { operator: 'sum', columns: { 'SUM(num)': 'SUM(num)' } } },
      { operation: 'contribution', options: { orientation: 'row' } },
      { operation: 'sort', options: { is_sort_index: true, ascending: false } },
      { operation: 'flatten' },
    ]);
    expect(chart.columns).toEqual(['__timestamp', 'SUM(num), boy', 'SUM(num), girl']);
    // Day 9: boys 55 so far, girls 2 · (2 + … + 10) = 108.
    expect(chart.data[0]![0]).toBe(9 * D);
    expect(chart.data[1]![0]).toBeCloseTo(55 / 163, 12);
    expect(chart.data[2]![0]).toBeCloseTo(108 / 163, 12);
    // Day 0: only boys.
    expect(chart.data[1]![9]).toBe(1);
    expect(chart.data[2]![9]).toBe(0);
  });
});

describe('contribution after the metric level is renamed away', () => {
  /**
   * The rules of a line chart of one metric by gender with `contributionMode` set, in Superset's
   * order: contribution after the rename that drops the metric's name, before the flatten.
   */
  const rulesWithContribution = (orientation: 'row' | 'column'): PostProcessingRule[] => {
    const rules = timeSeriesPostProcessing({ datasource: '1__table', viz_type: 'echarts_timeseries_line', x_axis: '__timestamp', metrics: ['SUM(num)'], groupby: ['gender'] });
    expect(rules.map((rule) => rule.operation)).toEqual(['pivot', 'rename', 'flatten']);
    return [...rules.slice(0, 2), { operation: 'contribution', options: { orientation } }, ...rules.slice(2)];
  };

  it('replaces each series by its row shares instead of adding copies', () => {
    const chart = applyPostProcessing(result, rulesWithContribution('row'));
    expect(chart.columns).toEqual(['__timestamp', 'boy', 'girl']);
    // Day 1: boys 2, girls 4.
    expect(chart.data[1]![1]).toBeCloseTo(2 / 6, 12);
    expect(chart.data[2]![1]).toBeCloseTo(4 / 6, 12);
  });

  it('replaces each series by its share of the series total', () => {
    const chart = applyPostProcessing(result, rulesWithContribution('column'));
    expect(chart.columns).toEqual(['__timestamp', 'boy', 'girl']);
    // Boys 1 + … + 10 = 55; girls 2 · (2 + … + 10) = 108, nothing (0) on day 0.
    expect(chart.data[1]![0]).toBeCloseTo(1 / 55, 12);
    expect(chart.data[2]![0]).toBe(0);
    expect(chart.data[2]![9]).toBeCloseTo(20 / 108, 12);
  });
});
