import { describe, expect, it } from 'vitest';
import { groupKeyValues, groupRows } from './group-rows.js';

const rowsOf = (groups: ReturnType<typeof groupRows>): number[][] =>
  Array.from({ length: groups.count }, (_, g) => Array.from(groups.order.subarray(groups.offsets[g]!, groups.offsets[g + 1]!)));

describe('groupRows', () => {
  it('numbers groups in sorted key order and keeps rows in their order within a group', () => {
    const column = [3, 1, 3, 2, 1];
    const groups = groupRows([column], column.length);
    expect(groupKeyValues(groups, column)).toEqual([1, 2, 3]);
    expect(rowsOf(groups)).toEqual([[1, 4], [3], [0, 2]]);
    expect(Array.from(groups.groupOf)).toEqual([2, 0, 2, 1, 0]);
  });

  it('drops rows with a missing key, or groups them last when asked', () => {
    const column = ['b', null, 'a', Number.NaN, undefined];
    expect(rowsOf(groupRows([column], 5))).toEqual([[2], [0]]);
    const kept = groupRows([column], 5, false);
    expect(groupKeyValues(kept, column)).toEqual(['a', 'b', null]);
    expect(rowsOf(kept)).toEqual([[2], [0], [1, 3, 4]]);
    const numbers = [2, null, 1];
    expect(groupKeyValues(groupRows([numbers], 3, false), numbers)).toEqual([1, 2, null]);
  });

  it('orders composite keys lexicographically, numbers numerically and strings by code unit', () => {
    const a = ['x', 'y', 'x', 'x', 'Y'];
    const b = [10, 1, 9, 10, 5];
    const groups = groupRows([a, b], 5);
    expect(groupKeyValues(groups, a)).toEqual(['Y', 'x', 'x', 'y']);
    expect(groupKeyValues(groups, b)).toEqual([5, 9, 10, 1]);
    expect(rowsOf(groups)).toEqual([[4], [2], [0, 3], [1]]);
  });

  it('puts every row in one group without keys, and none for no rows', () => {
    expect(rowsOf(groupRows([], 3))).toEqual([[0, 1, 2]]);
    expect(groupRows([], 0).count).toBe(0);
    expect(groupRows([[]], 0).count).toBe(0);
  });

  it('groups mixed kinds without throwing: booleans, numbers, then strings', () => {
    const column = ['1', 1, true, 1, '1'];
    const groups = groupRows([column], 5);
    expect(groupKeyValues(groups, column)).toEqual([true, 1, '1']);
    expect(rowsOf(groups)).toEqual([[2], [1, 3], [0, 4]]);
  });
});
