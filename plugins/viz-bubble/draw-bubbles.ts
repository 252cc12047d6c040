/** Bubbles past which the chart draws them on a canvas rather than as SVG circles. */
export const CANVAS_THRESHOLD = 2000;

/** One bubble to paint: its centre in the chart's box, radius, colour and opacity. */
export interface BubbleMark {
  x: number;
  y: number;
  r: number;
  color: string;
  opacity: number;
}

/**
 * Paints bubbles on a canvas sized `width` × `height` CSS pixels at the device's pixel ratio, in
 * the given order (largest first, so small bubbles stay visible), each filled and outlined.
 */
export function drawBubbles(canvas: HTMLCanvasElement, width: number, height: number, marks: readonly BubbleMark[], outline: string): void {
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
  context.strokeStyle = outline;
  context.lineWidth = 0.75;
  for (const mark of marks) {
    context.globalAlpha = mark.opacity;
    context.fillStyle = mark.color;
    context.beginPath();
    context.arc(mark.x, mark.y, mark.r, 0, Math.PI * 2);
    context.fill();
    if (mark.r >= 4) context.stroke();
  }
  context.globalAlpha = 1;
}
