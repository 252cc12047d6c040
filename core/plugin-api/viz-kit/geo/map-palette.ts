import { chartSurfaceColors, type ChartSurfaceColors } from '../chart-surface-colors.js';

/** The non-data colours of a region map (world or country) for a colour mode. */
export interface MapPalette extends ChartSurfaceColors {
  /** Regions without a value. */
  noData: string;
  /** Borders between regions. */
  border: string;
  /** Outline of the hovered region. */
  highlight: string;
}

/**
 * The palette for the page's colour mode (the app theme's text and paper colours). On the dark
 * paper borders are light hairlines, so the darkest shades stay distinct from the background.
 *
 * @example
 * mapPalette('dark').border; // 'rgba(200, 220, 235, 0.28)'
 */
export function mapPalette(colorMode: 'light' | 'dark'): MapPalette {
  const surface = chartSurfaceColors(colorMode);
  return colorMode === 'dark'
    ? { ...surface, noData: '#2b3741', border: 'rgba(200, 220, 235, 0.28)', highlight: '#ffffff' }
    : { ...surface, noData: '#e3e8ec', border: '#ffffff', highlight: '#17232d' };
}
