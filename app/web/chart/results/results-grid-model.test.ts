import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  columnKinds,
  columnWidths,
  filterRowIndexes,
  formatCell,
  formatTemporal,
  sortRowIndexes,
  toTsv,
  type GridData,
} from './results-grid-model';

const grid: GridData = {
  colnames: ['ds', 'name', 'num'],
  coltypes: [2, 1, 0],
  data: [
    { ds: Date.UTC(2024, 0, 5, 13, 4, 9), name: 'Beta', num: 10 },
    { ds: '2023-12-31T23:59:59Z', name: 'alpha', num: null },
    { ds: null, name: 'Gamma\tdelta', num: 2 },
    { ds: Date.UTC(2022, 5, 1), name: null, num: 100 },
  ],
};

describe('results grid model', () => {
  it('formats temporal values as UTC date-times and keeps unparseable text', () => {
    expect(formatTemporal(Date.UTC(2024, 0, 5, 13, 4, 9))).toBe('2024-01-05 13:04:09');
    expect(formatTemporal('2023-12-31T23:59:59Z')).toBe('2023-12-31 23:59:59');
    expect(formatTemporal('not a date')).toBe('not a date');
    expect(formatCell(null, 'string')).toBeNull();
    expect(formatCell({ a: 1 }, 'string')).toBe('{"a":1}');
    expect(formatCell(false, 'boolean')).toBe('false');
  });

  it('takes kinds from coltypes, else from the first non-null value', () => {
    expect(columnKinds(grid)).toEqual(['temporal', 'string', 'numeric']);
    expect(columnKinds({ colnames: ['a', 'b', 'c'], data: [{ a: null, b: true, c: 'x' }, { a: 3 }] })).toEqual(['numeric', 'boolean', 'string']);
  });

  it('sorts numbers numerically, text naturally, times by instant, nulls last', () => {
    expect(sortRowIndexes(grid.data, { column: 'num', direction: 'asc' }, 'numeric')).toEqual([2, 0, 3, 1]);
    expect(sortRowIndexes(grid.data, { column: 'num', direction: 'desc' }, 'numeric')).toEqual([3, 0, 2, 1]);
    expect(sortRowIndexes(grid.data, { column: 'name', direction: 'asc' }, 'string')).toEqual([1, 0, 2, 3]);
    expect(sortRowIndexes(grid.data, { column: 'ds', direction: 'asc' }, 'temporal')).toEqual([3, 1, 0, 2]);
    expect(sortRowIndexes(grid.data, { column: 'num', direction: 'asc' }, 'numeric', [0, 1, 3])).toEqual([0, 3, 1]);
  });

  it('filters rows on their displayed text', () => {
    const index = buildSearchIndex(grid, columnKinds(grid));
    expect(filterRowIndexes(index, 'GAMMA')).toEqual([2]);
    expect(filterRowIndexes(index, '2023-12-31')).toEqual([1]);
    expect(filterRowIndexes(index, '  ')).toEqual([0, 1, 2, 3]);
  });

  it('writes tab-separated text with empty nulls and no embedded tabs', () => {
    expect(toTsv(grid, columnKinds(grid), [2, 1])).toBe('ds\tname\tnum\n\tGamma delta\t2\n2023-12-31 23:59:59\talpha\t');
  });

  it('sizes columns from their text within bounds', () => {
    const [ds, name, num] = columnWidths(grid, columnKinds(grid));
    expect(ds).toBeGreaterThan(num!);
    expect(name).toBeGreaterThanOrEqual(80);
    expect(columnWidths({ colnames: ['x'], data: [{ x: 'y'.repeat(500) }] }, ['string'])).toEqual([360]);
  });
});
