import { scaleBand, scaleLinear, scaleLog, scalePoint, scaleUtc, type ScaleContinuousNumeric } from 'd3';
import { getNumberFormatter, getTimeFormatter } from '@core/plugin-api/index.js';
import {
  FONT,
  areaBesideLegend,
  bandLabelStride,
  fitContinuousTicks,
  legendBox,
  plotMargins,
  type Box,
  type Tick,
} from './chart-layout.js';
import { continuousXDomain, valueDomain } from './axis-domains.js';
import { nearestIndex } from './nearest-index.js';
import { hasBars, styleOf } from './series-style.js';
import { stackSeries, type StackBand } from './stack-series.js';
import { estimateTextWidth, truncateText } from './text-metrics.js';
import type { SeriesStyle, TimeseriesChartProps, TimeseriesSeries, YAxisIndex } from './timeseries-chart-props.js';

/** Past this many marks (points, bars or dots of the visible series) they are drawn on a canvas. */
export const CANVAS_THRESHOLD = 2000;

/** The axis along which x values run (horizontal, or vertical for horizontal bars). */
export interface BaseAxis {
  /** `band` for bars over time or categories, `point` for categories on lines, else a continuous scale (bars over numbers too). */
  kind: 'time' | 'linear' | 'band' | 'point';
  /** Pixel position (from the plot's edge) of the x value at `index`: a band's centre for bars. */
  position: (index: number) => number;
  /** Pixel position of an x value (annotations); categories and bars snap to the nearest x value. */
  positionOfValue: (value: number) => number;
  /** The index in the window whose position is nearest to `pixel`. */
  nearest: (pixel: number) => number;
  /** Thickness of a band, or of the bars of one x value on a numeric axis (0 for other continuous axes and point axes). */
  bandwidth: number;
  /** Distance between neighbouring x values, in pixels (their average on a continuous axis). */
  step: number;
  ticks: Tick[];
  /** Formats an x value (by index) for tick labels. */
  label: (index: number) => string;
}

/** The axis of the values (vertical, or horizontal for horizontal bars). */
export interface ValueAxis {
  /** Linear, or logarithmic (clamped, so zero maps to the axis' low end) for a log axis. */
  scale: ScaleContinuousNumeric<number, number>;
  ticks: Tick[];
  /** Pixel position of zero, or of the domain end nearest to it (where bars and areas start). */
  baseline: number;
}

/** Everything the component draws with, computed once per size, data and visibility. */
export interface ChartGeometry {
  width: number;
  height: number;
  legend: Box | null;
  /** The part of the chart beside the legend: the plot plus its axes and titles. */
  area: Box;
  plot: Box;
  horizontal: boolean;
  /** Indices of the x values shown: `[start, end)`. */
  start: number;
  end: number;
  base: BaseAxis;
  /** The primary value axis (left, or bottom for horizontal bars). */
  value: ValueAxis;
  /** The secondary value axis on the right, for series measured on it; `null` without one. */
  secondary: ValueAxis | null;
  visible: TimeseriesSeries[];
  /** How each series (visible or not) is drawn, by key. */
  styles: ReadonlyMap<string, SeriesStyle>;
  /** Each visible bar series' slot among the bars of one x value, and how many slots there are. */
  barSlots: ReadonlyMap<string, { slot: number; slots: number }>;
  /** Lower and upper edge of each visible series when stacked. */
  stacks: ReadonlyMap<string, StackBand> | null;
  /** Number of marks drawn; decides between SVG and canvas. */
  marks: number;
  useCanvas: boolean;
}

/** What the geometry is computed from. */
export interface GeometryInput {
  props: TimeseriesChartProps;
  width: number;
  height: number;
  hidden: ReadonlySet<string>;
  /** Zoomed range of x indices, `[start, end)`; all of them when absent. */
  window?: readonly [number, number] | null;
}

/** Formats numeric x values: plain integers (years, ids) as they are, other numbers adaptively. */
function numericXFormatter(x: Float64Array): (value: number) => string {
  let integers = true;
  let largest = 0;
  for (let i = 0; i < x.length; i++) {
    if (!Number.isInteger(x[i]!)) integers = false;
    largest = Math.max(largest, Math.abs(x[i]!));
  }
  const format = getNumberFormatter(integers && largest < 1e5 ? 'd' : 'SMART_NUMBER');
  return (value) => format(value);
}

/** The formatter of x values on the axis: the time format, a number format, or the category label. */
export function xLabelFormatter(props: TimeseriesChartProps): (value: number) => string {
  if (props.xType === 'time') {
    const format = getTimeFormatter(props.xFormat);
    return (value) => format(value);
  }
  if (props.xType === 'number') return numericXFormatter(props.x);
  return (value) => props.categories[value] ?? String(value);
}

