import { describe, expect, it } from 'vitest';
import { DASHBOARD_ROOT_ID } from './layout-constants.js';
import {
  defaultFilterScope,
  getChartsInScope,
  getTabsInScope,
  isChartInFilterScope,
  scopeFromIncludedCharts,
  withComputedScope,
} from './native-filter-scope.js';
import { filterDivider, nativeFilter, tabbedLayout } from './native-filter-test-fixtures.js';
import { chart, grid, layoutOf, row, tab, tabs } from './test-fixtures.js';

const layout = tabbedLayout();

describe('getChartsInScope', () => {
  it('covers every chart from the root', () => {
    expect(getChartsInScope(layout, defaultFilterScope())).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('leaves out excluded charts', () => {
    expect(getChartsInScope(layout, { rootPath: [DASHBOARD_ROOT_ID], excluded: [2, 5] })).toEqual([1, 3, 4, 6]);
  });

  it('covers the charts under a tab, nested tabs included', () => {
    expect(getChartsInScope(layout, { rootPath: ['TAB-a'], excluded: [] })).toEqual([1, 2, 3, 4]);
    expect(getChartsInScope(layout, { rootPath: ['TAB-a2'], excluded: [] })).toEqual([4]);
    expect(getChartsInScope(layout, { rootPath: ['TAB-a1', 'TAB-b'], excluded: [6] })).toEqual([3, 5]);
  });

  it('counts a chart under two roots once and sorts', () => {
    expect(getChartsInScope(layout, { rootPath: ['TAB-b', 'TAB-a', 'TAB-a1'], excluded: [] })).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is empty for no root, an unknown root, or everything excluded', () => {
    expect(getChartsInScope(layout, { rootPath: [], excluded: [] })).toEqual([]);
    expect(getChartsInScope(layout, { rootPath: ['TAB-gone'], excluded: [] })).toEqual([]);
    expect(getChartsInScope(layout, { rootPath: ['TAB-b'], excluded: [5, 6] })).toEqual([]);
  });
});

describe('getTabsInScope', () => {
  it('lists every tab holding a chart in scope, enclosing tabs included, in display order', () => {
    expect(getTabsInScope(layout, [4])).toEqual(['TAB-a', 'TAB-a2']);
    expect(getTabsInScope(layout, [6, 3])).toEqual(['TAB-a', 'TAB-a1', 'TAB-b']);
    expect(getTabsInScope(layout, [1])).toEqual(['TAB-a']);
  });

  it('is empty without charts or without tabs', () => {
    expect(getTabsInScope(layout, [])).toEqual([]);
    expect(getTabsInScope(layoutOf(grid(row('ROW-1', chart('CHART-1', 1)))), [1])).toEqual([]);
  });
});

describe('scopeFromIncludedCharts', () => {
  it('is the whole dashboard when every chart is included', () => {
    expect(scopeFromIncludedCharts(layout, [6, 5, 4, 3, 2, 1])).toEqual(defaultFilterScope());
  });

  it('uses a top-level tab as root when the charts are exactly its charts', () => {
    expect(scopeFromIncludedCharts(layout, [5, 6])).toEqual({ rootPath: ['TAB-b'], excluded: [] });
    expect(scopeFromIncludedCharts(layout, [1, 2, 3, 4])).toEqual({ rootPath: ['TAB-a'], excluded: [] });
  });

  it('otherwise excludes every other chart from the root', () => {
    expect(scopeFromIncludedCharts(layout, [1, 5])).toEqual({ rootPath: [DASHBOARD_ROOT_ID], excluded: [2, 3, 4, 6] });
    expect(scopeFromIncludedCharts(layout, [])).toEqual({ rootPath: [DASHBOARD_ROOT_ID], excluded: [1, 2, 3, 4, 5, 6] });
  });

  it('gives back the included charts (those in the layout) through getChartsInScope', () => {
    const cases = [[1], [3, 4], [2, 6, 99], [5, 6], [1, 2, 3, 4, 5, 6], []];
    for (const included of cases) {
      const expected = included.filter((id) => id <= 6).sort((a, b) => a - b);
      expect(getChartsInScope(layout, scopeFromIncludedCharts(layout, included))).toEqual(expected);
    }
  });

  it('does not take a tab as root on a dashboard without top-level tabs', () => {
    const flat = layoutOf(grid(row('ROW-1', chart('CHART-1', 1)), tabs('TABS-x', tab('TAB-x', row('ROW-2', chart('CHART-2', 2))))));
    expect(scopeFromIncludedCharts(flat, [2])).toEqual({ rootPath: [DASHBOARD_ROOT_ID], excluded: [1] });
  });
});

describe('withComputedScope', () => {
  it('stores the charts and tabs a filter scope covers', () => {
    const filter = nativeFilter('NATIVE_FILTER-a', { scope: { rootPath: ['TAB-a'], excluded: [1, 2, 3] }, chartsInScope: [99], tabsInScope: ['stale'] });
    const computed = withComputedScope(filter, layout);
    expect(computed).toMatchObject({ chartsInScope: [4], tabsInScope: ['TAB-a', 'TAB-a2'] });
    expect(filter.chartsInScope).toEqual([99]);
  });

  it('computes scoped dividers and leaves the others alone', () => {
    const scoped = filterDivider('NATIVE_FILTER_DIVIDER-a', { scope: { rootPath: ['TAB-b'], excluded: [] } });
    expect(withComputedScope(scoped, layout)).toMatchObject({ chartsInScope: [5, 6], tabsInScope: ['TAB-b'] });
    const plain = filterDivider('NATIVE_FILTER_DIVIDER-b');
    expect(withComputedScope(plain, layout)).toBe(plain);
  });
});

describe('isChartInFilterScope', () => {
  it('uses the stored charts in scope when present', () => {
    const filter = nativeFilter('NATIVE_FILTER-a', { chartsInScope: [2] });
    expect(isChartInFilterScope(filter, 2, layout)).toBe(true);
    expect(isChartInFilterScope(filter, 1, layout)).toBe(false);
  });

  it('computes the scope otherwise', () => {
    const filter = nativeFilter('NATIVE_FILTER-a', { scope: { rootPath: ['TAB-b'], excluded: [6] } });
    expect(isChartInFilterScope(filter, 5, layout)).toBe(true);
    expect(isChartInFilterScope(filter, 6, layout)).toBe(false);
    expect(isChartInFilterScope(filter, 1, layout)).toBe(false);
  });
});
