import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../registry/deep-freeze.js';
import { getChartIds } from './chart-ids.js';
import { appendChartsInRows, createLayoutFromCharts, findFirstContainerId } from './layout-from-charts.js';
import { chart, childrenOf, counterIdSource, grid, layoutOf, row, tab, tabs } from './test-fixtures.js';

describe('createLayoutFromCharts', () => {
  it('places the charts three to a row, in order', () => {
    const layout = createLayoutFromCharts([11, 12, 13, 14], counterIdSource());
    expect(childrenOf(layout, 'ROOT_ID')).toEqual(['GRID_ID']);
    expect(childrenOf(layout, 'GRID_ID')).toEqual(['ROW-n1', 'ROW-n2']);
    expect(childrenOf(layout, 'ROW-n1')).toEqual(['CHART-explore-11-1', 'CHART-explore-12-1', 'CHART-explore-13-1']);
    expect(childrenOf(layout, 'ROW-n2')).toEqual(['CHART-explore-14-1']);
    expect(getChartIds(layout)).toEqual([11, 12, 13, 14]);
  });

  it('gives chart components the default size, the chart id and name, and their parents', () => {
    const layout = createLayoutFromCharts([{ chartId: 5, sliceName: 'Revenue' }, 6], counterIdSource());
    expect(layout['CHART-explore-5-1']).toEqual({
      id: 'CHART-explore-5-1',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-n1'],
      meta: { width: 4, height: 50, chartId: 5, sliceName: 'Revenue' },
    });
    expect(layout['CHART-explore-6-1']!.meta).toEqual({ width: 4, height: 50, chartId: 6 });
    expect(layout['ROW-n1']!.meta).toEqual({ background: 'BACKGROUND_TRANSPARENT' });
  });

  it('is the empty layout for no charts', () => {
    expect(Object.keys(createLayoutFromCharts([]))).toEqual(['ROOT_ID', 'GRID_ID']);
  });

  it('numbers repeated charts', () => {
    const layout = createLayoutFromCharts([5, 5], counterIdSource());
    expect(childrenOf(layout, 'ROW-n1')).toEqual(['CHART-explore-5-1', 'CHART-explore-5-2']);
  });
});

describe('appendChartsInRows', () => {
  it('appends new rows after the existing content, leaving the input as it was', () => {
    const layout = deepFreeze(layoutOf(grid(row('ROW-1', chart('CHART-a', 1)))));
    const next = appendChartsInRows(layout, [2], counterIdSource());
    expect(childrenOf(next, 'GRID_ID')).toEqual(['ROW-1', 'ROW-n1']);
    expect(childrenOf(layout, 'GRID_ID')).toEqual(['ROW-1']);
  });

  it('goes into the first top-level tab when there are top-level tabs', () => {
    const layout = layoutOf(tabs('TABS-1', tab('TAB-1', row('ROW-1')), tab('TAB-2')));
    const next = appendChartsInRows(layout, [7], counterIdSource());
    expect(childrenOf(next, 'TAB-1')).toEqual(['ROW-1', 'ROW-n1']);
    expect(next['CHART-explore-7-1']!.parents).toEqual(['ROOT_ID', 'TABS-1', 'TAB-1', 'ROW-n1']);
  });

  it('skips ids already in the layout', () => {
    const layout = layoutOf(grid(row('ROW-1', chart('CHART-explore-7-1', 8))));
    expect(childrenOf(appendChartsInRows(layout, [7], counterIdSource()), 'ROW-n1')).toEqual(['CHART-explore-7-2']);
  });

  it('returns the layout unchanged for no charts or no container', () => {
    const layout = layoutOf(grid());
    expect(appendChartsInRows(layout, [])).toBe(layout);
    const noTabs = layoutOf(tabs('TABS-1'));
    expect(appendChartsInRows(noTabs, [1])).toBe(noTabs);
  });
});

describe('findFirstContainerId', () => {
  it('is the grid, or the first top-level tab', () => {
    expect(findFirstContainerId(layoutOf(grid()))).toBe('GRID_ID');
    expect(findFirstContainerId(layoutOf(tabs('TABS-1', tab('TAB-1'), tab('TAB-2'))))).toBe('TAB-1');
    expect(findFirstContainerId({})).toBeUndefined();
  });
});
