import { Field, Float64, Schema, Table, TimestampMillisecond, makeVector, tableFromArrays, tableToIPC } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { readArrowResult } from './arrow-result-set';

describe('readArrowResult', () => {
  it('takes the engine’s type names and the run’s row count from the stream’s metadata', () => {
    const fields = [
      new Field('n', new Float64(), true, new Map([['type', 'BIGINT']])),
      new Field('ds', new TimestampMillisecond(), true, new Map([['type', 'TIMESTAMP']])),
    ];
    const columns = { n: makeVector(Float64Array.from([1, 2])), ds: makeVector({ type: new TimestampMillisecond(), data: BigInt64Array.from([0n, 86_400_000n]) }) };
    const table = new Table(new Schema(fields, new Map([['query', JSON.stringify({ rows: 5, limitingFactor: 'NOT_LIMITED' })]])), columns);
    const { resultSet, queryRows } = readArrowResult(tableToIPC(table, 'stream'));
    expect(resultSet.columns).toEqual([
      { name: 'n', kind: 'numeric', type: 'BIGINT' },
      { name: 'ds', kind: 'temporal', type: 'TIMESTAMP' },
    ]);
    expect(resultSet.value(1, 1)).toBe(86_400_000);
    expect(queryRows).toBe(5);
  });

  it('falls back to the Arrow types and the rows it holds when there is no metadata', () => {
    const { resultSet, queryRows } = readArrowResult(tableToIPC(tableFromArrays({ id: BigInt64Array.from([2n ** 60n, 3n]) }), 'stream'));
    expect(resultSet.columns).toEqual([{ name: 'id', kind: 'numeric', type: 'Int64' }]);
    expect(resultSet.value(0, 0)).toBe(2n ** 60n);
    expect(resultSet.value(1, 0)).toBe(3);
    expect(queryRows).toBeNull();
  });
});
