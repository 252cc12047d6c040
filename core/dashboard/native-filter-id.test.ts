import { describe, expect, it } from 'vitest';
import {
  createDividerId,
  createNativeFilterId,
  crossFilterChartId,
  isFilterDivider,
  isFilterDividerId,
  isNativeFilter,
  isNativeFilterId,
} from './native-filter-id.js';
import { filterDivider, nativeFilter } from './native-filter-test-fixtures.js';

describe('native filter ids', () => {
  it('are NATIVE_FILTER- and ten URL-safe characters', () => {
    const ids = Array.from({ length: 50 }, () => createNativeFilterId());
    for (const id of ids) expect(id).toMatch(/^NATIVE_FILTER-[A-Za-z0-9_-]{10}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('give divider ids their own prefix', () => {
    expect(createDividerId()).toMatch(/^NATIVE_FILTER_DIVIDER-[A-Za-z0-9_-]{10}$/);
  });

  it('follow the random source, staying inside the alphabet at its edges', () => {
    expect(createNativeFilterId(() => 0)).toBe(`NATIVE_FILTER-${'A'.repeat(10)}`);
    expect(createNativeFilterId(() => 0.9999999)).toBe(`NATIVE_FILTER-${'-'.repeat(10)}`);
    expect(createDividerId(() => 1)).toBe(`NATIVE_FILTER_DIVIDER-${'-'.repeat(10)}`);
    expect(createDividerId(() => -1)).toBe(`NATIVE_FILTER_DIVIDER-${'A'.repeat(10)}`);
  });

  it('tell filters, dividers and cross-filter keys apart', () => {
    expect(isNativeFilterId(createNativeFilterId())).toBe(true);
    expect(isNativeFilterId(createDividerId())).toBe(false);
    expect(isFilterDividerId(createDividerId())).toBe(true);
    expect(isFilterDividerId(createNativeFilterId())).toBe(false);
    expect(isNativeFilterId('12')).toBe(false);
    expect(isNativeFilterId(12)).toBe(false);
    expect(crossFilterChartId('12')).toBe(12);
    expect(crossFilterChartId('NATIVE_FILTER-abc')).toBeNull();
    expect(crossFilterChartId('12a')).toBeNull();
    expect(crossFilterChartId('-3')).toBeNull();
    expect(crossFilterChartId('')).toBeNull();
    expect(crossFilterChartId('99999999999999999999')).toBeNull();
  });
});

describe('isNativeFilter / isFilterDivider', () => {
  it('go by the entry type', () => {
    expect(isNativeFilter(nativeFilter('NATIVE_FILTER-a'))).toBe(true);
    expect(isNativeFilter(filterDivider('NATIVE_FILTER_DIVIDER-a'))).toBe(false);
    expect(isFilterDivider(filterDivider('NATIVE_FILTER_DIVIDER-a'))).toBe(true);
    expect(isFilterDivider(nativeFilter('NATIVE_FILTER-a'))).toBe(false);
    expect(isNativeFilter(undefined)).toBe(false);
    expect(isFilterDivider(null)).toBe(false);
  });
});
