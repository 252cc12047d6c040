import type { StackBand } from './stack-series.js';
import type { TimeseriesChartProps, TimeseriesSeries } from './timeseries-chart-props.js';

/** What a value axis' domain is computed from. */
export interface DomainInput {
  props: TimeseriesChartProps;
  /** The visible series measured on this axis. */
  series: TimeseriesSeries[];
  stacks: ReadonlyMap<string, StackBand> | null;
  start: number;
  end: number;
  startAtZero: boolean;
  withAnnotations: boolean;
  /** Values the axis reaches at least (`y_axis_bounds`, `y_axis_bounds_secondary`); `null` ends follow the data. */
  bounds?: readonly [number | null, number | null];
  /** A logarithmic axis: only positive values count, and it starts at the power of ten below the least. */
  log?: boolean;
}

/**
 * The domain of a value axis: the extent of its visible series (their stacked edges when stacked)
 * over the shown x values, with formula annotations when asked, widened to its bounds and to zero
 * when it starts at zero; a log axis counts positive values only.
 */
export function valueDomain({ props, series, stacks, start, end, startAtZero, withAnnotations, bounds, log = false }: DomainInput): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  // Inline loops: this runs over every visible value (100,000s) on each redraw.
  const arrays = series.flatMap((item) => {
    const band = stacks?.get(item.key);
    return band ? [band.lower, band.upper] : [item.values];
  });
  for (const values of arrays) {
    for (let i = start; i < end; i++) {
      const value = values[i]!;
      if (log && !(value > 0)) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  const take = (value: number) => {
    if (log && !(value > 0)) return;
    if (value < min) min = value;
    if (value > max) max = value;
  };
  const [first, last] = [props.x[start] ?? 0, props.x[end - 1] ?? 0];
  for (const annotation of withAnnotations ? props.annotations : []) {
    annotation.x.forEach((x, i) => {
      const y = annotation.y[i]!;
      if (x >= first && x <= last && Number.isFinite(y)) take(y);
    });
  }
  // Bounds only widen the axis, so no value is drawn outside it.
  if (bounds?.[0] !== null && bounds?.[0] !== undefined) take(bounds[0]);
  if (bounds?.[1] !== null && bounds?.[1] !== undefined) take(bounds[1]);
  if (log) return logDomain(min, max, bounds?.[0] ?? null);
  if (min === Infinity) return [0, 1];
  if (startAtZero) [min, max] = [Math.min(min, 0), Math.max(max, 0)];
  if (min === max) return min === 0 ? [0, 1] : [min - Math.abs(min) * 0.1, max + Math.abs(max) * 0.1];
  return [min, max];
}

/**
 * A logarithmic axis' domain over positive values from `min` to `max`: from the power of ten at or
 * below the least (unless a lower bound is set, which then stands) to the greatest; one decade
 * when there is nothing to show.
 */
function logDomain(min: number, max: number, lowerBound: number | null): [number, number] {
  if (min === Infinity) return [1, 10];
  const low = lowerBound !== null && lowerBound > 0 ? min : 10 ** Math.floor(Math.log10(min));
  return low === max ? [low, low * 10] : [low, max];
}

/**
 * The domain of a continuous x-axis from its first and last shown x values. A numeric axis showing
 * every x value is widened to `xAxisBounds` while truncated (the default), or reaches zero when not
 * (the caller then rounds its ends); a zoomed window shows just its values. A single x value sits
 * in the middle of a day (time) or of a unit (numbers), not of a millisecond.
 */
export function continuousXDomain(props: Pick<TimeseriesChartProps, 'xType' | 'truncateXAxis' | 'xAxisBounds'>, first: number, last: number, whole: boolean): [number, number] {
  let [low, high] = [first, last];
  if (props.xType === 'number' && whole) {
    if (props.truncateXAxis === false) [low, high] = [Math.min(low, 0), Math.max(high, 0)];
    else {
      const [min, max] = props.xAxisBounds ?? [null, null];
      if (min !== null && min < low) low = min;
      if (max !== null && max > high) high = max;
    }
  }
  const pad = props.xType === 'time' ? 86_400_000 : 1;
  return low === high ? [low - pad, high + pad] : [low, high];
}
