/** One segment of the rose: a series' part of a period's wedge, in d3's angles and radii. */
export interface RoseArc {
  time: number;
  series: number;
  startAngle: number;
  endAngle: number;
  innerRadius: number;
  outerRadius: number;
}

/**
 * The segments of a rose of radius `radius`: one wedge of equal angle per period, clockwise from
 * 12 o'clock, each period's series stacked outwards in order. The period with the largest total
 * reaches the edge; a segment's length along the radius is proportional to its value, or, with
 * `areaProportion`, its area is. Hidden series, missing and negative values take no room.
 *
 * @example
 * roseArcs([[1, 1], [2, 2]], [false, false], 100, false);
 * // period 0: radii 0–25 and 25–50; period 1: 0–50 and 50–100
 */
export function roseArcs(values: ReadonlyArray<ReadonlyArray<number | null>>, hidden: readonly boolean[], radius: number, areaProportion: boolean): RoseArc[] {
  const size = (value: number | null | undefined, series: number) => (hidden[series] || value === null || value === undefined || value < 0 ? 0 : value);
  const sums = values.map((row) => row.reduce<number>((sum, value, series) => sum + size(value, series), 0));
  const maxSum = Math.max(0, ...sums);
  const perUnit = maxSum > 0 ? radius / maxSum : 0;
  const step = (2 * Math.PI) / Math.max(1, values.length);
  const arcs: RoseArc[] = [];
  values.forEach((row, time) => {
    let inner = 0;
    row.forEach((value, series) => {
      const v = size(value, series);
      const outer = areaProportion ? Math.sqrt(perUnit * radius * v + inner * inner) : inner + perUnit * v;
      arcs.push({ time, series, startAngle: time * step, endAngle: (time + 1) * step, innerRadius: inner, outerRadius: outer });
      inner = outer;
    });
  });
  return arcs;
}

/**
 * The segment under a point at (`x`, `y`) from the rose's centre: the period from the angle, the
 * series from the distance. Null outside every segment.
 */
export function arcAt(arcs: readonly RoseArc[], periods: number, x: number, y: number): RoseArc | null {
  if (periods === 0) return null;
  const distance = Math.hypot(x, y);
  let angle = Math.atan2(x, -y);
  if (angle < 0) angle += 2 * Math.PI;
  const time = Math.min(periods - 1, Math.floor(angle / ((2 * Math.PI) / periods)));
  return arcs.find((arc) => arc.time === time && arc.outerRadius > arc.innerRadius && distance >= arc.innerRadius && distance < arc.outerRadius) ?? null;
}

/** Which period labels to write so neighbours keep `extent` pixels apart on a circle of `radius`. */
export function periodLabelStride(periods: number, radius: number, extent: number): number {
  if (periods <= 1 || radius <= 0) return 1;
  const spacing = (2 * Math.PI * radius) / periods;
  return Math.max(1, Math.ceil(extent / spacing));
}
