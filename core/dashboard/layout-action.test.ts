import { describe, expect, it } from 'vitest';
import { applyLayoutAction, isLayoutAction, LAYOUT_ACTION_TYPES, type LayoutAction } from './layout-action.js';
import { chart, childrenOf, counterIdSource, grid, layoutOf, row } from './test-fixtures.js';

const layout = layoutOf(grid(row('ROW-1', chart('CHART-a', 1)), row('ROW-2', chart('CHART-b', 2))));

describe('applyLayoutAction', () => {
  it('routes each action to its operation', () => {
    const ids = counterIdSource();
    const results: Record<LayoutAction['type'], unknown> = {
      UPDATE_COMPONENTS: applyLayoutAction(layout, { type: 'UPDATE_COMPONENTS', components: { 'ROW-1': { ...layout['ROW-1']!, children: [] }, 'ROW-2': { ...layout['ROW-2']!, children: ['CHART-b', 'CHART-a'] } } }),
      CREATE_COMPONENT: applyLayoutAction(layout, { type: 'CREATE_COMPONENT', request: { type: 'DIVIDER', destination: { id: 'GRID_ID', index: 0 } } }, ids),
      MOVE_COMPONENT: applyLayoutAction(layout, { type: 'MOVE_COMPONENT', request: { source: { id: 'ROW-1', index: 0 }, destination: { id: 'ROW-2', index: 0 }, dragging: { id: 'CHART-a' } } }),
      DROP_COMPONENT: applyLayoutAction(layout, { type: 'DROP_COMPONENT', drop: { source: { id: 'ROW-1', index: 0 }, destination: { id: 'ROW-2', index: 1 }, dragging: { id: 'CHART-a', type: 'CHART' } } }),
      DELETE_COMPONENT: applyLayoutAction(layout, { type: 'DELETE_COMPONENT', id: 'CHART-a' }),
      RESIZE_COMPONENT: applyLayoutAction(layout, { type: 'RESIZE_COMPONENT', id: 'CHART-a', size: { width: 7 } }),
      UPDATE_COMPONENT_META: applyLayoutAction(layout, { type: 'UPDATE_COMPONENT_META', id: 'CHART-a', meta: { sliceNameOverride: 'A' } }),
      CREATE_TOP_LEVEL_TABS: applyLayoutAction(layout, { type: 'CREATE_TOP_LEVEL_TABS' }, ids),
      DELETE_TOP_LEVEL_TABS: applyLayoutAction(layout, { type: 'DELETE_TOP_LEVEL_TABS' }),
      SET_DASHBOARD_TITLE: applyLayoutAction(layout, { type: 'SET_DASHBOARD_TITLE', title: 'Sales' }),
    };
    const layoutOfResult = (type: LayoutAction['type']) => {
      const result = results[type] as { ok: boolean; layout: typeof layout };
      expect(result.ok, type).toBe(true);
      return result.layout;
    };
    expect(layoutOfResult('UPDATE_COMPONENTS')['CHART-a']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-2']);
    expect(childrenOf(layoutOfResult('CREATE_COMPONENT'), 'GRID_ID')[0]).toBe('DIVIDER-n1');
    expect(childrenOf(layoutOfResult('MOVE_COMPONENT'), 'ROW-2')).toEqual(['CHART-a', 'CHART-b']);
    expect(childrenOf(layoutOfResult('DROP_COMPONENT'), 'ROW-2')).toEqual(['CHART-b', 'CHART-a']);
    expect(layoutOfResult('DELETE_COMPONENT')['CHART-a']).toBeUndefined();
    expect(layoutOfResult('RESIZE_COMPONENT')['CHART-a']!.meta.width).toBe(7);
    expect(layoutOfResult('UPDATE_COMPONENT_META')['CHART-a']!.meta.sliceNameOverride).toBe('A');
    expect(childrenOf(layoutOfResult('CREATE_TOP_LEVEL_TABS'), 'ROOT_ID')).toEqual(['TABS-n2']);
    expect(layoutOfResult('DELETE_TOP_LEVEL_TABS')).toBe(layout);
    expect(layoutOfResult('SET_DASHBOARD_TITLE')['HEADER_ID']!.meta.text).toBe('Sales');
  });

  it('passes refusals on', () => {
    expect(applyLayoutAction(layout, { type: 'DELETE_COMPONENT', id: 'ROOT_ID' })).toMatchObject({ ok: false, error: 'PROTECTED_COMPONENT' });
  });
});

describe('isLayoutAction', () => {
  it('tells layout actions from other actions', () => {
    expect(LAYOUT_ACTION_TYPES.size).toBe(10);
    expect(isLayoutAction({ type: 'MOVE_COMPONENT' })).toBe(true);
    expect(isLayoutAction({ type: 'UNDO' })).toBe(false);
  });
});
