import { describe, expect, it } from 'vitest';
import { dashboardTabsOf } from './dashboard-tabs.js';

const layout = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-1'] },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'] },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['TABS-2'], meta: { text: 'Sales' } },
  'TABS-2': { id: 'TABS-2', type: 'TABS', children: ['TAB-c'] },
  'TAB-c': { id: 'TAB-c', type: 'TAB', children: [], meta: { text: 'Europe' } },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: [], meta: { defaultText: 'Tab title' } },
};

describe('dashboardTabsOf', () => {
  it('lists the tabs in page order, nested ones named after their parents', () => {
    expect(dashboardTabsOf(JSON.stringify(layout))).toEqual([
      { id: 'TAB-a', label: 'Sales' },
      { id: 'TAB-c', label: 'Sales › Europe' },
      { id: 'TAB-b', label: 'Tab title' },
    ]);
  });

  it('finds none in a layout without tabs, an empty one or broken JSON', () => {
    expect(dashboardTabsOf({ ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] }, GRID_ID: { type: 'GRID', children: [] } })).toEqual([]);
    expect(dashboardTabsOf(null)).toEqual([]);
    expect(dashboardTabsOf('{oops')).toEqual([]);
  });
});
