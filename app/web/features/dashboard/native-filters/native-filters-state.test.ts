import { describe, expect, it } from 'vitest';
import type { DataMaskState, FilterConfigItem, NativeFilter } from '@core/dashboard/index.js';
import { changedFilterIds, initialNativeFiltersValues, nativeFiltersReducer, sameFilterEffect, type NativeFiltersValues } from './native-filters-state';

const filter = (id: string, column: string, extra: Partial<NativeFilter> = {}): NativeFilter => ({
  id,
  type: 'NATIVE_FILTER',
  name: column,
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column: { name: column } }],
  controlValues: {},
  defaultDataMask: {},
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  description: '',
  ...extra,
});

const COUNTRY = filter('NATIVE_FILTER-country', 'country');
const CITY = filter('NATIVE_FILTER-city', 'city', { cascadeParentIds: ['NATIVE_FILTER-country'] });
const CONFIGURATION: FilterConfigItem[] = [COUNTRY, CITY];

const valueOf = (column: string, values: string[]) => ({
  filterState: { value: values },
  extraFormData: { filters: [{ col: column, op: 'IN' as const, val: values }] },
});

const start = (applied: DataMaskState = {}): NativeFiltersValues => initialNativeFiltersValues(CONFIGURATION, applied);
const choose = (state: NativeFiltersValues, filterId: string, column: string, values: string[], configuration = CONFIGURATION) =>
  nativeFiltersReducer(state, { type: 'SET_PENDING', configuration, filterId, ...valueOf(column, values) });

