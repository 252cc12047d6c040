import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../registry/deep-freeze.js';
import { deleteComponent } from './delete-component.js';
import type { LayoutMap } from './layout-component.js';
import type { LayoutResult } from './layout-result.js';
import { chart, childrenOf, column, grid, header, layoutOf, markdown, row, tab, tabs } from './test-fixtures.js';

function applied(result: LayoutResult): LayoutMap {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.layout;
}

const layout = deepFreeze(
  layoutOf(
    grid(
      row('ROW-1', chart('CHART-a', 1), chart('CHART-b', 2)),
      row('ROW-2', chart('CHART-c', 3)),
      row('ROW-3', column('COLUMN-1', 6, row('ROW-in', chart('CHART-d', 4)), markdown('MARKDOWN-1'))),
      tabs('TABS-1', tab('TAB-1', row('ROW-4', chart('CHART-e', 5))), tab('TAB-2')),
      tabs('TABS-solo', tab('TAB-solo', row('ROW-5'))),
    ),
    [header('HEADER_ID')],
  ),
);

describe('deleteComponent', () => {
  it('removes a chart from its row', () => {
    const next = applied(deleteComponent(layout, 'CHART-a'));
    expect(next['CHART-a']).toBeUndefined();
    expect(childrenOf(next, 'ROW-1')).toEqual(['CHART-b']);
    expect(layout['CHART-a']).toBeDefined();
  });

  it('removes a row left empty', () => {
    const next = applied(deleteComponent(layout, 'CHART-c'));
    expect(next['ROW-2']).toBeUndefined();
    expect(childrenOf(next, 'GRID_ID')).toEqual(['ROW-1', 'ROW-3', 'TABS-1', 'TABS-solo']);
  });

  it('removes everything under a deleted component', () => {
    const next = applied(deleteComponent(layout, 'ROW-3'));
    for (const id of ['ROW-3', 'COLUMN-1', 'ROW-in', 'CHART-d', 'MARKDOWN-1']) expect(next[id]).toBeUndefined();
    expect(Object.keys(next)).toHaveLength(Object.keys(layout).length - 5);
  });

  it('keeps a column left empty', () => {
    const once = applied(deleteComponent(layout, 'ROW-in'));
    const next = applied(deleteComponent(once, 'MARKDOWN-1'));
    expect(childrenOf(next, 'COLUMN-1')).toEqual([]);
    expect(childrenOf(next, 'ROW-3')).toEqual(['COLUMN-1']);
  });

  it('deletes a tab with its content, and the tabs with their last tab', () => {
    const next = applied(deleteComponent(layout, 'TAB-1'));
    expect(childrenOf(next, 'TABS-1')).toEqual(['TAB-2']);
    expect(next['CHART-e']).toBeUndefined();
    const solo = applied(deleteComponent(layout, 'TAB-solo'));
    expect(solo['TABS-solo']).toBeUndefined();
    expect(solo['ROW-5']).toBeUndefined();
    expect(childrenOf(solo, 'GRID_ID')).not.toContain('TABS-solo');
  });

  it('goes back to an empty grid when the last top-level tab goes', () => {
    const topLevel = layoutOf(tabs('TABS-top', tab('TAB-top', row('ROW-1', chart('CHART-a', 1)))));
    const next = applied(deleteComponent(topLevel, 'TAB-top'));
    expect(childrenOf(next, 'ROOT_ID')).toEqual(['GRID_ID']);
    expect(childrenOf(next, 'GRID_ID')).toEqual([]);
    expect(Object.keys(next).sort()).toEqual(['GRID_ID', 'ROOT_ID']);
  });

  it('keeps the content when the top-level tabs themselves are deleted', () => {
    const topLevel = layoutOf(tabs('TABS-top', tab('TAB-a', row('ROW-1')), tab('TAB-b', row('ROW-2'))));
    const next = applied(deleteComponent(topLevel, 'TABS-top'));
    expect(childrenOf(next, 'GRID_ID')).toEqual(['ROW-1', 'ROW-2']);
  });

  it('deletes a component outside the tree with its content', () => {
    const detached = layoutOf(grid(), [row('ROW-x', chart('CHART-x', 9))]);
    const next = applied(deleteComponent(detached, 'ROW-x'));
    expect(Object.keys(next).sort()).toEqual(['GRID_ID', 'ROOT_ID']);
  });

  it('refuses to delete the root, the grid or the dashboard header', () => {
    for (const id of ['ROOT_ID', 'GRID_ID', 'HEADER_ID']) {
      expect(deleteComponent(layout, id)).toEqual({ ok: false, error: 'PROTECTED_COMPONENT', message: 'This part of the dashboard layout cannot be removed.' });
    }
    expect(deleteComponent(layout, 'nope')).toMatchObject({ ok: false, error: 'COMPONENT_NOT_FOUND' });
  });
});
