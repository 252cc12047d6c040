import { scaleLinear } from 'd3';

/** The dial's range: `min_val` and `max_val` when set, else round numbers around the data. */
export interface GaugeRange {
  min: number;
  max: number;
}

/**
 * The dial's range. A missing minimum is 0, or twice the smallest value when that is negative; a
 * missing maximum is twice the largest value (so one value sits mid-dial), both rounded outwards to
 * a multiple of the split step. A range that would be empty or reversed gets one unit of width.
 *
 * @example
 * gaugeRange([42], null, null, 10); // { min: 0, max: 90 }
 */
export function gaugeRange(values: readonly number[], minVal: number | null, maxVal: number | null, splitNumber: number): GaugeRange {
  const smallest = Math.min(0, ...values);
  const largest = Math.max(0, ...values);
  let min = minVal ?? 2 * smallest;
  let max = maxVal ?? 2 * largest;
  if (minVal === null || maxVal === null) {
    const [niceMin, niceMax] = scaleLinear().domain([min, max]).nice(splitNumber).domain() as [number, number];
    if (minVal === null) min = niceMin;
    if (maxVal === null) max = niceMax;
  }
  if (!(max > min)) max = min + 1;
  return { min, max };
}

/** A coloured interval of the dial, as fractions of its range. */
export interface GaugeInterval {
  from: number;
  to: number;
  color: string;
}

/** Numbers of a comma-separated list; a list with any non-number gives none. */
export function parseNumberList(text: string): number[] {
  if (text.trim() === '') return [];
  const numbers = text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  return numbers.every(Number.isFinite) ? numbers : [];
}

/**
 * The coloured intervals of `intervals` (upper bounds, in data values) over `range`: each starts
 * where the previous ended, coloured by the written colour at its position (`interval_colors`),
 * else by its 1-based position in the scheme (`interval_color_indices`), else by the scheme in
 * order. Bounds are clamped to the range.
 *
 * @example
 * gaugeIntervals('50,100', '2,1', [], ['#a', '#b'], { min: 0, max: 100 });
 * // [{ from: 0, to: 0.5, color: '#b' }, { from: 0.5, to: 1, color: '#a' }]
 */
export function gaugeIntervals(bounds: string, colorIndices: string, colors: readonly string[], scheme: readonly string[], range: GaugeRange): GaugeInterval[] {
  const indices = parseNumberList(colorIndices);
  const fraction = (value: number) => Math.min(1, Math.max(0, (value - range.min) / (range.max - range.min)));
  let from = 0;
  return parseNumberList(bounds).map((bound, index) => {
    const to = Math.max(from, fraction(bound));
    const pick = indices[index];
    const fromScheme = pick !== undefined && Number.isInteger(pick) && pick >= 1 ? scheme[(pick - 1) % scheme.length] : scheme[index % scheme.length];
    const interval = { from, to, color: colors[index] || fromScheme || '#cccccc' };
    from = to;
    return interval;
  });
}
