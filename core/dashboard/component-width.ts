import { hasResizableWidth } from './component-types.js';
import { findParentId } from './find-parent.js';
import type { LayoutComponent, LayoutMap } from './layout-component.js';
import { GRID_COLUMN_COUNT, GRID_DEFAULT_CHART_WIDTH, GRID_MIN_COLUMN_COUNT } from './layout-constants.js';

function widthOf(component: LayoutComponent | undefined): number {
  const width = component?.meta.width;
  return typeof width === 'number' && Number.isFinite(width) ? width : 0;
}

/** The columns taken by the children of a component: the sum of their widths. */
export function getOccupiedWidth(layout: LayoutMap, id: string): number {
  return (layout[id]?.children ?? []).reduce((sum, childId) => sum + widthOf(layout[childId]), 0);
}

/**
 * The columns a component's children may spread over: a row spans its column's width when it is in
 * a column and the whole grid otherwise; a column offers its own width; the grid and tabs offer
 * the whole grid.
 */
export function getContainerWidth(layout: LayoutMap, id: string): number {
  const component = layout[id];
  if (component?.type === 'COLUMN') return widthOf(component) || GRID_DEFAULT_CHART_WIDTH;
  if (component?.type === 'ROW') {
    const parentId = findParentId(layout, id);
    const parent = parentId === undefined ? undefined : layout[parentId];
    if (parent?.type === 'COLUMN') return widthOf(parent) || GRID_DEFAULT_CHART_WIDTH;
  }
  return GRID_COLUMN_COUNT;
}

/**
 * The free columns of a container: for a row, its width less its children's widths (never below
 * 0); for a column, its width (its children stack vertically); for the grid or a tab, 12; 0 for a
 * component that holds no resizable children.
 *
 * @example
 * ```ts
 * availableColumnCount(layout, 'ROW-1'); // 4 when the row holds two 4-wide charts
 * ```
 */
export function availableColumnCount(layout: LayoutMap, id: string): number {
  const component = layout[id];
  switch (component?.type) {
    case 'ROW':
      return Math.max(0, getContainerWidth(layout, id) - getOccupiedWidth(layout, id));
    case 'COLUMN':
    case 'GRID':
    case 'TAB':
      return getContainerWidth(layout, id);
    default:
      return 0;
  }
}

/**
 * The narrowest a component may become: a column must stay as wide as its widest row; other
 * resizable components may shrink to one column.
 */
export function getMinimumWidth(layout: LayoutMap, component: LayoutComponent): number {
  if (component.type !== 'COLUMN') return GRID_MIN_COLUMN_COUNT;
  let minimum = GRID_MIN_COLUMN_COUNT;
  for (const childId of component.children) {
    if (layout[childId]?.type === 'ROW') minimum = Math.max(minimum, getOccupiedWidth(layout, childId));
  }
  return minimum;
}

/** Range of widths a resizable component may take where it is now. */
export interface WidthBounds {
  minWidth: number;
  maxWidth: number;
}

/**
 * How narrow and how wide a component may be resized: in a row, up to its width plus the row's
 * free columns; in a column, up to the column's width; elsewhere up to 12. `undefined` for a
 * component without a resizable width.
 */
export function getWidthBounds(layout: LayoutMap, id: string): WidthBounds | undefined {
  const component = layout[id];
  if (!component || !hasResizableWidth(component.type)) return undefined;
  const parentId = findParentId(layout, id);
  const parent = parentId === undefined ? undefined : layout[parentId];
  let maxWidth = GRID_COLUMN_COUNT;
  if (parent?.type === 'ROW') maxWidth = widthOf(component) + availableColumnCount(layout, parent.id);
  else if (parent?.type === 'COLUMN') maxWidth = getContainerWidth(layout, parent.id);
  return { minWidth: getMinimumWidth(layout, component), maxWidth: Math.min(GRID_COLUMN_COUNT, maxWidth) };
}

/**
 * The width a component gets when dropped into `destinationId` coming from `sourceId`: unchanged
 * within the same container or when dropped on the grid or a tab; otherwise its width if the
 * destination has room for it, else the destination's free columns if that is at least its
 * minimum width. `null` when it does not fit (the drop is refused with the insufficient-space
 * message); `undefined` for a component without a width.
 */
export function getWidthAfterDrop(
  layout: LayoutMap,
  component: LayoutComponent,
  sourceId: string,
  destinationId: string,
): number | null | undefined {
  if (!hasResizableWidth(component.type)) return undefined;
  const width = widthOf(component) || GRID_DEFAULT_CHART_WIDTH;
  const destination = layout[destinationId];
  if (sourceId === destinationId || !destination) return width;
  let capacity: number;
  if (destination.type === 'ROW') capacity = getContainerWidth(layout, destinationId) - getOccupiedWidth(layout, destinationId);
  else if (destination.type === 'COLUMN') capacity = getContainerWidth(layout, destinationId);
  else return width;
  if (capacity >= width) return width;
  if (capacity >= getMinimumWidth(layout, component)) return capacity;
  return null;
}
