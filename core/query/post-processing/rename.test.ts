import { describe, expect, it } from 'vitest';
import type { Frame } from './frame.js';
import { pivot } from './pivot.js';
import { rename } from './rename.js';

const plain: Frame = { columns: ['ds', 'a', 'b'], data: [[1, 2], [3, 4], [5, 6]], temporalColumns: ['ds'] };
const pivoted = pivot(
  { columns: ['ds', 'g', 'count'], data: [[1, 1], ['boy', 'girl'], [3, 4]] },
  { index: ['ds'], columns: ['g'], aggregates: { count: { operator: 'sum' } } },
);

describe('rename', () => {
  it('renames plain columns, metadata included', () => {
    const result = rename(plain, { columns: { a: 'alpha', ds: '__timestamp' } });
    expect(result.columns).toEqual(['__timestamp', 'alpha', 'b']);
    expect(result.data).toBe(plain.data);
    expect(result.temporalColumns).toEqual(['__timestamp']);
  });

  it('renames a pivot metric at level 0, or removes it with null', () => {
    expect(rename(pivoted, { columns: { count: 'n' }, level: 0 }).columns).toEqual(['ds', 'n, boy', 'n, girl']);
    const removed = rename(pivoted, { columns: { count: null }, level: 0, inplace: true });
    expect(removed.columns).toEqual(['ds', 'boy', 'girl']);
    expect(removed.levels).toEqual([['ds'], [null, 'boy'], [null, 'girl']]);
  });

  it('renames group labels at another level, never the index', () => {
    expect(rename(pivoted, { columns: { boy: 'Boys' }, level: 1 }).columns).toEqual(['ds', 'count, Boys', 'count, girl']);
    expect(() => rename(pivoted, { columns: { ds: 'x' } })).toThrow('Referenced columns not available in DataFrame.');
  });

  it('returns the frame untouched for an empty mapping', () => {
    expect(rename(plain, { columns: {} })).toBe(plain);
  });

  it('refuses names that all exist already, unknown columns and levels', () => {
    expect(() => rename(plain, { columns: { a: 'b' } })).toThrow('Label already exists');
    expect(() => rename(plain, { columns: { zz: 'y' } })).toThrow('Referenced columns not available in DataFrame.');
    expect(() => rename(pivoted, { columns: { count: 'n' }, level: 3 })).toThrow('level 3 does not exist');
  });

  it('works on an empty frame', () => {
    const empty: Frame = { columns: ['a'], data: [[]] };
    expect(rename(empty, { columns: { a: 'b' } })).toEqual({ columns: ['b'], data: [[]] });
  });
});
