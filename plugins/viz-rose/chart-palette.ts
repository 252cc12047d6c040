import { chartSurfaceColors, type ChartSurfaceColors } from '@core/plugin-api/index.js';

/** The rose's grid, text and tooltip colours for a colour mode. */
export interface RosePalette extends ChartSurfaceColors {
  /** Rings behind the wedges. */
  grid: string;
  /** A hidden series' legend entry. */
  disabled: string;
}

/** The palette for the page's colour mode (the app theme's text and paper colours). */
export function rosePalette(colorMode: 'light' | 'dark'): RosePalette {
  const surface = chartSurfaceColors(colorMode);
  return colorMode === 'dark'
    ? { ...surface, grid: 'rgba(200, 220, 235, 0.14)', disabled: 'rgba(200, 220, 235, 0.3)' }
    : { ...surface, grid: 'rgba(16, 42, 60, 0.1)', disabled: 'rgba(16, 42, 60, 0.3)' };
}
