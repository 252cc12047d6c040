/** A text box: its anchor point, size, how the text hangs from the anchor, and its rotation. */
export interface LabelBox {
  /** The point the text is anchored at. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Where the anchor sits along the text: its start, middle or end. */
  anchor: 'start' | 'middle' | 'end';
  /** Degrees, clockwise, about the anchor. */
  rotate: number;
}

/** An oriented rectangle: centre, unit axis along the text, half sizes, and its bounds. */
interface Shape {
  cx: number;
  cy: number;
  ux: number;
  uy: number;
  hw: number;
  hh: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function shapeOf(box: LabelBox): Shape {
  const angle = (box.rotate * Math.PI) / 180;
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  const along = box.anchor === 'start' ? box.width / 2 : box.anchor === 'end' ? -box.width / 2 : 0;
  const cx = box.x + ux * along;
  const cy = box.y + uy * along;
  const hw = box.width / 2;
  const hh = box.height / 2;
  const ex = Math.abs(ux) * hw + Math.abs(uy) * hh;
  const ey = Math.abs(uy) * hw + Math.abs(ux) * hh;
  return { cx, cy, ux, uy, hw, hh, left: cx - ex, right: cx + ex, top: cy - ey, bottom: cy + ey };
}

function overlaps(a: Shape, b: Shape): boolean {
  if (a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top) return false;
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  for (const [lx, ly] of [
    [a.ux, a.uy],
    [-a.uy, a.ux],
    [b.ux, b.uy],
    [-b.uy, b.ux],
  ] as const) {
    const reachA = a.hw * Math.abs(a.ux * lx + a.uy * ly) + a.hh * Math.abs(-a.uy * lx + a.ux * ly);
    const reachB = b.hw * Math.abs(b.ux * lx + b.uy * ly) + b.hh * Math.abs(-b.uy * lx + b.ux * ly);
    if (Math.abs(dx * lx + dy * ly) >= reachA + reachB) return false;
  }
  return true;
}

/** Whether a box lies wholly inside `width` × `height`. */
export function insideBox(box: LabelBox, width: number, height: number): boolean {
  const shape = shapeOf(box);
  return shape.left >= 0 && shape.top >= 0 && shape.right <= width && shape.bottom <= height;
}

const CELL = 40;

/**
 * Which labels to draw so none overlaps another or an obstacle (the nodes' shapes), nor leaves
 * the `width` × `height` box: labels are taken in the order given (most important first) and kept
 * when they touch nothing kept before. Returns the indices kept.
 *
 * @example
 * keptLabels([{ x: 10, y: 10, width: 40, height: 14, anchor: 'start', rotate: 0 }, …], [], 300, 200); // Set { 0, … }
 */
export function keptLabels(labels: readonly LabelBox[], obstacles: ReadonlyArray<{ box: LabelBox; owner: number }>, width: number, height: number): Set<number> {
  const grid = new Map<number, Array<{ shape: Shape; owner: number }>>();
  const cellsOf = (shape: Shape) => {
    const keys: number[] = [];
    for (let cx = Math.floor(shape.left / CELL); cx <= Math.floor(shape.right / CELL); cx += 1) {
      for (let cy = Math.floor(shape.top / CELL); cy <= Math.floor(shape.bottom / CELL); cy += 1) keys.push((cx + 4096) * 8192 + cy + 4096);
    }
    return keys;
  };
  const add = (shape: Shape, owner: number) => {
    for (const key of cellsOf(shape)) {
      const list = grid.get(key);
      if (list) list.push({ shape, owner });
      else grid.set(key, [{ shape, owner }]);
    }
  };
  for (const obstacle of obstacles) add(shapeOf(obstacle.box), obstacle.owner);

  const kept = new Set<number>();
  labels.forEach((label, index) => {
    const shape = shapeOf(label);
    if (shape.left < 0 || shape.top < 0 || shape.right > width || shape.bottom > height) return;
    for (const key of cellsOf(shape)) {
      // A label may sit on its own node's shape; anything else blocks it.
      for (const other of grid.get(key) ?? []) if (other.owner !== index && overlaps(shape, other.shape)) return;
    }
    kept.add(index);
    add(shape, -1);
  });
  return kept;
}
