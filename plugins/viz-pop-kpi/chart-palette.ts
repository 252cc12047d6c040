import { chartSurfaceColors, type ChartSurfaceColors } from '@core/plugin-api/index.js';

/** The KPI's text, chip and change colours for a colour mode. */
export interface PopKpiPalette extends ChartSurfaceColors {
  /** A chip's background, and its symbol, when the change is not coloured. */
  chip: string;
  chipText: string;
  /** A good change: its text and its chip. */
  good: string;
  goodChip: string;
  /** A bad change: its text and its chip. */
  bad: string;
  badChip: string;
}

/** The palette for the page's colour mode (the app theme's text and paper colours). */
export function popKpiPalette(colorMode: 'light' | 'dark'): PopKpiPalette {
  const surface = chartSurfaceColors(colorMode);
  return colorMode === 'dark'
    ? { ...surface, chip: 'rgba(200, 220, 235, 0.12)', chipText: '#c5d0d8', good: '#5cc98a', goodChip: 'rgba(92, 201, 138, 0.18)', bad: '#f07a72', badChip: 'rgba(240, 122, 114, 0.18)' }
    : { ...surface, chip: '#e9edf0', chipText: '#566673', good: '#1f8a4c', goodChip: '#d9f2e3', bad: '#c8382f', badChip: '#fbe1df' };
}
