import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../registry/deep-freeze.js';
import type { LayoutMap } from './layout-component.js';
import type { LayoutResult } from './layout-result.js';
import { chart, childrenOf, counterIdSource, grid, layoutOf, row, tab, tabs } from './test-fixtures.js';
import { createTopLevelTabs, deleteTopLevelTabs, getTopLevelId, hasTopLevelTabs } from './top-level-tabs.js';

function applied(result: LayoutResult): LayoutMap {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.layout;
}

const layout = deepFreeze(layoutOf(grid(row('ROW-1', chart('CHART-a', 1)), row('ROW-2'))));

describe('createTopLevelTabs', () => {
  it('moves the grid’s content into a first tab of new top-level tabs', () => {
    const result = createTopLevelTabs(layout, counterIdSource());
    const next = applied(result);
    expect(result.ok && result.componentId).toBe('TABS-n1');
    expect(childrenOf(next, 'ROOT_ID')).toEqual(['TABS-n1']);
    expect(childrenOf(next, 'TABS-n1')).toEqual(['TAB-n2']);
    expect(childrenOf(next, 'TAB-n2')).toEqual(['ROW-1', 'ROW-2']);
    expect(next['CHART-a']!.parents).toEqual(['ROOT_ID', 'TABS-n1', 'TAB-n2', 'ROW-1']);
    expect(next['TAB-n2']!.meta).toEqual({ text: '', defaultText: 'Tab title', placeholder: 'Tab title' });
    expect(childrenOf(next, 'GRID_ID')).toEqual([]);
    expect(hasTopLevelTabs(next)).toBe(true);
    expect(getTopLevelId(next)).toBe('TABS-n1');
  });

  it('is refused when the dashboard has top-level tabs already', () => {
    const next = applied(createTopLevelTabs(layout, counterIdSource()));
    expect(createTopLevelTabs(next)).toMatchObject({ ok: false, error: 'INVALID_DROP' });
    expect(createTopLevelTabs({})).toMatchObject({ ok: false, error: 'COMPONENT_NOT_FOUND' });
  });
});

describe('deleteTopLevelTabs', () => {
  it('puts the content of every tab back into the grid, tab after tab', () => {
    const tabbed = layoutOf(tabs('TABS-top', tab('TAB-a', row('ROW-1', chart('CHART-a', 1))), tab('TAB-b', row('ROW-2'), row('ROW-3'))));
    const next = applied(deleteTopLevelTabs(tabbed));
    expect(childrenOf(next, 'ROOT_ID')).toEqual(['GRID_ID']);
    expect(childrenOf(next, 'GRID_ID')).toEqual(['ROW-1', 'ROW-2', 'ROW-3']);
    expect(next['GRID_ID']!.parents).toEqual(['ROOT_ID']);
    expect(next['CHART-a']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-1']);
    for (const id of ['TABS-top', 'TAB-a', 'TAB-b']) expect(next[id]).toBeUndefined();
    expect(hasTopLevelTabs(next)).toBe(false);
  });

  it('undoes createTopLevelTabs', () => {
    const next = applied(deleteTopLevelTabs(applied(createTopLevelTabs(layout, counterIdSource()))));
    expect(next).toEqual(layout);
  });

  it('returns the layout unchanged without top-level tabs', () => {
    expect(deleteTopLevelTabs(layout)).toEqual({ ok: true, layout });
    expect(deleteTopLevelTabs({})).toMatchObject({ ok: false, error: 'COMPONENT_NOT_FOUND' });
  });
});
