import { describe, expect, it } from 'vitest';
import { INVALID_FILTER_KEY_MESSAGE, NATIVE_FILTERS_URL_PARAM, type NativeFilter } from '@core/dashboard/index.js';
import { initialFilterMasks, nativeFiltersParamOf } from './initial-filter-masks';

const GENDER: NativeFilter = {
  id: 'NATIVE_FILTER-gender',
  type: 'NATIVE_FILTER',
  name: 'Gender',
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: 'gender' } }],
  controlValues: {},
  defaultDataMask: { filterState: { value: ['boy'] }, extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] } },
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  description: '',
};
const CONFIGURATION = [GENDER];
const girlMask = { filterState: { value: ['girl'] }, extraFormData: { filters: [{ col: 'gender', op: 'IN' as const, val: ['girl'] }] } };
const valueOf = (masks: Record<string, { filterState?: { value?: unknown } }>) => masks[GENDER.id]?.filterState?.value;

describe('the first filter values of a dashboard page', () => {
  it('starts from the filter’s default', () => {
    const { dataMask, errors } = initialFilterMasks({ configuration: CONFIGURATION, permalinkState: null, search: new URLSearchParams(), metadata: {} });
    expect(valueOf(dataMask)).toEqual(['boy']);
    expect(errors).toEqual([]);
  });

  it('prefers the permalink, then native_filters, then preselect_filters, then default_filters', () => {
    const url = nativeFiltersParamOf(CONFIGURATION, { [GENDER.id]: { id: GENDER.id, ...girlMask } })!;
    const legacy = JSON.stringify({ '3': { gender: ['other'] } });
    const stored = JSON.stringify({ '3': { gender: ['stored'] } });
    const permalinkState = { dataMask: { [GENDER.id]: { filterState: { value: ['linked'] } } } };
    const search = new URLSearchParams({ [NATIVE_FILTERS_URL_PARAM]: url, preselect_filters: legacy });
    const read = (inputs: Partial<Parameters<typeof initialFilterMasks>[0]>) =>
      valueOf(initialFilterMasks({ configuration: CONFIGURATION, permalinkState: null, search: new URLSearchParams(), metadata: {}, ...inputs }).dataMask);
    expect(read({ permalinkState, search, metadata: { default_filters: stored } })).toEqual(['linked']);
    expect(read({ search, metadata: { default_filters: stored } })).toEqual(['girl']);
    expect(read({ search: new URLSearchParams({ preselect_filters: legacy }), metadata: { default_filters: stored } })).toEqual(['other']);
    expect(read({ metadata: { default_filters: stored } })).toEqual(['stored']);
  });

  it('reports an invalid legacy filter key and still loads', () => {
    const { dataMask, errors } = initialFilterMasks({
      configuration: CONFIGURATION,
      permalinkState: null,
      search: new URLSearchParams({ preselect_filters: JSON.stringify({ gender: ['girl'] }) }),
      metadata: {},
    });
    expect(errors).toEqual([INVALID_FILTER_KEY_MESSAGE]);
    expect(valueOf(dataMask)).toEqual(['boy']);
  });

  it('writes applied masks to the URL and reads them back, cross-filters included', () => {
    const applied = { [GENDER.id]: { id: GENDER.id, ...girlMask, ownState: {} }, '12': { id: '12', filterState: { value: ['CA'] }, extraFormData: { filters: [{ col: 'state', op: 'IN' as const, val: ['CA'] }] }, ownState: {} } };
    const param = nativeFiltersParamOf(CONFIGURATION, applied)!;
    const { dataMask } = initialFilterMasks({ configuration: CONFIGURATION, permalinkState: null, search: new URLSearchParams({ [NATIVE_FILTERS_URL_PARAM]: param }), metadata: {} });
    expect(dataMask).toEqual(applied);
  });

  it('keeps the URL clean while only the defaults apply or a removed cross-filter is left', () => {
    const { dataMask } = initialFilterMasks({ configuration: CONFIGURATION, permalinkState: null, search: new URLSearchParams(), metadata: {} });
    expect(nativeFiltersParamOf(CONFIGURATION, dataMask)).toBeNull();
    const removed = { ...dataMask, '12': { id: '12', extraFormData: {}, filterState: { value: null }, ownState: {} } };
    expect(nativeFiltersParamOf(CONFIGURATION, removed)).toBeNull();
  });
});
