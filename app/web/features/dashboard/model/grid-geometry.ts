import { GRID_BASE_UNIT, GRID_COLUMN_COUNT, GRID_MIN_COLUMN_COUNT, GRID_MIN_ROW_UNITS } from '@core/dashboard/index.js';

/** Space between two columns of the dashboard grid, and between stacked components, in pixels. */
export const GRID_GUTTER_PX = 16;

/** The pixel sizes of the 12-column grid at the width it is drawn. */
export interface GridMetrics {
  /** Width of the whole grid in pixels. */
  gridWidth: number;
  /** Width of one grid column in pixels (the gutters excluded). */
  columnWidth: number;
  gutter: number;
}

/**
 * The grid's column width: the grid's width less the 11 gutters between its 12 columns, shared
 * out evenly.
 *
 * @example
 * ```ts
 * gridMetrics(1376); // { gridWidth: 1376, columnWidth: 100, gutter: 16 }
 * ```
 */
export function gridMetrics(gridWidth: number, gutter: number = GRID_GUTTER_PX): GridMetrics {
  const width = Math.max(0, gridWidth);
  const columnWidth = Math.max(0, (width - gutter * (GRID_COLUMN_COUNT - 1)) / GRID_COLUMN_COUNT);
  return { gridWidth: width, columnWidth, gutter };
}

/** Pixels taken by a component `units` columns wide: its columns and the gutters between them. */
export function widthInPixels(units: number, metrics: GridMetrics): number {
  if (!(units > 0)) return 0;
  return units * metrics.columnWidth + (units - 1) * metrics.gutter;
}

/** Pixels of a component `units` grid units high (8 px each). */
export function heightInPixels(units: number): number {
  return Math.max(0, units) * GRID_BASE_UNIT;
}

/** The whole number of columns nearest to `pixels` (a resize handle's position), at least one. */
export function widthUnitsForPixels(pixels: number, metrics: GridMetrics): number {
  const step = metrics.columnWidth + metrics.gutter;
  if (!(step > 0)) return GRID_MIN_COLUMN_COUNT;
  return Math.max(GRID_MIN_COLUMN_COUNT, Math.round((pixels + metrics.gutter) / step));
}

/** The whole number of grid units nearest to `pixels`, never below the minimum chart height. */
export function heightUnitsForPixels(pixels: number): number {
  return Math.max(GRID_MIN_ROW_UNITS, Math.round(pixels / GRID_BASE_UNIT));
}

/** A size in grid units: width in columns, height in base units. */
export interface GridSize {
  width: number;
  height?: number;
}

/** Which sides a resize handle moves. */
export interface ResizeAxes {
  width: boolean;
  height: boolean;
}

/**
 * The size a component takes while its resize handle is dragged by (`dx`, `dy`) pixels from
 * `start`: the width snaps to whole columns within `bounds`, the height to whole base units (at
 * least the minimum chart height). Sides the handle does not move keep their value.
 *
 * @example
 * ```ts
 * resizedSize({ width: 4, height: 50 }, { dx: 116, dy: 0 }, metrics, { minWidth: 1, maxWidth: 12 }, { width: true, height: false });
 * // { width: 5, height: 50 } with 100-px columns and 16-px gutters
 * ```
 */
export function resizedSize(
  start: GridSize,
  delta: { dx: number; dy: number },
  metrics: GridMetrics,
  bounds: { minWidth: number; maxWidth: number },
  axes: ResizeAxes,
): GridSize {
  let width = start.width;
  if (axes.width) {
    const snapped = widthUnitsForPixels(widthInPixels(start.width, metrics) + delta.dx, metrics);
    width = bounds.minWidth <= bounds.maxWidth ? Math.min(bounds.maxWidth, Math.max(bounds.minWidth, snapped)) : start.width;
  }
  let height = start.height;
  if (axes.height && start.height !== undefined) height = heightUnitsForPixels(heightInPixels(start.height) + delta.dy);
  return height === undefined ? { width } : { width, height };
}
