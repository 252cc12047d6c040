import type { LegendOrientation } from './timeseries-form-data.js';
import { estimateTextWidth } from './text-metrics.js';

/** Font sizes of the chart's texts, in pixels. */
export const FONT = Object.freeze({ tick: 11, title: 12, legend: 12, value: 10 });

/** A rectangle in the chart's box, in CSS pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Legend geometry (items wrap in rows on top or bottom, stack in a column on a side). */
export const LEGEND = Object.freeze({ rowHeight: 22, swatch: 14, gap: 6, itemPadding: 14, maxLabel: 180, padding: 6 });

/** Width of one legend item: swatch, gap, label (cut at 180 px) and the space before the next item. */
export function legendItemWidth(name: string): number {
  return LEGEND.swatch + LEGEND.gap + Math.min(LEGEND.maxLabel, estimateTextWidth(name, FONT.legend)) + LEGEND.itemPadding;
}

/**
 * Where the legend goes in a `width` × `height` chart: a band on top or bottom, as many rows tall
 * as its items wrap to (at most a third of the height; it scrolls beyond), or a column on a side
 * (at most 30 % of the width). `null` without items.
 */
export function legendBox(names: readonly string[], orientation: LegendOrientation, width: number, height: number): Box | null {
  if (names.length === 0) return null;
  if (orientation === 'left' || orientation === 'right') {
    const wanted = Math.max(...names.map(legendItemWidth)) + 2 * LEGEND.padding;
    const boxWidth = Math.min(Math.ceil(wanted), Math.floor(width * 0.3));
    return { left: orientation === 'left' ? 0 : width - boxWidth, top: 0, width: boxWidth, height };
  }
  const available = width - 2 * LEGEND.padding;
  let rows = 1;
  let used = 0;
  for (const name of names) {
    const item = legendItemWidth(name);
    if (used > 0 && used + item > available) {
      rows++;
      used = 0;
    }
    used += item;
  }
  const boxHeight = Math.min(rows * LEGEND.rowHeight + LEGEND.padding, Math.max(LEGEND.rowHeight + LEGEND.padding, Math.floor(height / 3)));
  return { left: 0, top: orientation === 'top' ? 0 : height - boxHeight, width, height: boxHeight };
}

/** Space around the plot, in pixels. */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** What the margins depend on. */
export interface MarginInput {
  /** Widest tick label on the left axis (values, or x values for horizontal bars). */
  leftLabelWidth: number;
  /** Title along the left axis / along the bottom axis; empty for none. */
  leftTitle: string;
  bottomTitle: string;
  /** Widest tick label and title of a right (secondary) value axis, when there is one. */
  rightLabelWidth?: number;
  rightTitle?: string;
}

/**
 * Margins of the plot inside the area the legend leaves: the left one fits the widest left tick
 * label and the left axis title; the bottom one a row of tick labels and the bottom title.
 *
 * @example
 * plotMargins({ leftLabelWidth: 30, leftTitle: '', bottomTitle: 'Day' }); // { top: 12, right: 20, bottom: 44, left: 40 }
 */
export function plotMargins(input: MarginInput): Margins {
  const titleBand = FONT.title + 8;
  return {
    top: 12,
    right: input.rightLabelWidth === undefined ? 20 : Math.ceil(input.rightLabelWidth) + 10 + (input.rightTitle ? titleBand : 0),
    bottom: 6 + FONT.tick + 7 + (input.bottomTitle ? titleBand : 0),
    left: Math.ceil(input.leftLabelWidth) + 10 + (input.leftTitle ? titleBand : 0),
  };
}

/** The area left for the plot once the legend has its band. */
export function areaBesideLegend(width: number, height: number, legend: Box | null, orientation: LegendOrientation): Box {
  if (!legend) return { left: 0, top: 0, width, height };
  switch (orientation) {
    case 'top':
      return { left: 0, top: legend.height, width, height: height - legend.height };
    case 'bottom':
      return { left: 0, top: 0, width, height: height - legend.height };
    case 'left':
      return { left: legend.width, top: 0, width: width - legend.width, height };
    case 'right':
      return { left: 0, top: 0, width: width - legend.width, height };
  }
}

/** One tick of an axis: its position along the axis and its label. */
export interface Tick {
  position: number;
  label: string;
}

/**
 * Ticks of a continuous axis that do not overlap: asks for fewer ticks until their labels (plus a
 * gap) fit the axis `length`. Labels run along the axis (`extent` = label width) or across it
 * (`extent` = a line height) depending on `across`.
 */
export function fitContinuousTicks(
  ticksFor: (count: number) => number[],
  position: (value: number) => number,
  format: (value: number) => string,
  length: number,
  across = false,
): Tick[] {
  const extentOf = (labels: string[]) => (across ? FONT.tick + 6 : Math.max(0, ...labels.map((label) => estimateTextWidth(label, FONT.tick))) + 12);
  let ticks: Tick[] = [];
  for (let count = Math.max(2, Math.floor(length / (across ? 40 : 60))); count >= 1; count--) {
    const values = ticksFor(count);
    const labels = values.map(format);
    ticks = values.map((value, i) => ({ position: position(value), label: labels[i]! }));
    if (values.length <= 2 || values.length * extentOf(labels) <= length) break;
  }
  return ticks;
}

/**
 * How many band positions to skip between labels so they do not overlap: 1 labels every band.
 * `labelExtent` is the widest label along the axis (or a line height for a vertical axis).
 */
export function bandLabelStride(labelExtent: number, step: number): number {
  if (step <= 0) return 1;
  return Math.max(1, Math.ceil((labelExtent + 8) / step));
}
