import { describe, expect, it } from 'vitest';
import { clearCrossFilter } from './clear-cross-filter.js';

describe('clearCrossFilter', () => {
  it('empties the extra form data and nulls the filter value', () => {
    expect(clearCrossFilter()).toEqual({ extraFormData: {}, filterState: { value: null } });
  });

  it('returns a new mask each time', () => {
    const first = clearCrossFilter();
    first.filterState!.label = 'changed';
    expect(clearCrossFilter()).not.toBe(first);
    expect(clearCrossFilter().filterState).toEqual({ value: null });
  });
});
