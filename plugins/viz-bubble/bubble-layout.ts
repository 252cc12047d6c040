import {
  AXIS_TICK_FONT_SIZE as TICK_FONT_SIZE,
  AXIS_TITLE_FONT_SIZE as TITLE_FONT_SIZE,
  getNumberFormatter,
  measureTextWidth,
  valueTicks,
  type AxisTick,
  type ChartBox as Box,
} from '@core/plugin-api/index.js';
import { extent, max, scaleLinear, scaleLog } from 'd3';
import type { Bubble } from './transform-props.js';

const EDGE = 10;
const TITLE_ROOM = TITLE_FONT_SIZE + 8;

/** One axis of a bubble chart: its scale's domain for the data, and whether it is logarithmic. */
export interface AxisSpec {
  log: boolean;
  /** Start the axis at zero (linear axes only). */
  includeZero: boolean;
  format: string;
}

/** Where the plot goes, its scales (pixels from the plot's corner) and ticks. */
export interface BubbleLayout {
  plot: Box;
  x: (value: number) => number;
  y: (value: number) => number;
  xTicks: AxisTick[];
  yTicks: AxisTick[];
  /** Bubbles that can be placed: on a log axis, those with positive values. */
  placed: Bubble[];
}

function scaleFor(values: readonly number[], spec: AxisSpec, range: [number, number]) {
  const [min, maxValue] = extent(values);
  let [low, high] = min === undefined || maxValue === undefined ? (spec.log ? [1, 10] : [0, 1]) : [min, maxValue];
  if (spec.log) {
    if (low === high) [low, high] = [low / 10, high * 10];
    return scaleLog([low, high], range).nice();
  }
  if (spec.includeZero) [low, high] = [Math.min(0, low), Math.max(0, high)];
  if (low === high) [low, high] = [low - 1, high + 1];
  return scaleLinear([low, high], range).nice();
}

/**
 * The plot of a bubble chart inside `box`: room for the widest y tick label and the titles; x and
 * y scales (linear, or logarithmic over the positive values) inset by the largest bubble's radius
 * so no bubble is cut at an edge; ticks that never overlap.
 */
export function bubbleLayout(box: Box, bubbles: readonly Bubble[], xSpec: AxisSpec, ySpec: AxisSpec, titles: { x: boolean; y: boolean }): BubbleLayout {
  const placed = bubbles.filter((b) => (!xSpec.log || b.x > 0) && (!ySpec.log || b.y > 0));
  const formatX = getNumberFormatter(xSpec.format);
  const formatY = getNumberFormatter(ySpec.format);
  const radius = (max(placed, (b) => b.diameter) ?? 0) / 2;
  const top = box.top + EDGE;
  const bottomRoom = TICK_FONT_SIZE + 10 + (titles.x ? TITLE_ROOM : 0);
  const plotHeight = Math.max(0, box.height - EDGE - bottomRoom);
  const inset = (length: number) => Math.min(radius, length * 0.2);
  const yScale = scaleFor(
    placed.map((b) => b.y),
    ySpec,
    [plotHeight - inset(plotHeight), inset(plotHeight)],
  );
  const yTicks = plotHeight > 0 ? valueTicks(yScale, plotHeight, 'vertical', formatY) : [];
  const left = box.left + Math.min(box.width * 0.3, Math.max(24, ...yTicks.map((t) => measureTextWidth(t.label, TICK_FONT_SIZE))) + 10 + (titles.y ? TITLE_ROOM : 0));
  const plotWidth = Math.max(0, box.left + box.width - EDGE - left);
  const xScale = scaleFor(
    placed.map((b) => b.x),
    xSpec,
    [inset(plotWidth), plotWidth - inset(plotWidth)],
  );
  return {
    plot: { left, top, width: plotWidth, height: plotHeight },
    x: xScale,
    y: yScale,
    xTicks: plotWidth > 0 ? valueTicks(xScale, plotWidth, 'horizontal', formatX) : [],
    yTicks,
    placed,
  };
}
