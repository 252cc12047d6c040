import type { ParaLayout } from './para-layout.js';

/** How one line is drawn: its colour and opacity, or null to leave it out. */
export type LineStyle = (index: number) => { color: string; opacity: number } | null;

/** Draws the lines of parallel coordinates on a canvas (the faded ones first, so kept lines stay on top). */
export function drawCanvasLines(context: CanvasRenderingContext2D, layout: ParaLayout, style: LineStyle, order: readonly number[]): void {
  context.lineWidth = 1;
  context.lineJoin = 'round';
  for (const index of order) {
    const look = style(index);
    if (!look) continue;
    const ys = layout.ys[index]!;
    context.globalAlpha = look.opacity;
    context.strokeStyle = look.color;
    context.beginPath();
    let drawing = false;
    for (let axis = 0; axis < layout.axes.length; axis += 1) {
      const y = ys[axis];
      if (y === null || y === undefined) {
        drawing = false;
        continue;
      }
      if (drawing) context.lineTo(layout.axes[axis]!.x, y);
      else context.moveTo(layout.axes[axis]!.x, y);
      drawing = true;
    }
    context.stroke();
  }
  context.globalAlpha = 1;
}

/** The SVG path of one line, broken where it has no value. */
export function linePath(layout: ParaLayout, index: number): string {
  const ys = layout.ys[index]!;
  let path = '';
  let drawing = false;
  for (let axis = 0; axis < layout.axes.length; axis += 1) {
    const y = ys[axis];
    if (y === null || y === undefined) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${layout.axes[axis]!.x.toFixed(1)},${y.toFixed(1)}`;
    drawing = true;
  }
  // A line on a single axis is a dot.
  return layout.axes.length === 1 && path !== '' ? `${path}h0.01` : path;
}
