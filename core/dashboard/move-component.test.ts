import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../registry/deep-freeze.js';
import type { LayoutMap } from './layout-component.js';
import type { LayoutResult } from './layout-result.js';
import { moveComponent } from './move-component.js';
import { chart, childrenOf, column, counterIdSource, grid, header, layoutOf, markdown, row, tab, tabs } from './test-fixtures.js';

const INSUFFICIENT_SPACE = 'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';

function applied(result: LayoutResult): LayoutMap {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.layout;
}

const gridLayout = deepFreeze(
  layoutOf(
    grid(
      row('ROW-1', chart('CHART-a', 1), chart('CHART-b', 2), chart('CHART-c', 3)),
      row('ROW-2', chart('CHART-d', 4, 6)),
      row('ROW-3', chart('CHART-e', 5, 10)),
      row('ROW-4', column('COLUMN-1', 3, row('ROW-in', markdown('MARKDOWN-a', 2)))),
      header('HEADER-1'),
    ),
  ),
);

describe('moveComponent within a container', () => {
  it('reorders children, the destination index counting after the move', () => {
    const layout = applied(moveComponent(gridLayout, { source: { id: 'ROW-1', index: 0 }, destination: { id: 'ROW-1', index: 2 }, dragging: { id: 'CHART-a' } }));
    expect(childrenOf(layout, 'ROW-1')).toEqual(['CHART-b', 'CHART-c', 'CHART-a']);
    expect(layout['CHART-a']!.meta.width).toBe(4);
    expect(childrenOf(gridLayout, 'ROW-1')).toEqual(['CHART-a', 'CHART-b', 'CHART-c']);
  });

  it('returns the same layout when the component does not move', () => {
    const result = moveComponent(gridLayout, { source: { id: 'ROW-1', index: 1 }, destination: { id: 'ROW-1', index: 1 }, dragging: { id: 'CHART-b' } });
    expect(result).toEqual({ ok: true, layout: gridLayout });
    expect(applied(result)).toBe(gridLayout);
  });

  it('clamps an index past the end to the last place', () => {
    const layout = applied(moveComponent(gridLayout, { source: { id: 'ROW-1', index: 0 }, destination: { id: 'ROW-1', index: 99 }, dragging: { id: 'CHART-a' } }));
    expect(childrenOf(layout, 'ROW-1')).toEqual(['CHART-b', 'CHART-c', 'CHART-a']);
  });
});

