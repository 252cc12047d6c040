import {
  AXIS_TICK_FONT_SIZE as TICK_FONT_SIZE,
  AXIS_TITLE_FONT_SIZE as TITLE_FONT_SIZE,
  bandLabels,
  getNumberFormatter,
  measureTextWidth,
  valueTicks,
  type AxisTick,
  type BandLabels,
  type TicksLayout,
} from '@core/plugin-api/index.js';
import { scaleLinear } from 'd3';

const EDGE = 10;
const TITLE_ROOM = TITLE_FONT_SIZE + 8;
/** Height of the legend row above the plot. */
export const LEGEND_HEIGHT = 22;

/** A rectangle in the chart's box. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the plot, its ticks and its labels go. */
export interface WaterfallLayout {
  plot: Rect;
  /** Pixels from the plot's top for a value. */
  y: (value: number) => number;
  yTicks: AxisTick[];
  xLabels: BandLabels;
  /** Width of one bar's band. */
  bandWidth: number;
}

/**
 * The plot of a waterfall in a `width` × `height` box: the legend row on top when shown, room on
 * the left for the widest value label (and the y-axis title), below for the bar names (laid out as
 * `x_ticks_layout` asks, and the x-axis title); a rounded value scale over the running totals with
 * zero, extended a little when values are written on the bars, and ticks that never overlap.
 */
export function waterfallLayout(
  width: number,
  height: number,
  names: readonly string[],
  extent: readonly [number, number],
  numberFormat: string,
  ticksLayout: TicksLayout,
  options: { xTitle: boolean; yTitle: boolean; legend: boolean; values: boolean },
): WaterfallLayout {
  const format = getNumberFormatter(numberFormat);
  const [low, high] = extent[0] < extent[1] ? extent : [extent[0] - 1, extent[0] + 1];
  const top = EDGE + (options.legend ? LEGEND_HEIGHT : 0) + (options.values ? TICK_FONT_SIZE + 4 : 0);
  const scaleFor = (plotHeight: number) => scaleLinear([low, high], [plotHeight, 0]).nice();
  const guess = Math.max(0, height - top - 50);
  const firstTicks = valueTicks(scaleFor(guess), guess, 'vertical', format);
  const left = Math.min(width * 0.3, Math.max(24, ...firstTicks.map((t) => measureTextWidth(t.label, TICK_FONT_SIZE))) + 10 + (options.yTitle ? TITLE_ROOM : 0));
  const plotWidth = Math.max(0, width - EDGE - left);
  const bandWidth = names.length > 0 ? plotWidth / names.length : plotWidth;
  const xLabels = bandLabels(names, bandWidth, Math.max(TICK_FONT_SIZE + 8, height * 0.3), ticksLayout);
  const bottomRoom = (options.values && low < 0 ? TICK_FONT_SIZE + 4 : 0);
  const plotHeight = Math.max(0, height - top - EDGE - xLabels.height - (options.xTitle ? TITLE_ROOM : 0) - bottomRoom);
  const scale = scaleFor(plotHeight);
  return {
    plot: { left, top, width: plotWidth, height: plotHeight },
    y: scale,
    yTicks: plotHeight > 0 ? valueTicks(scale, plotHeight, 'vertical', format) : [],
    xLabels,
    bandWidth,
  };
}
