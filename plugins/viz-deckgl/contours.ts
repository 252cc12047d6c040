import { toFiniteNumber } from '@core/plugin-api/index.js';
import type { ContourBand, WeightedPoints } from './chart-props.js';
import type { ContourSpec } from './form-data.js';
import { toRgba, type Rgba } from './rgba.js';

/**
 * Five contour bands over (0, max], when the chart lists none. The cell grid deck.gl draws is not
 * exactly the one `max` was measured on, so the top band is left open upwards.
 */
export function automaticContours(max: number, colors: Rgba[]): ContourBand[] {
  const top = max > 0 ? max : 1;
  const step = top / colors.length;
  return colors.map((color, index) => ({
    threshold: [index === 0 ? step * 1e-6 : step * index, index === colors.length - 1 ? top * 1e6 : step * (index + 1)] as [number, number],
    color,
    strokeWidth: 1,
    label: [step * index, index === colors.length - 1 ? null : step * (index + 1)] as [number, number | null],
  }));
}

/** The largest total weight of one square cell of `cellSize` metres, roughly: the scale of automatic contours. */
export function largestCellWeight(points: WeightedPoints, cellSize: number): number {
  const cells = new Map<string, number>();
  let largest = 0;
  for (let index = 0; index < points.length; index++) {
    const lon = points.positions[index * 2]!;
    const lat = points.positions[index * 2 + 1]!;
    const weight = points.weights ? points.weights[index]! : 1;
    const y = Math.floor((lat * 111_320) / cellSize);
    const x = Math.floor((lon * 111_320 * Math.cos((lat * Math.PI) / 180)) / cellSize);
    const key = `${x}:${y}`;
    const total = (cells.get(key) ?? 0) + weight;
    cells.set(key, total);
    if (total > largest) largest = total;
  }
  return largest;
}

export function contourSpecs(specs: readonly ContourSpec[] | undefined): ContourBand[] {
  return (specs ?? []).flatMap((spec) => {
    const lower = toFiniteNumber(spec.lowerThreshold);
    const upper = toFiniteNumber(spec.upperThreshold);
    if (lower === null) return [];
    return [{ threshold: upper === null ? lower : ([lower, upper] as [number, number]), color: toRgba(spec.color), strokeWidth: toFiniteNumber(spec.strokeWidth) ?? 1 }];
  });
}
