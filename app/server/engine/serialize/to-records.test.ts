import { describe, expect, it } from 'vitest';
import { toRecords } from './to-records.js';

describe('toRecords', () => {
  it('turns columns into one object per row, keyed by column name, nulls kept', () => {
    const records = toRecords({ columns: ['ds', 'name', 'num'], data: [[0, 86_400_000], ['Aaron', null], [10, undefined]] });
    expect(records).toEqual([{ ds: 0, name: 'Aaron', num: 10 }, { ds: 86_400_000, name: null, num: null }]);
    expect(Object.keys(records[1]!)).toEqual(['ds', 'name', 'num']);
  });

  it('handles an empty frame and typed-array columns', () => {
    expect(toRecords({ columns: [], data: [] })).toEqual([]);
    expect(toRecords({ columns: ['a'], data: [[]] })).toEqual([]);
    expect(toRecords({ columns: ['x'], data: [new Float64Array([1.5, 2])] })).toEqual([{ x: 1.5 }, { x: 2 }]);
  });

  it('makes bigints JSON-safe numbers by default, exact strings or bigints on request', () => {
    const frame = { columns: ['id'], data: [[2n ** 60n, 5]] };
    expect(toRecords(frame)).toEqual([{ id: 2 ** 60 }, { id: 5 }]);
    expect(() => JSON.stringify(toRecords(frame))).not.toThrow();
    expect(toRecords(frame, { bigint: 'string' })).toEqual([{ id: '1152921504606846976' }, { id: 5 }]);
    expect(toRecords(frame, { bigint: 'keep' })).toEqual([{ id: 2n ** 60n }, { id: 5 }]);
    expect(toRecords({ columns: ['id'], data: [new BigInt64Array([7n])] }, { bigint: 'string' })).toEqual([{ id: '7' }]);
  });

  it('keeps a column named __proto__ as data instead of replacing the prototype', () => {
    const [record] = toRecords({ columns: ['__proto__', 'a'], data: [[{ polluted: true }], [1]] });
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(record))).toEqual(JSON.parse('{"__proto__":{"polluted":true},"a":1}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('builds 10k rows × 5 columns (speed: tests/bench)', () => {
    const rows = 10_000;
    const frame = {
      columns: ['ds', 'name', 'gender', 'num', 'state'],
      data: [
        Array.from({ length: rows }, (_, i) => 1_700_000_000_000 + i),
        Array.from({ length: rows }, (_, i) => `name-${i % 500}`),
        Array.from({ length: rows }, (_, i) => (i % 2 ? 'boy' : 'girl')),
        Array.from({ length: rows }, (_, i) => i * 1.5),
        Array.from({ length: rows }, (_, i) => `S${i % 50}`),
      ],
    };
    const records = toRecords(frame);
    expect(records).toHaveLength(rows);
    expect(Object.keys(records[rows - 1]!)).toEqual(frame.columns);
  });
});
