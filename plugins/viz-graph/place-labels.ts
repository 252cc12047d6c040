/** A node that would like a label, in box pixels. */
export interface LabelCandidate {
  index: number;
  x: number;
  y: number;
  radius: number;
  text: string;
  width: number;
  /** Larger first: the most important nodes keep their labels. */
  priority: number;
}

/** A label that was placed: its anchor point and side. */
export interface PlacedLabel {
  index: number;
  x: number;
  y: number;
  text: string;
  anchor: 'start' | 'end';
}

const CELL = 64;
const GAP = 3;

/**
 * Labels that do not overlap: by priority, each goes right of its node, else left of it, where its
 * box stays inside the `width` × `height` box and touches no label placed before; otherwise it is
 * left out. A grid of cells keeps this near-linear for thousands of nodes.
 */
export function placeLabels(candidates: readonly LabelCandidate[], width: number, height: number, lineHeight: number): PlacedLabel[] {
  const grid = new Map<string, Array<[number, number, number, number]>>();
  const cells = (x0: number, y0: number, x1: number, y1: number) => {
    const keys: string[] = [];
    for (let cx = Math.floor(x0 / CELL); cx <= Math.floor(x1 / CELL); cx += 1) for (let cy = Math.floor(y0 / CELL); cy <= Math.floor(y1 / CELL); cy += 1) keys.push(`${cx},${cy}`);
    return keys;
  };
  const free = (box: [number, number, number, number]) => {
    if (box[0] < 0 || box[1] < 0 || box[2] > width || box[3] > height) return false;
    for (const key of cells(...box)) {
      for (const other of grid.get(key) ?? []) {
        if (box[0] < other[2] && other[0] < box[2] && box[1] < other[3] && other[1] < box[3]) return false;
      }
    }
    return true;
  };
  const placed: PlacedLabel[] = [];
  for (const candidate of [...candidates].sort((a, b) => b.priority - a.priority)) {
    if (candidate.text === '') continue;
    const top = candidate.y - lineHeight / 2;
    const bottom = candidate.y + lineHeight / 2;
    const right: [number, number, number, number] = [candidate.x + candidate.radius + GAP, top, candidate.x + candidate.radius + GAP + candidate.width, bottom];
    const left: [number, number, number, number] = [candidate.x - candidate.radius - GAP - candidate.width, top, candidate.x - candidate.radius - GAP, bottom];
    const box = free(right) ? right : free(left) ? left : null;
    if (!box) continue;
    for (const key of cells(...box)) {
      const list = grid.get(key);
      if (list) list.push(box);
      else grid.set(key, [box]);
    }
    placed.push(box === right ? { index: candidate.index, x: right[0], y: candidate.y, text: candidate.text, anchor: 'start' } : { index: candidate.index, x: left[2], y: candidate.y, text: candidate.text, anchor: 'end' });
  }
  return placed;
}
