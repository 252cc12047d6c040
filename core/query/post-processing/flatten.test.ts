import { describe, expect, it } from 'vitest';
import { flatten } from './flatten.js';
import type { Frame } from './frame.js';
import { pivot } from './pivot.js';
import { rename } from './rename.js';

const pivoted = pivot(
  { columns: ['ds', 'city', 'v'], data: [[1, 1, 2], ['Oslo', 'Paris, FR', 'Oslo'], [3, 4, 5]] },
  { index: ['ds'], columns: ['city'], aggregates: { v: { operator: 'sum' } } },
);

describe('flatten', () => {
  it('joins level labels with ", " and turns the index into an ordinary column', () => {
    const result = flatten(pivoted);
    expect(result).toEqual({ columns: ['ds', 'v, Oslo', 'v, Paris\\, FR'], data: [[1, 2], [3, 5], [4, null]] });
  });

  it('skips labels removed by a rename to null', () => {
    const renamed = rename(pivoted, { columns: { v: null }, level: 0 });
    expect(flatten(renamed).columns).toEqual(['ds', 'Oslo', 'Paris\\, FR']);
  });

  it('drops the requested levels from the names', () => {
    expect(flatten(pivoted, { drop_levels: [0] }).columns).toEqual(['ds', 'Oslo', 'Paris\\, FR']);
    expect(flatten(pivoted, { drop_levels: [-1] }).columns).toEqual(['ds', 'v', 'v']);
    expect(() => flatten(pivoted, { drop_levels: [2] })).toThrow('"drop_levels" must be between -2 and 1');
  });

  it('keeps the index with reset_index: false', () => {
    expect(flatten(pivoted, { reset_index: false }).index).toEqual(['ds']);
  });

  it('leaves a plain frame as it is, empty or not', () => {
    const plain: Frame = { columns: ['a, b'], data: [[1]] };
    expect(flatten(plain)).toEqual(plain);
    const empty: Frame = { columns: [], data: [] };
    expect(flatten(empty)).toEqual(empty);
  });
});
