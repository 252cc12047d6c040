import { chartSurfaceColors, type ChartSurfaceColors } from '@core/plugin-api/index.js';

/** The bullet's range shades, marker and axis colours for a colour mode. */
export interface BulletPalette extends ChartSurfaceColors {
  /** Range shades from the widest (lightest) to the narrowest (darkest); used in turn past the last. */
  ranges: readonly string[];
  /** Markers and marker lines. */
  marker: string;
  axis: string;
  /** A hidden entry of the legend. */
  disabled: string;
}

/** The palette for the page's colour mode (the app theme's text and paper colours). */
export function bulletPalette(colorMode: 'light' | 'dark'): BulletPalette {
  const surface = chartSurfaceColors(colorMode);
  return colorMode === 'dark'
    ? {
        ...surface,
        ranges: ['rgba(200, 220, 235, 0.10)', 'rgba(200, 220, 235, 0.18)', 'rgba(200, 220, 235, 0.27)', 'rgba(200, 220, 235, 0.36)'],
        marker: '#e3e9ed',
        axis: 'rgba(200, 220, 235, 0.35)',
        disabled: 'rgba(200, 220, 235, 0.3)',
      }
    : {
        ...surface,
        ranges: ['#e6eaee', '#d3dae0', '#bcc6ce', '#a5b2bc'],
        marker: '#17232d',
        axis: 'rgba(16, 42, 60, 0.3)',
        disabled: 'rgba(16, 42, 60, 0.3)',
      };
}
