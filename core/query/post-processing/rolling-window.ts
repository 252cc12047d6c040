import { quantileOfSorted, type QuantileInterpolation } from './quantile.js';

/** The statistics a rolling window can compute (pandas' `Rolling` methods that Superset allows). */
export type RollingStatistic = 'count' | 'sum' | 'mean' | 'median' | 'min' | 'max' | 'std' | 'var' | 'quantile' | 'skew' | 'kurt';

/** A window statistic over the present values of one window, `values[0..n)`. */
export interface WindowSpec {
  statistic: RollingStatistic;
  window: number;
  minPeriods: number;
  center: boolean;
  ddof: number;
  quantile: number;
  interpolation: QuantileInterpolation;
}

function sumOf(values: Float64Array, n: number): number {
  let total = 0;
  for (let i = 0; i < n; i++) total += values[i]!;
  return total;
}

/** Central moment sums Σ(x−mean)^k for k = 2, 3, 4. */
function moments(values: Float64Array, n: number): { m2: number; m3: number; m4: number; constant: boolean } {
  const mean = sumOf(values, n) / n;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  let constant = true;
  for (let i = 0; i < n; i++) {
    const d = values[i]! - mean;
    m2 += d * d;
    m3 += d * d * d;
    m4 += d * d * d * d;
    if (values[i] !== values[0]) constant = false;
  }
  return { m2, m3, m4, constant };
}

function statistic(spec: WindowSpec, values: Float64Array, n: number): number {
  switch (spec.statistic) {
    case 'count':
      return n;
    case 'sum':
      return sumOf(values, n);
    case 'mean':
      return n === 0 ? Number.NaN : sumOf(values, n) / n;
    case 'min':
    case 'max': {
      if (n === 0) return Number.NaN;
      let best = values[0]!;
      for (let i = 1; i < n; i++) best = spec.statistic === 'min' ? Math.min(best, values[i]!) : Math.max(best, values[i]!);
      return best;
    }
    case 'median':
    case 'quantile': {
      const sorted = values.subarray(0, n).sort();
      return quantileOfSorted(sorted, spec.statistic === 'median' ? 0.5 : spec.quantile, spec.interpolation, n);
    }
    case 'std':
    case 'var': {
      if (n - spec.ddof <= 0) return Number.NaN;
      const variance = moments(values, n).m2 / (n - spec.ddof);
      return spec.statistic === 'std' ? Math.sqrt(variance) : variance;
    }
    case 'skew': {
      // Adjusted Fisher–Pearson skewness, as pandas computes it; 0 for a constant window.
      if (n < 3) return Number.NaN;
      const { m2, m3, constant } = moments(values, n);
      if (constant) return 0;
      const variance = m2 / n;
      if (variance <= 1e-14) return Number.NaN;
      return (Math.sqrt(n * (n - 1)) / (n - 2)) * (m3 / n / variance ** 1.5);
    }
    case 'kurt': {
      // Bias-corrected excess kurtosis, as pandas computes it; −3 for a constant window.
      if (n < 4) return Number.NaN;
      const { m2, m4, constant } = moments(values, n);
      if (constant) return -3;
      const variance = m2 / n;
      if (variance <= 1e-14) return Number.NaN;
      const g2 = m4 / n / (variance * variance);
      return ((n * n - 1) * g2 - 3 * (n - 1) * (n - 1)) / ((n - 2) * (n - 3));
    }
  }
}

/**
 * A rolling statistic down one column (NaN = missing): for each row, the window of `window` rows
 * ending at it (centred on it with `center`), its present values only; NaN where fewer than
 * `minPeriods` values are present — pandas' `rolling(window, min_periods, center).<statistic>()`.
 */
export function rollingWindow(values: Float64Array, spec: WindowSpec): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  const scratch = new Float64Array(spec.window);
  // pandas centres a window of w rows on row i by ending it at i + floor((w - 1) / 2).
  const offset = spec.center ? Math.floor((spec.window - 1) / 2) : 0;
  for (let i = 0; i < n; i++) {
    const end = Math.min(i + 1 + offset, n);
    const start = Math.max(i + 1 + offset - spec.window, 0);
    let present = 0;
    for (let j = start; j < end; j++) {
      const value = values[j]!;
      if (!Number.isNaN(value)) scratch[present++] = value;
    }
    // pandas counts over a not-missing mask, so for `count` every row of the window is an observation.
    const observations = spec.statistic === 'count' ? end - start : present;
    out[i] = observations < spec.minPeriods ? Number.NaN : statistic(spec, scratch, present);
  }
  return out;
}
