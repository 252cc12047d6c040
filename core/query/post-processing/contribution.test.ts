import { describe, expect, it } from 'vitest';
import { contribution } from './contribution.js';
import type { Frame } from './frame.js';
import { pivot } from './pivot.js';

const frame: Frame = {
  columns: ['ds', 'name', 'a', 'b'],
  data: [[1, 2, 3], ['x', 'y', 'z'], [1, null, 3], [3, 2, 1]],
  temporalColumns: ['ds'],
};
const byColumn = (result: Frame): Record<string, unknown[]> => Object.fromEntries(result.columns.map((name, i) => [name, result.data[i]!]));

describe('contribution', () => {
  it('divides by column totals, missing values counting as 0, leaving time and text alone', () => {
    const result = byColumn(contribution(frame, { orientation: 'column' }));
    expect(result['ds']).toEqual([1, 2, 3]);
    expect(result['name']).toEqual(['x', 'y', 'z']);
    expect(result['a']).toEqual([0.25, 0, 0.75]);
    expect(result['b']).toEqual([0.5, 2 / 6, 1 / 6]);
  });

  it('divides by row totals across the selected columns, missing values staying missing', () => {
    const result = byColumn(contribution(frame, { orientation: 'row' }));
    expect(result['a']).toEqual([0.25, null, 0.75]);
    expect(result['b']).toEqual([0.75, 1, 0.25]);
  });

  it('adds renamed columns for selected columns and uses given totals', () => {
    const result = contribution(frame, { orientation: 'column', columns: ['a'], rename_columns: ['%a'] });
    expect(result.columns).toEqual(['ds', 'name', 'a', 'b', '%a']);
    expect(result.data[4]).toEqual([0.25, 0, 0.75]);
    expect(contribution(frame, { columns: ['a'], contribution_totals: { a: 8 } }).data[2]).toEqual([0.125, 0, 0.375]);
    expect(contribution(frame, { columns: ['a'], contribution_totals: { a: 0 } }).data[2]).toEqual([0, 0, 0]);
  });

  it('computes row shares separately for each time offset', () => {
    const shifted: Frame = { columns: ['a', 'b', 'a__1 year ago', 'b__1 year ago'], data: [[1], [3], [2], [2]] };
    const result = contribution(shifted, { orientation: 'row', time_shifts: ['1 year ago'] });
    expect(result.data).toEqual([[0.25], [0.75], [0.5], [0.5]]);
  });

  it('leaves the index of a pivoted frame out', () => {
    const pivoted = pivot({ columns: ['ds', 'g', 'v'], data: [[1, 1, 2], ['x', 'y', 'x'], [1, 3, 4]] }, { index: ['ds'], columns: ['g'], aggregates: { v: { operator: 'sum' } } });
    expect(contribution(pivoted, { orientation: 'row' }).data).toEqual([[1, 2], [0.25, 1], [0.75, null]]);
  });

  it('gives null for a zero total and handles empty frames', () => {
    const zeros: Frame = { columns: ['v'], data: [[0, 0]] };
    expect(contribution(zeros, { orientation: 'column' }).data).toEqual([[null, null]]);
    expect(contribution({ columns: ['v'], data: [[]] }, { orientation: 'column' }).data).toEqual([[]]);
  });

  it('rejects non-numeric columns and mismatched renames', () => {
    expect(() => contribution(frame, { columns: ['name'] })).toThrow('Column "name" is not numeric or does not exists in the query results.');
    expect(() => contribution(frame, { columns: ['a'], rename_columns: ['x', 'y'] })).toThrow('`rename_columns` must have the same length as `columns` + `time_shift_columns`.');
    expect(() => contribution(frame, { orientation: 'diagonal' as 'row' })).toThrow('"orientation" must be "row" or "column"');
  });
});
