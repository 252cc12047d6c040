import { Type, tableFromIPC } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { toArrowIpc } from './to-arrow-ipc.js';

describe('toArrowIpc', () => {
  it('writes typed Arrow columns that tableFromIPC reads back with their values and nulls', async () => {
    const ds = [Date.UTC(2024, 0, 1), null, Date.UTC(2024, 0, 3, 12)];
    const frame = {
      columns: ['ds', 'name', 'num', 'flag', 'id'],
      data: [ds, ['Aaron', null, 'é 😀'], [1.5, null, -2], [true, false, null], [2n ** 62n + 1n, null, 3]],
    };
    const bytes = await toArrowIpc(frame, { types: ['temporal', 'string', 'numeric', 'boolean', 'numeric'] });
    const table = tableFromIPC(bytes);
    expect(table.numRows).toBe(3);
    expect(table.schema.fields.map((f) => [f.name, Type[f.type.typeId], f.nullable])).toEqual([
      ['ds', 'Timestamp', true], ['name', 'Utf8', true], ['num', 'Float', true], ['flag', 'Bool', true], ['id', 'Int', true],
    ]);
    expect(table.schema.fields[0]!.type.toString()).toBe('Timestamp<MILLISECOND>');
    expect(table.schema.fields[2]!.type.toString()).toBe('Float64');
    expect(table.schema.fields[4]!.type.toString()).toBe('Int64');

    expect(table.getChild('ds')!.toArray()).toEqual(new BigInt64Array([1_704_067_200_000n, 0n, 1_704_283_200_000n]));
    expect(table.getChild('ds')!.get(1)).toBeNull();
    expect(table.getChild('ds')!.get(2)).toBe(Date.UTC(2024, 0, 3, 12));
    expect([...table.getChild('name')!]).toEqual(['Aaron', null, 'é 😀']);
    expect([...table.getChild('num')!]).toEqual([1.5, null, -2]);
    expect([...table.getChild('flag')!]).toEqual([true, false, null]);
    expect([...table.getChild('id')!]).toEqual([2n ** 62n + 1n, null, 3n]);
  });

  it('infers types when none are given: numbers, strings, booleans; mixed values as text', async () => {
    const table = tableFromIPC(await toArrowIpc({
      columns: ['n', 's', 'b', 'mixed', 'empty'],
      data: [[1, 2.5], ['a', 'b'], [false, true], [1, { k: 'v' }], [null, null]],
    }));
    expect(table.schema.fields.map((f) => f.type.toString())).toEqual(['Float64', 'Utf8', 'Bool', 'Utf8', 'Utf8']);
    expect([...table.getChild('mixed')!]).toEqual(['1', '{"k":"v"}']);
    expect([...table.getChild('empty')!]).toEqual([null, null]);
  });

  it('suffixes repeated column names as Superset does, and writes an empty result', async () => {
    const table = tableFromIPC(await toArrowIpc({ columns: ['x', 'x', 'x__1', 'x'], data: [[1], ['a'], [true], [2]] }));
    expect(table.schema.fields.map((f) => f.name)).toEqual(['x', 'x__2', 'x__1', 'x__3']);
    expect(table.toArray().map((row) => row.toJSON())).toEqual([{ x: 1, x__2: 'a', x__1: true, x__3: 2 }]);
    const empty = tableFromIPC(await toArrowIpc({ columns: ['a'], data: [[]] }, { types: ['numeric'] }));
    expect(empty.numRows).toBe(0);
    expect(empty.schema.fields[0]!.type.toString()).toBe('Float64');
  });

  it('writes schema and field metadata', async () => {
    const table = tableFromIPC(await toArrowIpc(
      { columns: ['a', 'b'], data: [[1], ['x']] },
      { metadata: { query_id: '7' }, fieldMetadata: [{ type: 'BIGINT' }, undefined] },
    ));
    expect(Object.fromEntries(table.schema.metadata)).toEqual({ query_id: '7' });
    expect(Object.fromEntries(table.schema.fields[0]!.metadata)).toEqual({ type: 'BIGINT' });
    expect(table.schema.fields[1]!.metadata.size).toBe(0);
  });

  it('converts 100k rows × 5 columns (speed: tests/bench)', async () => {
    const rows = 100_000;
    const frame = {
      columns: ['ds', 'name', 'num', 'flag', 'state'],
      data: [
        Array.from({ length: rows }, (_, i) => 1_700_000_000_000 + i * 1000),
        Array.from({ length: rows }, (_, i) => `name-${i % 500}`),
        Array.from({ length: rows }, (_, i) => i * 0.5),
        Array.from({ length: rows }, (_, i) => i % 3 === 0),
        Array.from({ length: rows }, (_, i) => `S${i % 50}`),
      ],
    };
    const bytes = await toArrowIpc(frame, { types: ['temporal', 'string', 'numeric', 'boolean', 'string'] });
    const table = tableFromIPC(bytes);
    expect(table.numRows).toBe(100_000);
    expect(table.getChild('num')!.get(99_999)).toBe(49_999.5);
  });
});
