import type { ChartGeometry } from './chart-geometry.js';
import { barSlotAt } from './mark-shapes.js';
import type { TimeseriesChartProps } from './timeseries-chart-props.js';

/** What is under the pointer: the nearest x value and, when the pointer is on one, a series. */
export interface ChartHit {
  index: number;
  /** Key of the series under the pointer; `null` between marks. */
  seriesKey: string | null;
}

/** How far (in pixels) from a line or dot the pointer may be and still pick its series. */
export const HIT_TOLERANCE = 8;

const between = (value: number, a: number, b: number, slack = 0) => value >= Math.min(a, b) - slack && value <= Math.max(a, b) + slack;

/**
 * Finds what lies under a pointer at (`x`, `y`) in plot coordinates: the nearest x value (binary
 * search on continuous axes, arithmetic on bands) and the series whose bar contains the pointer,
 * whose area it is inside, or whose line or dot is nearest (within {@link HIT_TOLERANCE}).
 * `null` outside the plot or without data.
 */
export function hitTest(geometry: ChartGeometry, props: TimeseriesChartProps, x: number, y: number): ChartHit | null {
  const { plot, horizontal, base, value, stacks } = geometry;
  if (x < 0 || y < 0 || x > plot.width || y > plot.height) return null;
  const along = horizontal ? y : x;
  const across = horizontal ? x : y;
  const index = base.nearest(along);
  if (index < 0) return null;
  const visible = geometry.visible;

  if (props.variant === 'bar') {
    if (stacks) {
      const found = visible.find((series) => {
        const band = stacks.get(series.key)!;
        return !Number.isNaN(series.values[index]!) && between(across, value.scale(band.lower[index]!), value.scale(band.upper[index]!), 1);
      });
      return { index, seriesKey: found?.key ?? null };
    }
    const slot = barSlotAt(geometry, index, along);
    const series = visible[slot];
    const raw = series?.values[index];
    const hit = series !== undefined && raw !== undefined && !Number.isNaN(raw) && between(across, value.baseline, value.scale(raw), 2);
    return { index, seriesKey: hit ? series.key : null };
  }

  let best: string | null = null;
  let bestDistance = HIT_TOLERANCE;
  for (const series of visible) {
    const raw = series.values[index]!;
    if (Number.isNaN(raw)) continue;
    const band = stacks?.get(series.key);
    const top = value.scale(band ? band.upper[index]! : raw);
    const distance = Math.abs(across - top);
    if (distance <= bestDistance) [best, bestDistance] = [series.key, distance];
  }
  if (best === null && props.variant === 'area') {
    // Inside a filled area: the topmost stacked band, or the nearest area edge above the pointer.
    for (const series of [...visible].reverse()) {
      const raw = series.values[index]!;
      if (Number.isNaN(raw)) continue;
      const band = stacks?.get(series.key);
      const [from, to] = band ? [value.scale(band.lower[index]!), value.scale(band.upper[index]!)] : [value.baseline, value.scale(raw)];
      if (between(across, from, to)) return { index, seriesKey: series.key };
    }
  }
  return { index, seriesKey: best };
}
