import { describe, expect, it } from 'vitest';
import {
  canBeParentOf,
  clearDescendantValues,
  findCascadeCycle,
  getCascadeAncestors,
  getCascadeChildren,
  getCascadeDescendants,
  getCascadeParents,
  orderByCascade,
  parentsExtraFormData,
} from './native-filter-cascade.js';
import { filterDivider, nativeFilter, selectMask } from './native-filter-test-fixtures.js';
import type { DataMaskState, FilterConfigItem } from './native-filter-types.js';

const ids = (items: readonly FilterConfigItem[]) => items.map((item) => item.id);

// country ← region ← city; year stands alone; a divider sits between them.
const country = nativeFilter('NATIVE_FILTER-country');
const region = nativeFilter('NATIVE_FILTER-region', { cascadeParentIds: ['NATIVE_FILTER-country'] });
const city = nativeFilter('NATIVE_FILTER-city', { cascadeParentIds: ['NATIVE_FILTER-region'] });
const year = nativeFilter('NATIVE_FILTER-year', { filterType: 'filter_time' });
const section = filterDivider('NATIVE_FILTER_DIVIDER-s');
const chain: FilterConfigItem[] = [country, section, region, city, year];

describe('cascade parents and children', () => {
  it('lists direct parents in cascadeParentIds order, skipping unknown ids and dividers', () => {
    const child = nativeFilter('NATIVE_FILTER-x', { cascadeParentIds: ['NATIVE_FILTER-year', 'NATIVE_FILTER-gone', 'NATIVE_FILTER_DIVIDER-s', 'NATIVE_FILTER-country'] });
    expect(ids(getCascadeParents([...chain, child], 'NATIVE_FILTER-x'))).toEqual(['NATIVE_FILTER-year', 'NATIVE_FILTER-country']);
    expect(getCascadeParents(chain, 'NATIVE_FILTER-country')).toEqual([]);
    expect(getCascadeParents(chain, 'NATIVE_FILTER-unknown')).toEqual([]);
  });

  it('lists direct children in configuration order', () => {
    const other = nativeFilter('NATIVE_FILTER-other', { cascadeParentIds: ['NATIVE_FILTER-country'] });
    expect(ids(getCascadeChildren([other, ...chain], 'NATIVE_FILTER-country'))).toEqual(['NATIVE_FILTER-other', 'NATIVE_FILTER-region']);
    expect(getCascadeChildren(chain, 'NATIVE_FILTER-city')).toEqual([]);
  });

  it('walks ancestors and descendants nearest first', () => {
    expect(ids(getCascadeAncestors(chain, 'NATIVE_FILTER-city'))).toEqual(['NATIVE_FILTER-region', 'NATIVE_FILTER-country']);
    expect(ids(getCascadeDescendants(chain, 'NATIVE_FILTER-country'))).toEqual(['NATIVE_FILTER-region', 'NATIVE_FILTER-city']);
  });

  it('ends walks through a cycle', () => {
    const a = nativeFilter('NATIVE_FILTER-a', { cascadeParentIds: ['NATIVE_FILTER-b'] });
    const b = nativeFilter('NATIVE_FILTER-b', { cascadeParentIds: ['NATIVE_FILTER-a'] });
    expect(ids(getCascadeAncestors([a, b], 'NATIVE_FILTER-a'))).toEqual(['NATIVE_FILTER-b']);
    expect(ids(getCascadeDescendants([a, b], 'NATIVE_FILTER-a'))).toEqual(['NATIVE_FILTER-b']);
  });
});

describe('findCascadeCycle', () => {
  it('is null for a chain', () => {
    expect(findCascadeCycle(chain)).toBeNull();
    expect(findCascadeCycle([])).toBeNull();
  });

  it('finds a cycle, each filter a parent of the next', () => {
    const a = nativeFilter('NATIVE_FILTER-a', { cascadeParentIds: ['NATIVE_FILTER-c'] });
    const b = nativeFilter('NATIVE_FILTER-b', { cascadeParentIds: ['NATIVE_FILTER-a'] });
    const c = nativeFilter('NATIVE_FILTER-c', { cascadeParentIds: ['NATIVE_FILTER-b'] });
    const cycle = findCascadeCycle([country, a, b, c])!;
    expect([...cycle].sort()).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-b', 'NATIVE_FILTER-c']);
    const byId = new Map([a, b, c].map((filter) => [filter.id, filter]));
    cycle.forEach((id, index) => {
      const next = cycle[(index + 1) % cycle.length]!;
      expect(byId.get(next)!.cascadeParentIds).toContain(id);
    });
  });

  it('finds a filter that is its own parent', () => {
    expect(findCascadeCycle([nativeFilter('NATIVE_FILTER-self', { cascadeParentIds: ['NATIVE_FILTER-self'] })])).toEqual(['NATIVE_FILTER-self']);
  });

  it('ignores links to unknown filters', () => {
    expect(findCascadeCycle([nativeFilter('NATIVE_FILTER-a', { cascadeParentIds: ['NATIVE_FILTER-gone'] })])).toBeNull();
  });
});