describe('moveComponent between rows and columns', () => {
  it('keeps the width when the destination row has room, and updates parents', () => {
    const layout = applied(moveComponent(gridLayout, { source: { id: 'ROW-1', index: 0 }, destination: { id: 'ROW-2', index: 0 }, dragging: { id: 'CHART-a', type: 'CHART' } }));
    expect(childrenOf(layout, 'ROW-2')).toEqual(['CHART-a', 'CHART-d']);
    expect(childrenOf(layout, 'ROW-1')).toEqual(['CHART-b', 'CHART-c']);
    expect(layout['CHART-a']!.meta.width).toBe(4);
    expect(layout['CHART-a']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-2']);
  });

  it('shrinks the component to the free columns of the destination row', () => {
    const layout = applied(moveComponent(gridLayout, { source: { id: 'ROW-2', index: 0 }, destination: { id: 'ROW-3', index: 1 }, dragging: { id: 'CHART-d' } }));
    expect(childrenOf(layout, 'ROW-3')).toEqual(['CHART-e', 'CHART-d']);
    expect(layout['CHART-d']!.meta.width).toBe(2);
  });

  it('refuses a row without room with the insufficient-space message', () => {
    const result = moveComponent(gridLayout, { source: { id: 'ROW-2', index: 0 }, destination: { id: 'ROW-1', index: 0 }, dragging: { id: 'CHART-d' } });
    expect(result).toEqual({ ok: false, error: 'INSUFFICIENT_SPACE', message: INSUFFICIENT_SPACE });
  });

  it('fits a chart moved into a column to the column’s width', () => {
    const layout = applied(moveComponent(gridLayout, { source: { id: 'ROW-2', index: 0 }, destination: { id: 'COLUMN-1', index: 1 }, dragging: { id: 'CHART-d' } }));
    expect(childrenOf(layout, 'COLUMN-1')).toEqual(['ROW-in', 'CHART-d']);
    expect(layout['CHART-d']!.meta.width).toBe(3);
    expect(layout['CHART-d']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-4', 'COLUMN-1']);
  });

  it('moves a column with everything under it', () => {
    const layout = applied(moveComponent(gridLayout, { source: { id: 'ROW-4', index: 0 }, destination: { id: 'ROW-2', index: 1 }, dragging: { id: 'COLUMN-1' } }));
    expect(childrenOf(layout, 'ROW-2')).toEqual(['CHART-d', 'COLUMN-1']);
    expect(layout['MARKDOWN-a']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-2', 'COLUMN-1', 'ROW-in']);
    expect(layout['ROW-4']).toBeUndefined();
    expect(childrenOf(layout, 'GRID_ID')).not.toContain('ROW-4');
  });

  it('shrinks a column no narrower than its widest row, else refuses the move', () => {
    const layout = applied(moveComponent(gridLayout, { source: { id: 'ROW-4', index: 0 }, destination: { id: 'ROW-3', index: 0 }, dragging: { id: 'COLUMN-1' } }));
    expect(layout['COLUMN-1']!.meta.width).toBe(2);
    const narrow = { ...gridLayout, 'CHART-e': { ...gridLayout['CHART-e']!, meta: { ...gridLayout['CHART-e']!.meta, width: 11 } } };
    const result = moveComponent(narrow, { source: { id: 'ROW-4', index: 0 }, destination: { id: 'ROW-3', index: 0 }, dragging: { id: 'COLUMN-1' } });
    expect(result.ok ? null : result.error).toBe('INSUFFICIENT_SPACE');
  });
});

describe('moveComponent onto the grid or a tab', () => {
  it('wraps a chart dropped on the grid in a new row and deletes the row it left empty', () => {
    const layout = applied(
      moveComponent(gridLayout, { source: { id: 'ROW-2', index: 0 }, destination: { id: 'GRID_ID', index: 0 }, dragging: { id: 'CHART-d' } }, counterIdSource()),
    );
    expect(childrenOf(layout, 'GRID_ID')).toEqual(['ROW-n1', 'ROW-1', 'ROW-3', 'ROW-4', 'HEADER-1']);
    expect(layout['ROW-2']).toBeUndefined();
    expect(layout['ROW-n1']).toEqual({ id: 'ROW-n1', type: 'ROW', children: ['CHART-d'], parents: ['ROOT_ID', 'GRID_ID'], meta: { background: 'BACKGROUND_TRANSPARENT' } });
    expect(layout['CHART-d']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-n1']);
    expect(layout['CHART-d']!.meta.width).toBe(6);
  });

  it('keeps the source row when it still holds something', () => {
    const layout = applied(moveComponent(gridLayout, { source: { id: 'ROW-1', index: 2 }, destination: { id: 'GRID_ID', index: 5 }, dragging: { id: 'CHART-c' } }, counterIdSource()));
    expect(childrenOf(layout, 'ROW-1')).toEqual(['CHART-a', 'CHART-b']);
    expect(childrenOf(layout, 'GRID_ID').at(-1)).toBe('ROW-n1');
  });

  it('wraps a chart dropped on a tab, and does not wrap a header or a row', () => {
    const layout = layoutOf(grid(row('ROW-1', chart('CHART-a', 1)), header('HEADER-1'), row('ROW-2'), tabs('TABS-1', tab('TAB-1'))));
    const wrapped = applied(moveComponent(layout, { source: { id: 'ROW-1', index: 0 }, destination: { id: 'TAB-1', index: 0 }, dragging: { id: 'CHART-a' } }, counterIdSource()));
    expect(childrenOf(wrapped, 'TAB-1')).toEqual(['ROW-n1']);
    expect(wrapped['CHART-a']!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'TABS-1', 'TAB-1', 'ROW-n1']);
    const moved = applied(moveComponent(wrapped, { source: { id: 'GRID_ID', index: 0 }, destination: { id: 'TAB-1', index: 1 }, dragging: { id: 'HEADER-1' } }));
    expect(childrenOf(moved, 'TAB-1')).toEqual(['ROW-n1', 'HEADER-1']);
    const rowMoved = applied(moveComponent(moved, { source: { id: 'GRID_ID', index: 0 }, destination: { id: 'TAB-1', index: 0 }, dragging: { id: 'ROW-2' } }));
    expect(childrenOf(rowMoved, 'TAB-1')).toEqual(['ROW-2', 'ROW-n1', 'HEADER-1']);
  });
});

describe('moveComponent drop rules', () => {
  it('refuses a child the destination does not accept', () => {
    const layout = layoutOf(grid(row('ROW-1', chart('CHART-a', 1)), row('ROW-2'), tabs('TABS-1', tab('TAB-1'))));
    const refusals = [
      moveComponent(layout, { source: { id: 'GRID_ID', index: 1 }, destination: { id: 'ROW-1', index: 0 }, dragging: { id: 'ROW-2' } }),
      moveComponent(layout, { source: { id: 'ROW-1', index: 0 }, destination: { id: 'TABS-1', index: 0 }, dragging: { id: 'CHART-a' } }),
      moveComponent(layout, { source: { id: 'TABS-1', index: 0 }, destination: { id: 'GRID_ID', index: 0 }, dragging: { id: 'TAB-1' } }),
      moveComponent(layout, { source: { id: 'ROW-1', index: 0 }, destination: { id: 'ROOT_ID', index: 0 }, dragging: { id: 'CHART-a' } }),
    ];
    for (const result of refusals) expect(result).toEqual({ ok: false, error: 'INVALID_DROP', message: 'This component cannot be placed here.' });
  });

  it('applies the depth limits: a column three levels down takes no row', () => {
    const layout = layoutOf(grid(row('ROW-1', column('COLUMN-1', 6, row('ROW-2', column('COLUMN-2', 3)))), row('ROW-3')));
    expect(moveComponent(layout, { source: { id: 'GRID_ID', index: 1 }, destination: { id: 'COLUMN-1', index: 0 }, dragging: { id: 'ROW-3' } }).ok).toBe(true);
    const deep = moveComponent(layout, { source: { id: 'GRID_ID', index: 1 }, destination: { id: 'COLUMN-2', index: 0 }, dragging: { id: 'ROW-3' } });
    expect(deep.ok ? null : deep.error).toBe('INVALID_DROP');
  });

  it('refuses a destination outside the tree, such as the grid hidden by top-level tabs', () => {
    const layout = layoutOf(tabs('TABS-top', tab('TAB-a', row('ROW-1', chart('CHART-a', 1)))), [grid()]);
    const result = moveComponent(layout, { source: { id: 'TAB-a', index: 0 }, destination: { id: 'GRID_ID', index: 0 }, dragging: { id: 'ROW-1' } });
    expect(result.ok ? null : result.error).toBe('INVALID_DROP');
  });

  it('refuses moving a component into itself or its own content', () => {
    const result = moveComponent(gridLayout, { source: { id: 'ROW-4', index: 0 }, destination: { id: 'ROW-in', index: 0 }, dragging: { id: 'COLUMN-1' } });
    expect(result.ok ? null : result.error).toBe('INVALID_DROP');
  });

  it('refuses unknown components and a dragged component that is not in the source', () => {
    const cases = [
      { source: { id: 'nope', index: 0 }, destination: { id: 'ROW-1', index: 0 }, dragging: { id: 'CHART-a' } },
      { source: { id: 'ROW-1', index: 0 }, destination: { id: 'nope', index: 0 }, dragging: { id: 'CHART-a' } },
      { source: { id: 'ROW-1', index: 0 }, destination: { id: 'ROW-2', index: 0 }, dragging: { id: 'nope' } },
      { source: { id: 'ROW-2', index: 0 }, destination: { id: 'ROW-3', index: 0 }, dragging: { id: 'CHART-a' } },
    ];
    for (const request of cases) {
      expect(moveComponent(gridLayout, request)).toEqual({ ok: false, error: 'COMPONENT_NOT_FOUND', message: 'This component is no longer part of the dashboard layout.' });
    }
  });

  it('trusts the dragged id over a stale source index', () => {
    const layout = applied(moveComponent(gridLayout, { source: { id: 'ROW-1', index: 0 }, destination: { id: 'ROW-2', index: 1 }, dragging: { id: 'CHART-c' } }));
    expect(childrenOf(layout, 'ROW-1')).toEqual(['CHART-a', 'CHART-b']);
    expect(childrenOf(layout, 'ROW-2')).toEqual(['CHART-d', 'CHART-c']);
  });
});

describe('moveComponent with tabs', () => {
  const tabbed = deepFreeze(
    layoutOf(
      tabs(
        'TABS-top',
        tab('TAB-a', row('ROW-1', chart('CHART-a', 1)), tabs('TABS-in', tab('TAB-in', row('ROW-2')))),
        tab('TAB-b', tabs('TABS-solo', tab('TAB-solo', row('ROW-3')))),
      ),
    ),
  );

  it('refuses moving a top-level tab into nested tabs', () => {
    const result = moveComponent(tabbed, { source: { id: 'TABS-top', index: 1 }, destination: { id: 'TABS-in', index: 0 }, dragging: { id: 'TAB-b', type: 'TAB' } });
    expect(result).toEqual({ ok: false, error: 'NESTED_TAB_MOVE', message: 'Can not move top level tab into nested tabs' });
  });

  it('reorders top-level tabs', () => {
    const layout = applied(moveComponent(tabbed, { source: { id: 'TABS-top', index: 1 }, destination: { id: 'TABS-top', index: 0 }, dragging: { id: 'TAB-b' } }));
    expect(childrenOf(layout, 'TABS-top')).toEqual(['TAB-b', 'TAB-a']);
  });

  it('lets a nested tab become a top-level tab, deleting the tabs it leaves empty', () => {
    const layout = applied(moveComponent(tabbed, { source: { id: 'TABS-solo', index: 0 }, destination: { id: 'TABS-top', index: 2 }, dragging: { id: 'TAB-solo' } }));
    expect(childrenOf(layout, 'TABS-top')).toEqual(['TAB-a', 'TAB-b', 'TAB-solo']);
    expect(layout['TABS-solo']).toBeUndefined();
    expect(childrenOf(layout, 'TAB-b')).toEqual([]);
    expect(layout['ROW-3']!.parents).toEqual(['ROOT_ID', 'TABS-top', 'TAB-solo']);
  });

  it('moves a nested tab between nested tabs', () => {
    const layout = applied(moveComponent(tabbed, { source: { id: 'TABS-solo', index: 0 }, destination: { id: 'TABS-in', index: 1 }, dragging: { id: 'TAB-solo' } }));
    expect(childrenOf(layout, 'TABS-in')).toEqual(['TAB-in', 'TAB-solo']);
    expect(layout['TABS-solo']).toBeUndefined();
  });

  it('turns tabs dropped on the root into the top-level tabs, taking in the grid’s content', () => {
    const layout = layoutOf(grid(row('ROW-1', chart('CHART-a', 1)), tabs('TABS-1', tab('TAB-1', row('ROW-2')), tab('TAB-2')), row('ROW-3')));
    const promoted = applied(moveComponent(layout, { source: { id: 'GRID_ID', index: 1 }, destination: { id: 'ROOT_ID', index: 0 }, dragging: { id: 'TABS-1' } }));
    expect(childrenOf(promoted, 'ROOT_ID')).toEqual(['TABS-1']);
    expect(childrenOf(promoted, 'TAB-1')).toEqual(['ROW-2', 'ROW-1', 'ROW-3']);
    expect(childrenOf(promoted, 'GRID_ID')).toEqual([]);
    expect(promoted['CHART-a']!.parents).toEqual(['ROOT_ID', 'TABS-1', 'TAB-1', 'ROW-1']);
  });

  it('refuses tabs on the root when there are top-level tabs already', () => {
    const result = moveComponent(tabbed, { source: { id: 'TAB-a', index: 1 }, destination: { id: 'ROOT_ID', index: 0 }, dragging: { id: 'TABS-in' } });
    expect(result.ok ? null : result.error).toBe('INVALID_DROP');
  });
});
