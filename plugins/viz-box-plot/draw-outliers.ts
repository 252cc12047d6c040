/** Outliers past which a box plot draws them on a canvas rather than as SVG circles. */
export const CANVAS_THRESHOLD = 2000;

/** One outlier to paint: its position in the chart's box and colour. */
export interface OutlierMark {
  x: number;
  y: number;
  color: string;
  opacity: number;
}

/** Radius of an outlier's dot. */
export const OUTLIER_RADIUS = 2.5;

/**
 * Paints outlier dots on a canvas sized `width` × `height` CSS pixels at the device's pixel ratio,
 * batched by colour and opacity into one path each, so 100,000 dots draw in a few milliseconds.
 */
export function drawOutliers(canvas: HTMLCanvasElement, width: number, height: number, marks: readonly OutlierMark[]): void {
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
  const groups = new Map<string, OutlierMark[]>();
  for (const mark of marks) {
    const key = `${mark.color}|${mark.opacity}`;
    const group = groups.get(key);
    if (group) group.push(mark);
    else groups.set(key, [mark]);
  }
  for (const group of groups.values()) {
    context.globalAlpha = group[0]!.opacity;
    context.fillStyle = group[0]!.color;
    context.beginPath();
    for (const mark of group) {
      context.moveTo(mark.x + OUTLIER_RADIUS, mark.y);
      context.arc(mark.x, mark.y, OUTLIER_RADIUS, 0, Math.PI * 2);
    }
    context.fill();
  }
  context.globalAlpha = 1;
}
