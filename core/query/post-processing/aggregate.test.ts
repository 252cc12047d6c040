import { describe, expect, it } from 'vitest';
import { aggregate } from './aggregate.js';
import type { Frame } from './frame.js';
import { PostProcessingError } from './post-processing-error.js';

const byColumn = (frame: Frame): Record<string, unknown[]> => Object.fromEntries(frame.columns.map((name, i) => [name, frame.data[i]!]));

const sales: Frame = {
  columns: ['country', 'num', 'name'],
  data: [
    ['US', 'US', 'FR', 'FR', 'US', null],
    [1, null, 4, 6, 3, 10],
    ['a', 'b', 'c', 'c', 'd', 'e'],
  ],
};

describe('aggregate', () => {
  it('reduces each group with every operator, skipping missing values, groups sorted and null keys dropped', () => {
    const result = aggregate(sales, {
      groupby: ['country'],
      aggregates: {
        total: { column: 'num', operator: 'sum' },
        avg: { column: 'num', operator: 'mean' },
        med: { column: 'num', operator: 'median' },
        n: { column: 'num', operator: 'count' },
        lo: { column: 'num', operator: 'min' },
        hi: { column: 'num', operator: 'max' },
        sd: { column: 'num', operator: 'std' },
        sample_var: { column: 'num', operator: 'var', options: { ddof: 1 } },
        p25: { column: 'num', operator: 'percentile', options: { q: 25 } },
        product: { column: 'num', operator: 'prod' },
        names: { column: 'name', operator: 'nunique' },
        first_name: { column: 'name', operator: 'first' },
        last_name: { column: 'name', operator: 'last' },
      },
    });
    expect(byColumn(result)).toEqual({
      country: ['FR', 'US'],
      total: [10, 4],
      avg: [5, 2],
      med: [5, 2],
      n: [2, 2],
      lo: [4, 1],
      hi: [6, 3],
      sd: [1, 1],
      sample_var: [2, 2],
      p25: [4.5, 1.5],
      product: [24, 3],
      names: [1, 3],
      first_name: ['c', 'a'],
      last_name: ['c', 'd'],
    });
  });

  it('without groupby returns a single row over every row', () => {
    const result = aggregate(sales, { aggregates: { total: { column: 'num', operator: 'sum' }, n: { column: 'num', operator: 'count' } } });
    expect(byColumn(result)).toEqual({ total: [24], n: [5] });
  });

  it('defaults the column to the label and compares strings for min/max', () => {
    const result = aggregate(sales, { aggregates: { num: { operator: 'max' }, name: { operator: 'min' } } });
    expect(byColumn(result)).toEqual({ num: [10], name: ['a'] });
  });

  it('gives an all-missing group a sum of 0 and no mean, like pandas', () => {
    const frame: Frame = { columns: ['g', 'v'], data: [['a', 'a', 'b'], [null, null, 2]] };
    const result = aggregate(frame, { groupby: ['g'], aggregates: { s: { column: 'v', operator: 'sum' }, m: { column: 'v', operator: 'mean' }, c: { column: 'v', operator: 'count' } } });
    expect(byColumn(result)).toEqual({ g: ['a', 'b'], s: [0, 2], m: [null, 2], c: [0, 1] });
  });

  it('handles an empty frame and a single row', () => {
    const empty: Frame = { columns: ['g', 'v'], data: [[], []] };
    expect(aggregate(empty, { groupby: ['g'], aggregates: { s: { column: 'v', operator: 'sum' } } })).toEqual({ columns: ['g', 's'], data: [[], []] });
    const single: Frame = { columns: ['g', 'v'], data: [['x'], [7]] };
    expect(byColumn(aggregate(single, { groupby: ['g'], aggregates: { s: { column: 'v', operator: 'std' } } }))).toEqual({ g: ['x'], s: [0] });
  });

  it('groups by several columns, ties in the first key ordered by the second', () => {
    const frame: Frame = { columns: ['a', 'b', 'v'], data: [[2, 1, 1, 2], ['y', 'y', 'x', 'x'], [1, 2, 3, 4]] };
    expect(byColumn(aggregate(frame, { groupby: ['a', 'b'], aggregates: { v: { operator: 'sum' } } }))).toEqual({ a: [1, 1, 2, 2], b: ['x', 'y', 'x', 'y'], v: [3, 2, 4, 1] });
  });

  it('rejects unknown operators, columns and options in Superset words', () => {
    expect(() => aggregate(sales, { aggregates: { t: { column: 'num', operator: 'foo' } } })).toThrow('Invalid numpy function: foo');
    expect(() => aggregate(sales, { aggregates: { t: { column: 'nope', operator: 'sum' } } })).toThrow('Column referenced by aggregate is undefined: nope');
    expect(() => aggregate(sales, { aggregates: { t: { column: 'num' } as never } })).toThrow('Operator undefined for aggregator: t');
    expect(() => aggregate(sales, { groupby: ['zz'], aggregates: {} })).toThrow('Referenced columns not available in DataFrame: zz');
    expect(() => aggregate(sales, { aggregates: { t: { column: 'num', operator: 'sum', options: { axis: 0 } } } })).toThrow(PostProcessingError);
    expect(() => aggregate(sales, { aggregates: { t: { column: 'num', operator: 'percentile', options: { q: 150 } } } })).toThrow('"q" must be a number between 0 and 100');
    expect(() => aggregate(sales, { aggregates: {}, having: 1 } as never)).toThrow('unexpected option "having"');
  });

  it('interpolates percentiles like numpy, with its other methods', () => {
    const frame: Frame = { columns: ['v'], data: [[1, 2, 3, 4]] };
    const p = (q: number, method?: string) =>
      aggregate(frame, { aggregates: { p: { column: 'v', operator: 'percentile', options: method ? { q, method } : { q } } } }).data[0]![0];
    expect(p(50)).toBe(2.5);
    expect(p(50, 'lower')).toBe(2);
    expect(p(50, 'higher')).toBe(3);
    expect(p(50, 'midpoint')).toBe(2.5);
    expect(p(50, 'nearest')).toBe(3); // position 1.5 rounds half to even: index 2
    expect(p(100)).toBe(4);
  });
});
