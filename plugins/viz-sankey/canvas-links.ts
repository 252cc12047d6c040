import type { PlacedLink } from './sankey-layout.js';

const paths = new WeakMap<PlacedLink, Path2D>();

function pathOf(link: PlacedLink): Path2D | null {
  if (typeof Path2D === 'undefined') return null;
  let path = paths.get(link);
  if (!path) {
    path = new Path2D(link.path);
    paths.set(link, path);
  }
  return path;
}

/** Draws the bands of many flows on a canvas whose transform is set, each at its opacity. */
export function drawCanvasLinks(context: CanvasRenderingContext2D, links: readonly PlacedLink[], opacity: (link: PlacedLink) => number): void {
  context.lineCap = 'butt';
  for (const link of links) {
    const path = pathOf(link);
    if (!path) continue;
    context.globalAlpha = opacity(link);
    context.strokeStyle = link.color;
    context.lineWidth = link.width;
    context.stroke(path);
  }
  context.globalAlpha = 1;
}

/** The index of the topmost flow under a point of the drawing, or null (also without a 2D canvas). */
export function linkAtPoint(canvas: HTMLCanvasElement | null, links: readonly PlacedLink[], x: number, y: number): number | null {
  const context = canvas?.getContext('2d');
  if (!context || typeof context.isPointInStroke !== 'function') return null;
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  try {
    for (let i = links.length - 1; i >= 0; i -= 1) {
      const link = links[i]!;
      const path = pathOf(link);
      if (!path) return null;
      context.lineWidth = Math.max(2, link.width);
      if (context.isPointInStroke(path, x, y)) return link.index;
    }
    return null;
  } finally {
    context.restore();
  }
}
