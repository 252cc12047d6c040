import { describe, expect, it } from 'vitest';
import { LayoutMessage } from '@core/dashboard/index.js';
import { chart, grid, header, layoutOf, row, tab, tabs } from '@core/dashboard/test-fixtures.js';
import { type Box, type LayoutGeometry, insertionIndex, orientationOf, resolveDrop } from './drop-location';

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });

/** Boxes by id; a container's box is its own unless given. */
function geometry(items: Record<string, Box>, containers: Record<string, Box> = {}): LayoutGeometry {
  return { itemBox: (id) => items[id], containerBox: (id) => containers[id] ?? items[id] };
}

// A grid with a full row (three 4-wide charts), a header, and a row with one chart.
const layout = layoutOf(grid(row('ROW-1', chart('CHART-a', 1), chart('CHART-b', 2)), header('HEADER-h'), row('ROW-2', chart('CHART-c', 3, 12))));
const drawn = geometry({
  GRID_ID: box(0, 0, 1200, 900),
  'ROW-1': box(0, 0, 1200, 400),
  'CHART-a': box(0, 0, 400, 400),
  'CHART-b': box(416, 0, 816, 400),
  'HEADER-h': box(0, 416, 1200, 460),
  'ROW-2': box(0, 476, 1200, 876),
  'CHART-c': box(0, 476, 1200, 876),
});

describe('insertionIndex', () => {
  const boxes = [box(0, 0, 100, 10), box(120, 0, 220, 10)];
  it('inserts before the first child whose middle lies past the pointer', () => {
    expect(insertionIndex(boxes, { x: 10, y: 5 }, 'horizontal')).toBe(0);
    expect(insertionIndex(boxes, { x: 60, y: 5 }, 'horizontal')).toBe(1);
    expect(insertionIndex(boxes, { x: 500, y: 5 }, 'horizontal')).toBe(2);
    expect(insertionIndex([], { x: 0, y: 0 }, 'vertical')).toBe(0);
  });

  it('lays rows and tab bars out horizontally, the rest vertically', () => {
    expect(orientationOf('ROW')).toBe('horizontal');
    expect(orientationOf('TABS')).toBe('horizontal');
    expect(orientationOf('GRID')).toBe('vertical');
    expect(orientationOf('COLUMN')).toBe('vertical');
  });
});

describe('resolveDrop', () => {
  it('drops a new chart into a row at the gap nearest the pointer', () => {
    const resolved = resolveDrop(layout, 'ROW-1', { x: 1000, y: 200 }, drawn, { kind: 'new', type: 'CHART', meta: { chartId: 9 } });
    expect(resolved?.valid).toBe(true);
    expect(resolved?.drop.destination).toEqual({ id: 'ROW-1', index: 2 });
    expect(resolved?.drop.source.id).toBe('NEW_COMPONENTS_SOURCE_ID');
    expect(resolved?.orientation).toBe('horizontal');
    expect(resolved?.indicator.left).toBeGreaterThan(816);
  });

  it('goes beside the row, into the grid, near the row’s top edge', () => {
    const resolved = resolveDrop(layout, 'ROW-1', { x: 200, y: 3 }, drawn, { kind: 'new', type: 'CHART', meta: { chartId: 9 } });
    expect(resolved?.drop.destination).toEqual({ id: 'GRID_ID', index: 0 });
    expect(resolved?.valid).toBe(true);
    expect(resolved?.orientation).toBe('vertical');
  });

  it('passes a header dropped on a row to the grid, before or after the row', () => {
    const below = resolveDrop(layout, 'ROW-1', { x: 200, y: 300 }, drawn, { kind: 'new', type: 'HEADER' });
    expect(below?.drop.destination).toEqual({ id: 'GRID_ID', index: 1 });
    const above = resolveDrop(layout, 'ROW-1', { x: 200, y: 100 }, drawn, { kind: 'new', type: 'HEADER' });
    expect(above?.drop.destination).toEqual({ id: 'GRID_ID', index: 0 });
  });

  it('counts the index of a move within the same row after taking the component out', () => {
    const resolved = resolveDrop(layout, 'ROW-1', { x: 800, y: 200 }, drawn, { kind: 'existing', id: 'CHART-a', type: 'CHART' });
    expect(resolved?.drop).toEqual({ source: { id: 'ROW-1', index: 0 }, destination: { id: 'ROW-1', index: 1 }, dragging: { id: 'CHART-a', type: 'CHART' } });
    expect(resolved?.valid).toBe(true);
  });

  it('marks a drop back where the component is as changing nothing', () => {
    const resolved = resolveDrop(layout, 'ROW-1', { x: 100, y: 200 }, drawn, { kind: 'existing', id: 'CHART-a', type: 'CHART' });
    expect(resolved?.valid).toBe(false);
    expect(resolved?.message).toBeUndefined();
  });

  it('keeps the refusal message of a row without room', () => {
    const full = layoutOf(grid(row('ROW-1', chart('CHART-a', 1), chart('CHART-b', 2), chart('CHART-d', 4))));
    const geometryOfFull = geometry({ GRID_ID: box(0, 0, 1200, 400), 'ROW-1': box(0, 0, 1200, 400), 'CHART-a': box(0, 0, 400, 400), 'CHART-b': box(400, 0, 800, 400), 'CHART-d': box(800, 0, 1200, 400) });
    const resolved = resolveDrop(full, 'ROW-1', { x: 600, y: 200 }, geometryOfFull, { kind: 'new', type: 'CHART', meta: { chartId: 9 } });
    expect(resolved?.valid).toBe(false);
    expect(resolved?.message).toBe(LayoutMessage.INSUFFICIENT_SPACE);
  });

  it('refuses a top-level tab dropped into nested tabs, with its message', () => {
    const tabbed = layoutOf(tabs('TABS-top', tab('TAB-1', tabs('TABS-n', tab('TAB-n1'))), tab('TAB-2')));
    const tabGeometry = geometry(
      { 'TABS-top': box(0, 0, 1200, 900), 'TAB-1': box(0, 0, 100, 40), 'TAB-2': box(100, 0, 200, 40), 'TABS-n': box(0, 60, 1200, 600), 'TAB-n1': box(0, 60, 100, 100) },
      { 'TABS-top': box(0, 0, 1200, 40), 'TAB-1': box(0, 40, 1200, 900), 'TABS-n': box(0, 60, 1200, 100), 'TAB-n1': box(0, 100, 1200, 600) },
    );
    const resolved = resolveDrop(tabbed, 'TABS-n', { x: 150, y: 80 }, tabGeometry, { kind: 'existing', id: 'TAB-2', type: 'TAB' });
    expect(resolved?.drop.destination.id).toBe('TABS-n');
    expect(resolved?.valid).toBe(false);
    expect(resolved?.message).toBe(LayoutMessage.NESTED_TAB_MOVE);
  });

  it('answers null when no container up to the root takes the component', () => {
    expect(resolveDrop(layout, 'ROW-2', { x: 600, y: 600 }, drawn, { kind: 'existing', id: 'CHART-a', type: 'TAB' })).toBeNull();
  });
});
