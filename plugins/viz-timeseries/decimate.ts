/**
 * The indices in `[start, end)` worth drawing for a line whose points are denser than the
 * pixels: per pixel column the first, lowest, highest and last point (the M4 reduction), which
 * draws the same picture as every point at a fraction of the cost. A missing value (`NaN`) is
 * kept, so gaps stay gaps. Returns every index when there are at most two points per pixel.
 *
 * @param position - pixel position along the x axis of an index (ascending with the index).
 * @param value - the value drawn at an index (`NaN` for none).
 *
 * @example
 * decimateIndices(0, 100_000, (i) => i / 100, (i) => Math.sin(i)).length; // ≤ 4 per pixel column
 */
export function decimateIndices(start: number, end: number, position: (index: number) => number, value: (index: number) => number): Uint32Array {
  const count = Math.max(0, end - start);
  const span = count > 0 ? Math.abs(position(end - 1) - position(start)) + 1 : 0;
  const all = new Uint32Array(count);
  if (count <= 2 * span) {
    for (let i = 0; i < count; i++) all[i] = start + i;
    return all;
  }
  const kept = all;
  let size = 0;
  let column = Number.NaN;
  let first = -1;
  let last = -1;
  let low = -1;
  let high = -1;
  const flush = () => {
    if (first < 0) return;
    // The four in index order, without repeats.
    const picked = [first, low, high, last].sort((a, b) => a - b);
    for (let k = 0; k < picked.length; k++) if (k === 0 || picked[k] !== picked[k - 1]) kept[size++] = picked[k]!;
    first = -1;
  };
  for (let i = start; i < end; i++) {
    const y = value(i);
    if (y !== y) {
      flush();
      kept[size++] = i;
      column = Number.NaN;
      continue;
    }
    const here = Math.floor(position(i));
    if (here !== column) {
      flush();
      column = here;
    }
    if (first < 0) {
      first = low = high = i;
    } else {
      if (y < value(low)) low = i;
      if (y > value(high)) high = i;
    }
    last = i;
  }
  flush();
  return kept.slice(0, size);
}
