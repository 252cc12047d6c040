import { describe, expect, it } from 'vitest';
import { chartsWaitingForRequiredFilters, isRequiredFilter, missingRequiredFilters } from './native-filter-required.js';
import { filterDivider, nativeFilter, selectMask, tabbedLayout } from './native-filter-test-fixtures.js';
import type { DataMaskState, FilterConfigItem } from './native-filter-types.js';

const layout = tabbedLayout();
const required = nativeFilter('NATIVE_FILTER-required', { controlValues: { enableEmptyFilter: true }, scope: { rootPath: ['TAB-b'], excluded: [] } });
const first = nativeFilter('NATIVE_FILTER-first', { requiredFirst: true, chartsInScope: [2, 3] });
const optional = nativeFilter('NATIVE_FILTER-optional', { controlValues: { enableEmptyFilter: false } });
const configuration: FilterConfigItem[] = [filterDivider('NATIVE_FILTER_DIVIDER-a'), required, first, optional];

describe('isRequiredFilter', () => {
  it('reads enableEmptyFilter and requiredFirst', () => {
    expect(isRequiredFilter(required)).toBe(true);
    expect(isRequiredFilter(first)).toBe(true);
    expect(isRequiredFilter(optional)).toBe(false);
    expect(isRequiredFilter(nativeFilter('NATIVE_FILTER-x', { controlValues: { enableEmptyFilter: 'true' } }))).toBe(false);
  });
});

describe('missingRequiredFilters', () => {
  it('lists required filters without a mask or with an empty value', () => {
    expect(missingRequiredFilters(configuration, {})).toEqual(['NATIVE_FILTER-required', 'NATIVE_FILTER-first']);
    for (const value of [null, undefined, [], '']) {
      const dataMask: DataMaskState = { 'NATIVE_FILTER-required': { id: 'NATIVE_FILTER-required', filterState: { value } } };
      expect(missingRequiredFilters(configuration, dataMask)).toContain('NATIVE_FILTER-required');
    }
  });

  it('leaves out required filters with a value', () => {
    const dataMask: DataMaskState = {
      'NATIVE_FILTER-required': selectMask('NATIVE_FILTER-required', 'country', ['FR']),
      'NATIVE_FILTER-first': { id: 'NATIVE_FILTER-first', filterState: { value: 0 } },
    };
    expect(missingRequiredFilters(configuration, dataMask)).toEqual([]);
  });
});

describe('chartsWaitingForRequiredFilters', () => {
  it('lists the charts in scope of required filters without a value', () => {
    expect(chartsWaitingForRequiredFilters(configuration, {}, layout)).toEqual([2, 3, 5, 6]);
    const dataMask: DataMaskState = { 'NATIVE_FILTER-first': selectMask('NATIVE_FILTER-first', 'country', ['FR']) };
    expect(chartsWaitingForRequiredFilters(configuration, dataMask, layout)).toEqual([5, 6]);
  });

  it('is empty once every required filter has a value', () => {
    const dataMask: DataMaskState = {
      'NATIVE_FILTER-required': selectMask('NATIVE_FILTER-required', 'country', ['FR']),
      'NATIVE_FILTER-first': selectMask('NATIVE_FILTER-first', 'country', ['FR']),
    };
    expect(chartsWaitingForRequiredFilters(configuration, dataMask, layout)).toEqual([]);
  });
});
