import { describe, expect, it } from 'vitest';
import { joinTimeOffset } from './join-time-offset.js';

const jan = Date.UTC(2020, 0, 1);
const feb = Date.UTC(2020, 1, 1);
const mar = Date.UTC(2020, 2, 1);

describe('joinTimeOffset', () => {
  it('adds the shifted metrics as `metric__offset`, matched on time and series', () => {
    const main = { columns: ['ds', 'gender', 'SUM(num)'], data: [[jan, jan, feb, mar], ['boy', 'girl', 'boy', 'boy'], [10, 20, 30, 40]] };
    const shifted = { columns: ['ds', 'gender', 'SUM(num)'], data: [[jan, feb, jan], ['boy', 'boy', 'girl'], [1, 3, 2]] };
    const joined = joinTimeOffset(main, shifted, { offset: '1 year ago', joinColumns: ['ds', 'gender'], metrics: ['SUM(num)'] });
    expect(joined.columns).toEqual(['ds', 'gender', 'SUM(num)', 'SUM(num)__1 year ago']);
    expect(joined.data[3]).toEqual([1, 2, 3, null]);
    expect(main.columns).toHaveLength(3);
  });

  it('keeps values of different types apart when matching', () => {
    const main = { columns: ['k', 'm'], data: [[1, '1', null], [10, 20, 30]] };
    const shifted = { columns: ['k', 'm'], data: [['1', null], [200, 300]] };
    const joined = joinTimeOffset(main, shifted, { offset: '1 day ago', joinColumns: ['k'], metrics: ['m'] });
    expect(joined.data[2]).toEqual([null, 200, 300]);
  });

  it('handles an empty main result and names a missing column', () => {
    const empty = joinTimeOffset({ columns: ['ds', 'm'], data: [[], []] }, { columns: ['ds', 'm'], data: [[jan], [1]] }, { offset: '1 week ago', joinColumns: ['ds'], metrics: ['m'] });
    expect(empty.data[2]).toEqual([]);
    expect(() => joinTimeOffset({ columns: ['ds'], data: [[]] }, { columns: ['x'], data: [[]] }, { offset: 'o', joinColumns: ['ds'], metrics: [] })).toThrow(/ds/);
  });
});
