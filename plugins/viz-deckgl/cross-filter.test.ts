import { describe, expect, it } from 'vitest';
import { crossFilterMask, selectedKeys } from './cross-filter.js';

describe('cross-filter', () => {
  it('filters on the clicked mark\'s value', () => {
    expect(crossFilterMask('AIRLINE', 'AA', null)).toEqual({
      extraFormData: { filters: [{ col: 'AIRLINE', op: 'IN', val: ['AA'] }] },
      filterState: { value: [['AA']], selectedValues: ['AA'], label: 'AA' },
    });
  });

  it('filters a missing value with IS NULL', () => {
    expect(crossFilterMask('AIRLINE', null, null).extraFormData).toEqual({ filters: [{ col: 'AIRLINE', op: 'IS NULL' }] });
  });

  it('clears the filter on a second click on the selected value', () => {
    const selected = selectedKeys({ selectedValues: ['AA'] });
    expect(selected).toEqual(new Set(['AA']));
    const mask = crossFilterMask('AIRLINE', 'AA', selected);
    expect(mask.extraFormData).toEqual({});
    expect(crossFilterMask('AIRLINE', 'UA', selected).filterState).toMatchObject({ selectedValues: ['UA'] });
  });

  it('reads no selection from an empty filter state', () => {
    expect(selectedKeys(undefined)).toBeNull();
    expect(selectedKeys({ selectedValues: [] })).toBeNull();
    expect(selectedKeys({ selectedValues: [null, 3] })).toEqual(new Set(['∅', '3']));
  });
});
