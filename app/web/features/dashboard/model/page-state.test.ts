import { describe, expect, it } from 'vitest';
import { chart, grid, layoutOf, row, tab, tabs } from '@core/dashboard/test-fixtures.js';
import { activeTabsOf, dataMasksOf, shownTabIds } from './page-state';

const layout = layoutOf(tabs('TABS-top', tab('TAB-a', tabs('TABS-n', tab('TAB-n1'), tab('TAB-n2'))), tab('TAB-b', row('ROW-1', chart('CHART-1', 1)))));

describe('page state of a permalink', () => {
  it('maps each active tab to its tabs component, skipping ids that are not tabs of the layout', () => {
    expect(activeTabsOf(layout, ['TAB-b', 'TAB-n2', 'TAB-gone', 'ROW-1'])).toEqual({ 'TABS-top': 'TAB-b', 'TABS-n': 'TAB-n2' });
    expect(activeTabsOf(layout, null)).toEqual({});
  });

  it('lists the tab shown by each tabs component, the first by default', () => {
    expect(shownTabIds(layout, {}).sort()).toEqual(['TAB-a', 'TAB-n1']);
    expect(shownTabIds(layout, { 'TABS-top': 'TAB-b', 'TABS-n': 'TAB-n2' }).sort()).toEqual(['TAB-b', 'TAB-n2']);
    expect(shownTabIds(layout, { 'TABS-top': 'TAB-deleted' }).sort()).toEqual(['TAB-a', 'TAB-n1']);
    expect(shownTabIds(layoutOf(grid()), {})).toEqual([]);
  });

  it('keeps the data masks that are objects', () => {
    const mask = { extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] }, filterState: { value: ['boy'] } };
    expect(dataMasksOf({ dataMask: { 3: mask, 4: null, 5: 'x', 6: [1] } })).toEqual({ 3: mask });
    expect(dataMasksOf(null)).toEqual({});
  });
});
