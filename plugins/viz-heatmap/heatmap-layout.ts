import { measureTextWidth, truncateText } from '@core/plugin-api/index.js';

/** Font size of axis labels. */
export const TICK_FONT_SIZE = 11;
/** Height of the colour legend strip above the plot. */
export const LEGEND_HEIGHT = 40;
const EDGE = 8;
const TICK_GAP = 6;
const LABEL_GAP = 8;

/** A rectangle in the chart's box. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One written axis label: the category index it labels and its (possibly shortened) text. */
export interface AxisLabel {
  index: number;
  text: string;
}

/** Where everything of a heatmap goes. */
export interface HeatmapLayout {
  plot: Box;
  /** The legend's strip; null when there is no room or no legend. */
  legend: Box | null;
  /** Width and height of one cell. */
  cellWidth: number;
  cellHeight: number;
  xLabels: AxisLabel[];
  yLabels: AxisLabel[];
  /** X labels are written at −45° because they are too long for their columns. */
  rotateX: boolean;
}

/** Every `step`-th index from 0 below `count`. */
function everyNth(count: number, step: number): number[] {
  const indices: number[] = [];
  for (let i = 0; i < count; i += Math.max(1, step)) indices.push(i);
  return indices;
}

/** The label step: the form data's interval, or the smallest that keeps `span`-wide labels apart. */
export function labelStep(interval: number, band: number, span: number): number {
  if (interval > 0) return Math.round(interval);
  return band <= 0 ? Number.POSITIVE_INFINITY : Math.max(1, Math.ceil(span / band));
}

/** Inputs of {@link heatmapLayout}. */
export interface HeatmapLayoutInput {
  width: number;
  height: number;
  xLabels: readonly string[];
  yLabels: readonly string[];
  showLegend: boolean;
  xInterval: number;
  yInterval: number;
  leftMargin: number | null;
  bottomMargin: number | null;
}

/**
 * Splits the chart's box into the legend strip (top), the y labels (left), the x labels (bottom)
 * and the plot, and picks which labels are written so none overlap: y labels one text line
 * apart, x labels their own width apart, or turned by 45° (one line apart) when they are much
 * wider than a column. Fixed margins are honoured; automatic ones fit the labels, within a third of
 * the box. Labels that still do not fit are shortened with an ellipsis.
 */
export function heatmapLayout(input: HeatmapLayoutInput): HeatmapLayout {
  const { width, height, xLabels, yLabels } = input;
  const legend = input.showLegend && width >= 160 && height >= 120 ? { left: 0, top: 0, width, height: LEGEND_HEIGHT } : null;
  const top = (legend ? LEGEND_HEIGHT : 0) + EDGE;
  const nX = Math.max(1, xLabels.length);
  const nY = Math.max(1, yLabels.length);

  const widestY = Math.max(0, ...yLabels.map((label) => measureTextWidth(label, TICK_FONT_SIZE)));
  const left = input.leftMargin ?? Math.min(widestY + TICK_GAP + LABEL_GAP, Math.max(40, width / 3));
  const right = EDGE + 4;
  const plotWidth = Math.max(0, width - left - right);
  const cellWidth = plotWidth / nX;

  const xWidths = xLabels.map((label) => measureTextWidth(label, TICK_FONT_SIZE));
  const widestX = Math.max(0, ...xWidths);
  const horizontalStep = labelStep(input.xInterval, cellWidth, widestX + LABEL_GAP);
  const rotatedStep = labelStep(input.xInterval, cellWidth, TICK_FONT_SIZE * 1.6);
  // Turn the labels when that writes at least twice as many of them.
  const rotateX = xLabels.length > 1 && widestX > cellWidth && rotatedStep * 2 <= horizontalStep;
  const autoBottom = rotateX ? widestX * Math.SQRT1_2 + TICK_FONT_SIZE + TICK_GAP : TICK_FONT_SIZE + TICK_GAP + 6;
  const bottom = input.bottomMargin ?? Math.min(autoBottom, Math.max(24, height / 3));
  const plotHeight = Math.max(0, height - top - bottom);
  const cellHeight = plotHeight / nY;

  const xRoom = rotateX ? (bottom - TICK_GAP) / Math.SQRT1_2 : cellWidth * horizontalStep - 4;
  const xIndices = everyNth(xLabels.length, rotateX ? rotatedStep : horizontalStep);
  const yIndices = everyNth(yLabels.length, labelStep(input.yInterval, cellHeight, TICK_FONT_SIZE + 2));
  const yRoom = left - TICK_GAP - 2;
  return {
    plot: { left, top, width: plotWidth, height: plotHeight },
    legend,
    cellWidth,
    cellHeight,
    rotateX,
    xLabels: plotHeight > 0 ? xIndices.map((index) => ({ index, text: truncateText(xLabels[index]!, Math.max(0, xRoom), TICK_FONT_SIZE) })).filter((l) => l.text !== '') : [],
    yLabels: plotWidth > 0 ? yIndices.map((index) => ({ index, text: truncateText(yLabels[index]!, Math.max(0, yRoom), TICK_FONT_SIZE) })).filter((l) => l.text !== '') : [],
  };
}
