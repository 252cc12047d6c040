import { DEFAULT_COLOR_SCHEME, chartSurfaceColors, getColorScheme, type ChartSurfaceColors } from '@core/plugin-api/index.js';

/** Text, change and mark colours of a big number for a colour mode. */
export interface BigNumberPalette extends ChartSurfaceColors {
  up: string;
  down: string;
  flat: string;
  line: string;
  guide: string;
}

/** The palette for the page's colour mode (the app theme's text, success and error colours). */
export function bigNumberPalette(colorMode: 'light' | 'dark'): BigNumberPalette {
  const surface = chartSurfaceColors(colorMode);
  return colorMode === 'dark'
    ? { ...surface, up: '#5fbf85', down: '#ef6b63', flat: surface.mutedText, line: '#6b9cf0', guide: 'rgba(200, 220, 235, 0.35)' }
    : {
        ...surface,
        up: '#2e7d4f',
        down: '#c2362f',
        flat: surface.mutedText,
        line: getColorScheme(DEFAULT_COLOR_SCHEME).colors[0] as string,
        guide: 'rgba(16, 42, 60, 0.25)',
      };
}