describe('canBeParentOf', () => {
  it('allows a link that closes no cycle', () => {
    expect(canBeParentOf(chain, 'NATIVE_FILTER-year', 'NATIVE_FILTER-city')).toBe(true);
    expect(canBeParentOf(chain, 'NATIVE_FILTER-country', 'NATIVE_FILTER-city')).toBe(true);
    expect(canBeParentOf(chain, 'NATIVE_FILTER-city', 'NATIVE_FILTER-new')).toBe(true);
  });

  it('refuses a link back to an ancestor, itself, dividers and unknown parents', () => {
    expect(canBeParentOf(chain, 'NATIVE_FILTER-city', 'NATIVE_FILTER-country')).toBe(false);
    expect(canBeParentOf(chain, 'NATIVE_FILTER-region', 'NATIVE_FILTER-country')).toBe(false);
    expect(canBeParentOf(chain, 'NATIVE_FILTER-year', 'NATIVE_FILTER-year')).toBe(false);
    expect(canBeParentOf(chain, 'NATIVE_FILTER_DIVIDER-s', 'NATIVE_FILTER-year')).toBe(false);
    expect(canBeParentOf(chain, 'NATIVE_FILTER-year', 'NATIVE_FILTER_DIVIDER-s')).toBe(false);
    expect(canBeParentOf(chain, 'NATIVE_FILTER-gone', 'NATIVE_FILTER-year')).toBe(false);
  });
});

describe('parentsExtraFormData', () => {
  it('merges every ancestor, the nearest last', () => {
    const dataMask: DataMaskState = {
      'NATIVE_FILTER-country': selectMask('NATIVE_FILTER-country', 'country', ['FR'], { time_range: 'Last year' }),
      'NATIVE_FILTER-region': selectMask('NATIVE_FILTER-region', 'region', ['Bretagne'], { time_range: 'Last week' }),
      'NATIVE_FILTER-city': selectMask('NATIVE_FILTER-city', 'city', ['Brest']),
    };
    expect(parentsExtraFormData(chain, dataMask, 'NATIVE_FILTER-city')).toEqual({
      filters: [
        { col: 'country', op: 'IN', val: ['FR'] },
        { col: 'region', op: 'IN', val: ['Bretagne'] },
      ],
      time_range: 'Last week',
    });
  });

  it('is empty without parents or without parent values', () => {
    expect(parentsExtraFormData(chain, {}, 'NATIVE_FILTER-city')).toEqual({});
    expect(parentsExtraFormData(chain, { 'NATIVE_FILTER-year': selectMask('NATIVE_FILTER-year', 'x', ['1']) }, 'NATIVE_FILTER-country')).toEqual({});
  });
});

describe('orderByCascade', () => {
  it('keeps an order that already puts parents first', () => {
    expect(orderByCascade(chain)).toEqual(chain);
  });

  it('moves a parent before its first child, leaving the rest in place', () => {
    expect(ids(orderByCascade([year, city, section, region, country]))).toEqual([
      'NATIVE_FILTER-year',
      'NATIVE_FILTER-country',
      'NATIVE_FILTER-region',
      'NATIVE_FILTER-city',
      'NATIVE_FILTER_DIVIDER-s',
    ]);
  });

  it('keeps every entry once, even in a cycle', () => {
    const a = nativeFilter('NATIVE_FILTER-a', { cascadeParentIds: ['NATIVE_FILTER-b'] });
    const b = nativeFilter('NATIVE_FILTER-b', { cascadeParentIds: ['NATIVE_FILTER-a'] });
    expect(ids(orderByCascade([a, b, year])).sort()).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER-b', 'NATIVE_FILTER-year']);
  });
});

describe('clearDescendantValues', () => {
  const filled: DataMaskState = {
    'NATIVE_FILTER-country': selectMask('NATIVE_FILTER-country', 'country', ['FR']),
    'NATIVE_FILTER-region': { ...selectMask('NATIVE_FILTER-region', 'region', ['Bretagne']), filterState: { value: ['Bretagne'], label: 'Bretagne' }, ownState: { search: 'Br' } },
    'NATIVE_FILTER-city': selectMask('NATIVE_FILTER-city', 'city', ['Brest']),
    'NATIVE_FILTER-year': selectMask('NATIVE_FILTER-year', 'year', ['2020']),
  };

  it('clears every descendant of a cleared filter', () => {
    const dataMask: DataMaskState = { ...filled, 'NATIVE_FILTER-country': selectMask('NATIVE_FILTER-country', 'country', null) };
    const next = clearDescendantValues(chain, dataMask, 'NATIVE_FILTER-country');
    expect(next['NATIVE_FILTER-region']).toEqual({ id: 'NATIVE_FILTER-region', filterState: { value: null }, extraFormData: {}, ownState: { search: 'Br' } });
    expect(next['NATIVE_FILTER-city']).toMatchObject({ filterState: { value: null }, extraFormData: {} });
    expect(next['NATIVE_FILTER-year']).toBe(dataMask['NATIVE_FILTER-year']);
    expect(dataMask['NATIVE_FILTER-city']!.filterState!.value).toEqual(['Brest']);
  });

  it('clears only below the cleared filter', () => {
    const dataMask: DataMaskState = { ...filled, 'NATIVE_FILTER-region': selectMask('NATIVE_FILTER-region', 'region', []) };
    const next = clearDescendantValues(chain, dataMask, 'NATIVE_FILTER-region');
    expect(next['NATIVE_FILTER-city']!.filterState!.value).toBeNull();
    expect(next['NATIVE_FILTER-country']).toBe(dataMask['NATIVE_FILTER-country']);
  });

  it('changes nothing when the filter still has a value or nothing is left to clear', () => {
    expect(clearDescendantValues(chain, filled, 'NATIVE_FILTER-country')).toBe(filled);
    const empty: DataMaskState = { 'NATIVE_FILTER-city': selectMask('NATIVE_FILTER-city', 'city', null) };
    expect(clearDescendantValues(chain, empty, 'NATIVE_FILTER-country')).toBe(empty);
  });
});
