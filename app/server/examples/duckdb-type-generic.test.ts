import { describe, expect, it } from 'vitest';
import { duckdbTypeGeneric } from './duckdb-type-generic.js';

describe('duckdbTypeGeneric', () => {
  it.each([
    ['BIGINT', 'NUMERIC', false],
    ['INTEGER', 'NUMERIC', false],
    ['UBIGINT', 'NUMERIC', false],
    ['HUGEINT', 'NUMERIC', false],
    ['DOUBLE', 'NUMERIC', false],
    ['FLOAT', 'NUMERIC', false],
    ['DECIMAL(18,3)', 'NUMERIC', false],
    ['decimal(4, 1)', 'NUMERIC', false],
    ['VARCHAR', 'STRING', false],
    ['UUID', 'STRING', false],
    ['BLOB', 'STRING', false],
    ['INTERVAL', 'STRING', false],
    ["ENUM('a', 'b')", 'STRING', false],
    ['BOOLEAN', 'BOOLEAN', false],
    ['DATE', 'TEMPORAL', true],
    ['TIMESTAMP', 'TEMPORAL', true],
    ['TIMESTAMP_NS', 'TEMPORAL', true],
    ['TIMESTAMP WITH TIME ZONE', 'TEMPORAL', true],
    ['TIME', 'TEMPORAL', false],
    ['INTEGER[]', 'STRING', false],
    ['TIMESTAMP[3]', 'STRING', false],
    ['STRUCT(a INTEGER, b VARCHAR)', 'STRING', false],
    ['MAP(VARCHAR, INTEGER)', 'STRING', false],
  ] as const)('%s -> %s (is_dttm %s)', (type, generic, isDttm) => {
    expect(duckdbTypeGeneric(type)).toEqual({ type_generic: generic, is_dttm: isDttm });
  });
});
