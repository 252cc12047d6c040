import { chartSurfaceColors, type ChartSurfaceColors } from './chart-surface-colors.js';

/** The non-data colours of an x/y chart for a colour mode. */
export interface XyPalette extends ChartSurfaceColors {
  /** Axis lines and tick marks. */
  axis: string;
  /** Gridlines across the plot. */
  grid: string;
  /** A hidden series' legend entry. */
  disabled: string;
  /** The band under the pointer. */
  hoverBand: string;
}

/**
 * The palette of an x/y chart (box plot, histogram, waterfall, …) for the page's colour mode: the
 * app theme's text and paper colours, and the chart's axis, grid and hover colours.
 */
export function xyPalette(colorMode: 'light' | 'dark'): XyPalette {
  const surface = chartSurfaceColors(colorMode);
  return colorMode === 'dark'
    ? { ...surface, axis: 'rgba(200, 220, 235, 0.35)', grid: 'rgba(200, 220, 235, 0.1)', disabled: 'rgba(200, 220, 235, 0.3)', hoverBand: 'rgba(200, 220, 235, 0.08)' }
    : { ...surface, axis: 'rgba(16, 42, 60, 0.3)', grid: 'rgba(16, 42, 60, 0.08)', disabled: 'rgba(16, 42, 60, 0.3)', hoverBand: 'rgba(16, 42, 60, 0.05)' };
}
