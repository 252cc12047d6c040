import { getNumberFormatter, measureTextWidth, truncateText, type MeasureText } from '@core/plugin-api/index.js';
import { scaleLinear, scalePoint } from 'd3';
import type { ParaChartProps } from './transform-props.js';

/** Key of the dimension's axis (metric axes are keyed by their labels). */
export const SERIES_AXIS = '__series__';
export const TITLE_FONT_SIZE = 12;
export const TICK_FONT_SIZE = 10;
const TITLE_BAND = 24;
const BOTTOM = 10;
const TICK_GAP = 6;
const EDGE = 8;
/** Least vertical room between two category ticks of the dimension axis. */
const CATEGORY_TICK_ROOM = 13;

/** A tick of an axis. */
export interface AxisTick {
  y: number;
  text: string;
}

/** One axis placed in the box. */
export interface PlacedAxis {
  key: string;
  title: string;
  /** The title cut to the room between axes. */
  titleText: string;
  x: number;
  ticks: AxisTick[];
}

/** The plot area: where lines run, between the first and last axis. */
export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The parallel coordinates placed in a box. */
export interface ParaLayout {
  plot: PlotBox;
  axes: PlacedAxis[];
  /** For each line (same order as the props), its y on each axis; null where it has no value. */
  ys: Array<Array<number | null>>;
}

/**
 * Places parallel coordinates in a `width` × `height` box: the dimension's axis first when
 * `includeSeries`, then one axis per metric, evenly spaced, each with a linear scale over its
 * values (niced; a single value gets a unit of room) and ticks written with the number format.
 * Margins leave room for the first axis's tick labels and the last title; titles are cut to the
 * room between axes, and the dimension's ticks are thinned so their labels never touch.
 */
export function layoutPara(props: ParaChartProps, width: number, height: number, measure: MeasureText = measureTextWidth): ParaLayout {
  const format = getNumberFormatter(props.numberFormat);
  const top = TITLE_BAND;
  const bottom = Math.max(top + 1, height - BOTTOM);
  const plotHeight = bottom - top;

  const names = props.includeSeries ? [...new Set(props.lines.map((line) => line.name ?? ''))] : [];
  const point = scalePoint<string>().domain(names).range([top, bottom]).padding(0.5);
  const every = Math.max(1, Math.ceil(CATEGORY_TICK_ROOM / Math.max(1e-6, point.step())));
  const seriesTicks: AxisTick[] = names.filter((_, i) => i % every === 0).map((name) => ({ y: point(name)!, text: name }));

  const metricScales = props.axes.map((_, index) => {
    const values = props.lines.map((line) => line.values[index]).filter((value): value is number => value !== null && value !== undefined);
    let min = values.length > 0 ? Math.min(...values) : 0;
    let max = values.length > 0 ? Math.max(...values) : 1;
    if (min === max) {
      min -= 1;
      max += 1;
    }
    return scaleLinear().domain([min, max]).nice().range([bottom, top]);
  });
  const tickCount = Math.max(2, Math.floor(plotHeight / 40));
  const metricTicks = metricScales.map((scale) => scale.ticks(tickCount).map((value) => ({ y: scale(value), text: format(value) })));

  const keys = [...(props.includeSeries ? [SERIES_AXIS] : []), ...props.axes.map((axis) => axis.key)];
  const titles = [...(props.includeSeries ? [props.seriesTitle ?? ''] : []), ...props.axes.map((axis) => axis.title)];
  const ticks = [...(props.includeSeries ? [seriesTicks] : []), ...metricTicks];
  const count = keys.length;

  const widestTick = (list: AxisTick[]) => Math.max(0, ...list.map((tick) => measure(tick.text, TICK_FONT_SIZE)));
  const firstTicks = Math.min(width * 0.3, (ticks[0] ? widestTick(ticks[0]) : 0) + TICK_GAP + 2);
  const firstTitle = count > 0 ? measure(titles[0]!, TITLE_FONT_SIZE) / 2 : 0;
  const lastTitle = count > 1 ? measure(titles[count - 1]!, TITLE_FONT_SIZE) / 2 : 0;
  const spacingGuess = count > 1 ? (width - 2 * EDGE) / (count - 1) : width;
  // Titles may reach past the outer axes by half a gap, and never take more than a fifth of the width.
  const left = EDGE + Math.max(firstTicks, Math.min(firstTitle, spacingGuess / 2, width * 0.2));
  const right = EDGE + Math.min(lastTitle, spacingGuess / 2, width * 0.2);
  const plotWidth = Math.max(0, width - left - right);
  const spacing = count > 1 ? plotWidth / (count - 1) : plotWidth;
  const xOf = (index: number) => (count > 1 ? left + index * spacing : left + plotWidth / 2);
  const titleRoom = count > 1 ? spacing - 6 : width - 2 * EDGE;

  const axes: PlacedAxis[] = keys.map((key, index) => ({
    key,
    title: titles[index]!,
    titleText: truncateText(titles[index]!, Math.max(0, titleRoom), TITLE_FONT_SIZE, { measure }),
    x: xOf(index),
    ticks: ticks[index]!,
  }));
  const ys = props.lines.map((line) => [
    ...(props.includeSeries ? [point(line.name ?? '') ?? null] : []),
    ...line.values.map((value, index) => (value === null ? null : metricScales[index]!(value))),
  ]);
  return { plot: { left: count > 1 ? left : xOf(0), top, width: count > 1 ? plotWidth : 0, height: plotHeight }, axes, ys };
}

