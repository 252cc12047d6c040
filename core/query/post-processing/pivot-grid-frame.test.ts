import { describe, expect, it } from 'vitest';
import { pivotGridFrame } from './pivot-grid-frame.js';
import { pivotGrid, type PivotGridOptions } from './pivot-grid.js';

const RECORDS = Object.freeze([
  { state: 'CA', gender: 'boy', name: 'Adam', num: 10 },
  { state: 'CA', gender: 'girl', name: 'Anna', num: 12 },
  { state: 'NY', gender: 'boy', name: 'Adam', num: 7 },
  { state: 'NY', gender: 'girl', name: 'Beth', num: 6 },
]);

const frameOf = (options: Partial<PivotGridOptions>) =>
  pivotGridFrame(pivotGrid(RECORDS, { rows: ['state'], columns: ['gender'], metrics: ['num'], aggregateFunction: 'Sum', ...options }));

/** The frame as rows of cells, header first, for readable expectations. */
const table = (frame: ReturnType<typeof pivotGridFrame>) => [frame.columns, ...(frame.data[0] ?? []).map((_, row) => frame.data.map((column) => column[row]))];

describe('pivotGridFrame', () => {
  it('has a column per row level and one per column leaf named by its joined headers', () => {
    expect(table(frameOf({}))).toEqual([
      ['state', 'num boy', 'num girl'],
      ['CA', 10, 12],
      ['NY', 7, 6],
    ]);
  });

  it('names levels and metrics with display names', () => {
    const names: Record<string, string> = { state: 'State', gender: 'Gender', num: 'Births' };
    expect(frameOf({ displayName: (name) => names[name] ?? name }).columns).toEqual(['State', 'Births boy', 'Births girl']);
  });

  it('writes totals and subtotals with empty cells under spanning headers', () => {
    const frame = frameOf({ rows: ['state', 'name'], rowSubTotals: true, colTotals: true, rowTotals: true });
    expect(table(frame)).toEqual([
      ['state', 'name', 'num boy', 'num girl', 'num Total (Sum)'],
      ['CA', 'Adam', 10, null, 10],
      ['CA', 'Anna', null, 12, 12],
      ['CA', 'Subtotal', 10, 12, 22],
      ['NY', 'Adam', 7, null, 7],
      ['NY', 'Beth', null, 6, 6],
      ['NY', 'Subtotal', 7, 6, 13],
      ['Total (Sum)', '', 17, 18, 35],
    ]);
  });

  it('puts the metric level in its own row-header column with metricsLayout ROWS', () => {
    const frame = pivotGridFrame(
      pivotGrid(
        RECORDS.map((record) => ({ ...record, rows: 1 })),
        { rows: ['state'], columns: ['gender'], metrics: ['num', 'rows'], aggregateFunction: 'Sum', metricsLayout: 'ROWS', combineMetric: true },
      ),
    );
    expect(table(frame)).toEqual([
      ['state', 'Metric', 'boy', 'girl'],
      ['CA', 'num', 10, 12],
      ['CA', 'rows', 1, 1],
      ['NY', 'num', 7, 6],
      ['NY', 'rows', 1, 1],
    ]);
  });

  it('heads a level-less axis with the aggregate function, as the chart does', () => {
    expect(table(frameOf({ rows: [], columns: ['gender'], aggregateFunction: 'Maximum' }))).toEqual([
      ['', 'num boy', 'num girl'],
      ['Maximum', 10, 12],
    ]);
    expect(table(frameOf({ columns: [], metricsLayout: 'ROWS' }))).toEqual([
      ['Metric', 'state', 'Sum'],
      ['num', 'CA', 22],
      ['num', 'NY', 13],
    ]);
  });

  it('keeps the header columns and no rows when there is no data', () => {
    const frame = pivotGridFrame(pivotGrid([], { rows: ['state'], columns: ['gender'], metrics: ['num'], aggregateFunction: 'Sum' }));
    expect(frame).toEqual({ columns: ['state'], data: [[]] });
  });
});