describe('the filter state', () => {
  it('keeps a bar value pending until Apply, then applies every native value at once', () => {
    let state = choose(start(), COUNTRY.id, 'country', ['FR']);
    expect(state.pending[COUNTRY.id]?.filterState?.value).toEqual(['FR']);
    expect(state.applied[COUNTRY.id]).toBeUndefined();
    expect(changedFilterIds(CONFIGURATION, state)).toEqual([COUNTRY.id]);

    state = nativeFiltersReducer(state, { type: 'APPLY', configuration: CONFIGURATION });
    expect(state.applied[COUNTRY.id]?.extraFormData).toEqual({ filters: [{ col: 'country', op: 'IN', val: ['FR'] }] });
    expect(changedFilterIds(CONFIGURATION, state)).toEqual([]);
  });

  it('answers the same state when a component reports the value it already has', () => {
    const state = choose(start(), COUNTRY.id, 'country', ['FR']);
    expect(choose(state, COUNTRY.id, 'country', ['FR'])).toBe(state);
    const applied = nativeFiltersReducer(state, { type: 'APPLY', configuration: CONFIGURATION });
    expect(nativeFiltersReducer(applied, { type: 'APPLY', configuration: CONFIGURATION })).toBe(applied);
  });

  it('clears the children of a cleared parent in the bar', () => {
    let state = choose(start(), COUNTRY.id, 'country', ['FR']);
    state = choose(state, CITY.id, 'city', ['Paris']);
    state = nativeFiltersReducer(state, { type: 'APPLY', configuration: CONFIGURATION });
    state = nativeFiltersReducer(state, { type: 'SET_PENDING', configuration: CONFIGURATION, filterId: COUNTRY.id, filterState: { value: null }, extraFormData: {} });
    expect(state.pending[CITY.id]?.filterState?.value).toBeNull();
    expect(state.pending[CITY.id]?.extraFormData).toEqual({});
    // Still applied until Apply.
    expect(state.applied[CITY.id]?.filterState?.value).toEqual(['Paris']);
    expect(changedFilterIds(CONFIGURATION, state)).toEqual([COUNTRY.id, CITY.id]);
    state = nativeFiltersReducer(state, { type: 'APPLY', configuration: CONFIGURATION });
    expect(state.applied[CITY.id]?.filterState?.value).toBeNull();
  });

  it('applies a "select first value" filter’s first value at once, but not over other pending changes', () => {
    const first = filter('NATIVE_FILTER-first', 'gender', { controlValues: { defaultToFirstItem: true } });
    const configuration = [COUNTRY, first];
    let state = initialNativeFiltersValues(configuration, {});
    state = choose(state, first.id, 'gender', ['boy'], configuration);
    expect(state.applied[first.id]?.filterState?.value).toEqual(['boy']);

    let busy = initialNativeFiltersValues(configuration, {});
    busy = choose(busy, COUNTRY.id, 'country', ['FR'], configuration);
    busy = choose(busy, first.id, 'gender', ['boy'], configuration);
    expect(busy.applied[first.id]).toBeUndefined();
  });

  it('clears every native filter and cross-filter at once with Clear all, keeping charts’ own state', () => {
    let state = start({
      [COUNTRY.id]: { id: COUNTRY.id, ...valueOf('country', ['FR']), ownState: {} },
      '12': { id: '12', ...valueOf('gender', ['girl']), ownState: { currentPage: 2 } },
    });
    state = nativeFiltersReducer(state, { type: 'CLEAR_ALL', configuration: CONFIGURATION });
    expect(state.applied[COUNTRY.id]?.filterState?.value).toBeNull();
    expect(state.pending[COUNTRY.id]?.filterState?.value).toBeNull();
    expect(state.applied['12']).toEqual({ id: '12', extraFormData: {}, filterState: { value: null }, ownState: { currentPage: 2 } });
  });

  it('records what a chart emits, and only its own state while cross-filters are off', () => {
    const mask = valueOf('gender', ['girl']);
    const on = nativeFiltersReducer(start(), { type: 'SET_CHART_MASK', chartId: 12, dataMask: mask, crossFiltersEnabled: true });
    expect(on.applied['12']).toMatchObject({ id: '12', ...mask });
    const off = nativeFiltersReducer(start(), { type: 'SET_CHART_MASK', chartId: 12, dataMask: { ...mask, ownState: { currentPage: 3 } }, crossFiltersEnabled: false });
    expect(off.applied['12']).toEqual({ id: '12', extraFormData: {}, filterState: {}, ownState: { currentPage: 3 } });
    const paged = nativeFiltersReducer(on, { type: 'SET_CHART_MASK', chartId: 12, dataMask: { ownState: { currentPage: 1 } }, crossFiltersEnabled: true });
    expect(paged.applied['12']).toMatchObject({ ...mask, ownState: { currentPage: 1 } });
  });

  it('removes one cross-filter', () => {
    const state = nativeFiltersReducer(start(), { type: 'SET_CHART_MASK', chartId: 12, dataMask: valueOf('gender', ['girl']), crossFiltersEnabled: true });
    const removed = nativeFiltersReducer(state, { type: 'REMOVE_CROSS_FILTER', chartId: 12 });
    expect(removed.applied['12']).toMatchObject({ extraFormData: {}, filterState: { value: null } });
    // The chart highlights nothing once its cross-filter is removed.
    const marked = nativeFiltersReducer(start(), { type: 'SET_CHART_MASK', chartId: 12, dataMask: { ...valueOf('gender', ['girl']), filterState: { value: [['girl']], selectedValues: ['girl'] } }, crossFiltersEnabled: true });
    expect(marked.applied['12']?.filterState).toHaveProperty('selectedValues', ['girl']);
    expect(nativeFiltersReducer(marked, { type: 'REMOVE_CROSS_FILTER', chartId: 12 }).applied['12']?.filterState).toEqual({ value: null });
    expect(nativeFiltersReducer(removed, { type: 'REMOVE_CROSS_FILTER', chartId: 99 })).toBe(removed);
  });

  it('starts again from new applied masks, the bar showing their native values', () => {
    const state = nativeFiltersReducer(choose(start(), COUNTRY.id, 'country', ['FR']), {
      type: 'RESET',
      applied: { [CITY.id]: { id: CITY.id, ...valueOf('city', ['Lyon']) }, '12': { id: '12', ...valueOf('gender', ['boy']) } },
    });
    expect(Object.keys(state.pending)).toEqual([CITY.id]);
    expect(Object.keys(state.applied).sort()).toEqual(['12', CITY.id]);
  });

  it('compares masks by what they filter, not by their labels', () => {
    expect(sameFilterEffect({ filterState: { value: ['a'], label: 'A' } }, { filterState: { value: ['a'] } })).toBe(true);
    expect(sameFilterEffect({ filterState: { value: [] } }, undefined)).toBe(true);
    expect(sameFilterEffect({ filterState: { value: ['a'] } }, { filterState: { value: ['b'] } })).toBe(false);
  });
});