/**
 * The line nearest a point of the box, within `tolerance` pixels vertically, among those `include`
 * accepts: between two axes by the segment's height at the pointer's x, on a single axis by its
 * point. Null when none is that close.
 */
export function nearestLine(layout: ParaLayout, x: number, y: number, include: (index: number) => boolean, tolerance = 6): number | null {
  const { axes, ys } = layout;
  if (axes.length === 0) return null;
  let gap = 0;
  while (gap < axes.length - 2 && x > axes[gap + 1]!.x) gap += 1;
  let best: number | null = null;
  let bestDistance = tolerance;
  for (let index = 0; index < ys.length; index += 1) {
    if (!include(index)) continue;
    const line = ys[index]!;
    let at: number | null;
    if (axes.length === 1) at = line[0] ?? null;
    else {
      const a = line[gap];
      const b = line[gap + 1];
      if (a === null || a === undefined || b === null || b === undefined) continue;
      const x0 = axes[gap]!.x;
      const x1 = axes[gap + 1]!.x;
      const t = x1 > x0 ? Math.min(1, Math.max(0, (x - x0) / (x1 - x0))) : 0;
      at = a + (b - a) * t;
    }
    if (at === null) continue;
    const distance = Math.abs(at - y);
    if (distance <= bestDistance) {
      bestDistance = distance;
      best = index;
    }
  }
  return best;
}

/** A brush on an axis: the band of the plot's height it keeps, as fractions from the top (0–1). */
export type AxisBrush = readonly [number, number];

/** Whether a line passes every brush (a line without a value on a brushed axis does not). */
export function passesBrushes(layout: ParaLayout, index: number, brushes: ReadonlyMap<string, AxisBrush>): boolean {
  if (brushes.size === 0) return true;
  const line = layout.ys[index]!;
  for (let axis = 0; axis < layout.axes.length; axis += 1) {
    const brush = brushes.get(layout.axes[axis]!.key);
    if (!brush) continue;
    const y = line[axis];
    if (y === null || y === undefined) return false;
    const fraction = layout.plot.height > 0 ? (y - layout.plot.top) / layout.plot.height : 0;
    if (fraction < Math.min(brush[0], brush[1]) - 1e-9 || fraction > Math.max(brush[0], brush[1]) + 1e-9) return false;
  }
  return true;
}
