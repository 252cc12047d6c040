import { describe, expect, it } from 'vitest';
import { dropComponent } from './drop-component.js';
import { dynamicComponentKey, dynamicComponentSettings } from './dynamic-component.js';
import { childrenOf, counterIdSource, grid, layoutOf, row } from './test-fixtures.js';

describe('dynamic components', () => {
  it('name their plugin component by componentKey, or by Superset’s dashboardComponentId', () => {
    expect(dynamicComponentKey({ meta: { componentKey: 'filter_summary', width: 4 } })).toBe('filter_summary');
    expect(dynamicComponentKey({ meta: { dashboardComponentId: 'legacy_thing' } })).toBe('legacy_thing');
    expect(dynamicComponentKey({ meta: { componentKey: 'mine', dashboardComponentId: 'other' } })).toBe('mine');
    expect(dynamicComponentKey({ meta: { componentKey: '' } })).toBeNull();
    expect(dynamicComponentKey({ meta: { componentKey: 3 } })).toBeNull();
    expect(dynamicComponentKey({ meta: {} })).toBeNull();
  });

  it('hand the plugin its own settings, and let it change only those', () => {
    const meta = { width: 6, height: 40, background: 'BACKGROUND_WHITE', componentKey: 'notes', title: 'Today', pinned: true };
    expect(dynamicComponentSettings(meta)).toEqual({ title: 'Today', pinned: true });
    expect(dynamicComponentSettings({ title: 'Tomorrow', componentKey: 'other', width: 1, height: 1 })).toEqual({ title: 'Tomorrow' });
  });

  it('are created from the editor with the key of the component dragged in', () => {
    const layout = layoutOf(grid(row('ROW-1')));
    const drop = { source: { id: 'NEW_COMPONENTS_SOURCE_ID', index: 0 }, destination: { id: 'ROW-1', index: 0 }, dragging: { id: 'NEW_DYNAMIC', type: 'DYNAMIC' as const, meta: { componentKey: 'notes_board' } } };
    const result = dropComponent(layout, drop, counterIdSource());
    expect(result.ok && childrenOf(result.layout, 'ROW-1')).toEqual(['DYNAMIC-n1']);
    expect(result.ok && result.layout['DYNAMIC-n1']!.meta).toEqual({ width: 12, background: 'BACKGROUND_TRANSPARENT', componentKey: 'notes_board' });
  });
});
