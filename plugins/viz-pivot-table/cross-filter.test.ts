import { describe, expect, it } from 'vitest';
import { clearCrossFilter } from '@core/plugin-api/index.js';
import { crossFilterMask, isSameSelection, keyWithin, selectionClauses, selectionOf } from './cross-filter.js';

const EU_DE = { columns: ['region', 'country'], values: ['EU', 'DE'] };

describe('cross-filter helpers', () => {
  it('builds IN clauses for a cross-filter and == clauses for drilling, IS NULL for empty values', () => {
    expect(selectionClauses({ columns: ['region', 'year'], values: [null, 2024] }, 'IN')).toEqual([
      { col: 'region', op: 'IS NULL' },
      { col: 'year', op: 'IN', val: [2024] },
    ]);
    expect(selectionClauses(EU_DE, '==')).toEqual([
      { col: 'region', op: '==', val: 'EU' },
      { col: 'country', op: '==', val: 'DE' },
    ]);
  });

  it('round-trips a selection through the filter state', () => {
    const mask = crossFilterMask(EU_DE, 'EU - DE');
    expect(mask.filterState).toEqual({ value: ['EU', 'DE'], label: 'EU - DE', selectedFilters: { region: ['EU'], country: ['DE'] } });
    expect(isSameSelection(selectionOf(mask.filterState), EU_DE)).toBe(true);
    expect(selectionOf(clearCrossFilter().filterState)).toBeUndefined();
    expect(selectionOf(undefined)).toBeUndefined();
  });

  it('tells selections apart', () => {
    expect(isSameSelection(EU_DE, { columns: ['region'], values: ['EU'] })).toBe(false);
    expect(isSameSelection(EU_DE, { columns: ['country', 'region'], values: ['DE', 'EU'] })).toBe(true);
    expect(isSameSelection({ columns: ['year'], values: [2024] }, { columns: ['year'], values: ['2024'] })).toBe(false);
  });

  it('finds keys within a selection on their axis', () => {
    const eu = { columns: ['region'], values: ['EU'] };
    expect(keyWithin(eu, ['region', 'country'], ['EU', 'FR'])).toBe(true);
    expect(keyWithin(eu, ['region', 'country'], ['US', 'US'])).toBe(false);
    expect(keyWithin(eu, ['year'], [2024])).toBe(false);
    expect(keyWithin(eu, ['region', 'country'], [])).toBe(false);
  });
});