function baseAxis(props: TimeseriesChartProps, length: number, start: number, end: number, horizontal: boolean): BaseAxis {
  const formatValue = xLabelFormatter(props);
  const label = (index: number) => formatValue(props.x[index]!);
  const count = end - start;
  const bars = hasBars(props);
  // Bars over a numeric x-axis stand at their x values on a continuous axis (so `truncateXAxis` and
  // `xAxisBounds` apply to them); over time or categories they stand in bands, one per x value.
  if (bars && props.xType === 'number') return numericBarAxis(props, length, start, end, horizontal, label);
  const banded = bars || props.xType === 'category';
  // Horizontal bars list the x values top to bottom, in reading order.
  const range: [number, number] = [0, length];
  if (banded) {
    const indices = Array.from({ length: count }, (_, i) => start + i);
    const scale = bars ? scaleBand<number>(indices, range).paddingInner(0.2).paddingOuter(0.1) : scalePoint<number>(indices, range).padding(0.5);
    const step = scale.step();
    const bandwidth = scale.bandwidth();
    const position = (index: number) => (scale(index) ?? 0) + bandwidth / 2;
    const first = position(start);
    const nearest = (pixel: number) => Math.min(end - 1, Math.max(start, start + Math.round((pixel - first) / step)));
    const maxLabel = horizontal ? FONT.tick + 2 : Math.max(...indices.map((i) => estimateTextWidth(label(i), FONT.tick)).slice(0, 500), 0);
    const stride = bandLabelStride(Math.min(maxLabel, 140), step);
    const ticks: Tick[] = [];
    for (let i = start; i < end; i += stride) ticks.push({ position: position(i), label: horizontal ? label(i) : truncateText(label(i), 140, FONT.tick) });
    const positionOfValue = (value: number) => position(nearestIndex(props.x, value, start, end));
    return { kind: bars ? 'band' : 'point', position, positionOfValue, nearest, bandwidth, step, ticks, label };
  }
  const [first, last] = [props.x[start]!, props.x[end - 1]!];
  const domain = continuousXDomain(props, first, last, start === 0 && end === props.x.length);
  const scale = props.xType === 'time' ? scaleUtc().domain(domain).range(range) : scaleLinear().domain(domain).range(range);
  if (props.xType === 'number' && props.truncateXAxis === false && start === 0 && end === props.x.length) scale.nice();
  const position = (index: number) => scale(props.x[index]!);
  const nearest = (pixel: number) => nearestIndex(props.x, Number(scale.invert(pixel)), start, end);
  const ticks = fitContinuousTicks(
    (n) => scale.ticks(n).map(Number),
    (value) => scale(value),
    formatValue,
    length,
    horizontal,
  );
  return {
    kind: props.xType === 'time' ? 'time' : 'linear',
    position,
    positionOfValue: (value) => scale(value),
    nearest,
    bandwidth: 0,
    step: count > 1 ? Math.abs(scale(last) - scale(first)) / (count - 1) : length,
    ticks,
    label,
  };
}

/** The smallest distance between neighbouring x values in `[start, end)`; `null` for fewer than two. */
function smallestGap(x: Float64Array, start: number, end: number): number | null {
  let gap = Infinity;
  for (let i = start + 1; i < end; i++) {
    const d = Math.abs(x[i]! - x[i - 1]!);
    if (d > 0 && d < gap) gap = d;
  }
  return gap === Infinity ? null : gap;
}

/** Share of the distance between neighbouring x values a group of bars takes (the rest is the gap between groups). */
const NUMERIC_BAR_FILL = 0.8;

/**
 * A continuous numeric x-axis carrying bars: each x value's bars centred on it, as wide together as
 * {@link NUMERIC_BAR_FILL} of the smallest distance between x values. The axis reaches half that
 * distance beyond the first and last x values so their bars fit, and is widened to `xAxisBounds`
 * (truncated) or to zero (not truncated) as a line chart's would be.
 */
function numericBarAxis(props: TimeseriesChartProps, length: number, start: number, end: number, horizontal: boolean, label: (index: number) => string): BaseAxis {
  const formatValue = xLabelFormatter(props);
  const [first, last] = [props.x[start]!, props.x[end - 1]!];
  const whole = start === 0 && end === props.x.length;
  const gap = smallestGap(props.x, start, end) ?? (Math.abs(first) > 0 ? Math.abs(first) / 10 : 1);
  const [low, high] = continuousXDomain(props, first, last, whole);
  const scale = scaleLinear()
    .domain([Math.min(low, first - gap / 2), Math.max(high, last + gap / 2)])
    .range([0, length]);
  if (props.truncateXAxis === false && whole) scale.nice();
  const step = Math.abs(scale(first + gap) - scale(first));
  const ticks = fitContinuousTicks(
    (n) => scale.ticks(n).map(Number),
    (value) => scale(value),
    formatValue,
    length,
    horizontal,
  );
  return {
    kind: 'linear',
    position: (index) => scale(props.x[index]!),
    positionOfValue: (value) => scale(value),
    nearest: (pixel) => nearestIndex(props.x, Number(scale.invert(pixel)), start, end),
    bandwidth: step * NUMERIC_BAR_FILL,
    step,
    ticks,
    label,
  };
}

