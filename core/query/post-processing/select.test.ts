import { describe, expect, it } from 'vitest';
import type { Frame } from './frame.js';
import { pivot } from './pivot.js';
import { select } from './select.js';

const frame: Frame = { columns: ['ds', 'a', 'b', 'tmp'], data: [[1], [2], [3], [4]], temporalColumns: ['ds'] };

describe('select', () => {
  it('keeps the listed columns in the listed order', () => {
    expect(select(frame, { columns: ['b', 'ds'] })).toEqual({ columns: ['b', 'ds'], data: [[3], [1]], temporalColumns: ['ds'] });
  });

  it('excludes columns after selecting and renames last, by original names', () => {
    const result = select(frame, { columns: ['ds', 'a', 'tmp'], exclude: ['tmp'], rename: { a: 'alpha', ds: 'time' } });
    expect(result).toEqual({ columns: ['time', 'alpha'], data: [[1], [2]], temporalColumns: ['time'] });
  });

  it('accepts rename as the list of mappings the OpenAPI schema describes', () => {
    expect(select(frame, { rename: [{ a: 'x' }, { b: 'y' }] }).columns).toEqual(['ds', 'x', 'y', 'tmp']);
  });

  it('selects every column under a pivot metric', () => {
    const pivoted = pivot(
      { columns: ['ds', 'g', 'm', 'n'], data: [[1, 1], ['x', 'y'], [1, 2], [3, 4]] },
      { index: ['ds'], columns: ['g'], aggregates: { m: { operator: 'sum' }, n: { operator: 'sum' } } },
    );
    const result = select(pivoted, { columns: ['ds', 'n'] });
    expect(result.columns).toEqual(['ds', 'n, x', 'n, y']);
    expect(result.levels).toEqual([['ds'], ['n', 'x'], ['n', 'y']]);
    expect(result.index).toEqual(['ds']);
  });

  it('rejects references to missing columns, also those dropped by `columns`', () => {
    expect(() => select(frame, { columns: ['zz'] })).toThrow('Referenced columns not available in DataFrame: zz');
    expect(() => select(frame, { columns: ['a'], exclude: ['b'] })).toThrow('Referenced columns not available in DataFrame: b');
  });

  it('keeps every column without options, also for an empty frame', () => {
    expect(select(frame, {}).columns).toEqual(frame.columns);
    expect(select({ columns: ['a'], data: [[]] }, { columns: ['a'] })).toEqual({ columns: ['a'], data: [[]] });
  });
});
