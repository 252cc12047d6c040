/** Colours of everything in a chart that is not a series. */
export interface ChartTheme {
  text: string;
  mutedText: string;
  axis: string;
  grid: string;
  crosshair: string;
  hoverBand: string;
  tooltipBackground: string;
  tooltipText: string;
  tooltipBorder: string;
  /** Outline of markers, so dots stay apart from the line under them. */
  markerOutline: string;
  brush: string;
}

const LIGHT: ChartTheme = {
  text: '#333D47',
  mutedText: '#5F6B77',
  axis: '#B8C0C8',
  grid: '#ECEFF2',
  crosshair: '#8A96A3',
  hoverBand: 'rgba(120, 134, 150, 0.12)',
  tooltipBackground: 'rgba(255, 255, 255, 0.97)',
  tooltipText: '#1F2933',
  tooltipBorder: '#D5DBE1',
  markerOutline: '#FFFFFF',
  brush: 'rgba(47, 111, 222, 0.15)',
};

const DARK: ChartTheme = {
  text: '#E3E8ED',
  mutedText: '#AAB4BE',
  axis: '#5C6670',
  grid: '#2D343B',
  crosshair: '#8A96A3',
  hoverBand: 'rgba(200, 210, 220, 0.10)',
  tooltipBackground: 'rgba(30, 34, 39, 0.97)',
  tooltipText: '#EEF2F5',
  tooltipBorder: '#46505A',
  markerOutline: '#1E2227',
  brush: 'rgba(120, 165, 240, 0.22)',
};

/** The chart colours of the page's colour mode: light text and dim gridlines in dark mode. */
export function chartTheme(colorMode: 'light' | 'dark'): ChartTheme {
  return colorMode === 'dark' ? DARK : LIGHT;
}
