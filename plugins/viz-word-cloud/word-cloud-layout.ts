/** A word to place: its text, font size in pixels and angle in degrees. */
export interface CloudWord {
  text: string;
  size: number;
  rotate: number;
}

/** A placed word: its centre relative to the box's centre and the font size it got. */
export type PlacedWord<W extends CloudWord> = W & { x: number; y: number; placedSize: number };

/** What the layout needs beyond the words. */
export interface WordCloudLayoutOptions {
  /** Width of `text` in pixels at `size` (the font's real metrics in a browser). */
  measure: (text: string, size: number) => number;
  /** Space kept around each word, in pixels. */
  padding?: number;
}

/** The result: the words that fit, and the factor all font sizes were scaled by to fit the leading ones. */
export interface WordCloudLayout<W extends CloudWord> {
  placed: Array<PlacedWord<W>>;
  scale: number;
}

/** Height of a word's box as a share of its font size (ascenders to descenders). */
const LINE_BOX = 1.15;
/** Words smaller than this are not worth placing. */
const MIN_FONT_SIZE = 5;
/** Font scales tried in turn until the leading words all fit (Superset grows its canvas by these steps). */
const SCALES = [1, 1 / 1.5, 1 / 2, 1 / 2.5, 1 / 3, 1 / 3.5];
const CELL = 24;

/** A placed word's box: centre, unit axes along and across the text, half sizes, and its bounds. */
interface Box {
  x: number;
  y: number;
  ux: number;
  uy: number;
  halfWidth: number;
  halfHeight: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function boxOf(x: number, y: number, width: number, height: number, degrees: number): Box {
  const angle = (degrees * Math.PI) / 180;
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  const halfWidth = width / 2;
  const halfHeight = height / 2;
  const extentX = Math.abs(ux) * halfWidth + Math.abs(uy) * halfHeight;
  const extentY = Math.abs(uy) * halfWidth + Math.abs(ux) * halfHeight;
  return { x, y, ux, uy, halfWidth, halfHeight, left: x - extentX, right: x + extentX, top: y - extentY, bottom: y + extentY };
}

/** Whether two rotated boxes overlap (separating axis test on the four edge directions). */
function overlaps(a: Box, b: Box): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (const [lx, ly] of [
    [a.ux, a.uy],
    [-a.uy, a.ux],
    [b.ux, b.uy],
    [-b.uy, b.ux],
  ] as const) {
    const distance = Math.abs(dx * lx + dy * ly);
    const reachA = a.halfWidth * Math.abs(a.ux * lx + a.uy * ly) + a.halfHeight * Math.abs(-a.uy * lx + a.ux * ly);
    const reachB = b.halfWidth * Math.abs(b.ux * lx + b.uy * ly) + b.halfHeight * Math.abs(-b.uy * lx + b.ux * ly);
    if (distance >= reachA + reachB) return false;
  }
  return true;
}

/** Placed boxes indexed by the grid cells they cover, so a candidate is tested only against its neighbours. */
class BoxGrid {
  private readonly cells = new Map<number, number[]>();
  private readonly boxes: Box[] = [];
  /** The last query that tested each box, so a box met in several cells is tested once. */
  private readonly testedBy: number[] = [];
  private query = 0;

  /** One number per cell; the box is far smaller than 2^16 cells a side. */
  private static key(cx: number, cy: number): number {
    return (cx + 32768) * 65536 + (cy + 32768);
  }

  add(box: Box): void {
    const index = this.boxes.push(box) - 1;
    this.testedBy.push(0);
    for (let cx = Math.floor(box.left / CELL); cx <= Math.floor(box.right / CELL); cx += 1) {
      for (let cy = Math.floor(box.top / CELL); cy <= Math.floor(box.bottom / CELL); cy += 1) {
        const key = BoxGrid.key(cx, cy);
        const list = this.cells.get(key);
        if (list) list.push(index);
        else this.cells.set(key, [index]);
      }
    }
  }

