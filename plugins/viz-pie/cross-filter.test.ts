import { describe, expect, it } from 'vitest';
import { pieCrossFilter, selectedSliceKeys, sliceFilters } from './cross-filter.js';
import type { PieSlice } from './transform-props.js';

const slice = (key: string, groupValues: PieSlice['groupValues']): PieSlice => ({
  key,
  groupValues,
  value: 1,
  percent: 0.25,
  color: '#000000',
  formattedValue: '1',
  formattedPercent: '25.0%',
  label: key,
});
const boyCA = slice('boy, CA', ['boy', 'CA']);
const girlCA = slice('girl, CA', ['girl', 'CA']);
const girlNull = slice('girl, <NULL>', ['girl', null]);
const slices = [boyCA, girlCA, girlNull];

describe('pieCrossFilter', () => {
  it('filters each dimension on the selected slices', () => {
    expect(pieCrossFilter(['gender'], [slice('boy', ['boy'])])).toEqual({
      extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] },
      filterState: { value: [['boy']], selectedValues: ['boy'], label: 'boy' },
    });
    expect(pieCrossFilter(['gender', 'state'], [boyCA, girlCA]).extraFormData).toEqual({
      filters: [
        { col: 'gender', op: 'IN', val: ['boy', 'girl'] },
        { col: 'state', op: 'IN', val: ['CA'] },
      ],
    });
  });

  it('filters missing values with IS NULL, and adhoc columns as they are', () => {
    const adhoc = { expressionType: 'SQL', sqlExpression: 'UPPER(state)', label: 'State' } as const;
    expect(pieCrossFilter(['gender', adhoc], [girlNull]).extraFormData?.filters).toEqual([
      { col: 'gender', op: 'IN', val: ['girl'] },
      { col: adhoc, op: 'IS NULL' },
    ]);
  });

  it('clears the filter when nothing is selected', () => {
    expect(pieCrossFilter(['gender'], [])).toEqual({ extraFormData: {}, filterState: { value: null } });
  });
});

describe('selectedSliceKeys', () => {
  it('reads the selection by name, or by dimension values', () => {
    expect([...selectedSliceKeys({ selectedValues: ['girl, CA'] }, slices)]).toEqual(['girl, CA']);
    expect([...selectedSliceKeys({ value: [['girl', null]] }, slices)]).toEqual(['girl, <NULL>']);
    expect([...selectedSliceKeys({ value: ['boy'] }, [slice('boy', ['boy']), slice('girl', ['girl'])])]).toEqual(['boy']);
    expect(selectedSliceKeys({ value: null }, slices).size).toBe(0);
    expect(selectedSliceKeys(undefined, slices).size).toBe(0);
  });
});

describe('sliceFilters', () => {
  it("selects one slice's rows for drilling", () => {
    expect(sliceFilters(['gender', 'state'], girlNull)).toEqual([
      { col: 'gender', op: '==', val: 'girl' },
      { col: 'state', op: 'IS NULL' },
    ]);
  });
});
