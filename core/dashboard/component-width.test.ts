import { describe, expect, it } from 'vitest';
import {
  availableColumnCount,
  getContainerWidth,
  getMinimumWidth,
  getOccupiedWidth,
  getWidthAfterDrop,
  getWidthBounds,
} from './component-width.js';
import { newComponent } from './new-component.js';
import { NEW_COMPONENTS_SOURCE_ID } from './layout-constants.js';
import { chart, column, grid, header, layoutOf, markdown, row, tab, tabs } from './test-fixtures.js';

const layout = layoutOf(
  grid(
    row('ROW-full', chart('CHART-a', 1, 4), chart('CHART-b', 2, 4), markdown('MARKDOWN-a', 4)),
    row('ROW-half', chart('CHART-c', 3, 6), column('COLUMN-1', 5, row('ROW-in', chart('CHART-d', 4, 2), chart('CHART-e', 5, 1)), chart('CHART-f', 6, 3))),
    row('ROW-empty'),
    header('HEADER-1'),
    tabs('TABS-1', tab('TAB-1')),
  ),
);

describe('row and column widths', () => {
  it('adds up the widths of a row’s children', () => {
    expect(getOccupiedWidth(layout, 'ROW-full')).toBe(12);
    expect(getOccupiedWidth(layout, 'ROW-half')).toBe(11);
    expect(getOccupiedWidth(layout, 'ROW-empty')).toBe(0);
  });

  it('gives a row the grid’s 12 columns, or its column’s width inside a column', () => {
    expect(getContainerWidth(layout, 'ROW-full')).toBe(12);
    expect(getContainerWidth(layout, 'ROW-in')).toBe(5);
    expect(getContainerWidth(layout, 'COLUMN-1')).toBe(5);
    expect(getContainerWidth(layout, 'GRID_ID')).toBe(12);
  });
});

describe('availableColumnCount', () => {
  it('is what a row leaves free', () => {
    expect(availableColumnCount(layout, 'ROW-full')).toBe(0);
    expect(availableColumnCount(layout, 'ROW-half')).toBe(1);
    expect(availableColumnCount(layout, 'ROW-empty')).toBe(12);
    expect(availableColumnCount(layout, 'ROW-in')).toBe(2);
  });

  it('never goes below 0 for an over-full row', () => {
    const over = { ...layout, 'CHART-a': { ...layout['CHART-a']!, meta: { ...layout['CHART-a']!.meta, width: 8 } } };
    expect(availableColumnCount(over, 'ROW-full')).toBe(0);
  });

  it('is a column’s width, 12 on the grid and tabs, 0 for components without children widths', () => {
    expect(availableColumnCount(layout, 'COLUMN-1')).toBe(5);
    expect(availableColumnCount(layout, 'GRID_ID')).toBe(12);
    expect(availableColumnCount(layout, 'TAB-1')).toBe(12);
    expect(availableColumnCount(layout, 'CHART-a')).toBe(0);
    expect(availableColumnCount(layout, 'nope')).toBe(0);
  });
});

describe('getMinimumWidth', () => {
  it('keeps a column as wide as its widest row, and lets anything else shrink to 1', () => {
    expect(getMinimumWidth(layout, layout['COLUMN-1']!)).toBe(3);
    expect(getMinimumWidth(layout, newComponent('COLUMN'))).toBe(1);
    expect(getMinimumWidth(layout, layout['CHART-a']!)).toBe(1);
  });
});

describe('getWidthBounds', () => {
  it('lets a component in a row grow into the row’s free columns', () => {
    expect(getWidthBounds(layout, 'CHART-c')).toEqual({ minWidth: 1, maxWidth: 7 });
    expect(getWidthBounds(layout, 'CHART-a')).toEqual({ minWidth: 1, maxWidth: 4 });
    expect(getWidthBounds(layout, 'COLUMN-1')).toEqual({ minWidth: 3, maxWidth: 6 });
  });

  it('bounds a component in a column by the column’s width, elsewhere by 12', () => {
    expect(getWidthBounds(layout, 'CHART-f')).toEqual({ minWidth: 1, maxWidth: 5 });
    const loose = layoutOf(grid(chart('CHART-x', 4)));
    expect(getWidthBounds(loose, 'CHART-x')).toEqual({ minWidth: 1, maxWidth: 12 });
  });

  it('is undefined for components without a width', () => {
    expect(getWidthBounds(layout, 'HEADER-1')).toBeUndefined();
    expect(getWidthBounds(layout, 'ROW-full')).toBeUndefined();
    expect(getWidthBounds(layout, 'nope')).toBeUndefined();
  });
});

describe('getWidthAfterDrop', () => {
  it('keeps the width within the same container and on the grid or a tab', () => {
    expect(getWidthAfterDrop(layout, layout['CHART-a']!, 'ROW-full', 'ROW-full')).toBe(4);
    expect(getWidthAfterDrop(layout, layout['CHART-c']!, 'ROW-half', 'GRID_ID')).toBe(6);
    expect(getWidthAfterDrop(layout, layout['CHART-c']!, 'ROW-half', 'TAB-1')).toBe(6);
  });

  it('keeps the width when the row has room', () => {
    expect(getWidthAfterDrop(layout, layout['CHART-a']!, 'ROW-full', 'ROW-empty')).toBe(4);
  });

  it('shrinks to the free columns when they are enough for the minimum', () => {
    expect(getWidthAfterDrop(layout, layout['CHART-a']!, 'ROW-full', 'ROW-half')).toBe(1);
    expect(getWidthAfterDrop(layout, layout['CHART-c']!, 'ROW-half', 'ROW-in')).toBe(2);
    expect(getWidthAfterDrop(layout, layout['CHART-c']!, 'ROW-half', 'COLUMN-1')).toBe(5);
  });

  it('is null when the destination has no room', () => {
    expect(getWidthAfterDrop(layout, layout['CHART-c']!, 'ROW-half', 'ROW-full')).toBeNull();
    expect(getWidthAfterDrop(layout, layout['COLUMN-1']!, 'ROW-half', 'ROW-in')).toBeNull();
  });

  it('sizes a new component from its default width', () => {
    expect(getWidthAfterDrop(layout, newComponent('MARKDOWN'), NEW_COMPONENTS_SOURCE_ID, 'ROW-empty')).toBe(4);
    expect(getWidthAfterDrop(layout, newComponent('CHART'), NEW_COMPONENTS_SOURCE_ID, 'ROW-half')).toBe(1);
  });

  it('is undefined for components without a width', () => {
    expect(getWidthAfterDrop(layout, layout['HEADER-1']!, 'GRID_ID', 'COLUMN-1')).toBeUndefined();
    expect(getWidthAfterDrop(layout, newComponent('DIVIDER'), NEW_COMPONENTS_SOURCE_ID, 'COLUMN-1')).toBeUndefined();
  });
});
