import { hasResizableHeight, hasResizableWidth } from './component-types.js';
import { getWidthBounds } from './component-width.js';
import type { LayoutMap } from './layout-component.js';
import { GRID_MIN_ROW_UNITS } from './layout-constants.js';
import { type LayoutResult, layoutEdit, layoutRefusal } from './layout-result.js';

/** A new size; a side left out (or not a finite number) keeps its value. */
export interface ComponentSize {
  /** Width in grid columns. */
  width?: number;
  /** Height in grid units. */
  height?: number;
}

/**
 * Resizes a chart, markdown, column or dynamic component on the 12-column grid. Sizes are rounded
 * to whole units; the width is clamped to `getWidthBounds` (at least 1, or a column's widest row;
 * at most its width plus what its row leaves free, its column's width, or 12), the height to at
 * least 5 units.
 * Columns have no height of their own, so theirs is ignored. The layout comes back unchanged when
 * the size does not change.
 *
 * @example
 * ```ts
 * resizeComponent(layout, 'CHART-a', { width: 6, height: 60 });
 * ```
 */
export function resizeComponent(layout: LayoutMap, id: string, size: ComponentSize): LayoutResult {
  const component = layout[id];
  if (!component) return layoutRefusal('COMPONENT_NOT_FOUND');
  if (!hasResizableWidth(component.type)) return layoutRefusal('NOT_RESIZABLE');
  let { width, height } = component.meta;

  if (size.width !== undefined && Number.isFinite(size.width)) {
    const { minWidth, maxWidth } = getWidthBounds(layout, id)!;
    // No width fits when a column's rows are wider than the room it has: leave it as it is.
    if (minWidth <= maxWidth) width = Math.min(maxWidth, Math.max(minWidth, Math.round(size.width)));
  }
  if (size.height !== undefined && Number.isFinite(size.height) && hasResizableHeight(component.type)) {
    height = Math.max(GRID_MIN_ROW_UNITS, Math.round(size.height));
  }
  if (width === component.meta.width && height === component.meta.height) return layoutEdit(layout);
  const meta = { ...component.meta, width };
  if (height !== undefined) meta.height = height;
  return layoutEdit({ ...layout, [id]: { ...component, meta } });
}
