import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../registry/deep-freeze.js';
import { createComponent } from './create-component.js';
import type { LayoutMap } from './layout-component.js';
import type { LayoutResult } from './layout-result.js';
import { DEFAULT_MARKDOWN_CODE } from './new-component.js';
import { chart, childrenOf, column, counterIdSource, grid, layoutOf, row, tab, tabs } from './test-fixtures.js';

function applied(result: LayoutResult): LayoutMap {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.layout;
}

const layout = deepFreeze(
  layoutOf(
    grid(
      row('ROW-full', chart('CHART-a', 1, 6), chart('CHART-b', 2, 6)),
      row('ROW-part', chart('CHART-c', 3, 10)),
      row('ROW-1', column('COLUMN-1', 6)),
      tabs('TABS-1', tab('TAB-1')),
    ),
  ),
);

describe('createComponent', () => {
  it('puts a new chart dropped on the grid in a new row, with its settings and parents', () => {
    const result = createComponent(layout, { type: 'CHART', meta: { chartId: 9, sliceName: 'Margin' }, destination: { id: 'GRID_ID', index: 1 } }, counterIdSource());
    const next = applied(result);
    expect(result.ok && result.componentId).toBe('CHART-n1');
    expect(childrenOf(next, 'GRID_ID')).toEqual(['ROW-full', 'ROW-n2', 'ROW-part', 'ROW-1', 'TABS-1']);
    expect(next['ROW-n2']!.children).toEqual(['CHART-n1']);
    expect(next['CHART-n1']).toEqual({
      id: 'CHART-n1',
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-n2'],
      meta: { width: 4, height: 50, chartId: 9, sliceName: 'Margin' },
    });
    expect(childrenOf(layout, 'GRID_ID')).toHaveLength(4);
  });

  it('puts new markdown straight into a row, shrunk to the free columns', () => {
    const next = applied(createComponent(layout, { type: 'MARKDOWN', destination: { id: 'ROW-part', index: 1 } }, counterIdSource()));
    expect(childrenOf(next, 'ROW-part')).toEqual(['CHART-c', 'MARKDOWN-n1']);
    expect(next['MARKDOWN-n1']!.meta).toEqual({ width: 2, height: 50, code: DEFAULT_MARKDOWN_CODE });
  });

  it('refuses a full row with the insufficient-space message', () => {
    expect(createComponent(layout, { type: 'CHART', meta: { chartId: 9 }, destination: { id: 'ROW-full', index: 0 } })).toEqual({
      ok: false,
      error: 'INSUFFICIENT_SPACE',
      message: 'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
    });
  });

  it('fits new content to a column and adds headers, dividers and rows there', () => {
    let next = applied(createComponent(layout, { type: 'CHART', meta: { chartId: 9, width: 8 }, destination: { id: 'COLUMN-1', index: 0 } }, counterIdSource()));
    expect(next['CHART-n1']!.meta.width).toBe(6);
    for (const type of ['HEADER', 'DIVIDER', 'ROW'] as const) {
      next = applied(createComponent(next, { type, destination: { id: 'COLUMN-1', index: 99 } }, counterIdSource()));
    }
    expect(childrenOf(next, 'COLUMN-1').map((id) => next[id]!.type)).toEqual(['CHART', 'HEADER', 'DIVIDER', 'ROW']);
  });

  it('adds headers and dividers to the grid without a row', () => {
    const next = applied(createComponent(layout, { type: 'DIVIDER', destination: { id: 'GRID_ID', index: 0 } }, counterIdSource()));
    expect(childrenOf(next, 'GRID_ID')[0]).toBe('DIVIDER-n1');
    expect(next['DIVIDER-n1']!.parents).toEqual(['ROOT_ID', 'GRID_ID']);
  });

  it('gives new tabs a first tab, and adds tabs to existing tabs', () => {
    const result = createComponent(layout, { type: 'TABS', destination: { id: 'GRID_ID', index: 0 } }, counterIdSource());
    const next = applied(result);
    expect(result.ok && result.componentId).toBe('TABS-n1');
    expect(next['TABS-n1']!.children).toEqual(['TAB-n2']);
    expect(next['TAB-n2']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'TABS-n1']);
    expect(next['TAB-n2']!.meta.defaultText).toBe('Tab title');
    const more = applied(createComponent(layout, { type: 'TAB', destination: { id: 'TABS-1', index: 1 } }, counterIdSource()));
    expect(childrenOf(more, 'TABS-1')).toEqual(['TAB-1', 'TAB-n1']);
  });

  it('creates top-level tabs for tabs dropped on the root, and refuses anything else there', () => {
    const result = createComponent(layout, { type: 'TABS', destination: { id: 'ROOT_ID', index: 0 } }, counterIdSource());
    const next = applied(result);
    expect(childrenOf(next, 'ROOT_ID')).toEqual(['TABS-n1']);
    expect(childrenOf(next, 'TAB-n2')).toEqual(['ROW-full', 'ROW-part', 'ROW-1', 'TABS-1']);
    expect(createComponent(layout, { type: 'ROW', destination: { id: 'ROOT_ID', index: 0 } }).ok).toBe(false);
  });

  it('refuses types the destination does not accept, and unknown destinations', () => {
    expect(createComponent(layout, { type: 'ROW', destination: { id: 'ROW-part', index: 0 } })).toEqual({ ok: false, error: 'INVALID_DROP', message: 'This component cannot be placed here.' });
    expect(createComponent(layout, { type: 'CHART', destination: { id: 'TABS-1', index: 0 } }).ok).toBe(false);
    expect(createComponent(layout, { type: 'GRID', destination: { id: 'TAB-1', index: 0 } }).ok).toBe(false);
    expect(createComponent(layout, { type: 'CHART', destination: { id: 'nope', index: 0 } })).toMatchObject({ ok: false, error: 'COMPONENT_NOT_FOUND' });
  });

  it('refuses a destination outside the tree', () => {
    const hidden = layoutOf(tabs('TABS-top', tab('TAB-a')), [grid()]);
    expect(createComponent(hidden, { type: 'HEADER', destination: { id: 'GRID_ID', index: 0 } })).toMatchObject({ ok: false, error: 'INVALID_DROP' });
  });

  it('never reuses an id, even from a repeating id source', () => {
    const next = applied(createComponent(layout, { type: 'CHART', destination: { id: 'GRID_ID', index: 0 } }, () => 'ROW-full'));
    const newIds = Object.keys(next).filter((id) => !layout[id]);
    expect(newIds.sort()).toEqual(['ROW-full-2', 'ROW-full-3']);
    expect(next['ROW-full']).toBe(layout['ROW-full']);
  });
});
