import { describe, expect, it } from 'vitest';
import { applyFilterChanges, diffFilterConfiguration, normalizeFilterConfigItem } from './native-filter-changes.js';
import { filterDivider, nativeFilter } from './native-filter-test-fixtures.js';
import type { FilterConfigItem } from './native-filter-types.js';

const a = nativeFilter('NATIVE_FILTER-a');
const b = nativeFilter('NATIVE_FILTER-b', { cascadeParentIds: ['NATIVE_FILTER-a'] });
const c = nativeFilter('NATIVE_FILTER-c', { filterType: 'filter_time' });
const d = filterDivider('NATIVE_FILTER_DIVIDER-d', { description: 'Where' });
const before: FilterConfigItem[] = [a, d, b, c];
const ids = (items: readonly FilterConfigItem[]) => items.map((item) => item.id);

describe('applyFilterChanges', () => {
  it('replaces modified entries in place and appends new ones', () => {
    const renamed = { ...b, name: 'Renamed' };
    const added = nativeFilter('NATIVE_FILTER-e');
    const after = applyFilterChanges(before, { modified: [added, renamed], deleted: [], reordered: [] });
    expect(ids(after)).toEqual(['NATIVE_FILTER-a', 'NATIVE_FILTER_DIVIDER-d', 'NATIVE_FILTER-b', 'NATIVE_FILTER-c', 'NATIVE_FILTER-e']);
    expect(after[2]).toEqual(renamed);
    expect(before[2]).toBe(b);
  });

  it('removes deleted entries, even ones modified in the same change set', () => {
    const after = applyFilterChanges(before, { modified: [{ ...a, name: 'x' }], deleted: ['NATIVE_FILTER-a', 'NATIVE_FILTER-gone'], reordered: [] });
    expect(ids(after)).toEqual(['NATIVE_FILTER_DIVIDER-d', 'NATIVE_FILTER-b', 'NATIVE_FILTER-c']);
  });

  it('orders by reordered, ignoring unknown ids and keeping unlisted entries after', () => {
    const after = applyFilterChanges(before, { modified: [], deleted: [], reordered: ['NATIVE_FILTER-c', 'NATIVE_FILTER-gone', 'NATIVE_FILTER-a', 'NATIVE_FILTER-c'] });
    expect(ids(after)).toEqual(['NATIVE_FILTER-c', 'NATIVE_FILTER-a', 'NATIVE_FILTER_DIVIDER-d', 'NATIVE_FILTER-b']);
  });

  it('trims the description of modified dividers', () => {
    const after = applyFilterChanges(before, { modified: [{ ...d, description: '  Where to look \n' }], deleted: [], reordered: [] });
    expect(after[1]).toEqual({ ...d, description: 'Where to look' });
    expect(normalizeFilterConfigItem(a)).toBe(a);
  });
});

describe('diffFilterConfiguration', () => {
  it('is empty for the same configuration, whatever the key order or undefined keys', () => {
    const reshaped: FilterConfigItem[] = before.map((item) => ({ ...Object.fromEntries(Object.entries(item).reverse()), extra: undefined }) as unknown as FilterConfigItem);
    expect(diffFilterConfiguration(before, reshaped)).toEqual({ modified: [], deleted: [], reordered: [] });
  });

  it('reports changed, added and deleted entries and the new order', () => {
    const changedC = { ...c, controlValues: { enableEmptyFilter: true } };
    const e = nativeFilter('NATIVE_FILTER-e');
    const after = [changedC, a, e, d];
    expect(diffFilterConfiguration(before, after)).toEqual({
      modified: [changedC, e],
      deleted: ['NATIVE_FILTER-b'],
      reordered: ['NATIVE_FILTER-c', 'NATIVE_FILTER-a', 'NATIVE_FILTER-e', 'NATIVE_FILTER_DIVIDER-d'],
    });
  });

  it('reports a move alone as a reorder', () => {
    expect(diffFilterConfiguration(before, [d, a, b, c])).toEqual({ modified: [], deleted: [], reordered: ['NATIVE_FILTER_DIVIDER-d', 'NATIVE_FILTER-a', 'NATIVE_FILTER-b', 'NATIVE_FILTER-c'] });
  });

  it('sees nested changes', () => {
    const scoped = { ...a, scope: { rootPath: ['ROOT_ID'], excluded: [3] } };
    expect(diffFilterConfiguration(before, [scoped, d, b, c]).modified).toEqual([scoped]);
  });

  it('round-trips: applying the diff to before gives after', () => {
    const cases: FilterConfigItem[][] = [
      [],
      [c, b, a],
      [{ ...a, name: 'A2' }, nativeFilter('NATIVE_FILTER-new'), d],
      [filterDivider('NATIVE_FILTER_DIVIDER-x'), b, { ...d, title: 'New title' }, a, c],
      before,
    ];
    for (const after of cases) expect(applyFilterChanges(before, diffFilterConfiguration(before, after))).toEqual(after);
  });

  it('round-trips to the saved form of dividers with padded descriptions', () => {
    const after = [a, { ...d, description: ' Where ' }, b, c];
    const changes = diffFilterConfiguration(before, after);
    expect(changes).toEqual({ modified: [], deleted: [], reordered: [] });
    expect(applyFilterChanges(before, diffFilterConfiguration([], after))).toEqual(before);
  });
});
