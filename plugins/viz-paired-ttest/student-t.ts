/**
 * Student's t distribution, for the paired t-test: its cumulative distribution function through
 * the regularised incomplete beta function, evaluated with a continued fraction (Lentz's method)
 * and the log-gamma function (Lanczos' approximation, g = 7, 9 terms). Accurate to about 1e-12
 * for the degrees of freedom and statistics a t-test meets.
 */

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const TINY = 1e-300;
const EPSILON = 1e-15;

/** The continued fraction of the incomplete beta function, converging for x < (a + 1) / (a + b + 2). */
function betaFraction(x: number, a: number, b: number): number {
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let result = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    // Even step.
    let term = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + term * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + term / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    result *= d * c;
    // Odd step.
    term = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + term * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + term / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    result *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return result;
}

/** The regularised incomplete beta function I_x(a, b), for 0 ≤ x ≤ 1 and a, b > 0. */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  // The fraction converges fast on one side of the mean; use the symmetry I_x(a, b) = 1 − I_{1−x}(b, a) on the other.
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(x, a, b)) / a : 1 - (front * betaFraction(1 - x, b, a)) / b;
}

/**
 * P(T ≤ t) for Student's t distribution with `df` degrees of freedom (df > 0); NaN for an
 * undefined statistic or df.
 *
 * @example
 * studentTCdf(1, 1); // 0.75 (the Cauchy distribution)
 */
export function studentTCdf(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return Number.NaN;
  if (t === Infinity) return 1;
  if (t === -Infinity) return 0;
  const tail = 0.5 * regularizedBeta(df / (df + t * t), df / 2, 0.5);
  return t > 0 ? 1 - tail : tail;
}

/** The result of a paired t-test. */
export interface PairedTTestResult {
  /** The t statistic, negative: −|mean difference| / standard error, as Superset reports it. */
  t: number;
  /** Degrees of freedom: pairs − 1. */
  df: number;
  /** Two-sided p-value; NaN when it is undefined (fewer than two pairs, or all differences equal). */
  p: number;
}

/**
 * Student's paired t-test of `values` against `control`, pair by pair (pairs where either value is
 * not a finite number are left out): t = mean(d) / (sd(d) / √n) over the differences d, and the
 * two-sided p-value 2·P(T ≤ −|t|) with n − 1 degrees of freedom.
 *
 * @example
 * pairedTTest([1, 2, 3, 4], [2, 2, 4, 6]).p; // ≈ 0.0917
 */
export function pairedTTest(values: readonly number[], control: readonly number[]): PairedTTestResult {
  let n = 0;
  let sum = 0;
  let sumSquares = 0;
  const pairs = Math.min(values.length, control.length);
  for (let i = 0; i < pairs; i++) {
    const difference = control[i]! - values[i]!;
    if (!Number.isFinite(difference)) continue;
    n += 1;
    sum += difference;
    sumSquares += difference * difference;
  }
  const df = n - 1;
  const spread = n * sumSquares - sum * sum;
  if (n < 2 || !(spread > 0)) return { t: Number.NaN, df, p: Number.NaN };
  const t = -Math.abs(sum * Math.sqrt(df / spread));
  return { t, df, p: Math.min(1, 2 * studentTCdf(t, df)) };
}
