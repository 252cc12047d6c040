import { tableFromArrays, tableToIPC } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { resultSetFromArrow } from './arrow-result-set';
import { resultSetFromRows, type ResultSet } from './result-set';
import { csvChunks, tsvText } from './result-set-export';
import { sortedRowOrder } from './result-set-sort';

const people = resultSetFromRows({
  columns: [
    { column_name: 'name', type: 'TEXT', type_generic: 1 },
    { column_name: 'age', type: 'INTEGER', type_generic: 0 },
    { column_name: 'born', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
  ],
  data: [
    { name: 'Zoë', age: 31, born: '1993-04-01T00:00:00' },
    { name: 'adam', age: null, born: '1980-01-01T00:00:00' },
    { name: 'Bea, "B"', age: 7, born: null },
    { name: 'item 10', age: 31, born: '2017-06-30T12:00:00' },
    { name: 'item 9', age: 55, born: '1969-07-20T20:17:00' },
  ],
});

const column = (resultSet: ResultSet, index: number, order: ArrayLike<number>) => Array.from(order, (row) => resultSet.value(row, index));

describe('result sets', () => {
  it('reads JSON rows with kinds from the generic types', () => {
    expect(people.rowCount).toBe(5);
    expect(people.columns.map((c) => c.kind)).toEqual(['string', 'numeric', 'temporal']);
    expect(people.value(2, 0)).toBe('Bea, "B"');
  });

  it('infers kinds from type names or values when no generic type is given', () => {
    const inferred = resultSetFromRows({ columns: [], data: [{ n: 1.5, t: 'x', ok: true }] });
    expect(inferred.columns.map((c) => [c.name, c.kind])).toEqual([
      ['n', 'numeric'],
      ['t', 'string'],
      ['ok', 'boolean'],
    ]);
  });

  it('reads Arrow IPC columns without row objects', () => {
    const bytes = tableToIPC(
      tableFromArrays({ id: Int32Array.from([3, 1, 2]), score: Float64Array.from([0.5, 2.5, 1]), label: ['c', 'a', null] }),
      'stream',
    );
    const arrow = resultSetFromArrow(bytes);
    expect(arrow.rowCount).toBe(3);
    expect(arrow.columns.map((c) => [c.name, c.kind])).toEqual([
      ['id', 'numeric'],
      ['score', 'numeric'],
      ['label', 'string'],
    ]);
    expect(arrow.value(1, 0)).toBe(1);
    expect(arrow.value(2, 2)).toBeNull();
    expect(column(arrow, 0, sortedRowOrder(arrow, { column: 1, direction: 'desc' }))).toEqual([1, 2, 3]);
  });
});

describe('sorting', () => {
  it('sorts numbers both ways with nulls last and ties in order', () => {
    expect(column(people, 1, sortedRowOrder(people, { column: 1, direction: 'asc' }))).toEqual([7, 31, 31, 55, null]);
    expect(column(people, 1, sortedRowOrder(people, { column: 1, direction: 'desc' }))).toEqual([55, 31, 31, 7, null]);
    expect(Array.from(sortedRowOrder(people, { column: 1, direction: 'desc' })).slice(1, 3)).toEqual([0, 3]);
  });

  it('sorts text naturally and case-insensitively', () => {
    expect(column(people, 0, sortedRowOrder(people, { column: 0, direction: 'asc' }))).toEqual(['adam', 'Bea, "B"', 'item 9', 'item 10', 'Zoë']);
  });

  it('sorts times chronologically', () => {
    expect(column(people, 2, sortedRowOrder(people, { column: 2, direction: 'asc' }))).toEqual([
      '1969-07-20T20:17:00',
      '1980-01-01T00:00:00',
      '1993-04-01T00:00:00',
      '2017-06-30T12:00:00',
      null,
    ]);
  });

  it('sorts a million numeric rows', () => {
    const values = Float64Array.from({ length: 1_000_000 }, (_, index) => (index * 7919) % 1_000_003);
    const big: ResultSet = { columns: [{ name: 'v', kind: 'numeric', type: null }], rowCount: values.length, value: (row) => values[row] };
    const order = sortedRowOrder(big, { column: 0, direction: 'asc' });
    expect(order).toHaveLength(values.length);
    for (let position = 1; position < order.length; position += 9_973) expect(values[order[position]!]!).toBeGreaterThanOrEqual(values[order[position - 1]!]!);
  });
});

describe('exports', () => {
  it('writes CSV with quoting and empty nulls, in the given order', () => {
    const order = sortedRowOrder(people, { column: 1, direction: 'asc' });
    const csv = csvChunks(people, order).join('');
    expect(csv.split('\r\n').slice(0, 3)).toEqual(['name,age,born', '"Bea, ""B""",7,', 'Zoë,31,1993-04-01 00:00:00']);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('copies tab-separated text', () => {
    expect(tsvText(people).split('\n')[1]).toBe('Zoë\t31\t1993-04-01 00:00:00');
  });
});
