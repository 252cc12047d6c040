import { describe, expect, it } from 'vitest';
import { selectedTrendTime, trendCrossFilterMask, trendPointFilters } from './trend-filters.js';

const jan = Date.UTC(2024, 0, 1);
const feb = Date.UTC(2024, 1, 1);
const props = { xAxisColumn: 'ds', timeGrain: 'P1M' };

describe('trend filters', () => {
  it('selects a period by the x-axis column at the time grain', () => {
    expect(trendPointFilters(props, jan)).toEqual([{ col: 'ds', op: '==', val: jan, grain: 'P1M' }]);
    expect(trendPointFilters({ ...props, timeGrain: null }, jan)).toEqual([{ col: 'ds', op: '==', val: jan }]);
    expect(trendPointFilters({ ...props, xAxisColumn: null }, jan)).toEqual([]);
  });

  it('cross-filters to a period, and clears when it is the selected one', () => {
    expect(trendCrossFilterMask(props, jan, 'Jan 1, 2024', null)).toEqual({
      extraFormData: { filters: [{ col: 'ds', op: '==', val: jan, grain: 'P1M' }] },
      filterState: { value: [jan], label: 'Jan 1, 2024' },
    });
    expect(trendCrossFilterMask(props, feb, 'Feb 1, 2024', jan)?.filterState).toEqual({ value: [feb], label: 'Feb 1, 2024' });
    expect(trendCrossFilterMask(props, jan, 'Jan 1, 2024', jan)).toEqual({ extraFormData: {}, filterState: { value: null } });
    expect(trendCrossFilterMask({ ...props, xAxisColumn: null }, jan, 'Jan 1, 2024', null)).toBeNull();
  });

  it('reads the selected period from the filter state', () => {
    expect(selectedTrendTime({ value: [jan], label: 'Jan 1, 2024' })).toBe(jan);
    expect(selectedTrendTime({ value: null })).toBeNull();
    expect(selectedTrendTime({ value: ['2024-01-01'] })).toBeNull();
    expect(selectedTrendTime(undefined)).toBeNull();
  });
});