/**
 * Lays out the chart and builds its scales: the legend band, the plot box (margins fitted to the
 * tick labels and titles), the x axis over the zoomed window (time, linear, band for bars over
 * time or categories, point for categories), the value axis over the visible series (stacked when asked, zero included for
 * bars and when `startAtZero`, annotations included) with non-overlapping ticks, and whether the
 * marks go to a canvas.
 */
export function computeGeometry(input: GeometryInput): ChartGeometry {
  const { props, width, height, hidden } = input;
  const n = props.x.length;
  const start = Math.max(0, Math.min(input.window?.[0] ?? 0, n));
  const end = Math.max(start, Math.min(input.window?.[1] ?? n, n));
  const horizontal = props.horizontal;
  const styles = new Map(props.series.map((series) => [series.key, styleOf(props, series)]));
  const visible = props.series.filter((series) => !hidden.has(series.key));
  const legend = props.showLegend && props.series.length > 1 ? legendBox(props.series.map((series) => series.name), props.legendOrientation, width, height) : null;
  const area = areaBesideLegend(width, height, legend, props.legendOrientation);
  const stacks = stackGroups(visible, styles, start, end);
  const onAxis = (axis: YAxisIndex) => visible.filter((series) => styles.get(series.key)!.yAxis === axis);
  const barsOn = (axis: YAxisIndex) => props.series.some((series) => styles.get(series.key)!.kind === 'bar' && styles.get(series.key)!.yAxis === axis);
  // A secondary axis only for vertical charts with series measured on it.
  const secondaryAxis = !horizontal && props.secondaryAxis && props.series.some((series) => styles.get(series.key)!.yAxis === 1) ? props.secondaryAxis : null;

  const formatValue = getNumberFormatter(props.yFormat);
  const domainOf = (axis: YAxisIndex, startAtZero: boolean, log: boolean) =>
    valueDomain({
      props,
      series: axis === 0 && !secondaryAxis ? visible : onAxis(axis),
      stacks,
      start,
      end,
      startAtZero,
      withAnnotations: axis === 0,
      bounds: axis === 0 ? props.yAxisBounds : secondaryAxis?.bounds,
      log,
    });
  const scaleOf = (domain: [number, number], log: boolean) => (log ? scaleLog().domain(domain).clamp(true) : scaleLinear().domain(domain));
  const primaryLog = !horizontal && props.logAxis === true;
  const scale = scaleOf(domainOf(0, props.startAtZero || barsOn(0), primaryLog), primaryLog);
  const secondaryScale = secondaryAxis ? scaleOf(domainOf(1, secondaryAxis.startAtZero || barsOn(1), secondaryAxis.log === true), secondaryAxis.log === true) : null;
  const formatSecondary = getNumberFormatter(secondaryAxis?.format ?? props.yFormat);
  // The value axis runs along the plot's height (or width for horizontal bars).
  const bottomTitle = horizontal ? props.yAxisTitle : props.xAxisTitle;
  const leftTitle = horizontal ? props.xAxisTitle : props.yAxisTitle;
  const rightTitle = secondaryAxis?.title ?? '';
  const provisional = plotMargins({ leftLabelWidth: 0, leftTitle, bottomTitle });
  const plotHeight = Math.max(10, area.height - provisional.top - provisional.bottom);

  let leftLabelWidth: number;
  let valueTicks: Tick[] = [];
  let secondaryTicks: Tick[] = [];
  let rightLabelWidth = 0;
  if (horizontal) {
    const labels = Array.from({ length: Math.min(end - start, 500) }, (_, i) => xLabelFormatter(props)(props.x[start + i]!));
    leftLabelWidth = Math.min(Math.max(0, ...labels.map((text) => estimateTextWidth(text, FONT.tick))), Math.floor(area.width * 0.35));
  } else {
    const tickCount = Math.max(2, Math.floor(plotHeight / 45));
    scale.range([plotHeight, 0]).nice(tickCount);
    valueTicks = fitContinuousTicks((count) => scale.ticks(count), (value) => scale(value), formatValue, plotHeight, true);
    leftLabelWidth = Math.max(0, ...valueTicks.map((tick) => estimateTextWidth(tick.label, FONT.tick)));
    if (secondaryScale) {
      secondaryScale.range([plotHeight, 0]).nice(tickCount);
      secondaryTicks = fitContinuousTicks((count) => secondaryScale.ticks(count), (value) => secondaryScale(value), formatSecondary, plotHeight, true);
      rightLabelWidth = Math.max(0, ...secondaryTicks.map((tick) => estimateTextWidth(tick.label, FONT.tick)));
    }
  }
  const margins = plotMargins({ leftLabelWidth, leftTitle, bottomTitle, ...(secondaryScale ? { rightLabelWidth, rightTitle } : {}) });
  const plot: Box = {
    left: area.left + margins.left,
    top: area.top + margins.top,
    width: Math.max(10, area.width - margins.left - margins.right),
    height: plotHeight,
  };
  if (horizontal) {
    scale.range([0, plot.width]).nice(Math.max(2, Math.floor(plot.width / 80)));
    valueTicks = fitContinuousTicks((count) => scale.ticks(count), (value) => scale(value), formatValue, plot.width);
  }

  const base = n === 0 ? emptyBaseAxis() : baseAxis(props, horizontal ? plot.height : plot.width, start, end, horizontal);
  const baselineOf = (axisScale: ScaleContinuousNumeric<number, number>) => {
    const [low, high] = axisScale.domain() as [number, number];
    return axisScale(Math.min(Math.max(0, low), high));
  };
  const marks = visible.length * (end - start);
  return {
    width,
    height,
    legend,
    area,
    plot,
    horizontal,
    start,
    end,
    base,
    value: { scale, ticks: valueTicks, baseline: baselineOf(scale) },
    secondary: secondaryScale ? { scale: secondaryScale, ticks: secondaryTicks, baseline: baselineOf(secondaryScale) } : null,
    visible,
    styles,
    barSlots: barSlotsOf(visible, styles),
    stacks,
    marks,
    useCanvas: marks > CANVAS_THRESHOLD,
  };
}

