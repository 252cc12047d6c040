import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '../model/query-form-data.js';
import { applyPostProcessing } from '../post-processing/index.js';
import { getColumnLabel, getMetricLabel } from './labels.js';
import { timeOffsetsOf, timeSeriesPostProcessing, xAxisColumn } from './time-series-query.js';

const D = 86_400_000;
const sumNum = { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' } } as const;
const base: QueryFormData = { datasource: '1__table', viz_type: 'echarts_timeseries_line', x_axis: 'ds', time_grain_sqla: 'P1D', metrics: [sumNum], groupby: ['gender'] };

const days = Array.from({ length: 10 }, (_, day) => day);
const frame = {
  columns: ['ds', 'gender', 'SUM(num)'],
  data: [
    [...days.map((day) => day * D), ...days.map((day) => day * D)],
    [...days.map(() => 'boy'), ...days.map(() => 'girl')],
    [...days.map((day) => day + 1), ...days.map((day) => 2 * (day + 1))],
  ],
  temporalColumns: ['ds'],
};

describe('labels', () => {
  it('labels metrics and columns as the engine does', () => {
    expect(getMetricLabel(sumNum)).toBe('SUM(num)');
    expect(getMetricLabel('count')).toBe('count');
    expect(getMetricLabel({ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'rows' })).toBe('rows');
    expect(getMetricLabel(null)).toBeUndefined();
    expect(getColumnLabel({ sqlExpression: 'upper(name)', label: 'NAME', expressionType: 'SQL' })).toBe('NAME');
  });
});

describe('xAxisColumn', () => {
  it('turns the x-axis into a BASE_AXIS column with the grain', () => {
    expect(xAxisColumn({ ...base, time_grain_sqla: 'P1Y' })).toEqual({ sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', columnType: 'BASE_AXIS', timeGrain: 'P1Y' });
    expect(xAxisColumn({ ...base, x_axis: null })).toBeUndefined();
  });
});

describe('timeSeriesPostProcessing', () => {
  it('pivots, rolls a 7-period mean and names lines by series', () => {
    const rules = timeSeriesPostProcessing({ ...base, rolling_type: 'mean', rolling_periods: 7, min_periods: 7 });
    expect(rules.map((rule) => rule.operation)).toEqual(['pivot', 'rolling', 'rename', 'flatten']);
    const out = applyPostProcessing(frame, rules);
    expect(out.columns).toEqual(['ds', 'boy', 'girl']);
    expect(out.data[1]).toEqual([4, 5, 6, 7]);
    expect(out.data[2]).toEqual([8, 10, 12, 14]);
  });

  it('keeps metric names with several metrics and no rolling for "None"', () => {
    const rules = timeSeriesPostProcessing({ ...base, metrics: [sumNum, 'count'], rolling_type: 'None' });
    expect(rules.map((rule) => rule.operation)).toEqual(['pivot', 'flatten']);
  });

  it('compares against a time shift', () => {
    const formData = { ...base, groupby: [], time_compare: ['1 week ago'], comparison_type: 'percentage' };
    expect(timeOffsetsOf(formData)).toEqual(['1 week ago']);
    const rules = timeSeriesPostProcessing(formData);
    expect(rules.find((rule) => rule.operation === 'compare')?.options).toMatchObject({
      source_columns: ['SUM(num)'],
      compare_columns: ['SUM(num)__1 week ago'],
      compare_type: 'percentage',
    });
  });

  it("reads the stored 'absolute' comparison as a difference", () => {
    const rules = timeSeriesPostProcessing({ ...base, groupby: [], time_compare: ['1 year ago'], comparison_type: 'absolute' });
    expect(rules.find((rule) => rule.operation === 'compare')?.options).toMatchObject({ compare_type: 'difference' });
  });

  it('zero-fills with the resample rule', () => {
    const rules = timeSeriesPostProcessing({ ...base, resample_rule: '1D', resample_method: 'zerofill' });
    expect(rules.find((rule) => rule.operation === 'resample')?.options).toEqual({ rule: '1D', method: 'asfreq', fill_value: 0 });
  });

  it('is empty without an x-axis', () => {
    expect(timeSeriesPostProcessing({ ...base, x_axis: null })).toEqual([]);
  });
});
