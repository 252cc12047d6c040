import { describe, expect, it } from 'vitest';
import { cellBar, columnExtent } from './cell-bar.js';
import { columnWidths } from './column-widths.js';
import { crossFilterMask, drillFilters, selectedCellOf } from './cross-filter.js';
import { nextSort } from './next-sort.js';
import { filterRows, sortRows } from './row-order.js';
import type { TableColumn } from './table-chart-props.js';

const column = (key: string, fields: Partial<TableColumn> = {}): TableColumn => ({
  key,
  label: key,
  isMetric: false,
  isPercentMetric: false,
  isNumeric: false,
  isTemporal: false,
  formatter: (value) => (value === null || value === undefined ? 'N/A' : String(value)),
  ...fields,
});

describe('sortRows', () => {
  const name = column('name');
  const num = column('num', { isNumeric: true, isMetric: true });
  const rows = [
    { name: 'item 10', num: 5 },
    { name: 'item 2', num: null },
    { name: null, num: -3 },
    { name: 'Item 1', num: '12' },
  ];

  it('sorts text in natural order and numbers as numbers, missing values last', () => {
    expect(sortRows(rows, name, false).map((row) => row.name)).toEqual(['Item 1', 'item 2', 'item 10', null]);
    expect(sortRows(rows, name, true).map((row) => row.name)).toEqual(['item 10', 'item 2', 'Item 1', null]);
    expect(sortRows(rows, num, true).map((row) => row.num)).toEqual(['12', 5, -3, null]);
    expect(rows[0]?.name).toBe('item 10');
  });

  it('sorts times chronologically', () => {
    const ds = column('ds', { isTemporal: true });
    const dated = [{ ds: '2024-03-05T00:00:00' }, { ds: Date.UTC(2023, 0, 1) }, { ds: '2024-01-01 10:00:00' }];
    expect(sortRows(dated, ds, false).map((row) => row.ds)).toEqual([Date.UTC(2023, 0, 1), '2024-01-01 10:00:00', '2024-03-05T00:00:00']);
  });
});

describe('filterRows', () => {
  it('keeps rows with a cell containing the text, ignoring case', () => {
    const rows = [{ name: 'Alice', num: 120 }, { name: 'bob', num: 7 }, { name: null, num: 12 }];
    const columns = [column('name'), column('num', { isNumeric: true })];
    expect(filterRows(rows, columns, 'ALI')).toEqual([rows[0]]);
    expect(filterRows(rows, columns, '12')).toEqual([rows[0], rows[2]]);
    expect(filterRows(rows, columns, '  ')).toBe(rows);
  });
});

describe('cellBar', () => {
  it('splits the cell at zero for mixed signs', () => {
    expect(cellBar(5, [-10, 10], false)).toEqual({ left: 50, width: 25 });
    expect(cellBar(-10, [-10, 10], false)).toEqual({ left: 0, width: 50 });
    expect(cellBar(10, [0, 10], false)).toEqual({ left: 0, width: 100 });
  });
  it('starts every bar at the left edge when aligned', () => {
    expect(cellBar(-5, [-10, 5], true)).toEqual({ left: 0, width: 50 });
    expect(cellBar(0, [0, 0], true)).toEqual({ left: 0, width: 0 });
  });
  it('reads a column’s extent from numeric cells', () => {
    expect(columnExtent([{ v: 3 }, { v: '-2' }, { v: null }, { v: 'x' }], 'v')).toEqual([-2, 3]);
    expect(columnExtent([], 'v')).toEqual([0, 0]);
  });
});

describe('cross-filters', () => {
  const state = column('state', { filterColumn: 'state' });
  it('emits an IN filter and clears it when the same cell is clicked again', () => {
    const mask = crossFilterMask(state, 'CA', null);
    expect(mask.extraFormData).toEqual({ filters: [{ col: 'state', op: 'IN', val: ['CA'] }] });
    expect(mask.filterState?.value).toEqual(['CA']);
    const selected = selectedCellOf(mask.filterState);
    expect(selected).toEqual({ key: 'state', value: 'CA' });
    expect(crossFilterMask(state, 'CA', selected)).toEqual({ extraFormData: {}, filterState: { value: null } });
    expect(crossFilterMask(state, 'NY', selected).filterState?.value).toEqual(['NY']);
    expect(selectedCellOf({ value: null })).toBeNull();
  });
  it('drills into a row by its dimensions', () => {
    const num = column('num', { isMetric: true, isNumeric: true });
    expect(drillFilters([state, column('gender', { filterColumn: 'gender' }), num], { state: 'CA', gender: null, num: 3 })).toEqual([
      { col: 'state', op: '==', val: 'CA' },
      { col: 'gender', op: 'IS NULL' },
    ]);
  });
});

describe('nextSort', () => {
  it('cycles numbers largest first, then smallest first, then unsorted', () => {
    const num = column('num', { isNumeric: true });
    const first = nextSort(null, num);
    expect(first).toEqual({ id: 'num', desc: true });
    const second = nextSort(first, num);
    expect(second).toEqual({ id: 'num', desc: false });
    expect(nextSort(second, num)).toBeNull();
    expect(nextSort(second, column('name'))).toEqual({ id: 'name', desc: false });
  });
});

describe('columnWidths', () => {
  it('sizes columns by content and fills the available width exactly', () => {
    const columns = [column('a'), column('a much longer header')];
    const rows = [{ a: 'x', 'a much longer header': 'y' }];
    const natural = columnWidths(columns, rows, 100);
    expect(natural[1]!).toBeGreaterThan(natural[0]!);
    const filled = columnWidths(columns, rows, 1000);
    expect(filled.reduce((sum, width) => sum + width, 0)).toBe(1000);
  });
});
