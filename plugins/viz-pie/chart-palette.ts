import { chartSurfaceColors, type ChartSurfaceColors } from '@core/plugin-api/index.js';

/** Text, separator and tooltip colours of a pie for a colour mode. */
export interface PiePalette extends ChartSurfaceColors {
  /** Between slices: the page's background, so slices read as separate. */
  sliceStroke: string;
  leaderLine: string;
  /** A hidden series' legend entry. */
  disabled: string;
}

/** The palette for the page's colour mode (the app theme's text and paper colours). */
export function piePalette(colorMode: 'light' | 'dark'): PiePalette {
  const surface = chartSurfaceColors(colorMode);
  return colorMode === 'dark'
    ? { ...surface, sliceStroke: surface.background, leaderLine: 'rgba(200, 220, 235, 0.45)', disabled: 'rgba(200, 220, 235, 0.3)' }
    : { ...surface, sliceStroke: surface.background, leaderLine: 'rgba(16, 42, 60, 0.35)', disabled: 'rgba(16, 42, 60, 0.3)' };
}
