import { describe, expect, it } from 'vitest';
import { estimateJsonBytes } from './estimate-json-bytes.js';

const utf8Bytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

describe('estimateJsonBytes', () => {
  it.each([
    ['a scalar', 42],
    ['a string with quotes and backslashes', 'say "hi" \\ there'],
    ['multi-byte text', 'héllo ✓ 😀'],
    ['null and booleans', [null, true, false]],
    [
      'a result set',
      {
        data: [{ id: 1, name: 'Ann', score: 1.5, ok: true }, { id: 2, name: 'Bob', score: null, ok: false }],
        columns: [{ column_name: 'id', type: 'INT', is_dttm: false }],
      },
    ],
    ['nested empty containers', { a: {}, b: [], c: [[]] }],
    ['a date', { at: new Date(0) }],
  ])('matches the UTF-8 length of JSON for %s', (_label, value) => {
    expect(estimateJsonBytes(value)).toBe(utf8Bytes(value));
  });

  it('skips members JSON drops and writes null for unrepresentable array items', () => {
    const value = { kept: 1, dropped: undefined, fn: () => 1, list: [undefined, 2] };
    expect(estimateJsonBytes(value)).toBe(utf8Bytes(value));
  });

  it('does not loop on cycles', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(estimateJsonBytes(cyclic)).toBe('{"a":1,"self":null}'.length);
  });

  it('grows with the number of rows', () => {
    const rows = (count: number) => ({ data: Array.from({ length: count }, (_, id) => ({ id, label: `row ${id}` })) });
    expect(estimateJsonBytes(rows(2000))).toBeGreaterThan(10 * estimateJsonBytes(rows(100)));
  });
});
