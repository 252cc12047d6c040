import { chartSurfaceColors, type ChartSurfaceColors } from '@core/plugin-api/index.js';

/** The grid, text and tooltip colours of a radar for a colour mode. */
export interface RadarPalette extends ChartSurfaceColors {
  /** Rings and axis lines. */
  grid: string;
  /** A hidden series' legend entry. */
  disabled: string;
}

/** The palette for the page's colour mode (the app theme's text and paper colours). */
export function radarPalette(colorMode: 'light' | 'dark'): RadarPalette {
  const surface = chartSurfaceColors(colorMode);
  return colorMode === 'dark'
    ? { ...surface, grid: 'rgba(200, 220, 235, 0.18)', disabled: 'rgba(200, 220, 235, 0.3)' }
    : { ...surface, grid: 'rgba(16, 42, 60, 0.14)', disabled: 'rgba(16, 42, 60, 0.3)' };
}
