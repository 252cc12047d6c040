import { chartSurfaceColors, type ChartSurfaceColors } from '@core/plugin-api/index.js';

/** The dial's colours for a colour mode. */
export interface GaugePalette extends ChartSurfaceColors {
  /** The axis track under the progress bars. */
  track: string;
  /** Split lines and ticks. */
  tick: string;
  /** Ticks and split lines drawn over coloured intervals. */
  intervalTick: string;
  /** The needle's hub. */
  hub: string;
}

/** The palette for the page's colour mode (the app theme's text and paper colours). */
export function gaugePalette(colorMode: 'light' | 'dark'): GaugePalette {
  const surface = chartSurfaceColors(colorMode);
  return colorMode === 'dark'
    ? { ...surface, track: 'rgba(200, 220, 235, 0.14)', tick: 'rgba(200, 220, 235, 0.5)', intervalTick: 'rgba(21, 29, 36, 0.8)', hub: '#9babb6' }
    : { ...surface, track: '#e4e9ed', tick: 'rgba(16, 42, 60, 0.45)', intervalTick: 'rgba(255, 255, 255, 0.85)', hub: '#566673' };
}
