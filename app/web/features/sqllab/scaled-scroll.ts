/**
 * Browsers cap an element's height (Chrome ~33.5M px, Firefox ~17.9M px, Safari lower), so a grid
 * of a million 30 px rows cannot be a spacer of its real height. The grid's spacer is at most this
 * tall, and a scroll position maps linearly onto the real ("virtual") position.
 */
export const MAX_SCROLL_HEIGHT_PX = 8_000_000;

/** The sizes scaled scrolling works with. */
export interface ScrollGeometry {
  rowCount: number;
  rowHeight: number;
  /** Height of the visible rows' area (below any sticky header). */
  viewportHeight: number;
  /** Cap of the spacer's height; defaults to {@link MAX_SCROLL_HEIGHT_PX}. */
  maxScrollHeight?: number;
}

/** The rows to draw and where the first one goes. */
export interface VisibleRows {
  /** First row index drawn (inclusive). */
  start: number;
  /** One past the last row index drawn. */
  end: number;
  /** Top of row `start`, in px from the top of the viewport (zero or negative). */
  offset: number;
  /** The virtual scroll position (px into the real, unscaled list). */
  virtualTop: number;
}

/** Real height of all rows. */
export function contentHeight({ rowCount, rowHeight }: ScrollGeometry): number {
  return Math.max(0, rowCount) * rowHeight;
}

/** Height of the spacer that scrolls: the real height, capped. */
export function scrollHeight(geometry: ScrollGeometry): number {
  return Math.min(contentHeight(geometry), geometry.maxScrollHeight ?? MAX_SCROLL_HEIGHT_PX);
}

/** How many virtual px one scrolled px stands for (1 when no scaling is needed). */
export function scrollScale(geometry: ScrollGeometry): number {
  const realRange = contentHeight(geometry) - geometry.viewportHeight;
  const scrollRange = scrollHeight(geometry) - geometry.viewportHeight;
  return realRange <= 0 || scrollRange <= 0 ? 1 : realRange / scrollRange;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The virtual position of a scroll position: both ranges' ends meet, so the last row is reachable. */
export function virtualScrollTop(scrollTop: number, geometry: ScrollGeometry): number {
  const realRange = Math.max(0, contentHeight(geometry) - geometry.viewportHeight);
  return clamp(scrollTop * scrollScale(geometry), 0, realRange);
}

/** The scroll position that shows the virtual position `virtualTop` (inverse of {@link virtualScrollTop}). */
export function scrollTopForVirtual(virtualTop: number, geometry: ScrollGeometry): number {
  const scrollRange = Math.max(0, scrollHeight(geometry) - geometry.viewportHeight);
  return clamp(virtualTop / scrollScale(geometry), 0, scrollRange);
}

/** The scroll position that brings row `row` to the top of the viewport. */
export function scrollTopForRow(row: number, geometry: ScrollGeometry): number {
  return scrollTopForVirtual(clamp(row, 0, Math.max(0, geometry.rowCount - 1)) * geometry.rowHeight, geometry);
}

/**
 * The rows visible at `scrollTop` (plus `overscan` rows each side) and the offset of the first.
 *
 * @example
 * ```ts
 * const { start, end, offset } = visibleRows(element.scrollTop, { rowCount: 1_000_000, rowHeight: 30, viewportHeight: 600 });
 * // draw rows start..end-1, row i at top = offset + (i - start) * 30
 * ```
 */
export function visibleRows(scrollTop: number, geometry: ScrollGeometry, overscan = 0): VisibleRows {
  const { rowCount, rowHeight, viewportHeight } = geometry;
  const virtualTop = virtualScrollTop(scrollTop, geometry);
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0, offset: 0, virtualTop };
  const first = Math.floor(virtualTop / rowHeight);
  const last = Math.ceil((virtualTop + Math.max(0, viewportHeight)) / rowHeight);
  const start = clamp(first - overscan, 0, rowCount);
  const end = clamp(last + overscan, start, rowCount);
  return { start, end, offset: start * rowHeight - virtualTop, virtualTop };
}
