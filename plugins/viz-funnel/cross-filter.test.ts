import { describe, expect, it } from 'vitest';
import { funnelCrossFilter, selectedStepKeys, stepFilters } from './cross-filter.js';
import type { FunnelStep } from './transform-props.js';

const step = (key: string, groupValues: FunnelStep['groupValues']): FunnelStep => ({ key, groupValues, value: 1, formattedValue: '1', color: '#000000' });
const boyCA = step('boy, CA', ['boy', 'CA']);
const girlNull = step('girl, <NULL>', ['girl', null]);

describe('funnel cross-filter', () => {
  it('filters each dimension on the selected steps, IS NULL for missing values', () => {
    expect(funnelCrossFilter(['gender', 'state'], [boyCA, girlNull])).toEqual({
      extraFormData: {
        filters: [
          { col: 'gender', op: 'IN', val: ['boy', 'girl'] },
          { col: 'state', op: 'IN', val: ['CA'] },
        ],
      },
      filterState: { value: [['boy', 'CA'], ['girl', null]], selectedValues: ['boy, CA', 'girl, <NULL>'], label: 'boy, CA, girl, <NULL>' },
    });
    expect(funnelCrossFilter(['gender', 'state'], [girlNull]).extraFormData?.filters?.[1]).toEqual({ col: 'state', op: 'IS NULL' });
  });

  it('clears the filter when nothing is selected', () => {
    expect(funnelCrossFilter(['gender'], [])).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('reads the selection by name or by dimension values', () => {
    expect([...selectedStepKeys({ selectedValues: ['boy, CA'] }, [boyCA, girlNull])]).toEqual(['boy, CA']);
    expect([...selectedStepKeys({ value: [['girl', null]] }, [boyCA, girlNull])]).toEqual(['girl, <NULL>']);
    expect(selectedStepKeys(undefined, [boyCA]).size).toBe(0);
  });

  it("selects one step's rows for drilling", () => {
    expect(stepFilters(['gender', 'state'], girlNull)).toEqual([
      { col: 'gender', op: '==', val: 'girl' },
      { col: 'state', op: 'IS NULL' },
    ]);
  });
});
