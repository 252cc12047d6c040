import { describe, expect, it } from 'vitest';
import { seriesName, splitColumnName } from './series-name.js';

const names = new Map([
  ['SUM(num)', 'Births'],
  ['count', 'Rows'],
]);

describe('seriesName', () => {
  it('names a series by its dimension values when there is one metric', () => {
    expect(seriesName('boy', { metrics: ['SUM(num)'], metricNames: names, dimensionCount: 1, timeShifts: [] })).toBe('boy');
    expect(seriesName('boy, CA', { metrics: ['SUM(num)'], metricNames: names, dimensionCount: 2, timeShifts: [] })).toBe('boy, CA');
  });

  it("starts with the metric's verbose name otherwise, spelling out time shifts and comparisons", () => {
    const naming = { metrics: ['SUM(num)', 'count'], metricNames: names, dimensionCount: 1, timeShifts: ['1 year ago'] };
    expect(seriesName('count, girl', naming)).toBe('Rows, girl');
    expect(seriesName('SUM(num)__1 year ago, boy', naming)).toBe('Births (1 year ago), boy');
    expect(seriesName('percentage__SUM(num)__SUM(num)__1 year ago, boy', naming)).toBe('Births (% change from 1 year ago), boy');
    expect(seriesName('SUM(num)', { ...naming, dimensionCount: 0, timeShifts: [] })).toBe('Births');
  });

  it('reads escaped commas inside values', () => {
    expect(splitColumnName('SUM(num), a\\, b')).toEqual(['SUM(num)', 'a, b']);
  });
});
