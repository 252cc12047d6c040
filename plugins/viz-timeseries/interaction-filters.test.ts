import { describe, expect, it } from 'vitest';
import { crossFilterMask, drillFilters, selectedSeriesKeys } from './interaction-filters.js';
import { testChartProps, testSeries } from './test-fixtures.js';

describe('cross-filters and drill filters', () => {
  const props = testChartProps();
  const boy = props.series[0]!;

  it('filters on the dimension values of the clicked series', () => {
    expect(crossFilterMask(props, boy, new Set())).toEqual({
      extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] },
      filterState: { value: [['boy']], selectedValues: ['boy'], label: 'boy' },
    });
    const unknown = { ...testSeries('<NULL>', [1]), dimensionValues: [null] };
    expect(crossFilterMask(props, unknown, new Set())?.extraFormData?.filters).toEqual([{ col: 'gender', op: 'IS NULL' }]);
  });

  it('clears the filter when the selected series is clicked again, and does nothing without dimensions', () => {
    expect(crossFilterMask(props, boy, new Set(['boy']))).toEqual({ extraFormData: {}, filterState: { value: null } });
    expect(crossFilterMask(testChartProps({ dimensions: [] }), boy, new Set())).toBeNull();
  });

  it('reads the selected series from the filter state', () => {
    expect([...selectedSeriesKeys({ value: [['boy']], selectedValues: ['boy'] })]).toEqual(['boy']);
    expect(selectedSeriesKeys({ value: null, selectedValues: ['boy'] }).size).toBe(0);
    expect(selectedSeriesKeys(undefined).size).toBe(0);
  });

  it('drills on the x value at its grain and the series dimensions', () => {
    expect(drillFilters(props, 1, boy)).toEqual([
      { col: 'ds', op: '==', val: Date.UTC(2024, 0, 2), grain: 'P1D' },
      { col: 'gender', op: '==', val: 'boy' },
    ]);
    const categories = testChartProps({ xType: 'category', categories: ['CA', 'NY', 'TX', 'WA', 'OR'], timeGrain: null, xAxisColumn: 'state' });
    expect(drillFilters(categories, 1, null)).toEqual([{ col: 'state', op: '==', val: 'NY' }]);
  });
});
