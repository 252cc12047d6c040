import { measureTextWidth } from './measure-text.js';

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

/** A rectangle in a chart's box. */
export interface ChartBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where the legend and the plot go in the chart's box. */
export interface LegendLayout {
  /** The legend's box; null when there is no legend. */
  legend: ChartBox | null;
  plot: ChartBox;
}

/** When {@link legendLayout} leaves the legend out. */
export interface LegendLayoutOptions {
  /** A box narrower or lower than this gets no legend: it is too small to share (0, 0). */
  minWidth?: number;
  minHeight?: number;
}

/** Width of one legend entry: swatch, gap, text. */
export function legendItemWidth(label: string): number {
  return LEGEND_SWATCH + SWATCH_GAP + measureTextWidth(label, LEGEND_FONT_SIZE);
}

/**
 * Splits the chart's box between the legend and the plot. A legend above or below takes the rows
 * its wrapped entries need, at most 30% of the height (it scrolls past that); one at a side takes
 * the widest entry, at most 30% of the width (longer names are cut with an ellipsis). No legend
 * without labels, or in a box smaller than the options allow.
 *
 * @example
 * ```ts
 * legendLayout('top', 400, 300, ['boy', 'girl']); // { legend: { left: 0, top: 0, width: 400, height: 30 }, plot: { left: 0, top: 30, … } }
 * ```
 */
export function legendLayout(orientation: LegendOrientation, width: number, height: number, labels: readonly string[], options: LegendLayoutOptions = {}): LegendLayout {
  const { minWidth = 0, minHeight = 0 } = options;
  if (labels.length === 0 || width < minWidth || height < minHeight) return { legend: null, plot: { left: 0, top: 0, width, height } };
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
