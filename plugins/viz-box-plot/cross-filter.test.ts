import { describe, expect, it } from 'vitest';
import { boxFilters, boxPlotCrossFilter, selectedGroups } from './cross-filter.js';
import type { Box } from './transform-props.js';

const box = (group: string, groupValues: Array<string | null>, key = group): Box => ({
  key,
  group,
  groupValues,
  metric: 'count',
  color: '#000',
  stats: { min: 0, q1: 1, median: 2, q3: 3, max: 4, mean: 2, count: 5, outliers: [] },
});

describe('box plot cross-filter', () => {
  it('filters on the selected groups, once per group even with several metrics', () => {
    expect(boxPlotCrossFilter(['state'], [box('CA', ['CA'], 'CA, a'), box('CA', ['CA'], 'CA, b'), box('<NULL>', [null])])).toEqual({
      extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] },
      filterState: { value: [['CA'], [null]], selectedValues: ['CA', '<NULL>'], label: 'CA, <NULL>' },
    });
    expect(boxPlotCrossFilter(['state'], [])).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('reads the selection back by name or by values', () => {
    const boxes = [box('CA', ['CA']), box('NY', ['NY'])];
    expect([...selectedGroups({ selectedValues: ['NY'] }, boxes)]).toEqual(['NY']);
    expect([...selectedGroups({ value: [['CA']] }, boxes)]).toEqual(['CA']);
    expect(selectedGroups(undefined, boxes).size).toBe(0);
  });

  it('drills into one box with equality filters', () => {
    expect(boxFilters(['state', 'gender'], box('CA, boy', ['CA', null]))).toEqual([
      { col: 'state', op: '==', val: 'CA' },
      { col: 'gender', op: 'IS NULL' },
    ]);
  });
});
