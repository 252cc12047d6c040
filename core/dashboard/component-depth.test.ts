import { describe, expect, it } from 'vitest';
import { getComponentDepth } from './component-depth.js';
import { chart, column, grid, header, layoutOf, row, tab, tabs } from './test-fixtures.js';

describe('getComponentDepth', () => {
  it('counts root 0 › grid 1 › row 2 › column 3 › row 4 › chart 5', () => {
    const layout = layoutOf(grid(row('ROW-1', column('COLUMN-1', 6, row('ROW-2', chart('CHART-a', 1))))));
    expect(['ROOT_ID', 'GRID_ID', 'ROW-1', 'COLUMN-1', 'ROW-2', 'CHART-a'].map((id) => getComponentDepth(layout, id))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('does not count tabs nor nested tabs: grid 1 › tabs 2 › tab 2 › row 2 › chart 3', () => {
    const layout = layoutOf(grid(tabs('TABS-1', tab('TAB-1', row('ROW-1', chart('CHART-a', 1))))));
    expect(['TABS-1', 'TAB-1', 'ROW-1', 'CHART-a'].map((id) => getComponentDepth(layout, id))).toEqual([2, 2, 2, 3]);
  });

  it('treats a top-level tab as the grid: tabs 1 › tab 1 › row 2; nested tabs inside it stay at 2', () => {
    const layout = layoutOf(tabs('TABS-top', tab('TAB-top', row('ROW-1', chart('CHART-a', 1)), tabs('TABS-in', tab('TAB-in', row('ROW-2'))))));
    expect(['TABS-top', 'TAB-top', 'ROW-1', 'CHART-a', 'TABS-in', 'TAB-in', 'ROW-2'].map((id) => getComponentDepth(layout, id))).toEqual([1, 1, 2, 3, 2, 2, 2]);
  });

  it('is undefined for components outside the tree', () => {
    const layout = layoutOf(grid(), [header('HEADER_ID')]);
    expect(getComponentDepth(layout, 'HEADER_ID')).toBeUndefined();
    expect(getComponentDepth(layout, 'nope')).toBeUndefined();
  });
});
