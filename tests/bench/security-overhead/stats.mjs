// Timing and summary helpers shared by the security-overhead bench.

/** The q-quantile of the values (nearest rank). */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Milliseconds `fn` took to settle. */
export async function time(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** `1.23 ms` under 10 ms, `12.3 ms` above. */
export const ms = (x) => `${x < 10 ? x.toFixed(2) : x.toFixed(1)} ms`;
