import { describe, expect, it } from 'vitest';
import { getTabPath, isTopLevelTab } from './tab-path.js';
import { chart, grid, layoutOf, row, tab, tabs } from './test-fixtures.js';

const layout = layoutOf(
  tabs('TABS-top', tab('TAB-a', row('ROW-1', chart('CHART-1', 1)), tabs('TABS-in', tab('TAB-in', row('ROW-2', chart('CHART-2', 2))))), tab('TAB-b')),
);

describe('getTabPath', () => {
  it('lists the enclosing tabs, outermost first', () => {
    expect(getTabPath(layout, 'CHART-1')).toEqual(['TAB-a']);
    expect(getTabPath(layout, 'CHART-2')).toEqual(['TAB-a', 'TAB-in']);
  });

  it('includes the component when it is a tab, and is empty outside tabs', () => {
    expect(getTabPath(layout, 'TAB-in')).toEqual(['TAB-a', 'TAB-in']);
    expect(getTabPath(layout, 'TABS-top')).toEqual([]);
    expect(getTabPath(layoutOf(grid(row('ROW-1', chart('CHART-1', 1)))), 'CHART-1')).toEqual([]);
  });

  it('is undefined for a component outside the tree', () => {
    expect(getTabPath(layout, 'nope')).toBeUndefined();
  });
});

describe('isTopLevelTab', () => {
  it('is true only for tabs of the root tabs', () => {
    expect(isTopLevelTab(layout, 'TAB-a')).toBe(true);
    expect(isTopLevelTab(layout, 'TAB-b')).toBe(true);
    expect(isTopLevelTab(layout, 'TAB-in')).toBe(false);
    expect(isTopLevelTab(layout, 'TABS-top')).toBe(false);
    expect(isTopLevelTab(layout, 'ROW-1')).toBe(false);
  });
});
