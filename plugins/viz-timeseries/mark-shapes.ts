import { area, curveLinear, curveMonotoneX, curveStep, curveStepAfter, curveStepBefore, line, type Area, type CurveFactory, type Line } from 'd3';
import type { ChartGeometry } from './chart-geometry.js';
import type { TimeseriesChartProps, TimeseriesSeries } from './timeseries-chart-props.js';

/** The curve of a variant: straight, monotone (smooth), or steps at the start, middle or end. */
export function curveOf(props: Pick<TimeseriesChartProps, 'variant' | 'stepPosition'>): CurveFactory {
  if (props.variant === 'smooth') return curveMonotoneX;
  if (props.variant === 'step') return props.stepPosition === 'middle' ? curveStep : props.stepPosition === 'end' ? curveStepAfter : curveStepBefore;
  return curveLinear;
}

/** The x indices of the window, as the data of d3's line and area generators. */
export function windowIndices(geometry: Pick<ChartGeometry, 'start' | 'end'>): Uint32Array {
  const indices = new Uint32Array(Math.max(0, geometry.end - geometry.start));
  for (let i = 0; i < indices.length; i++) indices[i] = geometry.start + i;
  return indices;
}

/** The line of a series (its top edge when stacked); gaps where values are missing. */
export function seriesLine(geometry: ChartGeometry, props: TimeseriesChartProps, series: TimeseriesSeries): Line<number> {
  const { base, value } = geometry;
  const values = series.values;
  const band = geometry.stacks?.get(series.key);
  const generator = line<number>()
    .x((i) => base.position(i))
    .curve(curveOf(props));
  return band ? generator.y((i) => value.scale(band.upper[i]!)) : generator.y((i) => value.scale(values[i]!)).defined((i) => !Number.isNaN(values[i]!));
}

/** The filled area of a series: down to its stack's lower edge, or to the baseline. */
export function seriesArea(geometry: ChartGeometry, props: TimeseriesChartProps, series: TimeseriesSeries): Area<number> {
  const { base, value } = geometry;
  const values = series.values;
  const band = geometry.stacks?.get(series.key);
  const generator = area<number>()
    .x((i) => base.position(i))
    .curve(curveOf(props));
  if (band) return generator.y0((i) => value.scale(band.lower[i]!)).y1((i) => value.scale(band.upper[i]!));
  return generator
    .y0(value.baseline)
    .y1((i) => value.scale(values[i]!))
    .defined((i) => !Number.isNaN(values[i]!));
}

/** Calls `visit(x, y)` with the plot position of every defined point of a series in the window. */
export function forEachPoint(geometry: ChartGeometry, series: TimeseriesSeries, visit: (x: number, y: number, index: number) => void): void {
  const { base, value, start, end, horizontal } = geometry;
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

/** Where the bars of a group go: each visible series' slot inside the band (side by side unless stacked). */
function barSlot(geometry: ChartGeometry, stacked: boolean, slot: number): { offset: number; thickness: number } {
  const { bandwidth } = geometry.base;
  if (stacked) return { offset: -bandwidth / 2, thickness: bandwidth };
  const width = bandwidth / Math.max(1, geometry.visible.length);
  const gap = Math.min(1, width * 0.08);
  return { offset: -bandwidth / 2 + slot * width + gap / 2, thickness: Math.max(0.5, width - gap) };
}

/**
 * Calls `visit` with every bar of the visible series in the window: grouped side by side within
 * each band, or stacked; missing values draw no bar.
 */
export function forEachBar(geometry: ChartGeometry, visit: (rect: BarRect, series: TimeseriesSeries, index: number, slot: number) => void): void {
  const { base, value, start, end, horizontal, stacks } = geometry;
  geometry.visible.forEach((series, slot) => {
    const band = stacks?.get(series.key);
    const { offset, thickness } = barSlot(geometry, band !== undefined, slot);
    for (let i = start; i < end; i++) {
      const raw = series.values[i]!;
      if (Number.isNaN(raw)) continue;
      const from = band ? value.scale(band.lower[i]!) : value.baseline;
      const to = value.scale(band ? band.upper[i]! : raw);
      const along = base.position(i) + offset;
      const [low, length] = [Math.min(from, to), Math.abs(to - from)];
      visit(horizontal ? { x: low, y: along, width: length, height: thickness } : { x: along, y: low, width: thickness, height: length }, series, i, slot);
    }
  });
}

/** The slot (position among visible series) of the bar under a position along the band, for grouped bars. */
export function barSlotAt(geometry: ChartGeometry, index: number, along: number): number {
  const { bandwidth } = geometry.base;
  const offset = along - (geometry.base.position(index) - bandwidth / 2);
  const slot = Math.floor(offset / (bandwidth / Math.max(1, geometry.visible.length)));
  return slot >= 0 && slot < geometry.visible.length ? slot : -1;
}
