import type { Box } from './heatmap-layout.js';
import type { HeatmapCell } from './transform-props.js';

/** Cells past which the heatmap draws on a canvas rather than as SVG rectangles. */
export const CANVAS_THRESHOLD = 2000;

/** The gap left between cells, so neighbours read apart while cells are large enough. */
export function cellGap(cellWidth: number, cellHeight: number): number {
  return Math.min(cellWidth, cellHeight) >= 8 ? 1 : 0;
}

/**
 * Paints the cells on a canvas sized `width` × `height` CSS pixels at the device's pixel ratio:
 * one `fillRect` per cell, batched by colour, so 10,000 cells draw in a few milliseconds.
 */
export function drawCells(canvas: HTMLCanvasElement, width: number, height: number, plot: Box, cellWidth: number, cellHeight: number, cells: readonly HeatmapCell[]): void {
  const ratio = typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d');
  } catch {
    context = null;
  }
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const gap = cellGap(cellWidth, cellHeight);
  const byColor = new Map<string, HeatmapCell[]>();
  for (const cell of cells) {
    const group = byColor.get(cell.color);
    if (group) group.push(cell);
    else byColor.set(cell.color, [cell]);
  }
  for (const [color, group] of byColor) {
    context.fillStyle = color;
    for (const cell of group) {
      context.fillRect(plot.left + cell.x * cellWidth + gap / 2, plot.top + cell.y * cellHeight + gap / 2, Math.max(0.5, cellWidth - gap), Math.max(0.5, cellHeight - gap));
    }
  }
}
