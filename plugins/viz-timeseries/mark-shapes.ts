import { area, curveLinear, curveMonotoneX, curveStep, curveStepAfter, curveStepBefore, line, type Area, type CurveFactory, type Line } from 'd3';
import { valueAxisOf, type ChartGeometry } from './chart-geometry.js';
import type { SeriesCurve, TimeseriesSeries } from './timeseries-chart-props.js';

/** The d3 curve of a series' curve: straight, monotone (smooth), or steps at the start, middle or end. */
export function curveOf(curve: SeriesCurve): CurveFactory {
  switch (curve) {
    case 'smooth':
      return curveMonotoneX;
    case 'start':
      return curveStepBefore;
    case 'middle':
      return curveStep;
    case 'end':
      return curveStepAfter;
    default:
      return curveLinear;
  }
}

/** The x indices of the window, as the data of d3's line and area generators. */
export function windowIndices(geometry: Pick<ChartGeometry, 'start' | 'end'>): Uint32Array {
  const indices = new Uint32Array(Math.max(0, geometry.end - geometry.start));
  for (let i = 0; i < indices.length; i++) indices[i] = geometry.start + i;
  return indices;
}

const curveOfSeries = (geometry: ChartGeometry, series: TimeseriesSeries): CurveFactory => curveOf(geometry.styles.get(series.key)?.curve ?? 'linear');

/** The line of a series (its top edge when stacked), on its own value axis; gaps where values are missing. */
export function seriesLine(geometry: ChartGeometry, series: TimeseriesSeries): Line<number> {
  const { base } = geometry;
  const value = valueAxisOf(geometry, series.key);
  const values = series.values;
  const band = geometry.stacks?.get(series.key);
  const generator = line<number>()
    .x((i) => base.position(i))
    .curve(curveOfSeries(geometry, series));
  return band ? generator.y((i) => value.scale(band.upper[i]!)) : generator.y((i) => value.scale(values[i]!)).defined((i) => !Number.isNaN(values[i]!));
}

/** The filled area of a series: down to its stack's lower edge, or to its axis' baseline. */
export function seriesArea(geometry: ChartGeometry, series: TimeseriesSeries): Area<number> {
  const { base } = geometry;
  const value = valueAxisOf(geometry, series.key);
  const values = series.values;
  const band = geometry.stacks?.get(series.key);
  const generator = area<number>()
    .x((i) => base.position(i))
    .curve(curveOfSeries(geometry, series));
  if (band) return generator.y0((i) => value.scale(band.lower[i]!)).y1((i) => value.scale(band.upper[i]!));
  return generator
    .y0(value.baseline)
    .y1((i) => value.scale(values[i]!))
    .defined((i) => !Number.isNaN(values[i]!));
}

/** Calls `visit(x, y)` with the plot position of every defined point of a series in the window. */
export function forEachPoint(geometry: ChartGeometry, series: TimeseriesSeries, visit: (x: number, y: number, index: number) => void): void {
  const { base, start, end, horizontal } = geometry;
  const value = valueAxisOf(geometry, series.key);
  const band = geometry.stacks?.get(series.key);
  const values = series.values;
  for (let i = start; i < end; i++) {
    const raw = values[i]!;
    if (Number.isNaN(raw)) continue;
    const along = base.position(i);
    const across = value.scale(band ? band.upper[i]! : raw);
    if (horizontal) visit(across, along, i);
    else visit(along, across, i);
  }
}

/** One bar's rectangle in plot coordinates. */
export interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a bar goes inside its band: its slot's offset and thickness (stacks share one slot). */
function barSlot(geometry: ChartGeometry, slot: number, slots: number): { offset: number; thickness: number } {
  const { bandwidth } = geometry.base;
  if (slots <= 1) return { offset: -bandwidth / 2, thickness: bandwidth };
  const width = bandwidth / slots;
  const gap = Math.min(1, width * 0.08);
  return { offset: -bandwidth / 2 + slot * width + gap / 2, thickness: Math.max(0.5, width - gap) };
}

/**
 * Calls `visit` with every bar of the visible bar series in the window: side by side within each
 * band, a stack sharing one slot; missing values draw no bar. Each bar stands on its own axis.
 */
export function forEachBar(geometry: ChartGeometry, visit: (rect: BarRect, series: TimeseriesSeries, index: number, slot: number) => void): void {
  const { base, start, end, horizontal, stacks } = geometry;
  for (const series of geometry.visible) {
    const placement = geometry.barSlots.get(series.key);
    if (!placement) continue;
    const value = valueAxisOf(geometry, series.key);
    const band = stacks?.get(series.key);
    const { offset, thickness } = barSlot(geometry, placement.slot, placement.slots);
    for (let i = start; i < end; i++) {
      const raw = series.values[i]!;
      if (Number.isNaN(raw)) continue;
      const from = band ? value.scale(band.lower[i]!) : value.baseline;
      const to = value.scale(band ? band.upper[i]! : raw);
      const along = base.position(i) + offset;
      const [low, length] = [Math.min(from, to), Math.abs(to - from)];
      visit(horizontal ? { x: low, y: along, width: length, height: thickness } : { x: along, y: low, width: thickness, height: length }, series, i, placement.slot);
    }
  }
}

/** The bar slot under a position along the band (for side-by-side bars); -1 between bands. */
export function barSlotAt(geometry: ChartGeometry, index: number, along: number): number {
  const { bandwidth } = geometry.base;
  const slots = geometry.barSlots.values().next().value?.slots ?? 0;
  const offset = along - (geometry.base.position(index) - bandwidth / 2);
  const slot = Math.floor(offset / (bandwidth / Math.max(1, slots)));
  return slot >= 0 && slot < slots ? slot : -1;
}