/**
 * Stacks the visible series of each stack group: series stack with the others of their group,
 * axis and mark (bars diverge from zero, lines and areas pile up). `null` when nothing stacks.
 */
function stackGroups(visible: readonly TimeseriesSeries[], styles: ReadonlyMap<string, SeriesStyle>, start: number, end: number): Map<string, StackBand> | null {
  const groups = new Map<string, TimeseriesSeries[]>();
  for (const series of visible) {
    const style = styles.get(series.key)!;
    if (style.stackGroup === null) continue;
    const id = `${style.yAxis}|${style.kind === 'bar' ? 'bar' : 'line'}|${style.stackGroup}`;
    groups.set(id, [...(groups.get(id) ?? []), series]);
  }
  if (groups.size === 0) return null;
  const bands = new Map<string, StackBand>();
  for (const [id, members] of groups) {
    for (const [key, band] of stackSeries(members, start, end, id.includes('|bar|'))) bands.set(key, band);
  }
  return bands;
}

/** Side-by-side slots of the visible bars at one x value: one per unstacked series, one per stack. */
function barSlotsOf(visible: readonly TimeseriesSeries[], styles: ReadonlyMap<string, SeriesStyle>): Map<string, { slot: number; slots: number }> {
  const slotOf = new Map<string, number>();
  const assigned = new Map<string, number>();
  for (const series of visible) {
    const style = styles.get(series.key)!;
    if (style.kind !== 'bar') continue;
    const id = style.stackGroup === null ? `own|${series.key}` : `${style.yAxis}|${style.stackGroup}`;
    if (!slotOf.has(id)) slotOf.set(id, slotOf.size);
    assigned.set(series.key, slotOf.get(id)!);
  }
  return new Map([...assigned].map(([key, slot]) => [key, { slot, slots: slotOf.size }]));
}

/** The value axis a series is measured on: the secondary one for `yAxis` 1 when the chart has it. */
export function valueAxisOf(geometry: Pick<ChartGeometry, 'value' | 'secondary' | 'styles'>, seriesKey: string): ValueAxis {
  return geometry.secondary && geometry.styles.get(seriesKey)?.yAxis === 1 ? geometry.secondary : geometry.value;
}

function emptyBaseAxis(): BaseAxis {
  return { kind: 'linear', position: () => 0, positionOfValue: () => 0, nearest: () => -1, bandwidth: 0, step: 0, ticks: [], label: () => '' };
}

/** Indices `[start, end)` of the x values between two pixel positions along the x axis (a zoom); `null` for fewer than two. */
export function windowBetween(geometry: ChartGeometry, fromPixel: number, toPixel: number): [number, number] | null {
  const first = geometry.base.nearest(Math.min(fromPixel, toPixel));
  const last = geometry.base.nearest(Math.max(fromPixel, toPixel));
  return last > first ? [first, last + 1] : null;
}
