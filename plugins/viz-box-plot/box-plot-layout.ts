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

/** A rectangle in the chart's box. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the plot, its ticks and its labels go. */
export interface BoxPlotLayout {
  plot: Rect;
  /** Pixels from the plot's top for a value. */
  y: (value: number) => number;
  yTicks: AxisTick[];
  xLabels: BandLabels;
  /** Width of one box's band. */
  bandWidth: number;
}

/**
 * The plot of a box plot in a `width` × `height` box: room on the left for the widest value label
 * (and the y-axis title), below for the box names (laid out as `x_ticks_layout` asks, and the
 * x-axis title); a value scale over the whiskers and outliers, rounded, with ticks that never
 * overlap.
 */
export function boxPlotLayout(
  width: number,
  height: number,
  names: readonly string[],
  extent: readonly [number, number],
  numberFormat: string,
  ticksLayout: TicksLayout,
  titles: { x: boolean; y: boolean },
): BoxPlotLayout {
  const format = getNumberFormatter(numberFormat);
  const [low, high] = extent[0] < extent[1] ? extent : [extent[0] - 1, extent[0] + 1];
  const scaleFor = (plotHeight: number) => scaleLinear([low, high], [plotHeight, 0]).nice();
  const guess = Math.max(0, height - 60);
  const firstTicks = valueTicks(scaleFor(guess), guess, 'vertical', format);
  const left = Math.min(width * 0.3, Math.max(24, ...firstTicks.map((t) => measureTextWidth(t.label, TICK_FONT_SIZE))) + 10 + (titles.y ? TITLE_ROOM : 0));
  const plotWidth = Math.max(0, width - EDGE - left);
  const bandWidth = names.length > 0 ? plotWidth / names.length : plotWidth;
  const xLabels = bandLabels(names, bandWidth, Math.max(TICK_FONT_SIZE + 8, height * 0.3), ticksLayout);
  const plotHeight = Math.max(0, height - EDGE - xLabels.height - (titles.x ? TITLE_ROOM : 0) - 4);
  const scale = scaleFor(plotHeight);
  return {
    plot: { left, top: EDGE, width: plotWidth, height: plotHeight },
    y: scale,
    yTicks: plotHeight > 0 ? valueTicks(scale, plotHeight, 'vertical', format) : [],
    xLabels,
    bandWidth,
  };
}
