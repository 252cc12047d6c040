import { describe, expect, it } from 'vitest';
import { JsonBufferWriter, jsonString, writeIndexNamesJson, writeRecordsJson } from './json-writer.js';
import { toRecords } from './to-records.js';
import type { SerializableFrame } from './serializable-frame.js';

function recordsText(frame: SerializableFrame, initialBytes?: number): string {
  const out = new JsonBufferWriter(initialBytes);
  writeRecordsJson(out, frame);
  return out.finish().toString('utf8');
}

describe('writeRecordsJson', () => {
  it('writes what JSON.stringify(toRecords(frame)) writes, for every kind of cell', () => {
    const frame: SerializableFrame = {
      columns: ['s', 'n', 'b', 'big', 'obj', 'date'],
      data: [
        ['plain', 'quote " and \\ back', 'line\nbreak\t\u0001', 'é 😀 \u2028', '\ud800 lone', null],
        [1.5, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21],
        [true, false, null, undefined, true, false],
        [2n ** 64n, -3n, null, 2n ** 1100n, 0n, 7n],
        [{ a: [1, 'x'] }, [1, null], null, { nested: { $t: 'n' } }, [], {}],
        [new Date(Date.UTC(2024, 0, 31)), null, null, null, null, null],
      ],
    };
    expect(recordsText(frame)).toBe(JSON.stringify(toRecords(frame)));
  });

  it('reads typed arrays directly, bigint arrays as numbers', () => {
    const frame: SerializableFrame = {
      columns: ['f', 'i', 'big'],
      data: [new Float64Array([1.25, Number.NaN, 3]), new Int32Array([1, -2, 3]), new BigInt64Array([1n, 2n ** 62n, -5n])],
    };
    expect(recordsText(frame)).toBe(JSON.stringify(toRecords(frame)));
    expect(JSON.parse(recordsText(frame))).toEqual([
      { f: 1.25, i: 1, big: 1 },
      { f: null, i: -2, big: 2 ** 62 },
      { f: 3, i: 3, big: -5 },
    ]);
  });

  it('keeps a repeated name at its first position with its last value, and odd names as keys', () => {
    const frame: SerializableFrame = { columns: ['x', '__proto__', 'x', 'a"b'], data: [[1, 2], ['p', 'q'], [3, 4], ['k', 'l']] };
    const text = recordsText(frame);
    expect(text).toBe(JSON.stringify(toRecords(frame)));
    expect(text).toBe('[{"x":3,"__proto__":"p","a\\"b":"k"},{"x":4,"__proto__":"q","a\\"b":"l"}]');
  });

  it('writes empty results and rows without columns', () => {
    expect(recordsText({ columns: ['a'], data: [[]] })).toBe('[]');
    expect(recordsText({ columns: [], data: [] })).toBe('[]');
  });

  it('grows its buffer past the first allocation and across many flushes', () => {
    const rows = 30_000;
    const frame: SerializableFrame = {
      columns: ['ds', 'name', 'value'],
      data: [
        Array.from({ length: rows }, (_, i) => 1_700_000_000_000 + i * 60_000),
        Array.from({ length: rows }, (_, i) => (i % 7 === 0 ? `naïve ${i} "q"` : `name-${i % 300}`)),
        Array.from({ length: rows }, (_, i) => (i % 11 === 0 ? null : i / 3)),
      ],
    };
    expect(recordsText(frame, 16)).toBe(JSON.stringify(toRecords(frame)));
  });
});

describe('numbers written without their text', () => {
  /** A small deterministic generator, so a failure names the same numbers every run. */
  function random(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
      state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
      return state / 2 ** 32;
    };
  }
  const bits = new Float64Array(1);
  const word = new BigInt64Array(bits.buffer);
  /** The double `steps` units in the last place away from `value`. */
  const nudged = (value: number, steps: number) => {
    bits[0] = value;
    word[0] = word[0]! + BigInt(steps);
    return bits[0]!;
  };

  it('writes integers, short decimals and their nearest neighbours exactly as JSON.stringify does', () => {
    const next = random(19);
    const values: number[] = [0, -0, 1, -1, 9, 10, 99, 100, 2 ** 31, 2 ** 53 - 1, -(2 ** 53) + 1, 2 ** 53, 1e21, 0.1 + 0.2, 1.1 * 100, 1e-6, 1e-7, -0.000001, 5e-324, 999_999_999.999999, 1e9 - 0.5, 1e9 + 0.5, 2.675, 1.005];
    for (let i = 0; i < 20_000; i++) {
      const places = Math.floor(next() * 9);
      const magnitude = 10 ** Math.floor(next() * 13 - 3);
      const value = (next() < 0.3 ? -1 : 1) * (Math.round(next() * magnitude * 10 ** places) / 10 ** places);
      values.push(value, nudged(value, 1), nudged(value, -1), next() * magnitude);
    }
    expect(recordsText({ columns: ['v'], data: [values] })).toBe(JSON.stringify(toRecords({ columns: ['v'], data: [values] })));
  });
});

describe('jsonString and writeIndexNamesJson', () => {
  it('quote strings exactly as JSON.stringify does', () => {
    for (const text of ['', 'abc', '"', '\\', '\u001f', '\u007f', '😀', '\udc00', 'a\u2029b']) expect(jsonString(text)).toBe(JSON.stringify(text));
  });

  it('write 0 … n-1', () => {
    for (const count of [0, 1, 5, 20_000]) {
      const out = new JsonBufferWriter(16);
      writeIndexNamesJson(out, count);
      expect(out.finish().toString()).toBe(JSON.stringify(Array.from({ length: count }, (_, i) => i)));
    }
  });

  it('appends raw bytes between text', () => {
    const out = new JsonBufferWriter(16);
    out.write('{"a":');
    out.writeBytes(Buffer.from('[1,2,3]'));
    out.write('}');
    expect(out.finish().toString()).toBe('{"a":[1,2,3]}');
  });
});
