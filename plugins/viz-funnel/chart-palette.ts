import { chartSurfaceColors, type ChartSurfaceColors } from '@core/plugin-api/index.js';

/** Text, separator and tooltip colours of a funnel for a colour mode. */
export interface FunnelPalette extends ChartSurfaceColors {
  /** Leader lines from steps to labels beside them. */
  leaderLine: string;
  /** A hidden step's legend entry. */
  disabled: string;
}

/** The palette for the page's colour mode (the app theme's text and paper colours). */
export function funnelPalette(colorMode: 'light' | 'dark'): FunnelPalette {
  const surface = chartSurfaceColors(colorMode);
  return colorMode === 'dark'
    ? { ...surface, leaderLine: 'rgba(200, 220, 235, 0.45)', disabled: 'rgba(200, 220, 235, 0.3)' }
    : { ...surface, leaderLine: 'rgba(16, 42, 60, 0.35)', disabled: 'rgba(16, 42, 60, 0.3)' };
}
