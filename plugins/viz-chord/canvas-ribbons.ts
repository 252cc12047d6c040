import type { PlacedRibbon } from './chord-layout.js';

const paths = new WeakMap<PlacedRibbon, Path2D>();

function pathOf(ribbon: PlacedRibbon): Path2D | null {
  if (typeof Path2D === 'undefined') return null;
  let path = paths.get(ribbon);
  if (!path) {
    path = new Path2D(ribbon.path);
    paths.set(ribbon, path);
  }
  return path;
}

/** Fills many ribbons on a canvas whose transform puts the origin at the ring's centre. */
export function drawCanvasRibbons(context: CanvasRenderingContext2D, ribbons: readonly PlacedRibbon[], opacity: (ribbon: PlacedRibbon) => number): void {
  for (const ribbon of ribbons) {
    const path = pathOf(ribbon);
    if (!path) continue;
    context.globalAlpha = opacity(ribbon);
    context.fillStyle = ribbon.color;
    context.fill(path);
  }
  context.globalAlpha = 1;
}

/** The topmost ribbon under a point relative to the ring's centre, or null (also without a 2D canvas). */
export function ribbonAtPoint(canvas: HTMLCanvasElement | null, ribbons: readonly PlacedRibbon[], x: number, y: number): PlacedRibbon | null {
  const context = canvas?.getContext('2d');
  if (!context || typeof context.isPointInPath !== 'function') return null;
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  try {
    for (let i = ribbons.length - 1; i >= 0; i -= 1) {
      const path = pathOf(ribbons[i]!);
      if (!path) return null;
      if (context.isPointInPath(path, x, y)) return ribbons[i]!;
    }
    return null;
  } finally {
    context.restore();
  }
}
