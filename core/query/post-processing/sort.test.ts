import { describe, expect, it } from 'vitest';
import type { Frame } from './frame.js';
import { pivot } from './pivot.js';
import { sort } from './sort.js';

const frame: Frame = {
  columns: ['name', 'score', 'team'],
  data: [
    ['a', 'b', 'c', 'd', 'e'],
    [3, null, 1, 3, 2],
    ['x', 'y', 'x', 'y', null],
  ],
};
const names = (result: Frame): unknown[] => result.data[0]!;

describe('sort', () => {
  it('sorts by a columns map, ties keeping their order, missing values last either way', () => {
    expect(names(sort(frame, { columns: { score: true } }))).toEqual(['c', 'e', 'a', 'd', 'b']);
    expect(names(sort(frame, { columns: { score: false } }))).toEqual(['a', 'd', 'e', 'c', 'b']);
  });

  it('sorts by several keys with their own directions', () => {
    expect(names(sort(frame, { columns: { team: true, score: false } }))).toEqual(['a', 'c', 'd', 'b', 'e']);
    expect(names(sort(frame, { by: ['team', 'score'], ascending: [false, true] }))).toEqual(['d', 'b', 'c', 'a', 'e']);
    expect(names(sort(frame, { by: 'name', ascending: false }))).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  it('sorts by the index of a pivoted frame, or reverses a plain frame', () => {
    const pivoted = pivot({ columns: ['ds', 'v'], data: [[2, 1, 3], [20, 10, 30]] }, { index: ['ds'], aggregates: { v: { operator: 'sum' } } });
    expect(sort(pivoted, { is_sort_index: true, ascending: false }).data).toEqual([[3, 2, 1], [30, 20, 10]]);
    expect(names(sort(frame, { is_sort_index: true, ascending: false }))).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(sort(frame, { is_sort_index: true })).toBe(frame);
  });

  it('rejects unknown columns and incomplete options', () => {
    expect(() => sort(frame, { columns: { nope: true } })).toThrow('Referenced columns not available in DataFrame: nope');
    expect(() => sort(frame, {})).toThrow('one of "columns", "by" or "is_sort_index" is required');
    expect(() => sort(frame, { by: ['name', 'score'], ascending: [true] })).toThrow('length of "ascending" (1) != length of "by" (2)');
  });

  it('sorts an empty frame and a single row', () => {
    expect(sort({ columns: ['a'], data: [[]] }, { by: 'a' })).toEqual({ columns: ['a'], data: [[]] });
    expect(sort({ columns: ['a'], data: [[1]] }, { by: 'a' })).toEqual({ columns: ['a'], data: [[1]] });
  });
});
