import { measureTextWidth } from '@core/plugin-api/index.js';
import type { LegendOrientation } from './form-data.schema.js';

/** Font size of legend entries. */
export const LEGEND_FONT_SIZE = 12;
/** Height of one legend row. */
export const LEGEND_ROW_HEIGHT = 22;
const SWATCH = 10;
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

/** Where the legend and the graph go. */
export interface LegendLayout {
  legend: Box | null;
  graph: Box;
}

/**
 * Splits the chart's box between the legend and the graph: above or below, the rows the wrapped
 * entries need (at most 30% of the height, scrolling past that); at a side, the widest entry (at
 * most 30% of the width, longer names cut with an ellipsis). No labels, no legend.
 */
export function legendLayout(orientation: LegendOrientation, width: number, height: number, labels: readonly string[]): LegendLayout {
  if (labels.length === 0) return { legend: null, graph: { left: 0, top: 0, width, height } };
  const widths = labels.map((label) => SWATCH + SWATCH_GAP + measureTextWidth(label, LEGEND_FONT_SIZE));
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
    const graphHeight = Math.max(0, height - legendHeight);
    return orientation === 'top'
      ? { legend: { left: 0, top: 0, width, height: legendHeight }, graph: { left: 0, top: legendHeight, width, height: graphHeight } }
      : { legend: { left: 0, top: graphHeight, width, height: legendHeight }, graph: { left: 0, top: 0, width, height: graphHeight } };
  }
  const legendWidth = Math.min(Math.max(...widths) + 2 * EDGE + 4, width * 0.3);
  const graphWidth = Math.max(0, width - legendWidth);
  return orientation === 'left'
    ? { legend: { left: 0, top: 0, width: legendWidth, height }, graph: { left: legendWidth, top: 0, width: graphWidth, height } }
    : { legend: { left: graphWidth, top: 0, width: legendWidth, height }, graph: { left: 0, top: 0, width: graphWidth, height } };
}
