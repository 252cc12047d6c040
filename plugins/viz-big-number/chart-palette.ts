import { DEFAULT_COLOR_SCHEME, getColorScheme } from '@core/plugin-api/index.js';

/** Text, change and mark colours of a big number for a colour mode. */
export interface BigNumberPalette {
  text: string;
  mutedText: string;
  up: string;
  down: string;
  flat: string;
  line: string;
  guide: string;
  tooltipBackground: string;
  tooltipBorder: string;
  tooltipText: string;
}

/** The palette for the page's colour mode (the app theme's text, success and error colours). */
export function bigNumberPalette(colorMode: 'light' | 'dark'): BigNumberPalette {
  const line = getColorScheme(DEFAULT_COLOR_SCHEME).colors[0] as string;
  return colorMode === 'dark'
    ? {
        text: '#e3e9ed',
        mutedText: '#9babb6',
        up: '#5fbf85',
        down: '#ef6b63',
        flat: '#9babb6',
        line: '#6b9cf0',
        guide: 'rgba(200, 220, 235, 0.35)',
        tooltipBackground: '#1f2a33',
        tooltipBorder: 'rgba(200, 220, 235, 0.2)',
        tooltipText: '#e3e9ed',
      }
    : {
        text: '#17232d',
        mutedText: '#566673',
        up: '#2e7d4f',
        down: '#c2362f',
        flat: '#566673',
        line,
        guide: 'rgba(16, 42, 60, 0.25)',
        tooltipBackground: '#ffffff',
        tooltipBorder: 'rgba(16, 42, 60, 0.15)',
        tooltipText: '#17232d',
      };
}
