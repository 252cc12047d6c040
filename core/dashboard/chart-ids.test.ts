import { describe, expect, it } from 'vitest';
import { findChartComponentId, getChartIds } from './chart-ids.js';
import { chart, column, grid, layoutOf, markdown, row, tab, tabs } from './test-fixtures.js';

const tabA = tab(
  'TAB-a',
  row('ROW-1', chart('CHART-3', 3), column('COLUMN-1', 4, row('ROW-2', chart('CHART-1', 1)))),
  row('ROW-3', markdown('MARKDOWN-1')),
);
const tabB = tab('TAB-b', row('ROW-4', chart('CHART-2', 2), chart('CHART-3b', 3)));
const layout = layoutOf(tabs('TABS-top', tabA, tabB), [chart('CHART-orphan', 99)]);

describe('getChartIds', () => {
  it('lists the charts in display order, each once, leaving out components outside the tree', () => {
    expect(getChartIds(layout)).toEqual([3, 1, 2]);
  });

  it('lists the charts under one component', () => {
    expect(getChartIds(layout, 'TAB-b')).toEqual([2, 3]);
    expect(getChartIds(layout, 'ROW-3')).toEqual([]);
    expect(getChartIds(layout, 'nope')).toEqual([]);
  });

  it('is empty for an empty dashboard', () => {
    expect(getChartIds(layoutOf(grid()))).toEqual([]);
  });
});

describe('findChartComponentId', () => {
  it('finds the first component showing the chart', () => {
    expect(findChartComponentId(layout, 3)).toBe('CHART-3');
    expect(findChartComponentId(layout, 2)).toBe('CHART-2');
    expect(findChartComponentId(layout, 99)).toBeUndefined();
  });
});
