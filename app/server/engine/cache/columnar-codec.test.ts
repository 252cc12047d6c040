import type { ColumnarResult } from '@core/plugin-api/engine-connection.js';
import { describe, expect, it } from 'vitest';
import { decodeColumnar, encodeColumnar } from './columnar-codec.js';

function result(data: unknown[][], names = data.map((_, i) => `c${i}`)): ColumnarResult {
  return { columns: names.map((name) => ({ name, type: 'ANY', genericType: null })), data, rowCount: data[0]?.length ?? 0 };
}

describe('encodeColumnar / decodeColumnar', () => {
  it('round-trips numbers, strings, booleans and temporal ms with their nulls', () => {
    const input: ColumnarResult = {
      columns: [
        { name: 'ds', type: 'TIMESTAMP', genericType: 'temporal' },
        { name: 'name', type: 'VARCHAR', genericType: 'string' },
        { name: 'num', type: 'DOUBLE', genericType: 'numeric' },
        { name: 'flag', type: 'BOOLEAN', genericType: 'boolean' },
      ],
      data: [
        [1_704_067_200_000, null, 0],
        ['Aaron', null, 'quote " and \u00e9 \ud83d\ude00'],
        [1.5, null, -0.25],
        [true, false, null],
      ],
      rowCount: 3,
    };
    const decoded = decodeColumnar(encodeColumnar(input));
    expect(decoded).toEqual({ ...input, data: input.data.map((c) => Array.from(c)) });
    expect(decoded.data[2]![1]).toBeNull();
    expect(decoded.data[3]![2]).toBeNull();
  });

  it('keeps bigint values exact, alone or mixed with numbers', () => {
    const big = 2n ** 62n + 1n;
    const decoded = decodeColumnar(encodeColumnar(result([[big, null, -5n], [1, big, null], [2n ** 70n, 3, null]])));
    expect(decoded.data[0]).toEqual([big, null, -5n]);
    expect(decoded.data[1]).toEqual([1, big, null]);
    expect(typeof decoded.data[1]![0]).toBe('number');
    expect(decoded.data[2]).toEqual([2n ** 70n, 3, null]);
  });

  it('round-trips repetitive and distinct string columns alike', () => {
    const repetitive = Array.from({ length: 1000 }, (_, i) => (i % 7 === 0 ? null : `state-${i % 5}`));
    const distinct = Array.from({ length: 1000 }, (_, i) => (i % 7 === 0 ? null : `id-${i}`));
    const decoded = decodeColumnar(encodeColumnar(result([repetitive, distinct])));
    expect(decoded.data).toEqual([repetitive, distinct]);
  });

  it('keeps NaN and infinities, all-null columns and empty results', () => {
    const decoded = decodeColumnar(encodeColumnar(result([[Number.NaN, Number.POSITIVE_INFINITY, -Infinity], [null, undefined, null]])));
    expect(decoded.data[0]).toEqual([Number.NaN, Infinity, -Infinity]);
    expect(decoded.data[1]).toEqual([null, null, null]);
    expect(decodeColumnar(encodeColumnar(result([[]])))).toEqual(result([[]]));
    expect(decodeColumnar(encodeColumnar({ columns: [], data: [], rowCount: 0 }))).toEqual({ columns: [], data: [], rowCount: 0 });
  });

  it('carries mixed and nested values through the tagged JSON fallback', () => {
    const bytes = new Uint8Array([0, 255, 7]);
    const column = [1, 'two', { nested: [1n, null], $t: 'user value' }, bytes, [true, 'x'], null];
    const decoded = decodeColumnar(encodeColumnar(result([column])));
    expect(decoded.data[0]).toEqual([1, 'two', { nested: [1n, null], $t: 'user value' }, bytes, [true, 'x'], null]);
  });

  it('accepts typed-array columns as engines hand them over', () => {
    const decoded = decodeColumnar(encodeColumnar(result([new Float64Array([1.5, 2.5]) as unknown as unknown[], new Int32Array([7, 8]) as unknown as unknown[]])));
    expect(decoded.data).toEqual([[1.5, 2.5], [7, 8]]);
  });

  it('decodes from an unaligned view, as a Redis reply slice may be', () => {
    const encoded = encodeColumnar(result([[1.25, 2.5], [10n, 20n]]));
    const shifted = new Uint8Array(encoded.byteLength + 3);
    shifted.set(encoded, 3);
    expect(decodeColumnar(shifted.subarray(3)).data).toEqual([[1.25, 2.5], [10n, 20n]]);
  });

  it('rejects bytes it did not write', () => {
    expect(() => decodeColumnar(new TextEncoder().encode('{"columns":[]}'))).toThrow(/Not an encoded columnar result/);
  });

  it('round-trips 10k rows × 5 columns (speed: tests/bench)', () => {
    const rows = 10_000;
    const input: ColumnarResult = {
      columns: ['ds', 'name', 'gender', 'num', 'state'].map((name) => ({ name, type: 'X', genericType: null })),
      data: [
        Array.from({ length: rows }, (_, i) => 1_700_000_000_000 + i * 60_000),
        Array.from({ length: rows }, (_, i) => `name-${i % 500}`),
        Array.from({ length: rows }, (_, i) => (i % 2 ? 'boy' : 'girl')),
        Array.from({ length: rows }, (_, i) => (i % 97 === 0 ? null : i * 1.5)),
        Array.from({ length: rows }, (_, i) => `S${i % 50}`),
      ],
      rowCount: rows,
    };
    expect(decodeColumnar(encodeColumnar(input))).toEqual(input);
  });
});
