import {
  AXIS_TICK_FONT_SIZE as TICK_FONT_SIZE,
  AXIS_TITLE_FONT_SIZE as TITLE_FONT_SIZE,
  bandLabels,
  getNumberFormatter,
  measureTextWidth,
  valueTicks,
  type AxisTick,
  type BandLabels,
  type ChartBox as Box,
} from '@core/plugin-api/index.js';
import { scaleLinear } from 'd3';

const EDGE = 10;
const TITLE_ROOM = TITLE_FONT_SIZE + 8;

/** Where the plot, its ticks and its labels go. */
export interface HistogramLayout {
  plot: Box;
  /** Pixels from the plot's top for a value. */
  y: (value: number) => number;
  yTicks: AxisTick[];
  xLabels: BandLabels;
  /** Width of one bin's band. */
  binWidth: number;
}

/**
 * The plot of a histogram inside `box`: room on the left for the widest value label (and the
 * y-axis title), below for the bin labels (turned when crowded, and the x-axis title); a value
 * scale from 0 to the tallest bar, rounded, with ticks that never overlap.
 */
export function histogramLayout(box: Box, binLabels: readonly string[], maxValue: number, valueFormat: string, titles: { x: boolean; y: boolean }): HistogramLayout {
  const format = getNumberFormatter(valueFormat);
  const top = box.top + EDGE;
  const scaleFor = (height: number) => scaleLinear([0, maxValue > 0 ? maxValue : 1], [height, 0]).nice();
  const firstGuess = valueTicks(scaleFor(Math.max(0, box.height - 60)), Math.max(0, box.height - 60), 'vertical', format);
  const left = box.left + Math.min(box.width * 0.3, Math.max(24, ...firstGuess.map((t) => measureTextWidth(t.label, TICK_FONT_SIZE))) + 10 + (titles.y ? TITLE_ROOM : 0));
  const plotWidth = Math.max(0, box.left + box.width - EDGE - left);
  const binWidth = binLabels.length > 0 ? plotWidth / binLabels.length : plotWidth;
  const xLabels = bandLabels(binLabels, binWidth, Math.max(TICK_FONT_SIZE + 8, box.height * 0.3));
  const plotHeight = Math.max(0, box.top + box.height - top - xLabels.height - (titles.x ? TITLE_ROOM : 0) - 4);
  const scale = scaleFor(plotHeight);
  return {
    plot: { left, top, width: plotWidth, height: plotHeight },
    y: scale,
    yTicks: plotHeight > 0 ? valueTicks(scale, plotHeight, 'vertical', format) : [],
    xLabels,
    binWidth,
  };
}
