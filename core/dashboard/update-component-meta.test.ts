import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../registry/deep-freeze.js';
import type { LayoutMap } from './layout-component.js';
import type { LayoutResult } from './layout-result.js';
import { chart, column, divider, grid, header, layoutOf, markdown, row, tab, tabs } from './test-fixtures.js';
import { updateComponentMeta } from './update-component-meta.js';

function applied(result: LayoutResult): LayoutMap {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.layout;
}

const layout = deepFreeze(
  layoutOf(
    grid(
      row('ROW-1', chart('CHART-a', 1), markdown('MARKDOWN-a'), column('COLUMN-1', 4)),
      header('HEADER-1'),
      divider('DIVIDER-1'),
      tabs('TABS-1', tab('TAB-1')),
      { id: 'DYNAMIC-1', type: 'DYNAMIC', meta: { dashboardComponentId: 'x' } },
    ),
    [{ id: 'HEADER_ID', type: 'HEADER', meta: { text: 'Sales' } }],
  ),
);

describe('updateComponentMeta', () => {
  it('changes a header’s text, size and background', () => {
    const next = applied(updateComponentMeta(layout, 'HEADER-1', { text: 'Revenue', headerSize: 'LARGE_HEADER', background: 'BACKGROUND_WHITE' }));
    expect(next['HEADER-1']!.meta).toEqual({ text: 'Revenue', headerSize: 'LARGE_HEADER', background: 'BACKGROUND_WHITE' });
    expect(layout['HEADER-1']!.meta.text).toBe('New header');
  });

  it('renames a tab, sets row and column backgrounds, edits markdown code', () => {
    let next = applied(updateComponentMeta(layout, 'TAB-1', { text: 'Overview' }));
    next = applied(updateComponentMeta(next, 'ROW-1', { background: 'BACKGROUND_WHITE' }));
    next = applied(updateComponentMeta(next, 'COLUMN-1', { background: 'BACKGROUND_WHITE' }));
    next = applied(updateComponentMeta(next, 'MARKDOWN-a', { code: '# Notes' }));
    expect(next['TAB-1']!.meta.text).toBe('Overview');
    expect(next['ROW-1']!.meta.background).toBe('BACKGROUND_WHITE');
    expect(next['COLUMN-1']!.meta.background).toBe('BACKGROUND_WHITE');
    expect(next['MARKDOWN-a']!.meta.code).toBe('# Notes');
  });

  it('sets and clears a chart’s title override', () => {
    const named = applied(updateComponentMeta(layout, 'CHART-a', { sliceNameOverride: 'Revenue by region', sliceName: 'Revenue' }));
    expect(named['CHART-a']!.meta).toMatchObject({ sliceNameOverride: 'Revenue by region', sliceName: 'Revenue' });
    const cleared = applied(updateComponentMeta(named, 'CHART-a', { sliceNameOverride: '' }));
    expect(cleared['CHART-a']!.meta).not.toHaveProperty('sliceNameOverride');
    expect(applied(updateComponentMeta(cleared, 'CHART-a', { sliceNameOverride: undefined }))).toBe(cleared);
  });

  it('changes the dashboard title on HEADER_ID, and nothing else there', () => {
    expect(applied(updateComponentMeta(layout, 'HEADER_ID', { text: 'Q3' }))['HEADER_ID']!.meta.text).toBe('Q3');
    expect(updateComponentMeta(layout, 'HEADER_ID', { headerSize: 'SMALL_HEADER' })).toMatchObject({ ok: false, error: 'META_NOT_EDITABLE' });
  });

  it('lets a dynamic component keep its own settings', () => {
    const next = applied(updateComponentMeta(layout, 'DYNAMIC-1', { dashboardComponentId: 'y', background: 'BACKGROUND_WHITE' }));
    expect(next['DYNAMIC-1']!.meta).toMatchObject({ dashboardComponentId: 'y', background: 'BACKGROUND_WHITE' });
  });

  it('refuses sizes, chart ids and settings the component does not have', () => {
    expect(updateComponentMeta(layout, 'CHART-a', { width: 6 })).toEqual({ ok: false, error: 'META_NOT_EDITABLE', message: 'The setting width cannot be changed on this component.' });
    expect(updateComponentMeta(layout, 'CHART-a', { chartId: 2 })).toMatchObject({ ok: false, error: 'META_NOT_EDITABLE' });
    expect(updateComponentMeta(layout, 'DYNAMIC-1', { height: 2 })).toMatchObject({ ok: false, error: 'META_NOT_EDITABLE' });
    expect(updateComponentMeta(layout, 'DIVIDER-1', { text: 'x' })).toMatchObject({ ok: false, error: 'META_NOT_EDITABLE' });
    expect(updateComponentMeta(layout, 'TAB-1', { background: 'BACKGROUND_WHITE' })).toMatchObject({ ok: false, error: 'META_NOT_EDITABLE' });
    expect(updateComponentMeta(layout, 'MARKDOWN-a', { text: 'x' })).toMatchObject({ ok: false, error: 'META_NOT_EDITABLE' });
  });

  it('refuses values out of range', () => {
    expect(updateComponentMeta(layout, 'HEADER-1', { headerSize: 'HUGE' as never })).toEqual({ ok: false, error: 'INVALID_META_VALUE', message: 'Invalid value for headerSize.' });
    expect(updateComponentMeta(layout, 'ROW-1', { background: 'red' as never })).toMatchObject({ ok: false, error: 'INVALID_META_VALUE' });
    expect(updateComponentMeta(layout, 'MARKDOWN-a', { code: 3 as never })).toMatchObject({ ok: false, error: 'INVALID_META_VALUE' });
    expect(updateComponentMeta(layout, 'CHART-a', { sliceNameOverride: 5 as never })).toMatchObject({ ok: false, error: 'INVALID_META_VALUE' });
  });

  it('returns the same layout when nothing changes, and refuses unknown ids', () => {
    expect(applied(updateComponentMeta(layout, 'HEADER-1', { text: 'New header' }))).toBe(layout);
    expect(applied(updateComponentMeta(layout, 'HEADER-1', {}))).toBe(layout);
    expect(updateComponentMeta(layout, 'nope', { text: 'x' })).toMatchObject({ ok: false, error: 'COMPONENT_NOT_FOUND' });
  });
});
