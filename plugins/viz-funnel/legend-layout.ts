import { measureTextWidth } from '@core/plugin-api/index.js';
import type { LegendOrientation } from './form-data.schema.js';

/** Font size of legend entries. */
export const LEGEND_FONT_SIZE = 12;
/** Height of one legend row. */
export const LEGEND_ROW_HEIGHT = 22;
/** Colour swatch, gap after it, and space between entries. */
export const LEGEND_SWATCH = 10;
const SWATCH_GAP = 6;
const ITEM_GAP = 14;
const EDGE = 8;

/** A rectangle in the chart's box. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the legend and the plot go in the chart's box. */
export interface LegendLayout {
  /** The legend's box; null when there is no legend. */
  legend: Box | null;
  plot: Box;
}

/** Width of one legend entry: swatch, gap, text. */
export function legendItemWidth(label: string): number {
  return LEGEND_SWATCH + SWATCH_GAP + measureTextWidth(label, LEGEND_FONT_SIZE);
}

/**
 * Splits the chart's box between the legend and the funnel. A legend above or below takes the rows
 * its wrapped entries need, at most 30% of the height (it scrolls past that); one at a side takes
 * the widest entry, at most 30% of the width (longer names are cut with an ellipsis).
 */
export function legendLayout(orientation: LegendOrientation, width: number, height: number, labels: readonly string[]): LegendLayout {
  if (labels.length === 0) return { legend: null, plot: { left: 0, top: 0, width, height } };
  const widths = labels.map(legendItemWidth);
  if (orientation === 'top' || orientation === 'bottom') {
    const usable = Math.max(1, width - 2 * EDGE);
    let rows = 1;
    let x = 0;
    for (const itemWidth of widths) {
      const w = Math.min(itemWidth, usable);
      if (x > 0 && x + w > usable) {
        rows += 1;
        x = 0;
      }
      x += w + ITEM_GAP;
    }
    const legendHeight = Math.min(rows * LEGEND_ROW_HEIGHT + EDGE, Math.max(LEGEND_ROW_HEIGHT + EDGE, height * 0.3));
    const plotHeight = Math.max(0, height - legendHeight);
    return orientation === 'top'
      ? { legend: { left: 0, top: 0, width, height: legendHeight }, plot: { left: 0, top: legendHeight, width, height: plotHeight } }
      : { legend: { left: 0, top: plotHeight, width, height: legendHeight }, plot: { left: 0, top: 0, width, height: plotHeight } };
  }
  const legendWidth = Math.min(Math.max(...widths) + 2 * EDGE + 4, width * 0.3);
  const plotWidth = Math.max(0, width - legendWidth);
  return orientation === 'left'
    ? { legend: { left: 0, top: 0, width: legendWidth, height }, plot: { left: legendWidth, top: 0, width: plotWidth, height } }
    : { legend: { left: plotWidth, top: 0, width: legendWidth, height }, plot: { left: 0, top: 0, width: plotWidth, height } };
}
