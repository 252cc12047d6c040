import { describe, expect, it } from 'vitest';
import { getComponentPath } from './component-path.js';
import { chart, column, grid, header, layoutOf, row, tab, tabs } from './test-fixtures.js';

const layout = layoutOf(grid(row('ROW-1', chart('CHART-a', 1), column('COLUMN-1', 4, row('ROW-2', chart('CHART-b', 2))))), [header('HEADER_ID')]);

describe('getComponentPath', () => {
  it('lists the ids from the root down to the component', () => {
    expect(getComponentPath(layout, 'ROOT_ID')).toEqual(['ROOT_ID']);
    expect(getComponentPath(layout, 'CHART-a')).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-1', 'CHART-a']);
    expect(getComponentPath(layout, 'CHART-b')).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-1', 'COLUMN-1', 'ROW-2', 'CHART-b']);
  });

  it('is undefined for unknown and detached components', () => {
    expect(getComponentPath(layout, 'CHART-zzz')).toBeUndefined();
    expect(getComponentPath(layout, 'HEADER_ID')).toBeUndefined();
    expect(getComponentPath({}, 'ROOT_ID')).toBeUndefined();
  });

  it('follows children, not stale parents lists', () => {
    const stale = { ...layout, 'CHART-a': { ...layout['CHART-a']!, parents: ['ROOT_ID', 'SOMEWHERE'] } };
    expect(getComponentPath(stale, 'CHART-a')).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-1', 'CHART-a']);
  });

  it('survives a cycle in malformed children', () => {
    const tabbed = layoutOf(tabs('TABS-1', tab('TAB-1')));
    const cyclic = { ...tabbed, 'TAB-1': { ...tabbed['TAB-1']!, children: ['TABS-1'] } };
    expect(getComponentPath(cyclic, 'TAB-1')).toEqual(['ROOT_ID', 'TABS-1', 'TAB-1']);
  });
});
