import { stack, stackOffsetDiverging, stackOffsetNone } from 'd3';
import type { TimeseriesSeries } from './timeseries-chart-props.js';

/**
 * Where a stacked series sits at each x (indexed like the x values): `lower` is the edge it
 * starts from (the series stacked before it), `upper` the edge its value reaches. For a negative
 * bar stacked downwards `upper` lies below `lower`.
 */
export interface StackBand {
  lower: Float64Array;
  upper: Float64Array;
}

/**
 * Stacks the series in order over the x values `[start, end)` with d3's stack layout; a missing
 * value counts as zero. Bars diverge (negative values stack downwards from zero); areas pile up.
 *
 * @example
 * stackSeries([a, b], 0, 3, false).get(b.key)!.lower; // a's values
 */
export function stackSeries(series: readonly TimeseriesSeries[], start: number, end: number, diverging: boolean): Map<string, StackBand> {
  const indices = Array.from({ length: Math.max(0, end - start) }, (_, i) => start + i);
  const byKey = new Map(series.map((item) => [item.key, item.values]));
  const layers = stack<number, string>()
    .keys(series.map((item) => item.key))
    .value((index, key) => {
      const value = byKey.get(key)![index]!;
      return Number.isNaN(value) ? 0 : value;
    })
    .offset(diverging ? stackOffsetDiverging : stackOffsetNone)(indices);
  const bands = new Map<string, StackBand>();
  const length = series[0]?.values.length ?? 0;
  for (const layer of layers) {
    const band = { lower: new Float64Array(length), upper: new Float64Array(length) };
    const values = byKey.get(layer.key)!;
    layer.forEach((point, i) => {
      // d3 orders a diverging negative segment [far end, near end]; keep [from, to] instead.
      const downwards = values[start + i]! < 0 && diverging;
      band.lower[start + i] = downwards ? point[1] : point[0];
      band.upper[start + i] = downwards ? point[0] : point[1];
    });
    bands.set(layer.key, band);
  }
  return bands;
}
