import { valueAxisOf, type ChartGeometry } from './chart-geometry.js';
import { barSlotAt } from './mark-shapes.js';
import type { TimeseriesSeries } from './timeseries-chart-props.js';

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
 * search on continuous axes, arithmetic on bands) and the series whose line or dot is nearest
 * (within {@link HIT_TOLERANCE}), whose bar contains the pointer, or whose area it is inside.
 * `null` outside the plot or without data.
 */
export function hitTest(geometry: ChartGeometry, x: number, y: number): ChartHit | null {
  const { plot, horizontal, base, stacks, styles } = geometry;
  if (x < 0 || y < 0 || x > plot.width || y > plot.height) return null;
  const along = horizontal ? y : x;
  const across = horizontal ? x : y;
  const index = base.nearest(along);
  if (index < 0) return null;
  const visible = geometry.visible;
  const kindOf = (series: TimeseriesSeries) => styles.get(series.key)!.kind;

  // Lines and dots first: on a mixed chart they are drawn over the bars.
  let best: string | null = null;
  let bestDistance = HIT_TOLERANCE;
  for (const series of visible) {
    if (kindOf(series) === 'bar') continue;
    const raw = series.values[index]!;
    if (Number.isNaN(raw)) continue;
    const band = stacks?.get(series.key);
    const top = valueAxisOf(geometry, series.key).scale(band ? band.upper[index]! : raw);
    const distance = Math.abs(across - top);
    if (distance <= bestDistance) [best, bestDistance] = [series.key, distance];
  }
  if (best !== null) return { index, seriesKey: best };

  const bar = barAt(geometry, index, along, across);
  if (bar !== null) return { index, seriesKey: bar };

  // Inside a filled area: the topmost stacked band, or the nearest area edge above the pointer.
  for (const series of [...visible].reverse()) {
    const style = styles.get(series.key)!;
    if (style.kind !== 'line' || !style.area) continue;
    const raw = series.values[index]!;
    if (Number.isNaN(raw)) continue;
    const value = valueAxisOf(geometry, series.key);
    const band = stacks?.get(series.key);
    const [from, to] = band ? [value.scale(band.lower[index]!), value.scale(band.upper[index]!)] : [value.baseline, value.scale(raw)];
    if (between(across, from, to)) return { index, seriesKey: series.key };
  }
  return { index, seriesKey: null };
}

/** The bar series whose bar at `index` contains the pointer: within its slot, between its ends. */
function barAt(geometry: ChartGeometry, index: number, along: number, across: number): string | null {
  if (geometry.barSlots.size === 0) return null;
  const slot = barSlotAt(geometry, index, along);
  for (const series of geometry.visible) {
    const placement = geometry.barSlots.get(series.key);
    if (!placement || placement.slot !== slot) continue;
    const raw = series.values[index]!;
    if (Number.isNaN(raw)) continue;
    const value = valueAxisOf(geometry, series.key);
    const band = geometry.stacks?.get(series.key);
    const [from, to] = band ? [value.scale(band.lower[index]!), value.scale(band.upper[index]!)] : [value.baseline, value.scale(raw)];
    if (between(across, from, to, band ? 1 : 2)) return series.key;
  }
  return null;
}
