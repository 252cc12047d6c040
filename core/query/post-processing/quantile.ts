/** How a quantile between two observations is chosen, as numpy's `method` / pandas' `interpolation`. */
export type QuantileInterpolation = 'linear' | 'lower' | 'higher' | 'midpoint' | 'nearest';

export const QUANTILE_INTERPOLATIONS: readonly QuantileInterpolation[] = ['linear', 'lower', 'higher', 'midpoint', 'nearest'];

/** Rounds half to even, as numpy's `around` does. */
export function roundHalfEven(value: number): number {
  const floor = Math.floor(value);
  const diff = value - floor;
  if (diff > 0.5) return floor + 1;
  if (diff < 0.5) return floor;
  return floor % 2 === 0 ? floor : floor + 1;
}

/**
 * The `q` quantile (0…1) of `sorted[0..length)`, which must be sorted ascending and hold no NaN;
 * NaN when empty. Position `q·(n−1)` is interpolated as numpy's `percentile` does.
 */
export function quantileOfSorted(
  sorted: ArrayLike<number>,
  q: number,
  interpolation: QuantileInterpolation = 'linear',
  length: number = sorted.length,
): number {
  if (length === 0) return Number.NaN;
  const position = q * (length - 1);
  const lowIndex = Math.floor(position);
  const highIndex = Math.min(Math.ceil(position), length - 1);
  const low = sorted[lowIndex]!;
  const high = sorted[highIndex]!;
  switch (interpolation) {
    case 'lower':
      return low;
    case 'higher':
      return high;
    case 'midpoint':
      return (low + high) / 2;
    case 'nearest':
      return sorted[Math.min(roundHalfEven(position), length - 1)]!;
    default:
      return lowIndex === highIndex ? low : low + (high - low) * (position - lowIndex);
  }
}

/** The present (non-NaN) values of `values`, sorted ascending. */
export function sortedPresent(values: ArrayLike<number>): Float64Array {
  let count = 0;
  for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i]!)) count++;
  const out = new Float64Array(count);
  let j = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (!Number.isNaN(value)) out[j++] = value;
  }
  return out.sort();
}
