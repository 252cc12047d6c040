/**
 * The index in `[start, end)` of the value of ascending `values` nearest to `target`, by binary
 * search (charts hover over 100,000 points). `-1` for an empty range.
 *
 * @example
 * nearestIndex(Float64Array.of(0, 10, 20), 12); // 1
 */
export function nearestIndex(values: ArrayLike<number>, target: number, start = 0, end = values.length): number {
  if (end <= start) return -1;
  let [low, high] = [start, end - 1];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < target) low = middle + 1;
    else high = middle;
  }
  if (low > start && Math.abs(values[low - 1]! - target) <= Math.abs(values[low]! - target)) return low - 1;
  return low;
}
