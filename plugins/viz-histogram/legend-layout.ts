import { measureTextWidth } from '@core/plugin-api/index.js';

/** Where a legend sits. */
export type LegendOrientation = 'top' | 'bottom' | 'left' | 'right';

/** Font size of legend entries. */
export const LEGEND_FONT_SIZE = 12;
/** Height of one legend row. */
export const LEGEND_ROW_HEIGHT = 22;
/** Size of an entry's colour swatch. */
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

/** Where the legend and the chart go in the box. */
export interface LegendLayout {
  /** The legend's box; null without a legend. */
  legend: Box | null;
  chart: Box;
}

/**
 * Splits the box between a legend and the chart. A legend above or below takes the rows its
 * wrapped entries need, at most 30% of the height (it scrolls past that); one at a side takes the
 * widest entry, at most 30% of the width (longer names end in an ellipsis). No legend in a box too
 * small to share.
 */
export function legendLayout(orientation: LegendOrientation, width: number, height: number, labels: readonly string[]): LegendLayout {
  if (labels.length === 0 || width < 160 || height < 120) return { legend: null, chart: { left: 0, top: 0, width, height } };
  const widths = labels.map((label) => LEGEND_SWATCH + SWATCH_GAP + measureTextWidth(label, LEGEND_FONT_SIZE));
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
    const chartHeight = Math.max(0, height - legendHeight);
    return orientation === 'top'
      ? { legend: { left: 0, top: 0, width, height: legendHeight }, chart: { left: 0, top: legendHeight, width, height: chartHeight } }
      : { legend: { left: 0, top: chartHeight, width, height: legendHeight }, chart: { left: 0, top: 0, width, height: chartHeight } };
  }
  const legendWidth = Math.min(Math.max(...widths) + 2 * EDGE + 4, width * 0.3);
  const chartWidth = Math.max(0, width - legendWidth);
  return orientation === 'left'
    ? { legend: { left: 0, top: 0, width: legendWidth, height }, chart: { left: legendWidth, top: 0, width: chartWidth, height } }
    : { legend: { left: chartWidth, top: 0, width: legendWidth, height }, chart: { left: 0, top: 0, width: chartWidth, height } };
}