  collides(box: Box): boolean {
    this.query += 1;
    for (let cx = Math.floor(box.left / CELL); cx <= Math.floor(box.right / CELL); cx += 1) {
      for (let cy = Math.floor(box.top / CELL); cy <= Math.floor(box.bottom / CELL); cy += 1) {
        const list = this.cells.get(BoxGrid.key(cx, cy));
        if (!list) continue;
        for (const index of list) {
          if (this.testedBy[index] === this.query) continue;
          this.testedBy[index] = this.query;
          const other = this.boxes[index]!;
          if (other.right <= box.left || other.left >= box.right || other.bottom <= box.top || other.top >= box.bottom) continue;
          if (overlaps(box, other)) return true;
        }
      }
    }
    return false;
  }
}

function attempt<W extends CloudWord>(words: readonly W[], width: number, height: number, scale: number, options: WordCloudLayoutOptions): Array<PlacedWord<W>> {
  const padding = options.padding ?? 2;
  const grid = new BoxGrid();
  const placed: Array<PlacedWord<W>> = [];
  const aspect = width / height;
  const halfW = width / 2;
  const halfH = height / 2;
  // An Archimedean spiral stretched to the box's shape: radius grows 2π px per turn, step 0.1 rad.
  const maxSteps = Math.ceil(Math.hypot(halfW / Math.min(1, aspect), halfH) * 10) + 10;
  // A word that found no spot: any later word at its angle whose box is at least as wide and as
  // high covers it at every spot of the spiral, so it cannot fit either and is not tried.
  const failed: Array<{ rotate: number; width: number; height: number }> = [];
  for (const word of words) {
    const size = word.size * scale;
    if (size < MIN_FONT_SIZE) continue;
    const boxWidth = options.measure(word.text, size) + 2 * padding;
    const boxHeight = size * LINE_BOX + 2 * padding;
    if (failed.some((f) => f.rotate === word.rotate && f.width <= boxWidth && f.height <= boxHeight)) continue;
    const probe = boxOf(0, 0, boxWidth, boxHeight, word.rotate);
    const extentX = probe.right;
    const extentY = probe.bottom;
    if (extentX > halfW || extentY > halfH) continue;
    let found = false;
    for (let step = 0; step < maxSteps; step += 1) {
      const t = step * 0.1;
      const x = aspect * t * Math.cos(t);
      const y = t * Math.sin(t);
      if (Math.abs(x) + extentX > halfW || Math.abs(y) + extentY > halfH) continue;
      const box = boxOf(x, y, boxWidth, boxHeight, word.rotate);
      if (grid.collides(box)) continue;
      grid.add(box);
      placed.push({ ...word, x, y, placedSize: size });
      found = true;
      break;
    }
    if (!found) failed.push({ rotate: word.rotate, width: boxWidth, height: boxHeight });
  }
  return placed;
}

/**
 * Packs words around the centre of a `width` × `height` box without overlaps: largest first,
 * each along an Archimedean spiral (stretched to the box's shape) to the first spot where its
 * rotated box touches no other word and stays inside. When the leading words (the top tenth, at
 * least ten) do not all fit, every font shrinks by a step and the cloud is laid out again, keeping
 * the largest scale that fits the most of them; words that still do not fit are left out. Deterministic: the same words give the same cloud.
 *
 * @example
 * layoutWordCloud([{ text: 'Anna', size: 40, rotate: 0 }], 300, 200, { measure: (t, s) => t.length * s * 0.6 });
 * // { placed: [{ text: 'Anna', size: 40, rotate: 0, x: 0, y: 0, placedSize: 40 }], scale: 1 }
 */
export function layoutWordCloud<W extends CloudWord>(words: readonly W[], width: number, height: number, options: WordCloudLayoutOptions): WordCloudLayout<W> {
  if (width <= 0 || height <= 0 || words.length === 0) return { placed: [], scale: 1 };
  const ordered = [...words].sort((a, b) => b.size - a.size);
  const leading = ordered.slice(0, Math.max(10, Math.ceil(ordered.length / 10)));
  // Find the scale on the leading words alone (cheap), then lay out every word at it.
  let scale = SCALES[0]!;
  let mostFitted = -1;
  for (const candidate of SCALES) {
    const fitted = attempt(leading, width, height, candidate, options).length;
    // Shrinking further only pays when it fits more of the leading words.
    if (fitted > mostFitted) {
      scale = candidate;
      mostFitted = fitted;
    }
    if (fitted === leading.length) break;
  }
  return { placed: attempt(ordered, width, height, scale, options), scale };
}
