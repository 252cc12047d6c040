import { describe, expect, it } from 'vitest';
import { dimensionFilters, toDimensionValue } from './dimension-filters.js';

describe('dimensionFilters', () => {
  it('writes a cross-filter as IN [value] per dimension, IS NULL for a missing value', () => {
    expect(dimensionFilters(['gender', 'state', 'year'], ['boy', null, 2024], 'IN')).toEqual([
      { col: 'gender', op: 'IN', val: ['boy'] },
      { col: 'state', op: 'IS NULL' },
      { col: 'year', op: 'IN', val: [2024] },
    ]);
  });

  it('writes drill filters as == value', () => {
    expect(dimensionFilters(['region', 'active'], ['EU', false], '==')).toEqual([
      { col: 'region', op: '==', val: 'EU' },
      { col: 'active', op: '==', val: false },
    ]);
  });

  it('keeps adhoc columns and treats values past the end as missing', () => {
    const decade = { label: 'decade', sqlExpression: 'year / 10 * 10', expressionType: 'SQL' as const };
    expect(dimensionFilters([decade, 'state'], [1990], '==')).toEqual([
      { col: decade, op: '==', val: 1990 },
      { col: 'state', op: 'IS NULL' },
    ]);
    expect(dimensionFilters(['state'], [undefined], 'IN')).toEqual([{ col: 'state', op: 'IS NULL' }]);
  });

  it('is empty without dimensions', () => {
    expect(dimensionFilters([], ['boy'], 'IN')).toEqual([]);
  });
});

describe('toDimensionValue', () => {
  it('keeps strings, numbers and booleans, turns a BIGINT into a number and anything else into text', () => {
    expect([toDimensionValue('FR'), toDimensionValue(3), toDimensionValue(false), toDimensionValue(12n)]).toEqual(['FR', 3, false, 12]);
    expect(toDimensionValue(new Date(Date.UTC(2020, 0, 1)))).toBe(String(new Date(Date.UTC(2020, 0, 1))));
    expect([toDimensionValue(null), toDimensionValue(undefined)]).toEqual([null, null]);
  });
});
