/**
 * Geometry of a dial. Angles follow Superset's gauge: degrees counter-clockwise from 3 o'clock
 * (225 is the lower left); the drawing uses d3's convention, radians clockwise from 12 o'clock.
 */

/** A dial's sweep in d3 radians: where the minimum and the maximum sit. */
export interface DialSweep {
  start: number;
  end: number;
}

/** The sweep of a dial whose minimum is at `startAngle` and maximum at `endAngle` (Superset's degrees). */
export function dialSweep(startAngle: number, endAngle: number): DialSweep {
  const toD3 = (degrees: number) => ((90 - degrees) * Math.PI) / 180;
  return { start: toD3(startAngle), end: toD3(endAngle) };
}

/** The d3 angle of a position along the dial (0 the start, 1 the end). */
export function angleAt(sweep: DialSweep, fraction: number): number {
  return sweep.start + (sweep.end - sweep.start) * Math.min(1, Math.max(0, fraction));
}

/** A point at `radius` and d3 angle `angle` from the centre (SVG coordinates, y down). */
export function polar(radius: number, angle: number): [number, number] {
  return [radius * Math.sin(angle), -radius * Math.cos(angle)];
}

/** Bounds of a shape around the centre, in radii. */
export interface UnitBounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** The bounds of the dial's arc on a unit circle, with its centre (where the needles turn). */
export function sweepBounds(sweep: DialSweep): UnitBounds {
  const points: Array<[number, number]> = [[0, 0], polar(1, sweep.start), polar(1, sweep.end)];
  const [low, high] = sweep.start < sweep.end ? [sweep.start, sweep.end] : [sweep.end, sweep.start];
  if (high - low >= 2 * Math.PI) return { minX: -1, maxX: 1, minY: -1, maxY: 1 };
  for (let k = Math.ceil(low / (Math.PI / 2)); k * (Math.PI / 2) <= high; k++) points.push(polar(1, (k * Math.PI) / 2));
  return {
    minX: Math.min(...points.map((p) => p[0])),
    maxX: Math.max(...points.map((p) => p[0])),
    minY: Math.min(...points.map((p) => p[1])),
    maxY: Math.max(...points.map((p) => p[1])),
  };
}

/** Where a dial sits in its box. */
export interface DialPlacement {
  cx: number;
  cy: number;
  radius: number;
}

/**
 * The largest dial that fits a `width` × `height` box with `padding` around it, centred on the
 * arc's bounds. `below` is room kept under the arc's lowest point (for the values, when the dial
 * does not reach below its centre).
 */
export function placeDial(sweep: DialSweep, width: number, height: number, padding: number, below = 0): DialPlacement {
  const bounds = sweepBounds(sweep);
  const spanX = bounds.maxX - bounds.minX;
  const spanY = bounds.maxY - bounds.minY;
  const radius = Math.max(0, Math.min((width - 2 * padding) / spanX, (height - 2 * padding - below) / spanY));
  const cx = width / 2 - ((bounds.minX + bounds.maxX) / 2) * radius;
  const top = (height - below - spanY * radius) / 2;
  return { cx, cy: top - bounds.minY * radius, radius };
}

/**
 * Which axis labels to draw so neighbours do not overlap: every `stride`-th of `count` labels,
 * where labels `extent` pixels wide sit `radius` from the centre along a sweep of `span` radians.
 * A full circle drops the last label, which would sit on the first.
 */
export function labelStride(count: number, span: number, radius: number, extent: number): number {
  if (count <= 1 || radius <= 0) return 1;
  const step = Math.abs(span) / (count - 1);
  const chord = (k: number) => 2 * radius * Math.sin(Math.min(Math.PI / 2, (k * step) / 2));
  let stride = 1;
  while (stride < count && chord(stride) < extent) stride += 1;
  return stride;
}
